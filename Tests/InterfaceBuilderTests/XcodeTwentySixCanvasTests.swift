import Foundation
import LayoutSnapInterfaceBuilder
import LayoutSnapLayout
import LayoutSnapScenario
import Testing

/// Xcode 26's canvas (toolsVersion 24000 to 25999) draws bars of its own sizes, and the frames
/// its files store follow them (the wide corpus: IQKeyboardManager's, Go Map!!'s, Firebase's and
/// LNPopupController's files): a
/// navigation bar 54 points tall, a sheet's 16 points down, a search bar 64 points tall.
@Suite struct XcodeTwentySixCanvasTests {
    func safeAreas(_ text: String) throws -> [String: Insets] { try ScreenMetricsTests().safeAreas(text) }

    @Test func aNavigationBarIs54PointsTall() throws {
        let text = ScreenMetricsTests.storyboard(
            device: "retina4_7", tools: "24506", ScreenMetricsTests.navigationScene(root: "root") + ScreenMetricsTests.scene("root", width: 375, height: 667))
        #expect(try safeAreas(text)["root"] == Insets(top: 20 + 54, left: 0, bottom: 0, right: 0))
        // Xcode 15 drew the same bar 44 tall.
        let older = text.replacingOccurrences(of: #"toolsVersion="24506""#, with: #"toolsVersion="23504""#)
        #expect(try safeAreas(older)["root"] == Insets(top: 20 + 44, left: 0, bottom: 0, right: 0))
        // toolsVersion 25094 draws Xcode 26's bars too (LNPopupController's map scenes on an
        // iPhone 15: twice its 59 points and 54 below, 172 in all).
        let later = ScreenMetricsTests.storyboard(
            device: "retina6_12", tools: "25094", ScreenMetricsTests.navigationScene(root: "root") + ScreenMetricsTests.scene("root", width: 393, height: 852))
        #expect(try safeAreas(later)["root"]?.top == 2 * 59 + 54)
    }

    /// Go Map!!'s notes sheet on an iPhone 15: its navigation bar from 16 to 70 points, and no
    /// home indicator below (nRF Mesh's sheets: their content to the sheet's foot). With a
    /// large title the bar is 110 tall (nRF Mesh's: content at 126); on a full screen, 106.
    @Test func aSheetsBarIs16PointsDown() throws {
        let text = ScreenMetricsTests.storyboard(
            device: "retina6_12", tools: "24765", ScreenMetricsTests.navigationScene(root: "notes") + ScreenMetricsTests.scene("notes", width: 393, height: 793))
        #expect(try safeAreas(text)["notes"] == Insets(top: 16 + 54, left: 0, bottom: 0, right: 0))
        // With no bar, the sheet keeps the screen's status-bar inset, not doubled as on a full
        // screen (Sentry's lifecycle test sheet: its stack pinned 8 below the safe area, stored
        // at 67; Go Map!!'s GPX sheet: its own navigation bar at 48 on a 414-point phone).
        let bare = ScreenMetricsTests.storyboard(
            device: "retina6_12", tools: "24765",
            ScreenMetricsTests.scene("tab", width: 393, height: 852, segues: #"<segue destination="sheet" kind="presentation" id="p1"/>"#)
                + ScreenMetricsTests.scene("sheet", width: 393, height: 793))
        #expect(try safeAreas(bare)["sheet"] == Insets(top: 59, left: 0, bottom: 0, right: 0))
        let large = ScreenMetricsTests.storyboard(
            device: "retina6_1", tools: "24128",
            ScreenMetricsTests.navigationScene(root: "wizard", bar: #"largeTitles="YES" "#) + ScreenMetricsTests.scene("wizard", width: 414, height: 848))
        #expect(try safeAreas(large)["wizard"] == Insets(top: 126, left: 0, bottom: 0, right: 0))
        let screen = ScreenMetricsTests.storyboard(
            device: "retina6_1", tools: "24128",
            ScreenMetricsTests.navigationScene(root: "dfu", bar: #"largeTitles="YES" "#) + ScreenMetricsTests.scene("dfu", width: 414, height: 896))
        #expect(try safeAreas(screen)["dfu"]?.top == 2 * 48 + 106)
    }

    @Test(arguments: [("24127", 64.0), ("23504", 56.0)])
    func aSearchBarIsAsTallAsItsXcodeDrewIt(tools: String, height: Double) throws {
        let element = #"<searchBar contentMode="redraw" translatesAutoresizingMaskIntoConstraints="NO" id="search" userLabel="search">"#
        let text = Self.pinned(element, closing: "</searchBar>", frame: Rect(x: 0, y: 0, width: 320, height: height), inset: 0, tools: tools)
        let scenario = try #require(try loadDocument(text, extension: "xib").first)
        #expect(LayoutEngine().layout(scenario).first?.view("search")?.frame.height == height)
    }

    /// The same canvas draws a slider 34 points tall whose frame is its alignment rectangle
    /// (NetNewsWire's, 24765: 16 from a row's sides, stored at x = 16; Datadog's, 24412: in a
    /// fill stack, stored at the stack's x and width); Xcode 15's (Agora's, 23504) is 31 tall
    /// and 2 points wider on each side than its constraints. The import keeps it so.
    @Test(arguments: [("24412", Rect(x: 16, y: 10, width: 288, height: 34)), ("23504", Rect(x: 14, y: 10, width: 292, height: 31))])
    func aSliderIsAsItsXcodeDrewIt(tools: String, frame: Rect) throws {
        let element = #"<slider opaque="NO" contentMode="scaleToFill" value="1" minValue="1" maxValue="3" translatesAutoresizingMaskIntoConstraints="NO" id="slider" userLabel="slider">"#
        let text = Self.pinned(element, closing: "</slider>", frame: frame, inset: 16, tools: tools)
        let scenario = try #require(try loadDocument(text, extension: "xib").first)
        #expect(LayoutEngine().layout(scenario).first?.view("slider")?.frame == frame)
        let imported = try ScenarioLoader.load(yaml: ScenarioWriter.yaml(scenario), file: "imported.yaml")
        #expect(LayoutEngine().layout(imported).first?.view("slider")?.frame == frame)
    }

    /// A 320×200 nib whose one control (`element`, its opening tag with an `id`, to `closing`) is pinned
    /// `inset` from the root's leading and trailing edges and 10 (0 where `inset` is 0) from
    /// its top, stored at `frame`.
    static func pinned(_ element: String, closing: String, frame: Rect, inset: Double, tools: String) -> String {
        let id = element.components(separatedBy: #" id=""#).last?.components(separatedBy: "\"").first ?? ""
        let top = inset == 0 ? 0.0 : 10
        return InterfaceBuilderFeatureTests.xib(
            tools: tools,
            """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    \(element)
                        <rect key="frame" x="\(frame.x)" y="\(frame.y)" width="\(frame.width)" height="\(frame.height)"/>
                    \(closing)
                </subviews>
                <constraints>
                    <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(inset)" id="c1"/>
                    <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(top)" id="c2"/>
                    <constraint firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" constant="\(inset)" id="c3"/>
                </constraints>
            </view>
            """)
    }
}
