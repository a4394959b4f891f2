import Foundation
import LayoutSnapLayout
import LayoutSnapPNG
import LayoutSnapScenario
import LayoutSnapText
import LayoutSnapRender
import Testing

/// Filmstrips (DESIGN §13): a render at several offsets of a scroll view, side by side.
@Suite struct FilmstripTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scenarios/scroll/filmstrip-feed.yaml")

    @Test func offsetsRunFromTheTopToTheEndOfTheContent() throws {
        let scenario = try ScenarioLoader.load(file: Self.file.path)
        let render = scenario.renders[0]
        #expect(render.filmstrip == Filmstrip(count: 4))
        let layout = LayoutEngine().layout(scenario, render: render)
        let plan = try #require(Renderer.filmstripOffsets(layout, filmstrip: Filmstrip(count: 4)))
        #expect(plan.scrollView == "scroll")
        // iPhone 8: the status bar's 20 points are the adjusted inset at the top; the content
        // is 100 + 3 × 400 + 2 × 8 + 20 = 1336 points tall, in a 667-point frame.
        #expect(layout.view("scroll")?.scroll?.contentSize.height == 1336)
        let ys = plan.offsets.map(\.y)
        #expect(ys.first == -20 && ys.last == 1336 - 667)
        #expect(ys.count == 4 && zip(ys, ys.dropFirst()).allSatisfy { abs(($1 - $0) - (669 + 20) / 3) < 1e-9 })
    }

    @Test func framesSideBySideWithTheHeaderStill() throws {
        let scenario = try ScenarioLoader.load(file: Self.file.path)
        let render = scenario.renders[0]
        let measurer = TextMeasurer(), engine = LayoutEngine(measurer: measurer)
        let plan = try #require(Renderer.filmstripOffsets(engine.layout(scenario, render: render), filmstrip: Filmstrip(count: 3)))
        let frames = plan.offsets.map { offset -> (layout: LayoutResult, caption: String) in
            var moved = render
            moved.offsets[plan.scrollView] = offset
            return (engine.layout(scenario, render: moved), "y \(offset.y)")
        }
        let bytes = try Renderer(measurer: measurer).renderFilmstrip(frames, options: RenderOptions(scale: 1))
        let image = try #require(PNGImage(bytes: bytes))
        #expect(image.width == 3 * 375 + 4 * 16 && image.height == 667 + 2 * 16 + 22)
        // The header (dark, 60 points tall at the top) in every frame; the content under it
        // differs from frame to frame.
        var below: [PNGImage.Pixel] = []
        for index in 0..<3 {
            let x = 16 + index * (375 + 16) + 300
            let header = image.pixel(x: x, y: 16 + 30)
            #expect(header.red == 0x33 && header.green == 0x33 && header.blue == 0x33)
            below.append(image.pixel(x: 16 + index * (375 + 16) + 200, y: 16 + 300))
        }
        #expect(Set(below.map { [$0.red, $0.green, $0.blue] }).count > 1)
    }

    @Test(arguments: [
        ("filmstrip: 1", "a filmstrip has 2 to 12 frames, not 1"),
        ("filmstrip: {count: 3, scrollView: header}", "'header' is not a scroll view"),
        ("filmstrip: {count: 3, speed: 2}", "unknown key 'speed'"),
    ])
    func badFilmstripsAreLocatedErrors(_ line: String, _ message: String) throws {
        let text = try String(contentsOf: Self.file, encoding: .utf8).replacingOccurrences(of: "filmstrip: 4", with: line)
        #expect(throws: ScenarioError.self) { try ScenarioLoader.load(yaml: text, file: "inline.yaml") }
        do {
            _ = try ScenarioLoader.load(yaml: text, file: "inline.yaml")
        } catch {
            #expect(error.message.contains(message), "\(error)")
            #expect(error.location.line > 20)
        }
    }
}
