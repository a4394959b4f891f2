import LayoutSnapInterfaceBuilder
import LayoutSnapScenario
import Testing

/// Controllers shown some other way than on the whole screen: a page sheet, a controller in a
/// container view, a popover's content, each with the safe area Xcode's canvas gives it.
@Suite struct PresentedControllerTests {
    func safeAreas(_ text: String) throws -> [String: Insets] { try ScreenMetricsTests().safeAreas(text) }

    /// A page sheet is shorter than its screen: no status bar above it, the screen's home
    /// indicator below until Xcode 14.3.
    @Test func aPageSheetKeepsTheHomeIndicator() throws {
        let areas = try safeAreas(ScreenMetricsTests.storyboard(device: "retina6_1", tools: "16097.2", ScreenMetricsTests.scene("sheet", width: 414, height: 842)))
        #expect(areas["sheet"] == Insets(top: 0, left: 0, bottom: 34, right: 0))
        // Xcode 13.3 to 14.1 kept the status bar's inset above a sheet's content (Twilio's
        // sign-in sheet moved 44 points down when 13.3 laid it out); 13.2 did not, nor 14.3,
        // which leaves the home indicator out too (ConnectyCube's dialogs, a table on the
        // sheet's safe area stored from 0 to its foot).
        for (tools, top, bottom) in [("19529", 0.0, 34.0), ("20037", 44, 34), ("21208.1", 44, 34), ("21701", 0, 0), ("22154", 0, 0)] {
            let areas = try safeAreas(ScreenMetricsTests.storyboard(device: "retina6_1", tools: tools, ScreenMetricsTests.scene("sheet", width: 414, height: 842)))
            #expect(areas["sheet"]?.top == top && areas["sheet"]?.bottom == bottom, "Xcode \(tools)")
        }
        // From Xcode 14.2, `retina6_12` is the 393×852 iPhone 14 Pro: a 393×842 view is a sheet.
        let pro = try safeAreas(ScreenMetricsTests.storyboard(device: "retina6_12", tools: "21701", ScreenMetricsTests.scene("sheet", width: 393, height: 842)))
        #expect(pro["sheet"] == .zero)
    }

