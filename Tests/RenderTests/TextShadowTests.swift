import Foundation
import LayoutSnapPNG
import LayoutSnapRender
import LayoutSnapScenario
import Testing

/// A label's text shadow and a button's title shadow: the text drawn again beneath itself in
/// the shadow's colour, moved by its offset (points right and down), in PNG and structured SVG.
@Suite struct TextShadowTests {
    static func scenario(_ view: String) -> String {
        """
        device: {width: 200, height: 60, scale: 2}
        root:
          background: "#ffffff"
          subviews:
            - \(view)
        constraints: [v.left == root.left + 10, v.top == root.top + 10, v.width == 180, v.height == 40]
        """
    }

    /// The box (in pixels) of the pixels `matches` picks out; nil when there are none.
    static func box(_ image: PNGImage, _ matches: (PNGImage.Pixel) -> Bool) -> (left: Int, top: Int, right: Int, bottom: Int)? {
        var box: (left: Int, top: Int, right: Int, bottom: Int)?
        for y in 0..<image.height {
            for x in 0..<image.width where matches(image.pixel(x: x, y: y)) {
                box = box.map { (min($0.left, x), min($0.top, y), max($0.right, x), max($0.bottom, y)) } ?? (x, y, x, y)
            }
        }
        return box
    }

    static func isRed(_ pixel: PNGImage.Pixel) -> Bool { pixel.red > 200 && pixel.green < 60 && pixel.blue < 60 }
    static func isBlue(_ pixel: PNGImage.Pixel) -> Bool { pixel.blue > 200 && pixel.red < 60 && pixel.green < 60 }

    @Test func aLabelsShadowIsItsTextMovedByTheOffsetInTheShadowsColour() throws {
        let plain = try png(Self.scenario(##"{id: v, type: label, text: "Shadow", color: "#0000ff"}"##))
        let plainRed = Self.box(plain, Self.isRed), plainBlue = Self.box(plain, Self.isBlue)
        #expect(plainRed == nil)
        let text = try #require(plainBlue)
        let shadowed = try png(Self.scenario(##"{id: v, type: label, text: "Shadow", color: "#0000ff", shadow: {color: "#ff0000", offset: [3, 2]}}"##))
        let red = Self.box(shadowed, Self.isRed), blue = Self.box(shadowed, Self.isBlue)
        let shadow = try #require(red)
        // 3 × 2 points at 2 pixels a point: the shadow's far edges are 6 and 4 pixels beyond
        // the text's, where the text does not cover it.
        #expect(abs(shadow.right - (text.right + 6)) <= 1 && abs(shadow.bottom - (text.bottom + 4)) <= 1, "\(text) \(shadow)")
        #expect(blue.map { [$0.left, $0.top, $0.right, $0.bottom] } == [text.left, text.top, text.right, text.bottom], "the text itself does not move")
    }

    @Test func aShadowTakesNoColourFromTheRuns() throws {
        let yaml = Self.scenario(
            ##"{id: v, type: label, text: "Shadow", color: "#000000", runs: [{text: Sha, color: "#0000ff"}], shadow: {color: "#ff0000", offset: [0, 4]}}"##)
        let image = try png(yaml)
        let blueBox = Self.box(image, Self.isBlue), redBox = Self.box(image, Self.isRed)
        let blue = try #require(blueBox), red = try #require(redBox)
        // Every letter's shadow is red, "Sha"'s too: it starts under the first letter.
        #expect(abs(red.left - blue.left) <= 1 && red.bottom > blue.bottom + 4, "\(blue) \(red)")
    }

    @Test func aButtonsTitleShadowIsDrawnBeneathItsTitle() throws {
        let plain = try png(Self.scenario(##"{id: v, type: button, title: "Go", tint: "#0000ff"}"##))
        let titleBox = Self.box(plain, Self.isBlue)
        let title = try #require(titleBox)
        let image = try png(Self.scenario(##"{id: v, type: button, title: "Go", tint: "#0000ff", titleShadow: {color: "#ff0000", offset: [0, 5]}}"##))
        let shadowBox = Self.box(image, Self.isRed)
        let shadow = try #require(shadowBox)
        #expect(abs(shadow.bottom - (title.bottom + 10)) <= 1 && abs(shadow.left - title.left) <= 1, "\(title) \(shadow)")
    }

    @Test func theStructuredSVGWritesTheShadowFirst() throws {
        let yaml = Self.scenario(##"{id: v, type: label, text: "Shadow", color: "#0000ff", shadow: {color: "#ff0000", offset: [3, 2]}}"##)
        let svg = String(decoding: try SharedRenderer.shared.render(yaml, options: RenderOptions(format: .svg)), as: UTF8.self)
        let texts = svg.components(separatedBy: "<text ").dropFirst().filter { $0.contains(">Shadow</text>") }
        #expect(texts.count == 2)
        #expect(texts.first?.contains("rgb(255,0,0)") == true && texts.last?.contains("rgb(0,0,255)") == true, "\(texts)")
    }

    @Test(arguments: [
        (#"shadow: {color: red, offset: [0, 2000]}"#, "inline.yaml:5:73: error: expected a shadow offset from -1000 to 1000 points, not 2000"),
        (#"shadow: {offset: [0, 1]}"#, "inline.yaml:5:48: error: a text shadow needs 'color'"),
        (#"shadow: {color: red, offset: [1]}"#, "inline.yaml:5:69: error: expected a shadow offset [x, y] in points"),
    ])
    func badShadowsAreLocatedErrors(field: String, says: String) {
        let yaml = Self.scenario(##"{id: v, type: label, text: "Hi", \##(field)}"##)
        #expect {
            _ = try ScenarioLoader.load(yaml: yaml, file: "inline.yaml")
        } throws: { error in
            "\(error)".hasPrefix(says)
        }
    }
}
