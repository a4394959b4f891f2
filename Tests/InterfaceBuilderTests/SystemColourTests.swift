import LayoutSnapInterfaceBuilder
import LayoutSnapScenario
import Testing

/// System colours by the names Interface Builder writes: the ones from before iOS 13 that files
/// still carry (`darkTextColor` on 800 labels of the wide corpus, `groupTableViewBackgroundColor`
/// behind 200 tables), its own names for a grouped cell and a tint, and any other through the
/// light value the document's resources hold — never a silent grey.
@Suite struct SystemColourTests {
    func view(_ id: String, in scenario: Scenario) throws -> ViewSpec { try #require(scenario.allViews.first { $0.id == id }) }

    @Test func legacyAndInterfaceBuilderNamesTakeUIKitsValues() throws {
        let body = """
            <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="title" userLabel="title">
                <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                <color key="textColor" cocoaTouchSystemColor="darkTextColor"/>
            </label>
            <view contentMode="scaleToFill" id="grouped" userLabel="grouped">
                <rect key="frame" x="0.0" y="20" width="100" height="20"/>
                <color key="backgroundColor" systemColor="groupTableViewBackgroundColor"/>
            </view>
            <view contentMode="scaleToFill" id="cell" userLabel="cell">
                <rect key="frame" x="0.0" y="40" width="100" height="20"/>
                <color key="backgroundColor" systemColor="tableCellGroupedBackgroundColor"/>
            </view>
            <view contentMode="scaleToFill" id="tinted" userLabel="tinted">
                <rect key="frame" x="0.0" y="60" width="100" height="20"/>
                <color key="backgroundColor" systemColor="tintColor"/>
            </view>
            """
        let scenario = try AppearanceTests().load(AppearanceTests.xib(body))
        #expect(scenario.warnings.isEmpty)
        #expect(try view("title", in: scenario).label?.color.hex == "#000000")
        let grouped = try #require(try view("grouped", in: scenario).background)
        #expect(grouped.resolved(for: .light).hex == "#f2f2f7" && grouped.resolved(for: .dark).hex == "#000000")
        let cell = try #require(try view("cell", in: scenario).background)
        #expect(cell.resolved(for: .light).hex == "#ffffff" && cell.resolved(for: .dark).hex == "#1c1c1e")
        #expect(try view("tinted", in: scenario).background?.hex == "#007aff")
    }

    static let unknown = """
        <view contentMode="scaleToFill" id="panel" userLabel="panel">
            <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
            <color key="backgroundColor" systemColor="systemFutureColor"/>
        </view>
        """

    @Test func anUnknownSystemColourTakesTheValueTheDocumentCarries() throws {
        let resources = #"<systemColor name="systemFutureColor"><color red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></systemColor>"#
        let scenario = try AppearanceTests().load(AppearanceTests.xib(Self.unknown, resources: resources))
        #expect(try view("panel", in: scenario).background == Color(red: 0.2, green: 0.4, blue: 0.6))
        #expect(scenario.warnings.isEmpty)
    }

    @Test func anUnknownSystemColourWithoutAValueIsAWarningAtItsElement() throws {
        let scenario = try AppearanceTests().load(AppearanceTests.xib(Self.unknown))
        let warning = try #require(scenario.warnings.first)
        #expect(warning.message.contains("system colour 'systemFutureColor' (backgroundColor of panel)"))
        #expect(warning.message.hasSuffix("drawn grey"))
        #expect(warning.location.line == 8)
        #expect(try view("panel", in: scenario).background?.hex == "#808080")
    }
}
