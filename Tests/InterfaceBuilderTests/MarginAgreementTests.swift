import Foundation
import LayoutSnapInterfaceBuilder
import Testing

/// A margin is one value: the views pinned to one superview's margin, and the cells of one
/// table, read the same margin off frames Xcode laid out. Where they do not, the file says two
/// things and neither is a reference (TextFieldEffects' static cells, stored 8, 12 and 20
/// points from their leading margins).
@Suite struct MarginAgreementTests {
    /// A box with two views pinned to its leading margin, stored `first` and `second` in.
    static func box(first: Int, second: Int) -> String {
        InterfaceBuilderFeatureTests.xib(
            tools: "24765",
            """
            <view contentMode="scaleToFill" id="top">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="upper">
                        <rect key="frame" x="\(first)" y="10" width="100" height="20"/>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="lower">
                        <rect key="frame" x="\(second)" y="40" width="100" height="20"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="upper" firstAttribute="leading" secondItem="top" secondAttribute="leadingMargin" id="u1"/>
                    <constraint firstItem="upper" firstAttribute="top" secondItem="top" secondAttribute="top" constant="10" id="u2"/>
                    <constraint firstItem="upper" firstAttribute="width" constant="100" id="u3"/>
                    <constraint firstItem="upper" firstAttribute="height" constant="20" id="u4"/>
                    <constraint firstItem="lower" firstAttribute="leading" secondItem="top" secondAttribute="leadingMargin" id="l1"/>
                    <constraint firstItem="lower" firstAttribute="top" secondItem="top" secondAttribute="top" constant="40" id="l2"/>
                    <constraint firstItem="lower" firstAttribute="width" constant="100" id="l3"/>
                    <constraint firstItem="lower" firstAttribute="height" constant="20" id="l4"/>
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """)
    }

    @Test func twoViewsReadingOneMarginTwoWaysAreLeftOut() throws {
        let stale = try misplacedFidelity(ofXib: Self.box(first: 16, second: 8))
        let reasons = Dictionary(uniqueKeysWithValues: stale.misplaced.map { ($0.interfaceBuilderID, $0.leftOutBecause ?? "") })
        #expect(reasons["upper"]?.contains("leadingMargin by 8 pt") == true, "\(reasons)")
        #expect(reasons["lower"]?.contains("leadingMargin by 8 pt") == true, "\(reasons)")
        // Read alike, whatever the margin, both are compared.
        let kept = try misplacedFidelity(ofXib: Self.box(first: 8, second: 8))
        #expect(kept.misplaced.isEmpty && kept.comparisons.count == 2)
    }

    /// A static cell `id`, 414 wide, with a box pinned to its content view's leading margin
    /// and stored `x` in.
    static func cell(_ id: String, y: Int, x: Int) -> String {
        """
        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cell-\(id)">
            <rect key="frame" x="0.0" y="\(y)" width="414" height="44"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell-\(id)" id="content-\(id)">
                <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-\(id)">
                        <rect key="frame" x="\(x)" y="12" width="100" height="20"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="w-\(id)"/>
                            <constraint firstAttribute="height" constant="20" id="h-\(id)"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="box-\(id)" firstAttribute="leading" secondItem="content-\(id)" secondAttribute="leadingMargin" id="pin-\(id)"/>
                    <constraint firstItem="box-\(id)" firstAttribute="centerY" secondItem="content-\(id)" secondAttribute="centerY" id="mid-\(id)"/>
                </constraints>
            </tableViewCellContentView>
        </tableViewCell>
        """
    }

    /// A table of two static cells on a 414-point iPhone, their boxes stored `first` and `second` in.
    static func table(first: Int, second: Int) -> String {
        ScreenMetricsTests.storyboard(
            device: "retina5_5",
            """
            <scene sceneID="s-table"><objects>
                <tableViewController id="table" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="44" id="list">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                        <sections>
                            <tableViewSection id="section">
                                <cells>
                                    \(cell("a", y: 0, x: first))
                                    \(cell("b", y: 44, x: second))
                                </cells>
                            </tableViewSection>
                        </sections>
                    </tableView>
                </tableViewController>
            </objects></scene>
            """)
    }

    @Test func cellsOfOneTableReadingTheirMarginTwoWaysAreLeftOut() throws {
        let fidelity = { (first: Int, second: Int) in
            try withDocumentFile(Self.table(first: first, second: second)) { try Fidelity.measure(file: $0, findMisplaced: true) }
        }
        let stale = try fidelity(20, 8)
        let leftOut = Set(stale.misplaced.map(\.interfaceBuilderID))
        #expect(leftOut.isSuperset(of: ["box-a", "box-b"]), "\(stale.misplaced.map { ($0.interfaceBuilderID, $0.leftOutBecause ?? "") })")
        // Stored alike (as UIKit's 20-point margin of a 414-point iPhone places them), both are
        // compared, and within.
        let kept = try fidelity(20, 20)
        let compared = kept.comparisons.filter { $0.interfaceBuilderID.hasPrefix("box-") }
        #expect(compared.count == 2 && compared.allSatisfy { $0.difference <= 0.5 }, "\(compared.map { ($0.interfaceBuilderID, $0.solved, $0.stored) })")
    }
}
