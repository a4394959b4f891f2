import LayoutSnapInterfaceBuilder
import LayoutSnapLayout
import LayoutSnapScenario
import Testing

/// An image view with no image (a third of the wide corpus's: one set at run time) shows
/// nothing on Xcode's canvas, where one naming an image no catalog has is a placeholder; both
/// keep the size they were stored at.
@Suite struct EmptyImageViewTests {
    static let text = InterfaceBuilderFeatureTests.xib(
        tools: "22505",
        """
        <view contentMode="scaleToFill" id="top">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <subviews>
                <imageView userInteractionEnabled="NO" contentMode="scaleAspectFill" translatesAutoresizingMaskIntoConstraints="NO" id="empty" userLabel="empty">
                    <rect key="frame" x="10" y="10" width="120" height="80"/>
                </imageView>
                <imageView userInteractionEnabled="NO" contentMode="scaleAspectFill" image="banner" translatesAutoresizingMaskIntoConstraints="NO" id="named" userLabel="named">
                    <rect key="frame" x="10" y="100" width="90" height="60"/>
                </imageView>
            </subviews>
            <constraints>
                <constraint firstItem="empty" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="10" id="c1"/>
                <constraint firstItem="empty" firstAttribute="top" secondItem="top" secondAttribute="top" constant="10" id="c2"/>
                <constraint firstItem="named" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="10" id="c3"/>
                <constraint firstItem="named" firstAttribute="top" secondItem="empty" secondAttribute="bottom" constant="10" id="c4"/>
            </constraints>
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        </view>
        """)

    @Test func anImageViewWithoutAnImageDrawsNothingAtItsStoredSize() throws {
        let scenario = try InterfaceBuilderFeatureTests().load(Self.text)
        let empty = try #require(scenario.allViews.first { $0.id == "empty" })
        #expect(empty.image == nil)
        #expect(empty.intrinsicSize == IntrinsicSize(width: 120, height: 80))
        let named = try #require(scenario.allViews.first { $0.id == "named" })
        #expect(named.image?.size == Size(width: 90, height: 60) && named.image?.path == nil)
        // Only the missing image is named: an empty image view is what the canvas shows.
        #expect(scenario.warnings.map(\.message) == ["image 'banner' (named) is in no asset catalog found and is drawn as a placeholder of its stored size"])
        let result = try InterfaceBuilderFeatureTests().layout(scenario)
        #expect(result.view("empty")?.frame == Rect(x: 10, y: 10, width: 120, height: 80))
        #expect(result.view("named")?.frame == Rect(x: 10, y: 100, width: 90, height: 60))
    }
}
