import LayoutSnapInterfaceBuilder
import Testing

/// Xcode 9 turned the launch-screen template's constraints to the safe area without laying its
/// labels out again: a label 20 points from the safe area's leading edge stored at x = 0 (four
/// files of TensorFlow's, Alamofire's and Microsoft's samples). On a device with no side
/// insets the root's safe area spans the root across, so the stale check can see it.
@Suite struct StaleSafeAreaTests {
    static func nib(storedX: Int, storedWidth: Int) -> String {
        InterfaceBuilderFeatureTests.xib(
            tools: "13142",
            """
            <view contentMode="scaleToFill" id="top">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                        <rect key="frame" x="\(storedX)" y="202" width="\(storedWidth)" height="43"/>
                        <constraints><constraint firstAttribute="height" constant="43" id="h"/></constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="title" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="l"/>
                    <constraint firstItem="safe" firstAttribute="centerX" secondItem="title" secondAttribute="centerX" id="x"/>
                    <constraint firstItem="title" firstAttribute="top" secondItem="top" secondAttribute="top" constant="202" id="t"/>
                </constraints>
                <viewLayoutGuide key="safeArea" id="safe"/>
                <simulatedScreenMetrics key="simulatedDestinationMetrics" type="retina47"/>
            </view>
            """
        ).replacingOccurrences(of: #"useAutolayout="YES""#, with: #"useAutolayout="YES" useSafeAreas="YES""#)
    }

    static func measure(_ text: String) throws -> Fidelity {
        try withDocumentFile(text, extension: "xib") { path in try Fidelity.measure(file: path, findMisplaced: true) }
    }

    @Test func aFrameAcrossTheSafeAreasMarginIsLeftOut() throws {
        let fidelity = try Self.measure(Self.nib(storedX: 0, storedWidth: 375))
        #expect(fidelity.comparisons.isEmpty)
        #expect(fidelity.misplaced.map(\.leftOutBecause) == ["stored frames break title.leading == root.safeArea.leading + 20 by 20 pt"])
    }

    @Test func aFrameTheConstraintsGiveIsCompared() throws {
        let fidelity = try Self.measure(Self.nib(storedX: 20, storedWidth: 335))
        #expect(fidelity.misplaced.isEmpty)
        #expect(fidelity.comparisons.map(\.interfaceBuilderID) == ["title"] && fidelity.within(0.5) == 1)
    }
}
