import LayoutSnapPipeline
import LayoutSnapRender
import LayoutSnapScenario
import Testing

/// The sinks that are not snapshots: what `render` writes where, and the gallery's files.
@Suite struct SinkTests {
    static let scenario = try! ScenarioLoader.load(
        yaml: """
            name: feed/list
            device: {width: 100, height: 80, scale: 1}
            root:
              subviews: [{id: s, type: scroll, contentSize: [100, 400], subviews: [{id: title, type: label, text: "Hi <b>"}]}]
            constraints: [s.edges == root.edges, "H:|[title]|", "V:|[title]"]
            renders:
              - name: plain
              - name: strip
                filmstrip: 2
            """,
        file: "feed.yaml")

    @Test func renderFilesNameEveryDrawingAndApplyTheOffset() throws {
        let png = RenderFiles(scenarios: [Self.scenario], options: RenderOptions(), offset: Point(x: 0, y: 30), folder: "out")
        #expect(png.targets.map { $0.map(\.relative) } == [["feed-list/plain.png"], ["feed-list/strip.png", "feed-list/strip.filmstrip.png"]])
        #expect(png.jobs.allSatisfy { $0.render.offsets["s"] == Point(x: 0, y: 30) })
        #expect(png.targets[0][0].path == "out/feed-list/plain.png")

        let content = RenderFiles(scenarios: [Self.scenario], options: RenderOptions(format: .svg, mode: .content), folder: "o")
        #expect(content.targets.flatMap { $0.map(\.relative) } == ["feed-list/plain.content.svg", "feed-list/strip.content.svg", "feed-list/strip.filmstrip.svg"])

        // --filmstrip draws every render as a filmstrip, and nothing else.
        let strips = RenderFiles(scenarios: [Self.scenario], options: RenderOptions(), filmstrip: 3, folder: "o")
        #expect(strips.targets.flatMap { $0.map(\.relative) } == ["feed-list/plain.filmstrip.png", "feed-list/strip.filmstrip.png"])
        let rendered = RenderPool.renderAll(strips.jobs)
        let files = strips.files(from: rendered)
        #expect(files.count == 2 && files.allSatisfy { $0.bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) })
    }

    @Test func theGalleryHoldsThreeImagesPerRenderAndOnePage() throws {
        let gallery = Gallery(title: "Team <screens>", scale: 1)
        let jobs = gallery.jobs(for: [Self.scenario])
        #expect(jobs.count == 2 && jobs.allSatisfy { $0.drawings.count == 3 })
        let files = gallery.files(for: [Self.scenario], rendered: RenderPool.renderAll(jobs))
        #expect(files.map(\.relative) == [
            "feed-list/plain.screen.png", "feed-list/plain.content.png", "feed-list/plain.constraints.png",
            "feed-list/strip.screen.png", "feed-list/strip.content.png", "feed-list/strip.constraints.png", "index.html",
        ])
        let page = String(decoding: files.last?.bytes ?? [], as: UTF8.self)
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(page.contains("<title>Team &lt;screens&gt;</title>"))
        #expect(page.contains("id=\"scenario-feed-list--strip\""))
        #expect(page.contains("src=\"feed-list/strip.constraints.png\""))
        // The page's own style comes after the base style every page shares.
        let base = try #require(page.range(of: ":root { font:")), own = try #require(page.range(of: ".summary {"))
        #expect(base.lowerBound < own.lowerBound)
    }
}
