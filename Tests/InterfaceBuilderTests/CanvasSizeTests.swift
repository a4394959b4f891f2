import Foundation
import LayoutSnapInterfaceBuilder
import LayoutSnapLayout
import LayoutSnapScenario
import Testing

/// Sizes and spacings that depend on the Xcode that saved the file or on a stack's settings.
@Suite struct CanvasSizeTests {
    func layout(_ text: String) throws -> LayoutResult {
        let scenario = try #require(try loadDocument(text, extension: "xib").first)
        return try #require(LayoutEngine().layout(scenario).first)
    }

    /// A progress view is as tall as the Xcode that saved the file drew it: 2 points until
    /// Xcode 12 (iOS 14), 4 from then.
    @Test(arguments: [("15702", 2.0), ("17701", 4.0)])
    func aProgressViewIsAsTallAsItsXcodeDrewIt(tools: String, height: Double) throws {
        let text = InterfaceBuilderFeatureTests.xib(
            tools: tools,
            """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <subviews>
                    <progressView opaque="NO" contentMode="scaleToFill" progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="bar" userLabel="bar">
                        <rect key="frame" x="20" y="20" width="280" height="\(height)"/>
                    </progressView>
                </subviews>
                <constraints>
                    <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                    <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                    <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" constant="20" id="c3"/>
                </constraints>
            </view>
            """)
        #expect(try layout(text).view("bar")?.frame == Rect(x: 20, y: 20, width: 280, height: height))
    }

    /// A stack whose spacing is "Use Standard Value" keeps its views the system spacing, 8
    /// points, apart (openfoodfacts' pending-upload cells: four 40-point images at 0, 48, 96, 144).
    @Test func standardSpacingIsEightPoints() throws {
        let text = InterfaceBuilderFeatureTests.xib(
            tools: "18122",
            """
            <stackView opaque="NO" contentMode="scaleToFill" spacingType="standard" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="88" height="40"/>
                <subviews>
                    <view contentMode="scaleToFill" id="first" userLabel="first">
                        <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="40" id="w1"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" id="second" userLabel="second">
                        <rect key="frame" x="48" y="0.0" width="40" height="40"/>
                    </view>
                </subviews>
            </stackView>
            """)
        #expect(try layout(text).view("second")?.frame == Rect(x: 48, y: 0, width: 40, height: 40))
    }

    /// The canvas gives a root view 20-point side margins from 400 points wide (IBAnimatable's
    /// and SkyFloatingLabelTextField's 400-point freeform scenes), 16 below (393-point phones);
    /// Xcode 6's canvas gives 16 at any width (ResearchKit AppCore's 600-point scenes).
    @Test(arguments: [("14460.31", 400, 20.0), ("14460.31", 393, 16.0), ("14460.31", 414, 20.0), ("7706", 600, 16.0), ("8191", 600, 20.0)])
    func aRootViewsSideMarginsGoByItsWidth(tools: String, width: Int, margin: Double) throws {
        let text = InterfaceBuilderFeatureTests.xib(
            tools: tools,
            """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="200"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar" userLabel="bar">
                        <rect key="frame" x="\(margin)" y="20" width="\(Double(width) - 2 * margin)" height="10"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                    <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                    <constraint firstAttribute="trailingMargin" secondItem="bar" secondAttribute="trailing" id="c3"/>
                    <constraint firstItem="bar" firstAttribute="height" constant="10" id="c4"/>
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """)
        #expect(try layout(text).view("bar")?.frame == Rect(x: margin, y: 20, width: Double(width) - 2 * margin, height: 10))
    }
}
