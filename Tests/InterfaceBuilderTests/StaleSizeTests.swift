import LayoutSnapInterfaceBuilder
import LayoutSnapScenario
import Testing

/// A size against a constant reads one stored size, which pixel rounding moves by a quarter of
/// a point at most, so a stored frame half a point off it was misplaced by Xcode (Branch's
/// sample: an empty label stored 0 tall against its own `height ≥ 1`, thirteen views laid out
/// below it a point high). Views whose frame is not their alignment rectangle are the
/// exception: an image view's symbol's alignment rectangle, which the constraint sizes, is a
/// fraction of a point from its frame by insets not known here (and a slider's, in
/// `LaunchScreenTemplateTests`, is rounded apart from its frame).
@Suite struct StaleSizeTests {
    static func nib(_ item: String, constraint: String) -> String {
        InterfaceBuilderFeatureTests.xib(
            tools: "24765",
            """
            <view contentMode="scaleToFill" id="top">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    \(item)
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="below">
                        <rect key="frame" x="10" y="18" width="300" height="20"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="item" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="10" id="c1"/>
                    <constraint firstItem="item" firstAttribute="top" secondItem="top" secondAttribute="top" constant="10" id="c2"/>
                    <constraint firstItem="item" firstAttribute="width" constant="300" id="c3"/>
                    \(constraint)
                    <constraint firstItem="below" firstAttribute="top" secondItem="item" secondAttribute="bottom" constant="8" id="c5"/>
                    <constraint firstItem="below" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="10" id="c6"/>
                    <constraint firstItem="below" firstAttribute="width" constant="300" id="c7"/>
                    <constraint firstItem="below" firstAttribute="height" constant="20" id="c8"/>
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """)
    }

    @Test func anEmptyLabelStoredShorterThanItsMinimumIsLeftOut() throws {
        let label = #"<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="item"><rect key="frame" x="10" y="10" width="300" height="0.0"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>"#
        let height = #"<constraint firstItem="item" firstAttribute="height" relation="greaterThanOrEqual" constant="1" id="c4"/>"#
        let fidelity = try misplacedFidelity(ofXib: Self.nib(label, constraint: height))
        let reasons = Dictionary(uniqueKeysWithValues: fidelity.misplaced.map { ($0.interfaceBuilderID, $0.leftOutBecause ?? "") })
        #expect(reasons["item"]?.hasPrefix("stored frames break item.height >= 1") == true, "\(reasons)")
        // The view laid out below it, a point higher than the label's minimum puts it, goes with it.
        #expect(reasons["below"] != nil && fidelity.comparisons.isEmpty, "\(reasons)")
        // Stored at its minimum, both are compared, and placed as stored.
        let kept = try misplacedFidelity(ofXib: 
            Self.nib(label.replacingOccurrences(of: #"height="0.0""#, with: #"height="1""#), constraint: height).replacingOccurrences(of: #"y="18""#, with: #"y="19""#))
        #expect(kept.misplaced.isEmpty && kept.comparisons.count == 2 && kept.within(0.5) == 2)
    }

    @Test func aSymbolsFrameAPointShortOfItsHeightIsCompared() throws {
        let image = #"<imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="play.circle" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="item"><rect key="frame" x="10" y="10.5" width="300" height="42"/></imageView>"#
        let height = #"<constraint firstItem="item" firstAttribute="height" constant="43" id="c4"/>"#
        let fidelity = try misplacedFidelity(ofXib: Self.nib(image, constraint: height).replacingOccurrences(of: #"y="18""#, with: #"y="61""#))
        #expect(!fidelity.misplaced.contains { $0.interfaceBuilderID == "item" }, "\(fidelity.misplaced.map { ($0.view, $0.leftOutBecause ?? "") })")
        // A circled symbol's frame is a half point inside its rectangle above and below, as
        // Xcode stores it: within, and the view below placed off the rectangle, not the frame.
        let item = try #require(fidelity.comparisons.first { $0.interfaceBuilderID == "item" })
        #expect(item.solved == Rect(x: 10, y: 10.5, width: 300, height: 42) && item.difference <= 0.5, "\(item.solved)")
        #expect(fidelity.comparisons.first { $0.interfaceBuilderID == "below" }?.solved.y == 61)
        // Another symbol's frame is the rectangle its constraints place.
        let chevron = image.replacingOccurrences(of: "play.circle", with: "chevron.right")
        let other = try misplacedFidelity(ofXib: Self.nib(chevron, constraint: height).replacingOccurrences(of: #"y="18""#, with: #"y="61""#))
        #expect(other.comparisons.first { $0.interfaceBuilderID == "item" }?.solved == Rect(x: 10, y: 10, width: 300, height: 43))
    }
}
