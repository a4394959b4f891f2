import LayoutSnapPNG
@testable import LayoutSnapRender
import LayoutSnapScenario
import Testing

/// The safe-area overlay: the bands a status bar, a Dynamic Island or notch and a home
/// indicator cover, where they are and what they say.
@Suite struct SafeAreaOverlayTests {
    @Test func aPhoneWithADynamicIslandHasTwoBands() throws {
        let device = try #require(Device.presets["iphone-15"])
        let bands = SafeAreaBands(screen: Rect(x: 0, y: 0, width: device.width, height: device.height), insets: device.safeArea).bands
        #expect(
            bands == [
                .init(rect: Rect(x: 0, y: 0, width: 393, height: 59), label: "status bar · Dynamic Island 59"),
                .init(rect: Rect(x: 0, y: 818, width: 393, height: 34), label: "home indicator 34"),
            ])
    }

    @Test func eachDepthIsNamedForWhatCoversIt() throws {
        func labels(_ insets: Insets) -> [String] {
            SafeAreaBands(screen: Rect(x: 10, y: 20, width: 800, height: 400), insets: insets).bands.map(\.label)
        }
        #expect(labels(Insets(top: 20, left: 0, bottom: 0, right: 0)) == ["status bar 20"])
        #expect(labels(Insets(top: 47, left: 0, bottom: 34, right: 0)) == ["status bar · notch 47", "home indicator 34"])
        #expect(labels(Insets(top: 0, left: 0, bottom: 0, right: 0)).isEmpty)
        // Landscape: the sides, between the top and bottom bands, in canvas coordinates.
        let landscape = SafeAreaBands(screen: Rect(x: 10, y: 20, width: 800, height: 400), insets: Insets(top: 0, left: 59, bottom: 21, right: 59)).bands
        #expect(landscape.map(\.label) == ["home indicator 21", "unsafe 59", "unsafe 59"])
        #expect(landscape[1].rect == Rect(x: 10, y: 20, width: 59, height: 379))
        #expect(landscape[2].rect == Rect(x: 751, y: 20, width: 59, height: 379))
    }

    /// The bands are tinted and hatched; the safe area between them is left as it was.
    @Test func onlyTheBandsChange() throws {
        let yaml = """
            name: bands
            device: {width: 200, height: 300, scale: 1, safeArea: {top: 40, left: 0, bottom: 30, right: 0}}
            root:
              background: "#ffffff"
            """
        let plain = try #require(PNGImage(bytes: try SharedRenderer.shared.render(yaml, options: RenderOptions())))
        let overlaid = try #require(PNGImage(bytes: try SharedRenderer.shared.render(yaml, options: RenderOptions(overlays: .safeArea))))
        #expect(plain.width == overlaid.width && plain.height == overlaid.height)
        var changedInBands = 0, changedBetween = 0
        for y in 0..<300 {
            for x in 0..<200 where plain.pixel(x: x, y: y) != overlaid.pixel(x: x, y: y) {
                if y < 40 || y >= 270 { changedInBands += 1 } else { changedBetween += 1 }
            }
        }
        #expect(changedBetween == 0)
        #expect(changedInBands > 70 * 200 / 2)  // the tint covers them, hatching and labels on top
        // Orange over white: red stays high, blue drops.
        let tinted = overlaid.pixel(x: 4, y: 36)
        #expect(tinted.red > 240 && tinted.blue < 230, "\(tinted)")
    }

    @Test func theOverlayIsNamedSafeArea() {
        #expect(Overlays(parsing: "frames,safe-area") == [.frames, .safeArea])
    }
}
