import Foundation
import LayoutSnapInterfaceBuilder
import LayoutSnapLayout
import LayoutSnapScenario
import Testing

/// Xcode 16's canvas (toolsVersion 24000 to 25999) draws bars of its own sizes, and the frames
/// its files store follow them (the wide corpus: IQKeyboardManager's, Go Map!!'s, Firebase's and
/// LNPopupController's files): a
/// navigation bar 54 points tall, a sheet's 16 points down, a search bar 64 points tall.
@Suite struct XcodeSixteenCanvasTests {
    func safeAreas(_ text: String) throws -> [String: Insets] { try ScreenMetricsTests().safeAreas(text) }

    @Test func aNavigationBarIs54PointsTall() throws {
        let text = ScreenMetricsTests.storyboard(
            device: "retina4_7", tools: "24506", ScreenMetricsTests.navigationScene(root: "root") + ScreenMetricsTests.scene("root", width: 375, height: 667))
        #expect(try safeAreas(text)["root"] == Insets(top: 20 + 54, left: 0, bottom: 0, right: 0))
        // Xcode 15 drew the same bar 44 tall.
        let older = text.replacingOccurrences(of: #"toolsVersion="24506""#, with: #"toolsVersion="23504""#)
        #expect(try safeAreas(older)["root"] == Insets(top: 20 + 44, left: 0, bottom: 0, right: 0))
        // toolsVersion 25094 draws Xcode 16's bars too (LNPopupController's map scenes on an
        // iPhone 15: twice its 59 points and 54 below, 172 in all).
        let later = ScreenMetricsTests.storyboard(
            device: "retina6_12", tools: "25094", ScreenMetricsTests.navigationScene(root: "root") + ScreenMetricsTests.scene("root", width: 393, height: 852))
        #expect(try safeAreas(later)["root"]?.top == 2 * 59 + 54)
    }

    /// Go Map!!'s notes sheet on an iPhone 15: its navigation bar from 16 to 70 points.
    @Test func aSheetsBarIs16PointsDown() throws {
        let text = ScreenMetricsTests.storyboard(
            device: "retina6_12", tools: "24765", ScreenMetricsTests.navigationScene(root: "notes") + ScreenMetricsTests.scene("notes", width: 393, height: 793))
        #expect(try safeAreas(text)["notes"] == Insets(top: 16 + 54, left: 0, bottom: 68, right: 0))
    }

    @Test(arguments: [("24127", 64.0), ("23504", 56.0)])
    func aSearchBarIsAsTallAsItsXcodeDrewIt(tools: String, height: Double) throws {
        let text = InterfaceBuilderFeatureTests.xib(
            tools: tools,
            """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <searchBar contentMode="redraw" translatesAutoresizingMaskIntoConstraints="NO" id="search" userLabel="search">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="\\(height)"/>
                    </searchBar>
                </subviews>
                <constraints>
                    <constraint firstItem="search" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                    <constraint firstItem="search" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                    <constraint firstAttribute="trailing" secondItem="search" secondAttribute="trailing" id="c3"/>
                </constraints>
            </view>
            """)
        let scenario = try #require(try loadDocument(text, extension: "xib").first)
        #expect(LayoutEngine().layout(scenario).first?.view("search")?.frame.height == height)
    }
}
