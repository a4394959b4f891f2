import Foundation
import LayoutSnapLayout
import LayoutSnapScenario
import Testing

@testable import LayoutSnapInterfaceBuilder

/// Each view kind is one descriptor file and a line in the kind table (docs/architecture.md,
/// "Adding a view kind"). This test finds the rows a new kind lacks that the compiler cannot:
/// the loader, `import`, the layout JSON, the Interface Builder table, its keys and JSON
/// fields in both schemas, and the docs.
@Suite struct ViewKindCoverageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A scenario holding one view of the kind.
    static func yaml(_ kind: ViewKind) -> String {
        "root:\n  subviews:\n    - {id: v, type: \(kind.rawValue)}\nconstraints: [v.left == 0, v.top == 0]\n"
    }

    @Test(arguments: ViewKind.allCases)
    func everyStageKnowsTheKind(_ kind: ViewKind) throws {
        let scenario = try ScenarioLoader.load(yaml: Self.yaml(kind), file: "\(kind.rawValue).yaml")
        #expect(scenario.allViews.last?.kind == kind)
        // import writes it back, and the layout JSON names it.
        let reloaded = try ScenarioLoader.load(yaml: ScenarioWriter.yaml(scenario), file: "imported.yaml")
        #expect(reloaded.allViews.last?.kind == kind)
        let json = try #require(LayoutEngine().layout(scenario).first).json.rendered()
        let compact = json.components(separatedBy: .whitespacesAndNewlines).joined()
        #expect(compact.contains(#""id":"v","type":"\#(kind.rawValue)""#), "\(json.prefix(400))")
    }

    @Test func theInterfaceBuilderTableCoversEveryKind() {
        #expect(Set(TreeBuilder.kinds.values) == Set(ViewKind.allCases))
    }

    @Test(arguments: ViewKind.allCases)
    func everyKindHasItsDescriptorRows(_ kind: ViewKind) throws {
        let descriptor = kind.descriptor
        #expect(descriptor.kind == kind)
        #expect(!descriptor.outlineName.isEmpty)
        #expect(!descriptor.interfaceBuilderElements.isEmpty, "\(kind) has no Interface Builder element")
        // Its keys are in the scenario schema, and the loader takes them on this kind only.
        let viewBody = try Self.schemaProperties("docs/scenario.schema.json", "viewBody")
        for key in descriptor.scenarioKeys {
            #expect(viewBody[key] != nil, "docs/scenario.schema.json: $defs.viewBody lacks '\(key)' (\(kind))")
        }
        // What the layout JSON records of it is in the layout schema.
        let view = try #require(ScenarioLoader.load(yaml: Self.yaml(kind), file: "k.yaml").allViews.last)
        let layoutView = try Self.schemaProperties("docs/layout.schema.json", "view")
        for (key, _) in descriptor.appearanceJSON(of: view) {
            #expect(layoutView[key] != nil, "docs/layout.schema.json: $defs.view lacks '\(key)' (\(kind))")
        }
    }

    /// Every key a view takes, whatever its kind, is in the scenario schema's view body.
    @Test func everyViewKeyIsInTheSchema() throws {
        let viewBody = try Self.schemaProperties("docs/scenario.schema.json", "viewBody")
        for key in ScenarioLoader.viewFieldKeys { #expect(viewBody[key] != nil, "docs/scenario.schema.json: $defs.viewBody lacks '\(key)'") }
    }

    /// A key only other kinds take is refused, naming the kinds that take it.
    @Test func aKeyOfAnotherKindIsRefusedWithTheKindsThatTakeIt() {
        let yaml = "root:\n  subviews:\n    - {id: s, type: switch, placeholder: Find}\nconstraints: [s.left == 0, s.top == 0]\n"
        let error = #expect(throws: ScenarioError.self) { try ScenarioLoader.load(yaml: yaml, file: "k.yaml") }
        #expect(error?.description == "k.yaml:3:42: error: 'placeholder' applies to textField and searchBar views, and 's' is a switch")
    }

    static func schemaProperties(_ file: String, _ definition: String) throws -> [String: Any] {
        let schema = try Data(contentsOf: root.appendingPathComponent(file))
        let object = try #require(try JSONSerialization.jsonObject(with: schema) as? [String: Any])
        let definitions = try #require(object["$defs"] as? [String: Any])
        return try #require((definitions[definition] as? [String: Any])?["properties"] as? [String: Any], "\(file): \(definition)")
    }

    @Test func bothSchemaEnumsAndTheDocsListEveryKind() throws {
        // The scenario format's `type` and the layout JSON's.
        for (file, definition) in [("docs/scenario.schema.json", "viewBody"), ("docs/layout.schema.json", "view")] {
            let properties = try Self.schemaProperties(file, definition)
            let kinds = try #require((properties["type"] as? [String: Any])?["enum"] as? [String], "\(file): \(definition).type")
            #expect(Set(kinds) == Set(ViewKind.allCases.map(\.rawValue)), "\(file): $defs.\(definition).properties.type")
        }
        let format = try String(contentsOf: Self.root.appendingPathComponent("docs/scenario-format.md"), encoding: .utf8)
        for kind in ViewKind.allCases { #expect(format.contains("`\(kind.rawValue)`"), "docs/scenario-format.md says nothing of \(kind)") }
        let interfaceBuilder = try String(contentsOf: Self.root.appendingPathComponent("docs/interface-builder.md"), encoding: .utf8)
        for element in TreeBuilder.kinds.keys { #expect(interfaceBuilder.contains("`\(element)`"), "docs/interface-builder.md says nothing of <\(element)>") }
    }
}