    /// A controller shown in a container view overlaps the status bar like a free-size view;
    /// one shorter than the screen before iOS 13 is no sheet; and, as with a xib's view, Xcode 9
    /// and 10 left one half the screen or shorter out of the bands (TensorFlow's 162-point panel).
    @Test(arguments: [(497, 20), (162, 0)]) func anEmbeddedControllerIsNoSheet(height: Int, top: Double) throws {
        let container = ScreenMetricsTests.scene("parent", width: 375, height: 667)
            .replacingOccurrences(
                of: "</view>",
                with: #"<subviews><containerView contentMode="scaleToFill" id="box"><rect key="frame" x="0.0" y="0.0" width="375" height="\#(height)"/><connections><segue destination="child" kind="embed" id="e1"/></connections></containerView></subviews></view>"#)
        let areas = try safeAreas(ScreenMetricsTests.storyboard(device: "retina4_7", tools: "14460.31", container + ScreenMetricsTests.scene("child", width: 375, height: height)))
        #expect(areas["child"] == Insets(top: top, left: 0, bottom: 0, right: 0))
    }

    /// On an iPad, Xcode 9 kept the status bar above a small embedded controller on the legacy
    /// layout guides, as later Xcodes keep it below an iPad's legacy top guide (Estimote's
    /// 500×200 points panel: its label 8 below the top guide, stored at 28).
    @Test func aSmallEmbeddedControllerOnAnIPadsLegacyGuidesHasTheStatusBar() throws {
        let container = ScreenMetricsTests.scene("store", width: 768, height: 1024)
            .replacingOccurrences(
                of: "</view>",
                with: #"<subviews><containerView contentMode="scaleToFill" id="box"><rect key="frame" x="0.0" y="0.0" width="500" height="200"/><connections><segue destination="points" kind="embed" id="e1"/></connections></containerView></subviews></view>"#)
        let guides = #"<layoutGuides><viewControllerLayoutGuide type="top" id="g1"/><viewControllerLayoutGuide type="bottom" id="g2"/></layoutGuides>"#
        let legacy = try safeAreas(ScreenMetricsTests.storyboard(device: "ipad9_7", tools: "13196", container + ScreenMetricsTests.scene("points", width: 500, height: 200, extra: guides)))
        #expect(legacy["points"]?.top == 20)
        // On the safe area, no status bar (as on a phone on either layout).
        let safe = try safeAreas(ScreenMetricsTests.storyboard(device: "ipad9_7", tools: "13196", container + ScreenMetricsTests.scene("points", width: 500, height: 200)))
        #expect(safe["points"]?.top == 0)
    }

    /// A controller both embedded in a container view and pushed by a navigation controller is
    /// drawn as the pushed scene, under the bar (JTAppleCalendar's test screen, Xcode 15).
    @Test func anEmbeddedControllerAlsoPushedHasItsBar() throws {
        let push = #"<segue destination="child" kind="show" id="s1"/>"#
        let container = ScreenMetricsTests.scene("parent", width: 414, height: 896, segues: push)
            .replacingOccurrences(
                of: "</view>",
                with: #"<subviews><containerView contentMode="scaleToFill" id="box"><rect key="frame" x="0.0" y="0.0" width="414" height="600"/><connections><segue destination="child" kind="embed" id="e1"/></connections></containerView></subviews></view>"#)
        let scenes = ScreenMetricsTests.navigationScene(root: "parent") + container + ScreenMetricsTests.scene("child", width: 414, height: 896)
        let areas = try safeAreas(ScreenMetricsTests.storyboard(device: "retina6_1", tools: "22154", scenes))
        #expect(areas["child"]?.top == 92)
        // Embedded only, it overlaps the status bar, and no bar.
        let embedded = try safeAreas(ScreenMetricsTests.storyboard(device: "retina6_1", tools: "22154", scenes.replacingOccurrences(of: push, with: "")))
        #expect(embedded["child"]?.top == 48)
    }

    /// From Xcode 14.3 a controller in a container view is drawn as a screen of its own, the
    /// home indicator below it wherever the container ends (HaishinKit's playback view, 813
    /// points tall above a tab bar); Xcode 11 to 14.2 give it only the bands it overlaps.
    @Test(arguments: [("22154", 34.0), ("19529", 0)]) func anEmbeddedControllerIsAScreenFromXcode14_3(tools: String, bottom: Double) throws {
        let container = ScreenMetricsTests.scene("parent", width: 414, height: 896)
            .replacingOccurrences(
                of: "</view>",
                with: #"<subviews><containerView contentMode="scaleToFill" id="box"><rect key="frame" x="0.0" y="0.0" width="414" height="813"/><connections><segue destination="child" kind="embed" id="e1"/></connections></containerView></subviews></view>"#)
        let areas = try safeAreas(ScreenMetricsTests.storyboard(device: "retina6_1", tools: tools, container + ScreenMetricsTests.scene("child", width: 414, height: 813)))
        #expect(areas["child"]?.bottom == bottom, "Xcode \(tools)")
    }

    /// Until Xcode 11 a popover's content is drawn at its own size with no status bar above it
    /// (Rocket.Chat's drawing tools: 200-point popovers whose views' safe area starts at 0).
    @Test func aPopoversContentHasNoSafeAreaInsets() throws {
        let areas = try safeAreas(
            ScreenMetricsTests.storyboard(
                device: "retina4_7", tools: "14109",
                ScreenMetricsTests.scene("tools", width: 375, height: 667, segues: #"<segue destination="brush" kind="popoverPresentation" id="p1"/>"#)
                    + ScreenMetricsTests.scene("brush", width: 200, height: 200)))
        #expect(areas["brush"] == .zero)
        #expect(areas["tools"] == Insets(top: 20, left: 0, bottom: 0, right: 0))
        // From Xcode 11 a phone's popover is a sheet: Esri's KML messages, Xcode 12, 842 points
        // tall on a 414×896 phone with the home indicator below.
        let sheet = try safeAreas(
            ScreenMetricsTests.storyboard(
                device: "retina6_1", tools: "17506",
                ScreenMetricsTests.scene("map", width: 414, height: 896, segues: #"<segue destination="messages" kind="popoverPresentation" id="p1"/>"#)
                    + ScreenMetricsTests.scene("messages", width: 414, height: 842)))
        #expect(sheet["messages"] == Insets(top: 0, left: 0, bottom: 34, right: 0))
    }

    /// A popover's content that a navigation controller also shows is drawn there, under its
    /// bar; with no device named, its freeform size wider than tall is no phone on its side
    /// (Pampered Pets' 270×200 vet card, Xcode 7: a 44-point bar below the status bar).
    @Test func aPopoverInANavigationControllerHasItsBar() throws {
        let scenes =
            ScreenMetricsTests.scene("pets", width: 600, height: 600, segues: #"<segue destination="vet" kind="popoverPresentation" id="p1"/>"#)
            + ScreenMetricsTests.navigationScene(root: "vet")
            + ScreenMetricsTests.scene(
                "vet", width: 270, height: 200,
                extra: #"<layoutGuides><viewControllerLayoutGuide type="top" id="top"/><viewControllerLayoutGuide type="bottom" id="bottom"/></layoutGuides>"#)
        #expect(try safeAreas(ScreenMetricsTests.storyboard(device: "", tools: "8187.4", scenes))["vet"]?.top == 64)
    }
}
