import LayoutSnapInterfaceBuilder
import LayoutSnapLayout
import LayoutSnapScenario
import Testing

/// With the stored sizes, a label's line says what size Xcode drew it at: a one-line label
/// subclass's stored height when it is taller than its font's line (shorter, it was
/// compressed; a plain UILabel, stretched), or the height a designables agent measured.
@Suite struct StoredLineTests {
    /// A one-view free-size xib holding `subviews`, laid out by `constraints`.
    static func xib(tools: String = "17701", width: Int, height: Double, subviews: String, constraints: String, designables: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="top">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <subviews>\(subviews)</subviews>
                    <constraints>\(constraints)</constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
            <designables>\(designables)</designables>
        </document>
        """
    }

    /// A 7×12 chevron at `x` whose bottom sits on the first baseline of the label `title`.
    static func chevron(x: Int) -> (view: String, constraints: String) {
        (
            """
            <imageView translatesAutoresizingMaskIntoConstraints="NO" id="chevron">
                <rect key="frame" x="\(x)" y="9" width="7" height="12"/>
                <constraints>
                    <constraint firstAttribute="width" constant="7" id="w"/>
                    <constraint firstAttribute="height" constant="12" id="h"/>
                </constraints>
            </imageView>
            """,
            """
            <constraint firstItem="chevron" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="\(x)" id="c3"/>
            <constraint firstItem="chevron" firstAttribute="bottom" secondItem="title" secondAttribute="firstBaseline" id="c4"/>
            """
        )
    }

    /// A view's frame laid out from the document.
    func frame(of id: String, in text: String, sizes: IntrinsicSizeSource = .stored) throws -> Rect {
        let scenario = try #require(try loadDocument(text, extension: "xib", intrinsicSizes: sizes).first)
        return try #require(LayoutEngine().layout(scenario).first?.view(id)?.frame)
    }

    static let titleAtTopLeft = """
        <constraint firstItem="title" firstAttribute="top" secondItem="top" secondAttribute="top" id="c1"/>
        <constraint firstItem="title" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="c2"/>
        """

    /// A label subclass of one line stored taller than its font's line was drawn larger (a
    /// designable's style: the Corona-Warn-App's 17-point `ENALabel` titles stored 26.5 tall,
    /// as 22 points are): its baseline is that size's (a chevron on it ends at 21, where the
    /// canvas put it; 17 points in that line would put it at 19.5). A plain UILabel cannot
    /// draw at another size: stored as tall, it was stretched, and keeps its font.
    @Test func aStoredLineTallerThanItsFontMovesItsBaseline() throws {
        let chevron = Self.chevron(x: 332)
        func text(customClass: String) -> String {
            Self.xib(
                width: 350, height: 26.5,
                subviews: """
                    <label text="Title 2" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="title"\(customClass)>
                        <rect key="frame" x="0.0" y="0.0" width="324" height="26.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    """ + chevron.view,
                constraints: Self.titleAtTopLeft + chevron.constraints)
        }
        func chevronBottom(_ sizes: IntrinsicSizeSource, customClass: String = #" customClass="ENALabel""#) throws -> Double {
            let frame = try frame(of: "chevron", in: text(customClass: customClass), sizes: sizes)
            return frame.y + frame.height
        }
        #expect(abs(try chevronBottom(.stored) - 21) <= 0.5)
        #expect(try chevronBottom(.measured) < 20, "measured, the file's 17 points on their own line")
        #expect(try chevronBottom(.stored, customClass: "") < 20, "a UILabel stretched, not drawn larger")
    }

    /// A label stored shorter than its font's line was squeezed by its constraints, not drawn
    /// smaller: its first baseline stays its font's (Esri's buffer options: a static row kept
    /// 44 tall squeezes its caption to 14, and the value on the caption's first baseline was
    /// stored at the caption's top, 11, not 5 points above it).
    @Test func aSqueezedLabelKeepsItsFontsBaseline() throws {
        let text = Self.xib(
            width: 414, height: 44,
            subviews: """
                <label text="Buffer Radius" translatesAutoresizingMaskIntoConstraints="NO" id="caption">
                    <rect key="frame" x="20" y="11" width="103" height="14"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="14" id="h"/>
                    </constraints>
                </label>
                <label text="500 mi" translatesAutoresizingMaskIntoConstraints="NO" id="value">
                    <rect key="frame" x="340" y="11" width="54" height="21"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                """,
            constraints: """
                <constraint firstItem="caption" firstAttribute="top" secondItem="top" secondAttribute="top" constant="11" id="c1"/>
                <constraint firstItem="caption" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="20" id="c2"/>
                <constraint firstItem="value" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="340" id="c3"/>
                <constraint firstItem="value" firstAttribute="firstBaseline" secondItem="caption" secondAttribute="firstBaseline" id="c4"/>
                """)
        let value = try frame(of: "value", in: text)
        #expect(abs(value.y - 11) <= 0.5, "\(value)")
    }

    /// Where a designables agent measured a label, its height says the size drawn: the
    /// Corona-Warn-App's `title1` labels are 17 points in the file, measured 33.5 tall (28
    /// points' line) and stored squeezed to 31.5; the chevron on the first baseline ends at
    /// 26.5, where 28 points put it (17 points would put it at 16.5).
    @Test func aDesignablesMeasuredLineSaysTheSizeDrawn() throws {
        let chevron = Self.chevron(x: 298)
        let text = Self.xib(
            tools: "19529", width: 354, height: 52,
            subviews: """
                <label text="Title 1" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="title" customClass="ENALabel">
                    <rect key="frame" x="0.0" y="0.0" width="290" height="31.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="31.5" id="c5"/>
                    </constraints>
                </label>
                """ + chevron.view,
            constraints: Self.titleAtTopLeft + chevron.constraints,
            designables: #"<designable name="title"><size key="intrinsicContentSize" width="77" height="33.5"/></designable>"#)
        let frame = try frame(of: "chevron", in: text)
        #expect(abs(frame.y + frame.height - 26.5) <= 0.5, "\(frame)")
    }
}
