import LayoutSnapInterfaceBuilder
import LayoutSnapScenario
import Testing

/// A storyboard that names no device was not laid out on one: whatever its root's size, its
/// canvas is freeform, with no notch's bands (Go Map!!'s height sheet, Xcode 12.5: a 414×896
/// root, its labels at the top of the safe area stored at y 0, its buttons 20 points above
/// the bottom edge).
@Suite struct NoDeviceCanvasTests {
    static func storyboard(device: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="18122" useAutolayout="YES" useSafeAreas="YES">
            \(device)
            <scenes>
        \(ScreenMetricsTests.scene("vc", width: 414, height: 896))
            </scenes>
        </document>
        """
    }

    @Test func aNotchedSizeWithNoDeviceHasNoBands() throws {
        let freeform = try #require(try loadDocument(Self.storyboard(device: "")).first)
        #expect(freeform.device.safeArea == Insets(top: 0, left: 0, bottom: 0, right: 0))
        // The same size on a named device: the XR's bands.
        let onDevice = try #require(try loadDocument(Self.storyboard(device: #"<device id="retina6_1" orientation="portrait"/>"#)).first)
        #expect(onDevice.device.safeArea == Insets(top: 44, left: 0, bottom: 34, right: 0))
    }
}
