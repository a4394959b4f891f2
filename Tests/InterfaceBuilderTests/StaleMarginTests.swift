import LayoutSnapInterfaceBuilder
import Testing

/// A view pinned to both side margins of a superview whose margins are the same on both sides
/// reads one margin off its stored frame at each side: two that differ say the frames are
/// stale (HGPlaceholders' cell: a content view stored 232 wide, the view inside it 304 wide,
/// 8 points from its leading margin).
@Suite struct StaleMarginTests {
    static func nib(width: Int, preserves: Bool = false) -> String {
        InterfaceBuilderFeatureTests.xib(
            tools: "24765",
            """
            <view contentMode="scaleToFill" id="top">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <view contentMode="scaleToFill" \(preserves ? #"preservesSuperviewLayoutMargins="YES""# : "") translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="100"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="item">
                                <rect key="frame" x="8" y="10" width="304" height="20"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="item" firstAttribute="leading" secondItem="box" secondAttribute="leadingMargin" id="c1"/>
                            <constraint firstAttribute="trailingMargin" secondItem="item" secondAttribute="trailing" id="c2"/>
                            <constraint firstItem="item" firstAttribute="top" secondItem="box" secondAttribute="top" constant="10" id="c3"/>
                            <constraint firstItem="item" firstAttribute="height" constant="20" id="c4"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="c5"/>
                    <constraint firstItem="box" firstAttribute="top" secondItem="top" secondAttribute="top" id="c6"/>
                    <constraint firstItem="box" firstAttribute="width" constant="\(width)" id="c7"/>
                    <constraint firstItem="box" firstAttribute="height" constant="100" id="c8"/>
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """)
    }

    @Test func marginsReadTwoWaysLeaveTheViewOut() throws {
        let stale = try misplacedFidelity(ofXib: Self.nib(width: 232))
        let reasons = Dictionary(uniqueKeysWithValues: stale.misplaced.map { ($0.interfaceBuilderID, $0.leftOutBecause ?? "") })
        #expect(reasons["item"]?.contains("Margin") == true, "\(reasons)")
        // Stored as its margins place it, it is compared (and within).
        let kept = try misplacedFidelity(ofXib: Self.nib(width: 320))
        #expect(kept.misplaced.isEmpty && kept.comparisons.contains { $0.interfaceBuilderID == "item" } && kept.within(0.5) == kept.comparisons.count)
        // Margins that take in the superview's own need not be the same on both sides.
        let preserving = try misplacedFidelity(ofXib: Self.nib(width: 232, preserves: true))
        #expect(!preserving.misplaced.contains { $0.interfaceBuilderID == "item" })
    }
}
