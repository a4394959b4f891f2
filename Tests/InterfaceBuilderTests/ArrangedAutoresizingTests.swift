import LayoutSnapInterfaceBuilder
import LayoutSnapScenario
import Testing

/// A stack view turns its arranged views' autoresizing masks off, so the frames Xcode stored for
/// a label with a mask in a stack are no constraints: Tinode's settings rows, a column of two
/// labels stored 241 points wide beside a 40-point copy button in a fill-proportionally row,
/// were pinned at that width and broke the button's own width constraint.
@Suite struct ArrangedAutoresizingTests {
    @Test func aStackArrangesAViewStoredWithAnAutoresizingMask() throws {
        let text = InterfaceBuilderFeatureTests.xib(
            tools: "23727",
            """
            <view contentMode="scaleToFill" id="top">
                <rect key="frame" x="0.0" y="0.0" width="374" height="54"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                        <rect key="frame" x="0.0" y="0.0" width="374" height="54"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="column">
                                <rect key="frame" x="0.0" y="0.0" width="241" height="54"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="copy">
                                <rect key="frame" x="334" y="0.0" width="40" height="54"/>
                                <constraints><constraint firstAttribute="width" constant="40" id="w"/></constraints>
                            </view>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="row" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="l"/>
                    <constraint firstItem="row" firstAttribute="top" secondItem="top" secondAttribute="top" id="t"/>
                    <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" id="r"/>
                    <constraint firstAttribute="bottom" secondItem="row" secondAttribute="bottom" id="b"/>
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """)
        let features = InterfaceBuilderFeatureTests()
        let result = try features.layout(try features.load(text))
        #expect(result.view("column")?.frame == Rect(x: 0, y: 0, width: 324, height: 54))
        #expect(result.view("copy")?.frame == Rect(x: 334, y: 0, width: 40, height: 54))
        #expect(result.diagnostics.allSatisfy { $0.code != .unsatisfiableConstraints })
    }
}
