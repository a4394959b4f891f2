import LayoutSnapPNG
import LayoutSnapRender
import LayoutSnapScenario
import Testing

/// Views marked for a lint page, and the accessibility overlay, in pixels.
@Suite struct MarkAndAccessibilityOverlayTests {
    static let scenario = """
        device: {width: 200, height: 200, scale: 1}
        root:
          subviews:
            - {id: box, background: "#ffffff", frame: [50, 50, 100, 40]}
            - {id: text, type: label, text: "Hi", frame: [50, 120, 100, 30]}
        """

    @Test func aMarkedViewIsOutlinedInRedAndOthersAreNot() throws {
        let plain = try #require(PNGImage(bytes: try SharedRenderer.shared.render(Self.scenario, options: RenderOptions())))
        let marked = try #require(PNGImage(bytes: try SharedRenderer.shared.render(
            Self.scenario, options: RenderOptions(marks: [ViewMark(view: "box", note: "overlapping-views")]))))
        // The outline runs a point outside the frame: (49, 70) is on its left edge.
        let edge = marked.pixel(x: 49, y: 70)
        #expect(edge.red > 200 && edge.green < 100, "\(edge)")
        #expect(plain.pixel(x: 49, y: 70) == PNGImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        // The label's frame is not outlined.
        #expect(marked.pixel(x: 49, y: 135) == plain.pixel(x: 49, y: 135))
    }

    @Test func accessibleElementsAreOutlinedInReadingOrderColour() throws {
        let image = try #require(PNGImage(bytes: try SharedRenderer.shared.render(Self.scenario, options: RenderOptions(overlays: .accessibility))))
        // Only the label is an element: its dashed outline starts at its top-left corner.
        let corner = image.pixel(x: 50, y: 149)
        #expect(corner.blue > 150 && corner.red < 150, "\(corner)")
        #expect(image.pixel(x: 50, y: 89) == PNGImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }
}
