import LayoutSnapLayout
import LayoutSnapScenario
import Testing

/// Xcode 8 and older laid labels out as iOS 10 did: a label stretched taller than its text kept
/// its last baseline where the text's top puts it; since Xcode 9 (iOS 11) it hangs a fixed
/// distance above the label's bottom. A text field on a 21-point label's baseline (the
/// Birthdays sample's form, Xcode 8.3) sits higher in the older file by the stretch.
@Suite struct LabelBaselineEraTests {
    static func xib(tools: String) -> String {
        InterfaceBuilderFeatureTests.xib(
            tools: tools,
            """
            <view contentMode="scaleToFill" id="top">
                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                <subviews>
                    <label text="Last Name:" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                        <rect key="frame" x="16" y="79" width="88" height="40"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <constraints><constraint firstAttribute="height" constant="40" id="h"/></constraints>
                    </label>
                    <textField borderStyle="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                        <rect key="frame" x="112" y="75" width="247" height="30"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    </textField>
                </subviews>
                <constraints>
                    <constraint firstItem="name" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="16" id="l"/>
                    <constraint firstItem="name" firstAttribute="top" secondItem="top" secondAttribute="top" constant="79" id="t"/>
                    <constraint firstItem="field" firstAttribute="leading" secondItem="name" secondAttribute="trailing" constant="8" id="f"/>
                    <constraint firstItem="name" firstAttribute="baseline" secondItem="field" secondAttribute="baseline" id="b"/>
                </constraints>
            </view>
            """)
    }

    func layout(tools: String) throws -> (scenario: Scenario, result: LayoutResult) {
        let features = InterfaceBuilderFeatureTests()
        let scenario = try features.load(Self.xib(tools: tools))
        return (scenario, try features.layout(scenario))
    }

    @Test func anXcode8LabelsLastBaselineFollowsItsTop() throws {
        let old = try layout(tools: "11762"), new = try layout(tools: "14490")
        let oldLabel = try #require(old.result.view("name")), newLabel = try #require(new.result.view("name"))
        #expect(oldLabel.lastBaseline == oldLabel.firstBaseline)
        #expect(try #require(newLabel.lastBaseline) > (newLabel.firstBaseline ?? 0) + 10)
        let oldField = try #require(old.result.view("field")), newField = try #require(new.result.view("field"))
        #expect(abs((newField.exactFrame.y - oldField.exactFrame.y) - ((newLabel.lastBaseline ?? 0) - (oldLabel.lastBaseline ?? 0))) < 1e-6)
        // Imported, the older label says so.
        let yaml = ScenarioWriter.yaml(old.scenario)
        #expect(yaml.contains("lastBaseline: top") && !ScenarioWriter.yaml(new.scenario).contains("lastBaseline: top"))
    }
}
