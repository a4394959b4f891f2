import LayoutSnapInterfaceBuilder
import Testing

/// A view pinned to both side margins of a superview whose margins are the same on both sides
/// reads one margin off its stored frame at each side: two that differ say the frames are
/// stale (HGPlaceholders' cell: a content view stored 232 wide, the view inside it 304 wide,
/// 8 points from its leading margin).
@Suite struct StaleMarginTests {
    static func nib(width: Int, itemWidth: Int = 304, preserves: Bool = false) -> String {
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
                                <rect key="frame" x="8" y="10" width="\(itemWidth)" height="20"/>
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
        let preserving = try misplacedFidelity(ofXib: Self.nib(width: 320, itemWidth: 284, preserves: true))
        #expect(!preserving.misplaced.contains { $0.interfaceBuilderID == "item" })
        #expect(try misplacedFidelity(ofXib: Self.nib(width: 320, itemWidth: 284)).misplaced.contains { $0.interfaceBuilderID == "item" })
    }

    /// A cell-sized view with a box (a switch's size) pinned to its trailing margin, stored at `x`.
    static func cell(switchX: Int, margins: String = "") -> String {
        InterfaceBuilderFeatureTests.xib(
            tools: "16096",
            """
            <view contentMode="scaleToFill" id="top">
                <rect key="frame" x="0.0" y="0.0" width="414" height="46"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                        <rect key="frame" x="\(switchX)" y="7.5" width="51" height="31"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="51" id="wide"/>
                            <constraint firstAttribute="height" constant="31" id="tall"/>
                        </constraints>
                    </view>
                </subviews>
                \(margins)
                <constraints>
                    <constraint firstItem="toggle" firstAttribute="trailing" secondItem="top" secondAttribute="trailingMargin" id="pin"/>
                    <constraint firstItem="toggle" firstAttribute="centerY" secondItem="top" secondAttribute="centerY" id="middle"/>
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """)
    }

    /// A margin is never negative unless the file sets one so: a view pinned to a side margin
    /// and stored past its superview's edge was not laid out there by any margin (Star Wars'
    /// settings cell: a switch at x 521 in a 414-point cell), and is left out.
    @Test func aViewStoredPastItsMarginedEdgeIsLeftOut() throws {
        let stale = try misplacedFidelity(ofXib: Self.cell(switchX: 521))
        let reason = stale.misplaced.first { $0.interfaceBuilderID == "toggle" }?.leftOutBecause
        #expect(reason?.contains("trailingMargin") == true && reason?.contains("158 pt") == true, "\(String(describing: reason))")
        // Stored inside the edge, whatever the margin, it is compared.
        let kept = try misplacedFidelity(ofXib: Self.cell(switchX: 343))
        #expect(kept.misplaced.isEmpty && kept.comparisons.contains { $0.interfaceBuilderID == "toggle" })
        // A margin the file sets negative can put it there.
        let negative = try misplacedFidelity(ofXib: Self.cell(
            switchX: 383, margins: #"<edgeInsets key="layoutMargins" top="0.0" left="0.0" bottom="0.0" right="-20"/>"#))
        #expect(negative.misplaced.isEmpty)
    }
}
