import LayoutSnapInterfaceBuilder
import LayoutSnapLayout
import LayoutSnapScenario
import Testing

/// Xcode 8's betas stored frames as insets in the superview (`<frame key="frameInset">`, shares
/// of its size with `%`); such views are where the canvas showed them, not at a zero frame.
@Suite struct FrameInsetTests {
    static let text = InterfaceBuilderFeatureTests.xib(
        tools: "11173.2",
        """
        <view contentMode="scaleToFill" id="top">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
                <view contentMode="scaleToFill" id="background" userLabel="background">
                    <frame key="frameInset"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                </view>
                <label opaque="NO" text="Bahama Login" id="heading" userLabel="heading">
                    <frame key="frameInset" minX="21.47%" minY="13.82%" width="57.20%" height="34"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                    <fontDescription key="fontDescription" type="system" pointSize="28"/>
                </label>
                <view contentMode="scaleToFill" id="band" userLabel="band">
                    <frame key="frameInset" minX="20" minY="400" height="60" maxX="40"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="dot" userLabel="dot">
                            <frame key="frameInset" minX="50%" minY="10" width="10" height="10"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        </view>
                    </subviews>
                </view>
            </subviews>
        </view>
        """)

    @Test func insetFramesAreResolvedInTheirSuperviews() throws {
        let result = try InterfaceBuilderFeatureTests().layout(try InterfaceBuilderFeatureTests().load(Self.text))
        #expect(result.view("background")?.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        // 21.47% of 375 and 13.82% of 667, on the pixel grid.
        #expect(result.view("heading")?.frame == Rect(x: 80.5, y: 92, width: 214.5, height: 34))
        // No width: it stretches between its insets; its subview's share is of its width.
        #expect(result.view("band")?.frame == Rect(x: 20, y: 400, width: 315, height: 60))
        #expect(result.view("dot")?.frame == Rect(x: 157.5, y: 10, width: 10, height: 10))
    }
}
