import LayoutSnapInterfaceBuilder
import Testing

/// A stack lays its visible views out one after another; stored frames that pile two of them up
/// are no arrangement a stack makes (Sentry's sample: a button added to a column by an edit
/// Xcode never laid out again, stored at the same y as the one before). Finding misplaced views
/// leaves such a stack out with everything in it, and the views that move with it; a slider
/// whose frame reaches 2 points into its neighbour is its alignment rectangle's business, and a
/// stack squeezed to no length arranges nothing.
@Suite struct StaleStackTests {
    static func nib(second: String, stackWidth: Int = 300) -> String {
        InterfaceBuilderFeatureTests.xib(
            tools: "24765",
            """
            <view contentMode="scaleToFill" id="top">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                        <rect key="frame" x="10" y="10" width="\(stackWidth)" height="30"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="first">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
                                <constraints><constraint firstAttribute="width" constant="100" id="w1"/><constraint firstAttribute="height" constant="30" id="h1"/></constraints>
                            </view>
                            \(second)
                        </subviews>
                    </stackView>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="below">
                        <rect key="frame" x="10" y="50" width="300" height="20"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="row" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="10" id="c1"/>
                    <constraint firstItem="row" firstAttribute="top" secondItem="top" secondAttribute="top" constant="10" id="c2"/>
                    <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" constant="10" id="c3"/>
                    <constraint firstItem="below" firstAttribute="top" secondItem="row" secondAttribute="bottom" constant="10" id="c4"/>
                    <constraint firstItem="below" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="10" id="c5"/>
                    <constraint firstItem="below" firstAttribute="width" constant="300" id="c6"/>
                    <constraint firstItem="below" firstAttribute="height" constant="20" id="c7"/>
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """)
    }

    @Test func viewsPiledUpInAStackAreLeftOut() throws {
        // Stored at x = 0, where the first view is: the stack would put it at 108.
        let second = #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="second"><rect key="frame" x="0.0" y="0.0" width="192" height="30"/></view>"#
        let fidelity = try misplacedFidelity(ofXib: Self.nib(second: second))
        #expect(Set(fidelity.misplaced.map(\.interfaceBuilderID)) == ["row", "first", "second"])
        #expect(fidelity.misplaced.first { $0.interfaceBuilderID == "second" }?.leftOutBecause == "stored frames put second 108 pt into first in stack row")
        // The view below the stack moves with its height, not its spacing: it is still compared.
        #expect(fidelity.comparisons.map(\.interfaceBuilderID) == ["below"] && fidelity.within(0.5) == 1)
    }

    /// Across its axis a filling stack stretches its views to its breadth: one stored shorter
    /// (Tinode's labels, 241 points wide in a 324-point column) was never laid out there.
    @Test func aViewStoredShortOfAFillingStackIsLeftOut() throws {
        let second = #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="second"><rect key="frame" x="108" y="0.0" width="192" height="20"/></view>"#
        let fidelity = try misplacedFidelity(ofXib: Self.nib(second: second))
        #expect(fidelity.misplaced.first { $0.interfaceBuilderID == "second" }?.leftOutBecause == "stored frames make second 10 pt shorter than stack row, which fills across")
        // Stored at the stack's height, it is compared.
        let filled = try misplacedFidelity(ofXib: Self.nib(second: second.replacingOccurrences(of: #"height="20""#, with: #"height="30""#)))
        #expect(filled.misplaced.isEmpty && filled.within(0.5) == filled.comparisons.count)
    }

    @Test func aSlidersFrameReachingIntoItsNeighbourIsNoPileUp() throws {
        let slider = #"<slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="second"><rect key="frame" x="106" y="0.0" width="196" height="31"/></slider>"#
        let fidelity = try misplacedFidelity(ofXib: Self.nib(second: slider).replacingOccurrences(of: #"toolsVersion="24765""#, with: #"toolsVersion="23504""#))
        #expect(fidelity.misplaced.isEmpty, "\(fidelity.misplaced.map { ($0.view, $0.leftOutBecause ?? "") })")
    }

    @Test func aStackSqueezedToNothingIsNotChecked() throws {
        let second = #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="second"><rect key="frame" x="0.0" y="0.0" width="0.0" height="30"/></view>"#
        let fidelity = try misplacedFidelity(ofXib: Self.nib(second: second, stackWidth: 0))
        #expect(!fidelity.misplaced.contains { $0.leftOutBecause?.contains("in stack") == true })
    }
}
