import LayoutSnapInterfaceBuilder
import LayoutSnapLayout
import LayoutSnapScenario
import Testing

/// A subview stored without a frame (Xcode leaves a zero frame out of the file: 482 views of
/// the wide corpus, in 84 files) is there at run time where its constraints put it; what it
/// holds was stored inside nothing, so its frames are no reference for a layout.
@Suite struct FramelessViewTests {
    static let text = InterfaceBuilderFeatureTests.xib(
        tools: "11201",
        """
        <view contentMode="scaleToFill" id="top">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <subviews>
                <label opaque="NO" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="greeting" userLabel="greeting">
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="box">
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner" userLabel="inner">
                            <rect key="frame" x="0.0" y="0.0" width="4" height="4"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="inner" firstAttribute="leading" secondItem="box" secondAttribute="leading" constant="10" id="i1"/>
                        <constraint firstItem="inner" firstAttribute="top" secondItem="box" secondAttribute="top" constant="10" id="i2"/>
                        <constraint firstItem="inner" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="-10" id="i3"/>
                        <constraint firstItem="inner" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="-10" id="i4"/>
                    </constraints>
                </view>
                <tabBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tabs" userLabel="tabs">
                    <items>
                        <tabBarItem title="Home" id="home"/>
                    </items>
                </tabBar>
            </subviews>
            <constraints>
                <constraint firstItem="greeting" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="greeting" firstAttribute="top" secondItem="top" secondAttribute="top" constant="20" id="c2"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="16" id="c3"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="greeting" secondAttribute="bottom" constant="8" id="c4"/>
                <constraint firstItem="box" firstAttribute="width" constant="100" id="c5"/>
                <constraint firstItem="box" firstAttribute="height" constant="50" id="c6"/>
                <constraint firstItem="tabs" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="c7"/>
                <constraint firstItem="tabs" firstAttribute="trailing" secondItem="top" secondAttribute="trailing" id="c8"/>
                <constraint firstItem="tabs" firstAttribute="bottom" secondItem="top" secondAttribute="bottom" id="c9"/>
            </constraints>
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        </view>
        """)

    @Test func framelessSubviewsAreLaidOutByTheirConstraints() throws {
        let scenario = try InterfaceBuilderFeatureTests().load(Self.text)
        #expect(!scenario.warnings.contains { $0.message.contains("no view or layout guide") }, "\(scenario.warnings.map(\.message))")
        let result = try InterfaceBuilderFeatureTests().layout(scenario)
        // Nothing ambiguous: the only word is the tab's icon, drawn as a placeholder.
        #expect(result.diagnostics.map(\.message) == ["tabBar tabs: tab icon 'Home' drawn as a placeholder"])
        let greeting = try #require(result.view("greeting")?.frame)
        #expect(greeting.x == 16 && greeting.y == 20 && greeting.width > 30)
        #expect(result.view("box")?.frame == Rect(x: 16, y: greeting.y + greeting.height + 8, width: 100, height: 50))
        #expect(result.view("inner")?.frame == Rect(x: 10, y: 10, width: 80, height: 30))
        // A bar without a frame is UIKit's height for its kind.
        #expect(result.view("tabs")?.frame == Rect(x: 0, y: 151, width: 320, height: 49))
    }

    @Test func whatAFramelessViewHoldsIsLeftOutOfTheComparison() throws {
        let fidelity = try misplacedFidelity(ofXib: Self.text)
        let reasons = Dictionary(uniqueKeysWithValues: fidelity.misplaced.map { ($0.interfaceBuilderID, $0.leftOutBecause ?? "") })
        #expect(reasons["inner"] == "it is inside a view stored without a frame", "\(reasons)")
        // Views without a stored frame are not compared at all.
        #expect(fidelity.comparisons.isEmpty, "\(fidelity.comparisons.map(\.interfaceBuilderID))")
    }

    /// A frameless image view whose image no catalog holds takes the size the document's
    /// resources give the image as its intrinsic one, as UIImageView does; a frameless effect
    /// view's content view, stored as Xcode 8's empty frame inset, fills it.
    @Test func framelessImagesAndEffectViewsHaveTheirSizes() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11201" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="top">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        <subviews>
                            <imageView contentMode="center" image="bear" translatesAutoresizingMaskIntoConstraints="NO" id="bear" userLabel="bear"/>
                            <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="blur" userLabel="blur">
                                <view key="contentView" opaque="NO" contentMode="center" id="blurContent" userLabel="blurContent">
                                    <frame key="frameInset"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                </view>
                                <blurEffect style="light"/>
                            </visualEffectView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="bear" firstAttribute="centerX" secondItem="top" secondAttribute="centerX" id="c1"/>
                            <constraint firstItem="bear" firstAttribute="top" secondItem="top" secondAttribute="top" id="c2"/>
                            <constraint firstItem="blur" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="c3"/>
                            <constraint firstItem="blur" firstAttribute="trailing" secondItem="top" secondAttribute="trailing" id="c4"/>
                            <constraint firstItem="blur" firstAttribute="bottom" secondItem="top" secondAttribute="bottom" id="c5"/>
                            <constraint firstItem="blur" firstAttribute="height" constant="100" id="c6"/>
                        </constraints>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </view>
                </objects>
                <resources>
                    <image name="bear" width="300" height="200"/>
                </resources>
            </document>
            """
        let scenario = try InterfaceBuilderFeatureTests().load(text)
        let result = try InterfaceBuilderFeatureTests().layout(scenario)
        #expect(result.view("bear")?.frame == Rect(x: 10, y: 0, width: 300, height: 200))
        #expect(result.view("blurContent")?.frame == Rect(x: 0, y: 0, width: 320, height: 100))
        #expect(!result.diagnostics.contains { $0.code == .negativeSize || $0.code == .ambiguousLayout }, "\(result.diagnostics.map(\.message))")
    }
}
