import LayoutSnapInterfaceBuilder
import LayoutSnapLayout
import LayoutSnapScenario
import Testing

/// With the stored sizes, a one-line label's stored height says what size Xcode drew it at
/// when it is taller than its font's line, and nothing when it is shorter (compressed).
@Suite struct StoredLineTests {
    /// With the stored sizes, a system-font label of one line stored taller than its font's
    /// line was drawn larger (a designable's style: the Corona-Warn-App's 17-point titles
    /// stored 26.5 tall, as 22 points are): its baseline is that size's (a chevron on it ends
    /// at 21, where the canvas put it; 17 points in that line would put it at 19.5).
    @Test func aStoredLineTallerThanItsFontMovesItsBaseline() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" useAutolayout="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="top">
                        <rect key="frame" x="0.0" y="0.0" width="350" height="26.5"/>
                        <subviews>
                            <label text="Title 2" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="0.0" y="0.0" width="324" height="26.5"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                            <imageView translatesAutoresizingMaskIntoConstraints="NO" id="chevron">
                                <rect key="frame" x="332" y="9" width="7" height="12"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="7" id="w"/>
                                    <constraint firstAttribute="height" constant="12" id="h"/>
                                </constraints>
                            </imageView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="top" secondItem="top" secondAttribute="top" id="c1"/>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="c2"/>
                            <constraint firstItem="chevron" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="332" id="c3"/>
                            <constraint firstItem="chevron" firstAttribute="bottom" secondItem="title" secondAttribute="firstBaseline" id="c4"/>
                        </constraints>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </view>
                </objects>
            </document>
            """
        func chevronBottom(_ sizes: IntrinsicSizeSource) throws -> Double {
            let scenario = try #require(try loadDocument(text, extension: "xib", intrinsicSizes: sizes).first)
            let frame = try #require(LayoutEngine().layout(scenario).first?.view("chevron")?.frame)
            return frame.y + frame.height
        }
        #expect(abs(try chevronBottom(.stored) - 21) <= 0.5)
        #expect(try chevronBottom(.measured) < 20, "measured, the file's 17 points on their own line")
    }

    /// A label stored shorter than its font's line was squeezed by its constraints, not drawn
    /// smaller: its first baseline stays its font's (Esri's buffer options: a static row kept
    /// 44 tall squeezes its caption to 14, and the value on the caption's first baseline was
    /// stored at the caption's top, 11, not 5 points above it).
    @Test func aSqueezedLabelKeepsItsFontsBaseline() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" useAutolayout="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="top">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                        <subviews>
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
                        </subviews>
                        <constraints>
                            <constraint firstItem="caption" firstAttribute="top" secondItem="top" secondAttribute="top" constant="11" id="c1"/>
                            <constraint firstItem="caption" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="20" id="c2"/>
                            <constraint firstItem="value" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="340" id="c3"/>
                            <constraint firstItem="value" firstAttribute="firstBaseline" secondItem="caption" secondAttribute="firstBaseline" id="c4"/>
                        </constraints>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </view>
                </objects>
            </document>
            """
        let scenario = try #require(try loadDocument(text, extension: "xib", intrinsicSizes: .stored).first)
        let value = try #require(LayoutEngine().layout(scenario).first?.view("value")?.frame)
        #expect(abs(value.y - 11) <= 0.5, "\(value)")
    }

    /// Where a designables agent measured a label, its height says the size drawn: the
    /// Corona-Warn-App's `title1` labels are 17 points in the file, measured 33.5 tall (28
    /// points' line) and stored squeezed to 31.5; the chevron on the first baseline ends at
    /// 26.5, where 28 points put it (17 points would put it at 16.5).
    @Test func aDesignablesMeasuredLineSaysTheSizeDrawn() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="19529" useAutolayout="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="top">
                        <rect key="frame" x="0.0" y="0.0" width="354" height="52"/>
                        <subviews>
                            <label text="Title 1" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="title" customClass="ENALabel">
                                <rect key="frame" x="0.0" y="0.0" width="290" height="31.5"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                            <imageView translatesAutoresizingMaskIntoConstraints="NO" id="chevron">
                                <rect key="frame" x="298" y="14.5" width="7" height="12"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="7" id="w"/>
                                    <constraint firstAttribute="height" constant="12" id="h"/>
                                </constraints>
                            </imageView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="top" secondItem="top" secondAttribute="top" id="c1"/>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="c2"/>
                            <constraint firstItem="title" firstAttribute="height" constant="31.5" id="c5"/>
                            <constraint firstItem="chevron" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="298" id="c3"/>
                            <constraint firstItem="chevron" firstAttribute="bottom" secondItem="title" secondAttribute="firstBaseline" id="c4"/>
                        </constraints>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </view>
                </objects>
                <designables>
                    <designable name="title">
                        <size key="intrinsicContentSize" width="77" height="33.5"/>
                    </designable>
                </designables>
            </document>
            """
        let scenario = try #require(try loadDocument(text, extension: "xib", intrinsicSizes: .stored).first)
        let chevron = try #require(LayoutEngine().layout(scenario).first?.view("chevron")?.frame)
        #expect(abs(chevron.y + chevron.height - 26.5) <= 0.5, "\(chevron)")
    }
}
