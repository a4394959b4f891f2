import LayoutSnapInterfaceBuilder
import LayoutSnapScenario
import Testing

/// Canvases no device's screen gives its bands to.
@Suite struct FreeformCanvasTests {
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

    /// A storyboard that names no device was not laid out on one: whatever its root's size,
    /// its canvas is freeform, with no notch's bands (Go Map!!'s height sheet, Xcode 12.5: a
    /// 414×896 root, its labels at the top of the safe area stored at y 0, its buttons 20
    /// points above the bottom edge).
    @Test func aNotchedSizeWithNoDeviceHasNoBands() throws {
        let freeform = try #require(try loadDocument(Self.storyboard(device: "")).first)
        #expect(freeform.device.safeArea == Insets(top: 0, left: 0, bottom: 0, right: 0))
        // The same size on a named device: the XR's bands.
        let onDevice = try #require(try loadDocument(Self.storyboard(device: #"<device id="retina6_1" orientation="portrait"/>"#)).first)
        #expect(onDevice.device.safeArea == Insets(top: 44, left: 0, bottom: 34, right: 0))
    }

    /// Xcode 10 lays a freeform scene on the legacy layout guides out as the device it is
    /// shaped like: wider than tall and smaller than an iPad, a landscape phone's, with no
    /// status bar (Synth One's 512×299 bank editor: its top guide at 0); the size of an iPad,
    /// 20 points of status bar, kept in landscape (its 1024×768 about screen). A freeform size
    /// kept without the metric naming it is one too (its 500×337 search panel).
    @Test(arguments: [(512, 299, true, 0.0), (667, 475, true, 0), (1024, 768, true, 20), (500, 337, false, 0)])
    func xcodeTenShapesFreeformScenesOnLegacyGuides(width: Int, height: Int, metric: Bool, top: Double) throws {
        let extra = """
            <layoutGuides><viewControllerLayoutGuide type="top" id="top"/><viewControllerLayoutGuide type="bottom" id="bottom"/></layoutGuides>
            \(metric ? #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"# : "")<size key="freeformSize" width="\(width)" height="\(height)"/>
            """
        let text = ScreenMetricsTests.storyboard(device: "retina4_7", tools: "14490.70", ScreenMetricsTests.scene("vc", width: width, height: height, extra: extra))
        let scene = try #require(try loadDocument(text).first)
        #expect(scene.device.safeArea.top == top)
    }
}

extension FreeformCanvasTests {
    /// A controller that sets its own size is drawn on the document's device, even at a size
    /// some screen has, and an iPad's status bar is not kept above its legacy guide (Synth
    /// One's 812×375 iPhone scene in an iPad document, Xcode 11.3: its keyboard 257 points
    /// below a top guide at 0, its panels down to the bottom edge).
    @Test func aFreeformSizeAScreenHasIsNotThatScreen() throws {
        let guides = #"<layoutGuides><viewControllerLayoutGuide type="top" id="top"/><viewControllerLayoutGuide type="bottom" id="bottom"/></layoutGuides>"#
        func safeArea(freeform: Bool) throws -> Insets? {
            let extra = guides + (freeform ? #"<size key="freeformSize" width="812" height="375"/>"# : "")
            let text = ScreenMetricsTests.storyboard(
                device: "ipad9_7", tools: "15505", orientation: "landscape", ScreenMetricsTests.scene("vc", width: 812, height: 375, extra: extra))
            return try loadDocument(text).first?.device.safeArea
        }
        #expect(try safeArea(freeform: true) == Insets(top: 0, left: 0, bottom: 0, right: 0))
        // The same view the controller does not size is that phone's landscape screen.
        #expect(try safeArea(freeform: false)?.bottom == 21)
    }

    /// Xcode 9 gives a freeform scene on the safe area no status bar (RWDevCon's today widget,
    /// Xcode 9.2: its countdown at the top margin's 0); on the legacy guides, or under a
    /// navigation controller's bar, the scene keeps them (AppAuth's widget: 20 points down).
    @Test(arguments: [(false, false, 0.0), (true, false, 20), (false, true, 64)])
    func xcodeNineFreeformScenesOnTheSafeArea(legacyGuides: Bool, inNavigation: Bool, top: Double) throws {
        let guides = #"<layoutGuides><viewControllerLayoutGuide type="top" id="top"/><viewControllerLayoutGuide type="bottom" id="bottom"/></layoutGuides>"#
        let extra = (legacyGuides ? guides : "") + #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="320" height="80"/>"#
        let scenes = ScreenMetricsTests.scene("widget", width: 320, height: 80, extra: extra) + (inNavigation ? ScreenMetricsTests.navigationScene(root: "widget") : "")
        #expect(try ScreenMetricsTests().safeAreas(ScreenMetricsTests.storyboard(device: "retina4_7", tools: "13771", scenes))["widget"]?.top == top)
    }

    /// A controller sized freeform shorter than its screen is not a page sheet: Xcode draws it
    /// with the device's bands above and below (Cloudinary's 393×603 sample scenes on an
    /// iPhone 15, Xcode 15: their image views 59 points down, 34 above the foot). The same
    /// view with no freeform size is a sheet, with no status bar or home indicator.
    @Test func aShortFreeformSceneIsNotASheet() throws {
        func safeArea(freeform: Bool) throws -> Insets? {
            let extra = freeform ? #"<size key="freeformSize" width="393" height="603"/>"# : ""
            let text = ScreenMetricsTests.storyboard(device: "retina6_12", tools: "22505", ScreenMetricsTests.scene("vc", width: 393, height: 603, extra: extra))
            return try loadDocument(text).first?.device.safeArea
        }
        #expect(try safeArea(freeform: true) == Insets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(try safeArea(freeform: false) == Insets(top: 0, left: 0, bottom: 0, right: 0))
    }

    /// Xcode 11 to 12.3 put a xib's view of its own at the screen's top, with what it overlaps
    /// of the notch and home indicator (YubiKit's 300×370 scan panel on an iPhone 11, Xcode
    /// 11.2: its message 20 points above its own foot, none of the 34 below); a File's Owner
    /// view got the whole device's.
    @Test func anXcode11XibViewHasTheBandsItOverlaps() throws {
        let xib = ScreenMetricsTests()
        #expect(try xib.xibSafeArea(tools: "15400", device: "retina6_1", width: 300, height: 370) == Insets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(try xib.xibSafeArea(tools: "15400", device: "retina6_1", width: 300, height: 370, ownersView: true) == Insets(top: 44, left: 0, bottom: 34, right: 0))
    }
}

/// Which Xcodes draw a status bar the scene hides.
@Suite struct HiddenStatusBarTests {
    /// Xcode 9 draws the status bar over a scene that hides it (Presentr's popup, 9.3: its
    /// top guide at 20); Xcode 8 and 10 go by the scene.
    @Test(arguments: [("13771", 20.0), ("14109", 20), ("12121", 0), ("14490.70", 0)])
    func xcodeNineDrawsAHiddenStatusBar(tools: String, top: Double) throws {
        let hidden = #"<nil key="simulatedStatusBarMetrics"/>"#
        let text = ScreenMetricsTests.storyboard(device: "retina4_7", tools: tools, ScreenMetricsTests.scene("vc", width: 375, height: 667, extra: hidden))
        let scene = try #require(try loadDocument(text).first)
        #expect(scene.device.safeArea.top == top)
    }
}
