import Foundation
import LayoutSnapInterfaceBuilder
import LayoutSnapLayout
import LayoutSnapScenario
import Testing

/// Controls whose frames are larger than the rectangle their constraints place: a slider 2 points
/// wider on each side and 1 point taller below, a switch 2 points wider on the trailing side, a
/// segmented control 1 point taller below.
@Suite struct AlignmentRectTests {
    /// The Charts demo's two sliders (Xcode 8, iPhone 6 size): `leading == 8`, stacked 8 apart,
    /// the lower one 26 above the bottom; a switch 16 from the trailing edge; a segmented
    /// control pinned by its bottom (SwiftMessages'), whose 32-point frame ends 1 point below
    /// the constraint.
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11762" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <slider opaque="NO" contentMode="scaleToFill" value="1" minValue="1" maxValue="1500" translatesAutoresizingMaskIntoConstraints="NO" id="upper">
                            <rect key="frame" x="6" y="573" width="285" height="31"/>
                        </slider>
                        <slider opaque="NO" contentMode="scaleToFill" value="1" minValue="1" maxValue="150" translatesAutoresizingMaskIntoConstraints="NO" id="lower">
                            <rect key="frame" x="6" y="611" width="285" height="31"/>
                        </slider>
                        <switch opaque="NO" contentMode="scaleToFill" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                            <rect key="frame" x="310" y="20" width="51" height="31"/>
                        </switch>
                        <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="modes">
                            <rect key="frame" x="16" y="100" width="200" height="32"/>
                            <segments><segment title="First"/><segment title="Second"/></segments>
                        </segmentedControl>
                    </subviews>
                    <constraints>
                        <constraint firstItem="upper" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="c1"/>
                        <constraint firstItem="lower" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="c2"/>
                        <constraint firstAttribute="trailing" secondItem="upper" secondAttribute="trailing" constant="86" id="c3"/>
                        <constraint firstAttribute="trailing" secondItem="lower" secondAttribute="trailing" constant="86" id="c4"/>
                        <constraint firstItem="lower" firstAttribute="top" secondItem="upper" secondAttribute="bottom" constant="8" id="c5"/>
                        <constraint firstAttribute="bottom" secondItem="lower" secondAttribute="bottom" constant="26" id="c6"/>
                        <constraint firstAttribute="trailing" secondItem="toggle" secondAttribute="trailing" constant="16" id="c7"/>
                        <constraint firstItem="toggle" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c8"/>
                        <constraint firstItem="modes" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c9"/>
                        <constraint firstItem="modes" firstAttribute="bottom" secondItem="root" secondAttribute="top" constant="131" id="c10"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    /// Xcode 12.0 drew sliders 34 points tall, and files keep such frames until the slider is
    /// laid out again (nRF Mesh's cells, saved since by Xcode 16.3): with stored sizes, the
    /// sliders and what is stacked on them land where that Xcode put them.
    static let xcode12Sliders = xib.replacingOccurrences(of: #"toolsVersion="11762""#, with: #"toolsVersion="23727""#)
        .replacingOccurrences(of: #"<rect key="frame" x="6" y="573" width="285" height="31"/>"#, with: #"<rect key="frame" x="6" y="567" width="285" height="34"/>"#)
        .replacingOccurrences(of: #"<rect key="frame" x="6" y="611" width="285" height="31"/>"#, with: #"<rect key="frame" x="6" y="608" width="285" height="34"/>"#)

    @Test(arguments: [xib, xcode12Sliders]) func slidersSwitchesAndSegmentedControlsLandOnXcodesFrames(text: String) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("alignment-\(UUID().uuidString).xib")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let fidelity = try Fidelity.measure(file: file.path, findMisplaced: true)
        // The stored frames keep every constraint once they are read as alignment rectangles:
        // nothing is left out as misplaced, and every view lands on its stored frame.
        #expect(fidelity.misplaced.isEmpty)
        #expect(fidelity.comparisons.count == 4 && fidelity.within(0.5) == 4, "\(fidelity.comparisons.map { ($0.view, $0.solved, $0.stored) })")
    }
}
