import LayoutSnapInterfaceBuilder
import LayoutSnapLayout
import LayoutSnapScenario
import Testing

/// Xcode's canvas keeps a plain leaf view at its stored size where no stronger constraint
/// decides it: Stopp Corona's scrolling screens, whose content view is centred on its scroll
/// view at priority 250 around a spacer with no height, are stored at the content's natural
/// height, where UIKit at run time stretches the content to the scroll view's frame.
@Suite struct CanvasHoldTests {
    /// A scroll view on the safe area of a 414×896 phone (818 points tall) whose content view
    /// is pinned to its content's top and sides, centred on it, and sized by a stack: an
    /// 80-point badge, a spacer stored 50 tall with no constraint of its own, a 30-point footer.
    static let storyboard = storyboard(spacer: plainSpacer)

    /// The spacer: a plain view with no constraint of its own.
    static let plainSpacer = #"<view contentMode="scaleToFill" id="spacer" userLabel="spacer"><rect key="frame" x="0.0" y="112" width="414" height="50"/></view>"#

    static func storyboard(spacer: String) -> String {
        ScreenMetricsTests.storyboard(
            device: "retina6_1", tools: "17701",
            ScreenMetricsTests.scene(
                "screen", width: 414, height: 896,
                extra: "")
                .replacingOccurrences(
                    of: #"<viewLayoutGuide key="safeArea" id="safe-screen"/>"#,
                    with: #"""
                        <subviews>
                            <scrollView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll" userLabel="scroll">
                                <rect key="frame" x="0.0" y="44" width="414" height="818"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content" userLabel="content">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="224"/>
                                        <subviews>
                                            <stackView contentMode="scaleToFill" axis="vertical" spacing="32" translatesAutoresizingMaskIntoConstraints="NO" id="stack" userLabel="stack">
                                                <rect key="frame" x="0.0" y="0.0" width="414" height="224"/>
                                                <subviews>
                                                    <view contentMode="scaleToFill" id="badge" userLabel="badge">
                                                        <rect key="frame" x="0.0" y="0.0" width="414" height="80"/>
                                                        <constraints><constraint firstAttribute="height" constant="80" id="badge-h"/></constraints>
                                                    </view>
                                                    \#(spacer)
                                                    <view contentMode="scaleToFill" id="footer" userLabel="footer">
                                                        <rect key="frame" x="0.0" y="194" width="414" height="30"/>
                                                        <constraints><constraint firstAttribute="height" constant="30" id="footer-h"/></constraints>
                                                    </view>
                                                </subviews>
                                            </stackView>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="stack" firstAttribute="top" secondItem="content" secondAttribute="top" id="c1"/>
                                            <constraint firstItem="stack" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="c2"/>
                                            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c3"/>
                                            <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="c4"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="s1"/>
                                    <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="s2"/>
                                    <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="s3"/>
                                    <constraint firstItem="content" firstAttribute="centerX" secondItem="scroll" secondAttribute="centerX" id="s4"/>
                                    <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" priority="250" id="s5"/>
                                    <constraint firstItem="content" firstAttribute="centerY" secondItem="scroll" secondAttribute="centerY" priority="250" id="s6"/>
                                </constraints>
                            </scrollView>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe-screen"/>
                        <constraints>
                            <constraint firstItem="scroll" firstAttribute="top" secondItem="safe-screen" secondAttribute="top" id="r1"/>
                            <constraint firstItem="scroll" firstAttribute="bottom" secondItem="safe-screen" secondAttribute="bottom" id="r2"/>
                            <constraint firstItem="scroll" firstAttribute="leading" secondItem="safe-screen" secondAttribute="leading" id="r3"/>
                            <constraint firstItem="scroll" firstAttribute="trailing" secondItem="safe-screen" secondAttribute="trailing" id="r4"/>
                        </constraints>
                    """#))
    }

    func frames(_ sizes: IntrinsicSizeSource) throws -> LayoutResult {
        let scenario = try #require(try loadDocument(Self.storyboard, intrinsicSizes: sizes).first)
        return try #require(LayoutEngine().layout(scenario).first)
    }

    /// On the canvas (stored sizes) the spacer keeps its 50 points and the content its natural
    /// 224; at run time (measured) UIKit's centring stretches the content to the frame's 818.
    @Test func theCanvasKeepsALeafViewsStoredSize() throws {
        let canvas = try frames(.stored)
        #expect(canvas.view("scroll")?.frame == Rect(x: 0, y: 44, width: 414, height: 818))
        #expect(canvas.view("content")?.frame == Rect(x: 0, y: 0, width: 414, height: 224))
        #expect(canvas.view("spacer")?.frame == Rect(x: 0, y: 112, width: 414, height: 50))
        #expect(canvas.view("footer")?.frame == Rect(x: 0, y: 194, width: 414, height: 30))
        let device = try frames(.measured)
        #expect(device.view("content")?.frame.height == 818)
        #expect(abs((device.view("spacer")?.frame.height ?? 0) - (818 - 80 - 30 - 64)) < 0.001)
    }

    /// An empty stack view, a table view, a text view that scrolls and a map are held like a
    /// plain view (nothing inside them sizes them), a text view with a placeholder intrinsic
    /// size too (the hold stretches it past its placeholder's hugging); a text view given a
    /// placeholder intrinsic size in Interface Builder (it has none at run time) has it on the canvas.
    @Test(arguments: [
        #"<stackView contentMode="scaleToFill" axis="vertical" id="spacer" userLabel="spacer"><rect key="frame" x="0.0" y="112" width="414" height="50"/></stackView>"#,
        #"<tableView contentMode="scaleToFill" style="plain" rowHeight="44" id="spacer" userLabel="spacer"><rect key="frame" x="0.0" y="112" width="414" height="50"/></tableView>"#,
        #"<textView contentMode="scaleToFill" text="Hi" id="spacer" userLabel="spacer"><rect key="frame" x="0.0" y="112" width="414" height="50"/></textView>"#,
        #"<textView contentMode="scaleToFill" placeholderIntrinsicWidth="414" placeholderIntrinsicHeight="30" text="Hi" id="spacer" userLabel="spacer"><rect key="frame" x="0.0" y="112" width="414" height="50"/></textView>"#,
        #"<mapView contentMode="scaleToFill" id="spacer" userLabel="spacer"><rect key="frame" x="0.0" y="112" width="414" height="50"/></mapView>"#,
        #"<textView contentMode="scaleToFill" placeholderIntrinsicWidth="414" placeholderIntrinsicHeight="50" text="Hi" id="spacer" userLabel="spacer"><rect key="frame" x="0.0" y="112" width="414" height="50"/></textView>"#,
    ])
    func otherViewsNothingSizesAreHeldToo(spacer: String) throws {
        let scenario = try #require(try loadDocument(Self.storyboard(spacer: spacer), intrinsicSizes: .stored).first)
        let canvas = try #require(LayoutEngine().layout(scenario).first)
        #expect(canvas.view("content")?.frame.height == 224)
        #expect(canvas.view("spacer")?.frame.height == 50)
    }

    /// `import --intrinsic-sizes stored` writes the holds, and the imported scenario lays out
    /// as the canvas does; a measured import has none.
    @Test func anImportOfTheCanvasWritesTheHolds() throws {
        let canvas = try #require(try loadDocument(Self.storyboard, intrinsicSizes: .stored).first)
        let yaml = ScenarioWriter.yaml(canvas)
        #expect(yaml.contains(#""spacer.height == 50 @300""#))
        let imported = try ScenarioLoader.load(yaml: yaml, file: "imported.yaml")
        #expect(LayoutEngine().layout(imported).first?.view("content")?.frame.height == 224)
        let measured = try #require(try loadDocument(Self.storyboard, intrinsicSizes: .measured).first)
        #expect(!ScenarioWriter.yaml(measured).contains("@300"))
    }

    /// The fidelity measure compares the views the hold places but not the spacer, whose size
    /// is the hold's by construction.
    @Test func theHeldSizeIsNotCountedAsAMatch() throws {
        let fidelity = try withDocumentFile(Self.storyboard) { try Fidelity.measure(file: $0) }
        let compared = Set(fidelity.comparisons.map(\.view))
        #expect(compared == ["scroll", "content", "stack", "badge", "footer"])
        #expect(fidelity.within(0.5) == compared.count)
    }
}
