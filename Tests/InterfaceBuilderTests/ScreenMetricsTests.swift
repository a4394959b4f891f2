import Foundation
import LayoutSnapInterfaceBuilder
import LayoutSnapLayout
import LayoutSnapScenario
import Testing

/// Writes an Interface Builder document to a temporary file and loads it.
func loadDocument(_ text: String, extension pathExtension: String = "storyboard", intrinsicSizes: IntrinsicSizeSource = .measured) throws -> [Scenario] {
    try withDocumentFile(text, extension: pathExtension) { try InterfaceBuilderFile.load(file: $0, intrinsicSizes: intrinsicSizes) }
}

/// `body` given the path of a temporary file holding `text`, removed after.
func withDocumentFile<T>(_ text: String, extension pathExtension: String = "storyboard", _ body: (String) throws -> T) throws -> T {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("ib-\(UUID().uuidString).\(pathExtension)")
    try text.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    return try body(file.path)
}

/// A xib's fidelity, the views its stored frames misplace found and left out.
func misplacedFidelity(ofXib text: String) throws -> Fidelity {
    try withDocumentFile(text, extension: "xib") { path in try Fidelity.measure(file: path, findMisplaced: true) }
}

/// The safe area a scene gets on Xcode's canvas: the device and the Xcode that saved the file,
/// the status bar, and the bars set on the scene or inherited from the controllers showing it.
@Suite struct ScreenMetricsTests {
    /// A storyboard with the given scenes, saved by the given Xcode on the given device.
    static func storyboard(device: String, tools: String = "23504", orientation: String = "portrait", _ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="\(orientation)" appearance="light"/>
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    /// A view controller scene whose view is `width`×`height`, with extra elements in the
    /// controller and segues in its connections.
    static func scene(_ id: String, width: Int, height: Int, y: Int = 0, extra: String = "", segues: String = "") -> String {
        """
        <scene sceneID="s-\(id)"><objects>
            <viewController id="\(id)" storyboardIdentifier="\(id)" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="view-\(id)">
                    <rect key="frame" x="0.0" y="\(y)" width="\(width)" height="\(height)"/>
                    <viewLayoutGuide key="safeArea" id="safe-\(id)"/>
                </view>
                \(extra)
                <connections>\(segues)</connections>
            </viewController>
        </objects></scene>
        """
    }

    /// A navigation controller scene whose root is the controller `root`.
    static func navigationScene(root: String, bar: String = "") -> String {
        """
        <scene sceneID="s-nav"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" \(bar)id="bar"/>
                <connections><segue destination="\(root)" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController>
        </objects></scene>

        """
    }

    /// A tab bar controller scene (`tabs`) whose one tab is the controller `tab`.
    static func tabBarScene(tab: String) -> String {
        """
        <scene sceneID="s-tabs"><objects>
            <tabBarController id="tabs" sceneMemberID="viewController">
                <tabBar key="tabBar" contentMode="scaleToFill" id="tb"/>
                <connections><segue destination="\(tab)" kind="relationship" relationship="viewControllers" id="r2"/></connections>
            </tabBarController>
        </objects></scene>

        """
    }

    /// A split view controller scene (`split`) with the controllers `master` and `detail`.
    static func splitScene(master: String, detail: String) -> String {
        """
        <scene sceneID="s-split"><objects>
            <splitViewController id="split" sceneMemberID="viewController">
                <connections>
                    <segue destination="\(master)" kind="relationship" relationship="masterViewController" id="m1"/>
                    <segue destination="\(detail)" kind="relationship" relationship="detailViewController" id="d1"/>
                </connections>
            </splitViewController>
        </objects></scene>

        """
    }

    func safeAreas(_ text: String) throws -> [String: Insets] {
        let scenarios = try loadDocument(text)
        // Keyed by controller id: each scene's view is `view-<id>`.
        return Dictionary(uniqueKeysWithValues: scenarios.map { (String(($0.root.interfaceBuilderID ?? "").dropFirst("view-".count)), $0.device.safeArea) })
    }

    @Test(arguments: [
        // Device id, Xcode, size → top and bottom insets.
        ("retina4_7", "11542", 375, 667, 20.0, 0.0),
        ("retina4_7", "14490.70", 375, 667, 20, 0),  // Xcode 10.2 drew the status bar the file simulates
        ("retina4_7", "14868", 375, 667, 0, 0),  // Xcode 11 (from its betas) to 14.2 drew no status bar on phones without a notch
        ("retina4_7", "21507", 375, 667, 0, 0),
        ("retina4_7", "21701", 375, 667, 20, 0),  // Xcode 14.3 did (iNaturalist's onboarding)
        ("retina4_7", "17506", 375, 667, 0, 0),
        ("retina4_0", "21225", 320, 568, 0, 0),
        ("retina6_0", "21507", 390, 844, 47, 34),
        ("retina4_7", "22505", 375, 667, 20, 0),
        ("retina5_9", "14490.70", 375, 812, 44, 34),
        ("retina5_9", "22505", 375, 812, 50, 34),  // Xcode 14 and later: the 13 mini
        ("retina6_1", "22154", 414, 896, 48, 34),  // Xcode 14.1 and later: iOS 14's 48 for the 11
        ("retina6_1", "21225", 414, 896, 48, 34),  // 14.1: iNaturalist's header
        ("retina6_1", "21208.1", 414, 896, 44, 34),  // 14.0 still 44: Twilio's new picture-in-picture scene
        ("retina6_1", "19162", 414, 896, 44, 34),
        ("retina6_5", "23504", 414, 896, 44, 34),
        ("retina6_12", "17701", 390, 844, 44, 34),  // Xcode 12 drew the iPhone 12 with iOS 14's 44
        ("retina6_12", "19529", 390, 844, 47, 34),
        ("retina6_12", "23504", 393, 852, 59, 34),  // Xcode 15 and later: the iPhone 15
        ("retina6_72", "23504", 430, 932, 59, 34),
        ("retina6_7", "19529", 428, 926, 44, 34),  // Xcode 13 drew the 12 Pro Max with 44 (PINRemoteImage's example)
        ("retina6_72", "21225", 428, 926, 47, 34),  // Xcode 14's 14 Plus: 47
        ("retina5_4", "21701", 375, 812, 50, 34),
        ("retina6_1", "24127", 414, 896, 96, 68),  // Xcode 26: twice a notched phone's bands
        ("retina6_12", "24765", 393, 852, 118, 68),
        ("retina5_9", "23727", 375, 812, 100, 68),
        ("retina6_1", "25094", 414, 896, 96, 68),
        ("retina4_7", "24506", 375, 667, 20, 0),  // no notch: its status bar once
        ("retina6_1", "32700.99.1234", 414, 896, 48, 34),  // Xcode 26: once again
        ("ipad9_7", "22505", 768, 1024, 20, 0),
        ("ipad12_9rounded", "23504", 1024, 1366, 24, 20),
    ])
    func devicesByModelAndXcode(device: String, tools: String, width: Int, height: Int, top: Double, bottom: Double) throws {
        let areas = try safeAreas(Self.storyboard(device: device, tools: tools, Self.scene("vc", width: width, height: height)))
        #expect(areas["vc"] == Insets(top: top, left: 0, bottom: bottom, right: 0))
    }

    @Test func landscapeNotchesInsetTheSides() throws {
        let areas = try safeAreas(Self.storyboard(device: "retina6_12", orientation: "landscape", Self.scene("vc", width: 852, height: 393)))
        #expect(areas["vc"] == Insets(top: 0, left: 59, bottom: 21, right: 59))
    }

    @Test func barsSetOnTheSceneAddToTheSafeArea() throws {
        let text = Self.storyboard(
            device: "retina4_7",
            Self.scene("prompted", width: 375, height: 667, extra: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="YES"/>"#)
                + Self.scene("tabbed", width: 375, height: 667, extra: #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#)
                + Self.scene("hidden", width: 375, height: 667, extra: #"<nil key="simulatedStatusBarMetrics"/>"#))
        let areas = try safeAreas(text)
        #expect(areas["prompted"] == Insets(top: 94, left: 0, bottom: 0, right: 0))
        #expect(areas["tabbed"] == Insets(top: 20, left: 0, bottom: 49, right: 0))
        // Since Xcode 11 a hidden simulated status bar keeps its inset; Xcode 8 dropped it.
        #expect(areas["hidden"] == Insets(top: 20, left: 0, bottom: 0, right: 0))
        let older = try safeAreas(
            Self.storyboard(device: "retina4_7", tools: "11542", Self.scene("hidden", width: 375, height: 667, extra: #"<nil key="simulatedStatusBarMetrics"/>"#)))
        #expect(older["hidden"] == Insets(top: 0, left: 0, bottom: 0, right: 0))
    }

    /// A toolbar is 49 points tall on a phone with a home indicator (Google's ad samples,
    /// Xcode 15: a banner pinned to the bottom guide 83 points above a 13 mini's bottom) and,
    /// since Xcode 11, on every phone (App Center's sample: 49 from Xcode 11 to 14.3 on a
    /// 4.7-inch phone, 44 under Xcode 10); an iPad's is 50 since Xcode 10.
    @Test(arguments: [
        ("retina5_9", "23089", 375, 812, 83.0), ("retina4_7", "21701", 375, 667, 49), ("retina4_7", "15702", 375, 667, 49),
        ("retina4_7", "14460.31", 375, 667, 44), ("ipad9_7", "22505", 768, 1024, 50),
    ])
    func toolbarHeights(device: String, tools: String, width: Int, height: Int, bottom: Double) throws {
        let toolbar = #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#
        let areas = try safeAreas(Self.storyboard(device: device, tools: tools, Self.scene("vc", width: width, height: height, extra: toolbar)))
        #expect(areas["vc"]?.bottom == bottom)
    }

    /// iOS 12 made an iPad's navigation bar 50 points tall, from Xcode 10 (its betas' 14269 on);
    /// Xcode 9.3 and 9.4 (14109, 14113) drew 44 (PanelKit's example: content at 64); a phone's
    /// stays 44.
    @Test(arguments: [("22505", 70.0), ("14313.18", 70), ("14109", 64), ("13771", 64)])
    func iPadNavigationBarsAreTaller(tools: String, top: Double) throws {
        let bar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        let pad = try safeAreas(Self.storyboard(device: "ipad9_7", tools: tools, Self.scene("vc", width: 768, height: 1024, extra: bar)))
        #expect(pad["vc"]?.top == top)
    }

    /// Xcode 10 gives a scene whose controller sets a freeform size no safe area (App Center's
    /// today widget, 320×228: its first label at the very top); Xcode 11 on do, and Xcode 9 on
    /// the legacy guides (AppAuth's widget; see `FreeformCanvasTests` for its safe area). A scene
    /// laid out on the legacy top and bottom layout guides under a navigation bar keeps its bars
    /// (SkyFloatingLabelTextField's examples, 400×1000, pushed: fields 20 below the 64-point guide).
    @Test func xcodeTenLeavesFreeformControllersOutOfTheBands() throws {
        let freeform = #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="320" height="228"/>"#
        let guides = #"<layoutGuides><viewControllerLayoutGuide type="top" id="top"/><viewControllerLayoutGuide type="bottom" id="bottom"/></layoutGuides>"#
        let bar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        for (tools, extra, top) in [("14460.31", freeform, 0.0), ("13771", freeform + guides, 20), ("17506", freeform, 0), ("14460.31", freeform + guides + bar, 64)] {
            let areas = try safeAreas(Self.storyboard(device: "retina4_7", tools: tools, Self.scene("vc", width: 320, height: 228, extra: extra)))
            #expect(areas["vc"]?.top == top, "Xcode \(tools)")
        }
    }

    /// An opaque bar is beside the view, not over it: the view starts below it (UIKit's
    /// `extendedLayoutIncludesOpaqueBars` is off by default), so nothing covers its top.
    @Test func anOpaqueBarMovesTheViewNotTheSafeArea() throws {
        let opaque = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#
        let areas = try safeAreas(
            Self.storyboard(
                device: "retina4_7", tools: "11542",
                Self.scene("opaque", width: 375, height: 603, y: 64, extra: opaque)
                    + Self.scene("extended", width: 375, height: 667, extra: opaque)
                    .replacingOccurrences(of: #"id="extended""#, with: #"id="extended" extendedLayoutIncludesOpaqueBars="YES""#)))
        #expect(areas["opaque"] == Insets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(areas["extended"] == Insets(top: 64, left: 0, bottom: 0, right: 0))
    }

    /// A navigation controller's root and what it pushes sit under its bar (large titles are
    /// 96 points; the 13 mini Xcode 15 draws has a 50-point status bar); a tab bar controller's tabs above its tab bar, 49 points plus the home
    /// indicator's 34.
    @Test func barsAreInheritedFromTheControllersShowingTheScene() throws {
        let navigation = Self.navigationScene(root: "root", bar: #"largeTitles="YES" "#) + Self.tabBarScene(tab: "nav")
        let text = Self.storyboard(
            device: "retina5_9", tools: "22505",
            navigation + Self.scene("root", width: 375, height: 812, segues: #"<segue destination="pushed" kind="show" id="p1"/>"#)
                + Self.scene("pushed", width: 375, height: 812, extra: #"<navigationItem key="navigationItem" largeTitleDisplayMode="never" id="ni"/>"#))
        let areas = try safeAreas(text)
        #expect(areas["root"] == Insets(top: 50 + 96, left: 0, bottom: 34 + 49, right: 0))
        #expect(areas["pushed"] == Insets(top: 50 + 44, left: 0, bottom: 34 + 49, right: 0))
    }

    /// A tab bar controller inside a navigation controller (Sentry's sample): its tabs sit under
    /// the navigation bar and above the tab bar, and what a tab pushes goes onto the outer
    /// stack in the tab bar controller's place, with no tab bar (stored 49 points lower).
    @Test func whatATabPushesOntoAnOuterNavigationStackHasNoTabBar() throws {
        let text = Self.storyboard(
            device: "retina5_9", tools: "22505",
            Self.navigationScene(root: "tabs") + Self.tabBarScene(tab: "tab")
                + Self.scene("tab", width: 375, height: 812, segues: #"<segue destination="pushed" kind="show" id="p1"/>"#)
                + Self.scene("pushed", width: 375, height: 812))
        let areas = try safeAreas(text)
        #expect(areas["tab"] == Insets(top: 50 + 44, left: 0, bottom: 34 + 49, right: 0))
        #expect(areas["pushed"] == Insets(top: 50 + 44, left: 0, bottom: 34, right: 0))
    }

    /// A split view controller in a tab passes the tab bar on to both columns (the Auto Layout
    /// book's messaging app: its messages table stored 49 points short of the screen's bottom).
    @Test func aSplitViewControllersColumnsKeepTheTabBar() throws {
        let text = Self.storyboard(
            device: "retina5_9", tools: "22505",
            Self.tabBarScene(tab: "split") + Self.splitScene(master: "master", detail: "nav") + Self.navigationScene(root: "detail")
                + Self.scene("master", width: 375, height: 812) + Self.scene("detail", width: 375, height: 812))
        let areas = try safeAreas(text)
        #expect(areas["master"] == Insets(top: 50, left: 0, bottom: 34 + 49, right: 0))
        #expect(areas["detail"] == Insets(top: 50 + 44, left: 0, bottom: 34 + 49, right: 0))
    }

    /// A controller pushed with `hidesBottomBarWhenPushed` covers its tab bar (Datadog's tab
    /// bar scenario: no simulated tab bar drawn over it any more); one pushed without it keeps it.
    @Test(arguments: [(#"hidesBottomBarWhenPushed="YES" "#, 34.0), ("", 34.0 + 49)])
    func aControllerPushedToHideTheTabBarHasNone(attribute: String, bottom: Double) throws {
        let pushed = Self.scene("pushed", width: 375, height: 812).replacingOccurrences(of: #"<viewController id="pushed""#, with: "<viewController \(attribute)id=\"pushed\"")
        let text = Self.storyboard(
            device: "retina5_9", tools: "22505",
            Self.tabBarScene(tab: "nav") + Self.navigationScene(root: "root")
                + Self.scene("root", width: 375, height: 812, segues: #"<segue destination="pushed" kind="show" id="p1"/>"#) + pushed)
        #expect(try safeAreas(text)["pushed"]?.bottom == bottom)
    }

    /// A phone on its side has a compact navigation bar, 32 points, even with large titles
    /// (LTMorphingLabel's demo, Xcode 12 on a landscape iPhone 8: no status bar); a landscape
    /// iPhone Plus, regular in width, keeps the standard bar.
    @Test func aLandscapePhonesNavigationBarIsCompact() throws {
        let navigation = Self.navigationScene(root: "root", bar: #"largeTitles="YES" "#)
        let areas = try safeAreas(
            Self.storyboard(device: "retina4_7", tools: "17156", orientation: "landscape", navigation + Self.scene("root", width: 667, height: 375)))
        #expect(areas["root"] == Insets(top: 32, left: 0, bottom: 0, right: 0))
        let plus = try safeAreas(
            Self.storyboard(device: "retina5_5", tools: "17156", orientation: "landscape", Self.navigationScene(root: "root") + Self.scene("root", width: 736, height: 414)))
        #expect(plus["root"]?.top == 44)
    }

    /// A root view Xcode flags misplaced kept a stale frame (DuckDuckGo's feedback form: 666
    /// points stored on a 736-point screen, its subviews stored below the bar at 672): it is no
    /// sheet, but the screen, and its safe area the bar's.
    @Test func aMisplacedRootIsTheScreen() throws {
        let scene = Self.scene("form", width: 414, height: 666).replacingOccurrences(of: #"id="view-form""#, with: #"misplaced="YES" id="view-form""#)
        let text = Self.storyboard(device: "retina5_5", tools: "22505", Self.navigationScene(root: "form") + scene)
        let scenario = try #require(try loadDocument(text).first)
        #expect(scenario.device.height == 736 && scenario.device.safeArea == Insets(top: 64, left: 0, bottom: 0, right: 0))
        let unflagged = try #require(try loadDocument(Self.storyboard(device: "retina5_5", tools: "22505", Self.navigationScene(root: "form") + Self.scene("form", width: 414, height: 666))).first)
        #expect(unflagged.device.height == 666, "a shorter view not flagged is a sheet, at its own height")
    }

    /// A navigation controller that hides its bar (`navigationBarHidden`) gives its root no bar
    /// to sit below (Artsy's eidolon: its bid screens pinned 60 points below the top guide).
    @Test func aHiddenNavigationBarAddsNothing() throws {
        let navigation = Self.navigationScene(root: "root").replacingOccurrences(of: #"id="nav""#, with: #"navigationBarHidden="YES" id="nav""#)
        let areas = try safeAreas(Self.storyboard(device: "retina4_7", tools: "13771", navigation + Self.scene("root", width: 375, height: 667)))
        #expect(areas["root"] == Insets(top: 20, left: 0, bottom: 0, right: 0))
    }

    /// Files of Xcode 8 and older name the device in their default simulated metrics.
    @Test func olderFilesNameTheDeviceInTheirSimulatedMetrics() throws {
        let text = Self.storyboard(device: "", tools: "10117", Self.scene("old", width: 320, height: 568))
            .replacingOccurrences(of: #"<device id="" orientation="portrait" appearance="light"/>"#, with: "")
            .replacingOccurrences(
                of: "</scenes>",
                with: #"</scenes><simulatedMetricsContainer key="defaultSimulatedMetrics"><simulatedScreenMetrics key="destination" type="retina4.fullscreen"/></simulatedMetricsContainer>"#)
        let scenario = try #require(try safeAreas(text)["old"])
        #expect(scenario == Insets(top: 20, left: 0, bottom: 0, right: 0))
    }

    /// A xib's top-level views, each as a one-view document saved by the given Xcode.
    func xibSafeArea(tools: String, device: String, width: Int, height: Int, ownersView: Bool = false, freeform: Bool = true) throws -> Insets {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES" useSafeAreas="YES">
                <device id="\(device)" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                        <connections>\(ownersView ? #"<outlet property="view" destination="top" id="o1"/>"# : "")</connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="top">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        \(freeform ? #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"# : "")
                    </view>
                </objects>
            </document>
            """
        return try #require(try loadDocument(text, extension: "xib").first).device.safeArea
    }

    /// Since Xcode 12.4 a free-size view sits at the screen's top: its safe area is what it
    /// overlaps of the status bar and home indicator (Element's 210-point section footer,
    /// toolsVersion 18122, and Stopp Corona's 327-point day selector, 17701: 44 above, none
    /// below), and so did Xcode 11 to 12.3, except to a File's Owner view: the whole device's;
    /// Xcode 9 and 10 the status bar to one that fits on the screen and takes more than half
    /// of it (Rocket.Chat's 570-point filter list), none to any other (its 55-point header).
    /// One wider than the screen gets all its bands (the Corona-Warn-App's 468-point link card
    /// on a 390-point phone, Xcode 14.1: 34 below).
    @Test func aXibViewsSafeAreaFollowsTheXcodeThatSavedIt() throws {
        #expect(try xibSafeArea(tools: "22505", device: "retina4_7", width: 465, height: 154) == Insets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(try xibSafeArea(tools: "19162", device: "retina6_1", width: 219, height: 102) == Insets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(try xibSafeArea(tools: "19162", device: "retina6_1", width: 414, height: 880) == Insets(top: 44, left: 0, bottom: 18, right: 0))
        #expect(try xibSafeArea(tools: "18122", device: "retina6_1", width: 414, height: 210) == Insets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(try xibSafeArea(tools: "17701", device: "retina6_1", width: 414, height: 327) == Insets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(try xibSafeArea(tools: "21507", device: "retina6_0", width: 468, height: 360) == Insets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(try xibSafeArea(tools: "17506", device: "retina6_1", width: 510, height: 160) == Insets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(try xibSafeArea(tools: "14113", device: "retina4_7", width: 600, height: 309) == Insets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(try xibSafeArea(tools: "14460.31", device: "retina4_7", width: 375, height: 570) == Insets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(try xibSafeArea(tools: "14460.31", device: "retina4_7", width: 375, height: 55) == .zero)
        #expect(try xibSafeArea(tools: "17701", device: "retina4_7", width: 375, height: 667, ownersView: true, freeform: false) == .zero)
        #expect(
            try xibSafeArea(tools: "22505", device: "retina6_12", width: 393, height: 852, ownersView: true, freeform: false)
                == Insets(top: 59, left: 0, bottom: 34, right: 0))
    }

    /// Xcode 8 stored a view below an opaque bar with the whole screen's height; its canvas laid
    /// it out in what is left.
    @Test func aViewBelowAnOpaqueBarIsWhatIsLeftOfTheScreen() throws {
        let opaque = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#
        let scenario = try #require(
            try loadDocument(Self.storyboard(device: "retina4_7", tools: "11542", Self.scene("vc", width: 375, height: 667, y: 64, extra: opaque))).first)
        #expect(scenario.device.height == 603)
    }
}
