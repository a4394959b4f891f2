import LayoutSnapInterfaceBuilder
import Testing

/// Xcode's old launch-screen template stored frames its constraints do not give, and files kept
/// them. Xcode 6's: a label 20 points from the leading edge and centred, stored 441 points wide
/// where that makes it 440 (in launch screens of twenty-odd projects). Xcode 9 turned its
/// constraints to the safe area without laying its labels out again: a label 20 points from
/// the safe area's leading edge stored at x = 0 (TensorFlow's, Alamofire's and Microsoft's
/// samples); on a device with no side insets the root's safe area spans the root across, so
/// the stale check can see it.
@Suite struct LaunchScreenTemplateTests {
    /// The template's title, 20 points from `edge`'s leading side (the root's, or its safe
    /// area's in Xcode 9's conversion) and centred on it, stored at `storedX` and `storedWidth`.
    /// `centredOnRoot`: centred on the root itself, pinned to its safe area (IBLinter's tests).
    /// `rootMargins`: the title pinned to the root's leading margin instead, with
    /// the root's margins as given (`nil`: the default ones, 20 points at this width).
    static func nib(
        storedX: Double, storedWidth: Int, safeArea: Bool = true, trailing: Bool = false, centredOnRoot: Bool = false, rootMargins: String?? = .none,
        element: String = "view"
    ) -> String {
        let (size, edge, tools) = safeArea ? (375, "safe", "13142") : (480, "top", "10116")
        let metrics = safeArea ? #"<simulatedScreenMetrics key="simulatedDestinationMetrics" type="retina47"/>"# : #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#
        let text = InterfaceBuilderFeatureTests.xib(
            tools: tools,
            """
            <view contentMode="scaleToFill" id="top">
                <rect key="frame" x="0.0" y="0.0" width="\(size)" height="\(safeArea ? 667 : 480)"/>
                <subviews>
                    <\(element) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                        <rect key="frame" x="\(storedX)" y="140" width="\(storedWidth)" height="43"/>
                        <constraints><constraint firstAttribute="height" constant="43" id="h"/></constraints>
                    </\(element)>
                </subviews>
                <constraints>
                    \(rootMargins != nil
                        ? #"<constraint firstItem="title" firstAttribute="leading" secondItem="top" secondAttribute="leadingMargin" id="l"/>"#
                        : trailing
                        ? #"<constraint firstItem="\#(edge)" firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="20" id="l"/>"#
                        : #"<constraint firstItem="title" firstAttribute="leading" secondItem="\#(edge)" secondAttribute="leading" constant="20" id="l"/>"#)
                    <constraint firstItem="\(centredOnRoot ? "top" : edge)" firstAttribute="centerX" secondItem="title" secondAttribute="centerX" id="x"/>
                    <constraint firstItem="title" firstAttribute="top" secondItem="top" secondAttribute="top" constant="140" id="t"/>
                </constraints>
                \(safeArea ? #"<viewLayoutGuide key="safeArea" id="safe"/>"# : "")
                \((rootMargins ?? nil).map { #"<edgeInsets key="layoutMargins" \#($0)/>"# } ?? "")
                \(metrics)
            </view>
            """)
        return safeArea ? text.replacingOccurrences(of: #"useAutolayout="YES""#, with: #"useAutolayout="YES" useSafeAreas="YES""#) : text
    }

    @Test func aFrameAcrossTheSafeAreasMarginIsLeftOut() throws {
        let fidelity = try misplacedFidelity(ofXib: Self.nib(storedX: 0, storedWidth: 375))
        #expect(fidelity.comparisons.isEmpty)
        #expect(fidelity.misplaced.map(\.leftOutBecause) == ["stored frames break title.leading == root.safeArea.leading + 20 by 20 pt"])
    }

    /// Centred and pinned 20 points in: each constraint is broken by half a point at most, but
    /// together they say 440 points, not the 441 stored.
    /// Pinned to the trailing edge instead, a label stored half a point to the right is moved,
    /// not resized: the rounding of an origin, compared.
    @Test(arguments: [(20, 441, false, true), (20, 440, false, false), (19, 441, true, true), (20.5, 440, true, false)])
    func aCentredLabelStoredAPointWideIsLeftOut(storedX: Double, storedWidth: Int, trailing: Bool, leftOut: Bool) throws {
        let text = Self.nib(storedX: storedX, storedWidth: storedWidth, safeArea: false, trailing: trailing)
        let fidelity = try misplacedFidelity(ofXib: text)
        #expect(fidelity.misplaced.map(\.interfaceBuilderID) == (leftOut ? ["title"] : []))
        #expect(fidelity.comparisons.count == (leftOut ? 0 : 1) && fidelity.within(0.5) == fidelity.comparisons.count)
        if leftOut { #expect(fidelity.misplaced.first?.leftOutBecause?.hasSuffix("by 1 pt") == true, "\(fidelity.misplaced)") }
    }

    @Test func aFrameTheConstraintsGiveIsCompared() throws {
        let fidelity = try misplacedFidelity(ofXib: Self.nib(storedX: 20, storedWidth: 335))
        #expect(fidelity.misplaced.isEmpty)
        #expect(fidelity.comparisons.map(\.interfaceBuilderID) == ["title"] && fidelity.within(0.5) == 1)
    }

    /// Centred on the root and pinned to its safe area, which spans the root across on a phone
    /// with no side insets: a view stored a point wider than the two make it is left out.
    @Test(arguments: [(336, true), (335, false)])
    func aViewCentredOnTheRootAndPinnedToItsSafeArea(storedWidth: Int, leftOut: Bool) throws {
        let fidelity = try misplacedFidelity(ofXib: Self.nib(storedX: 20, storedWidth: storedWidth, centredOnRoot: true))
        #expect(fidelity.misplaced.map(\.interfaceBuilderID) == (leftOut ? ["title"] : []))
        #expect(fidelity.comparisons.count == (leftOut ? 0 : 1) && fidelity.within(0.5) == fidelity.comparisons.count)
        if leftOut { #expect(fidelity.misplaced.first?.leftOutBecause?.hasSuffix("by 1 pt") == true, "\(fidelity.misplaced)") }
    }

    /// Pinned to the root's leading margin and centred: the margin is not read, but it is the
    /// same on the trailing side, so a title stored a point wider than that allows is left out —
    /// unless the root's own margins differ from side to side.
    @Test(arguments: [(441, nil, true), (440, nil, false), (441, #"top="8" left="8" bottom="8" right="4""#, false)])
    func aCentredLabelPinnedToTheRootsMargin(storedWidth: Int, rootMargins: String?, leftOut: Bool) throws {
        let fidelity = try misplacedFidelity(ofXib: Self.nib(storedX: 20, storedWidth: storedWidth, safeArea: false, rootMargins: .some(rootMargins)))
        #expect(fidelity.misplaced.map(\.interfaceBuilderID) == (leftOut ? ["title"] : []))
        #expect(fidelity.comparisons.count == (leftOut ? 0 : 1))
        if leftOut { #expect(fidelity.misplaced.first?.leftOutBecause?.hasSuffix("by 1 pt") == true, "\(fidelity.misplaced)") }
        if storedWidth == 440 { #expect(fidelity.within(0.5) == 1) }
    }

    /// A slider's frame is wider than its alignment rectangle, and Xcode rounds a centred one's
    /// apart: stored a point narrower than its margins make it, it is compared, not left out.
    @Test func aCentredSliderPinnedToTheRootsMarginIsCompared() throws {
        let fidelity = try misplacedFidelity(ofXib: Self.nib(storedX: 16, storedWidth: 447, safeArea: false, rootMargins: .some(nil), element: "slider"))
        #expect(fidelity.misplaced.isEmpty, "\(fidelity.misplaced)")
        #expect(fidelity.comparisons.map(\.interfaceBuilderID) == ["title"])
    }
}
