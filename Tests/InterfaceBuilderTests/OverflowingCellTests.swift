import Foundation
import LayoutSnapInterfaceBuilder
import LayoutSnapLayout
import LayoutSnapScenario
import Testing

/// A self-sizing static row whose content Xcode stored below the row's bottom (Esri's settings
/// rows: a caption above a slider, 82 points of content in a 44-point row): the content is laid
/// out at the height it needs, as the canvas did, while the row keeps its height and clips it.
@Suite struct OverflowingCellTests {
    static func table(sliderY: Double) -> String {
        ScreenMetricsTests.storyboard(
            device: "retina4_7", tools: "17156",
            """
            <scene sceneID="s-camera"><objects>
                <tableViewController id="camera" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="plain" rowHeight="-1" estimatedRowHeight="-1" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <sections><tableViewSection id="section"><cells>
                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" id="row">
                                <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="row" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <label opaque="NO" text="Camera Distance" translatesAutoresizingMaskIntoConstraints="NO" id="caption">
                                            <rect key="frame" x="16" y="11" width="131" height="21"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        </label>
                                        <slider opaque="NO" contentMode="scaleToFill" value="500" minValue="500" maxValue="8000" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
                                            <rect key="frame" x="14" y="\(sliderY)" width="347" height="31"/>
                                            <constraints><constraint firstAttribute="height" constant="30" id="c-height"/></constraints>
                                        </slider>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="caption" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c-top"/>
                                        <constraint firstItem="caption" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c-leading"/>
                                        <constraint firstItem="slider" firstAttribute="top" secondItem="caption" secondAttribute="bottom" constant="8" id="c-gap"/>
                                        <constraint firstItem="slider" firstAttribute="leading" secondItem="caption" secondAttribute="leading" id="c-align"/>
                                        <constraint firstItem="slider" firstAttribute="trailing" secondItem="content" secondAttribute="trailingMargin" id="c-trailing"/>
                                        <constraint firstAttribute="bottomMargin" secondItem="slider" secondAttribute="bottom" id="c-bottom"/>
                                    </constraints>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </cells></tableViewSection></sections>
                    </tableView>
                </tableViewController>
            </objects></scene>
            """)
    }

    @Test func contentStoredBelowTheRowIsLaidOutAtItsOwnHeight() throws {
        let scenario = try #require(try loadDocument(Self.table(sliderY: 40), intrinsicSizes: .stored).first)
        let result = try #require(LayoutEngine().layout(scenario).first)
        #expect(result.view("caption")?.frame == Rect(x: 16, y: 11, width: 131, height: 21), "not squeezed into the 44-point row")
        #expect(result.view("slider")?.frame.y == 40)
        // Margins, caption, gap and the slider's 30-point alignment rectangle (its frame is 31).
        #expect(abs((result.view("content")?.frame.height ?? 0) - (11 + 21 + 8 + 30 + 11)) < 0.001)
        #expect(result.view("row")?.frame == Rect(x: 0, y: 28, width: 375, height: 44), "the row keeps its stored height")
        #expect(scenario.allViews.first { $0.id == "row" }?.clipsToBounds == true)
        #expect(!result.diagnostics.contains { $0.code == .unsatisfiableConstraints }, "\(result.diagnostics)")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("overflowing-\(UUID().uuidString).storyboard")
        try Data(Self.table(sliderY: 40).utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let fidelity = try Fidelity.measure(file: file.path)
        #expect(fidelity.comparisons.map(\.view).sorted() == ["caption", "slider"] && fidelity.within(0.5) == 2)
    }

    /// Content that fits its row keeps the stored frame: nothing moves.
    @Test func contentWithinTheRowKeepsItsFrame() throws {
        let scenario = try #require(try loadDocument(Self.table(sliderY: 2), intrinsicSizes: .stored).first)
        #expect(scenario.allViews.first { $0.id == "content" }?.frame == Rect(x: 0, y: 0, width: 375, height: 44))
    }
}
