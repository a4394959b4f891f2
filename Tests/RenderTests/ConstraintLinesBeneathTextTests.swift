import LayoutSnapPNG
import LayoutSnapRender
import Testing

/// A constraint's line never strikes text out: where it crosses a label it passes beneath,
/// faded, and it is drawn at full strength everywhere else.
@Suite struct ConstraintLinesBeneathTextTests {
    /// `b.top`'s spacing line runs down from the root's top at x = 100, through the label.
    static let scenario = """
        name: crossing
        device: {width: 200, height: 100, scale: 1}
        root:
          background: "#ffffff"
          subviews:
            - {id: l, type: label, text: Hi, frame: [20, 40, 160, 20]}
            - {id: b, background: "#dddddd"}
        constraints:
          - b.left == root.left + 90
          - b.width == 20
          - b.height == 10
          - b.top == root.top + 80
        """

    @Test func aLineCrossingALabelIsFadedBeneathIt() throws {
        let image = try #require(PNGImage(bytes: try SharedRenderer.shared.render(Self.scenario, options: RenderOptions(overlays: .constraints))))
        // The line's column, found above the label, where it is drawn at full strength.
        let column = try #require((90..<110).first { x in
            let pixel = image.pixel(x: x, y: 20)
            return pixel.red < 60 && pixel.blue > 200
        })
        for y in [10, 30, 70] {
            #expect(image.pixel(x: column, y: y).red < 60, "above or below the label at y \(y)")
        }
        // Inside the label (no glyph there: its text is at the left), a faint tint of it.
        for y in 42..<58 {
            let pixel = image.pixel(x: column, y: y)
            #expect(pixel.red > 180 && pixel.blue > pixel.red, "inside the label at y \(y): \(pixel)")
        }
    }
}
