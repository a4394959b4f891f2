import Foundation
import LayoutSnapPNG
import LayoutSnapScenario
import Testing

@testable import LayoutSnapRender

/// The content-mode diagram shows what scrolling reveals: content beyond the frame stays in
/// sight over the views that cover it, and washed-out text keeps its contrast in dark.
@Suite struct ContentModeTests {
    /// A scroll view 100 pt tall whose content runs to 200, a toolbar under it (drawn after it)
    /// and a label of heavy W's at content y 120, where the toolbar covers it on screen.
    static func scenario(appearance: String, toolbar: Bool) -> String {
        """
        device: {width: 200, height: 300, scale: 1}
        root:
          background: systemBackground
          subviews:
            - id: scroll
              type: scroll
              frame: [0, 0, 200, 100]
              contentSize: [200, 200]
              subviews:
                - {id: words, type: label, text: "WWWWWW", color: label, font: {size: 30, weight: black}, frame: [10, 120, 180, 40]}
        \(toolbar ? "    - {id: toolbar, background: \"#ff0000\", frame: [0, 100, 200, 80]}" : "")
        renders:
          - name: default
            appearance: \(appearance)
        """
    }

    /// WCAG contrast between the lightest and darkest pixels of a row.
    static func contrast(_ image: PNGImage, row y: Int, columns: Range<Int>) -> Double {
        func luminance(_ pixel: PNGImage.Pixel) -> Double {
            func channel(_ value: UInt8) -> Double {
                let c = Double(value) / 255
                return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * channel(pixel.red) + 0.7152 * channel(pixel.green) + 0.0722 * channel(pixel.blue)
        }
        let values = columns.map { luminance(image.pixel(x: $0, y: y)) }
        return ((values.max() ?? 0) + 0.05) / ((values.min() ?? 0) + 0.05)
    }

    /// The content-mode picture and where the screen's point (0, 0) is in it.
    static func render(_ yaml: String) throws -> (image: PNGImage, left: Int, top: Int) {
        let scenario = try ScenarioLoader.load(yaml: yaml, file: "inline.yaml")
        let layout = try #require(SharedRenderer.shared.layout(yaml).first)
        let bounds = Renderer.canvasBounds(scenario.applying(scenario.renders[0]), layout: layout, mode: .content)
        return (try png(yaml, mode: .content), Int(-bounds.x), Int(-bounds.y))
    }

    @Test func contentBeyondTheFrameShowsOverTheViewsThatCoverIt() throws {
        let (image, left, top) = try Self.render(Self.scenario(appearance: "light", toolbar: true))
        // Along the label's middle row (content y 140, under the toolbar on screen), the W's
        // ink shows through: not every pixel is the toolbar's pure red.
        let notRed = (20..<180).contains { x in
            let pixel = image.pixel(x: left + x, y: top + 140)
            return !(pixel.red > 200 && pixel.green < 60 && pixel.blue < 60)
        }
        #expect(notRed, "the label under the toolbar is not shown")
    }

    @Test func washedTextKeepsItsContrastInDark() throws {
        let (image, left, top) = try Self.render(Self.scenario(appearance: "dark", toolbar: false))
        let ratio = Self.contrast(image, row: top + 140, columns: (left + 10)..<(left + 190))
        #expect(ratio >= 3, "contrast \(ratio)")
    }
}
