import Foundation
import LayoutSnapInterfaceBuilder
import LayoutSnapLayout
import LayoutSnapScenario
import Testing

/// Files Xcode 8 and older saved lay out as iOS 10 did: search bars 44 points tall (iOS 11
/// made them 56) and a controller's root view without top or bottom margins (iOS 11 gave it
/// the safe area's). Yep's search screens and feed list, Xcode 7.
@Suite struct LegacyCanvasTests {
    /// A legacy scene (top and bottom layout guides, no safe area) saved by `tools`: a search
    /// bar below the top guide, a table below it, and a view on the root's top margin.
    static func storyboard(tools: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES">
            <scenes><scene sceneID="s-search"><objects>
                <viewController id="search" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="top-guide"/>
                        <viewControllerLayoutGuide type="bottom" id="bottom-guide"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        <subviews>
                            <searchBar contentMode="redraw" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                <rect key="frame" x="0.0" y="20" width="320" height="44"/>
                            </searchBar>
                            <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" translatesAutoresizingMaskIntoConstraints="NO" id="results">
                                <rect key="frame" x="0.0" y="64" width="320" height="416"/>
                            </tableView>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="marker">
                                <rect key="frame" x="100" y="0.0" width="10" height="10"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="bar" firstAttribute="top" secondItem="top-guide" secondAttribute="bottom" id="c1"/>
                            <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                            <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c3"/>
                            <constraint firstItem="results" firstAttribute="top" secondItem="bar" secondAttribute="bottom" id="c4"/>
                            <constraint firstItem="results" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c5"/>
                            <constraint firstAttribute="trailing" secondItem="results" secondAttribute="trailing" id="c6"/>
                            <constraint firstItem="bottom-guide" firstAttribute="top" secondItem="results" secondAttribute="bottom" id="c7"/>
                            <constraint firstItem="marker" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="c8"/>
                            <constraint firstItem="marker" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="c9"/>
                            <constraint firstItem="marker" firstAttribute="width" constant="10" id="c10"/>
                            <constraint firstItem="marker" firstAttribute="height" constant="10" id="c11"/>
                        </constraints>
                    </view>
                    <simulatedScreenMetrics key="simulatedDestinationMetrics" type="retina35"/>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
    }

    func layout(tools: String) throws -> LayoutResult {
        let scenario = try #require(try loadDocument(Self.storyboard(tools: tools)).first)
        #expect(scenario.device.safeArea.top == 20, "the status bar is there either way")
        return try #require(LayoutEngine().layout(scenario).first)
    }

    @Test func anXcode7SearchBarIs44PointsTall() throws {
        let result = try layout(tools: "10117")
        #expect(result.view("bar")?.frame == Rect(x: 0, y: 20, width: 320, height: 44))
        #expect(result.view("results")?.frame == Rect(x: 0, y: 64, width: 320, height: 416))
        #expect(try layout(tools: "13771").view("bar")?.frame.height == 56, "iOS 11's from Xcode 9")
    }

    /// Xcode 11 to 14.2 drew no status bar on a screen without a notch, but an iPad's scene
    /// below a legacy top layout guide kept it (Google's IMA sample, 14.2: a title 100 points
    /// below the guide stored at 120); an iPhone's did not (R.swift's, 14.2: at 0).
    @Test(arguments: [("ipad9_7", 20.0), ("retina4_7", 0.0)])
    func anIPadsLegacyGuideKeepsTheStatusBar(device: String, top: Double) throws {
        let text = Self.storyboard(tools: "21506").replacingOccurrences(
            of: #"<simulatedScreenMetrics key="simulatedDestinationMetrics" type="retina35"/>"#, with: "")
            .replacingOccurrences(of: #"useAutolayout="YES">"#, with: #"useAutolayout="YES"><device id="\#(device)" orientation="portrait" appearance="light"/>"#)
        let scenario = try #require(try loadDocument(text).first)
        #expect(scenario.device.safeArea.top == top)
    }

    @Test func anXcode7RootHasNoTopMargin() throws {
        #expect(try layout(tools: "10117").view("marker")?.frame.y == 0)
        #expect(try layout(tools: "13771").view("marker")?.frame.y == 20, "from Xcode 9 the safe area's")
    }
}
