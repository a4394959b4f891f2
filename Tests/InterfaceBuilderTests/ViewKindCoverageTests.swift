import Foundation
import LayoutSnapLayout
import LayoutSnapScenario
import Testing

@testable import LayoutSnapInterfaceBuilder

/// A view kind is still spread over several files (docs/architecture.md, "Adding a view kind");
/// until one descriptor per kind holds them, this test finds the rows a new kind lacks that no
/// `switch` would: the loader, `import`, the layout JSON, the Interface Builder table, both
/// schema enums and the docs.
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

    @Test func bothSchemaEnumsAndTheDocsListEveryKind() throws {
        // The scenario format's `type` and the layout JSON's.
        for (file, definition) in [("docs/scenario.schema.json", "viewBody"), ("docs/layout.schema.json", "view")] {
            let schema = try Data(contentsOf: Self.root.appendingPathComponent(file))
            let object = try #require(try JSONSerialization.jsonObject(with: schema) as? [String: Any])
            let definitions = try #require(object["$defs"] as? [String: Any])
            let properties = try #require((definitions[definition] as? [String: Any])?["properties"] as? [String: Any], "\(file)")
            let kinds = try #require((properties["type"] as? [String: Any])?["enum"] as? [String], "\(file): \(definition).type")
            #expect(Set(kinds) == Set(ViewKind.allCases.map(\.rawValue)), "\(file): $defs.\(definition).properties.type")
        }
        let format = try String(contentsOf: Self.root.appendingPathComponent("docs/scenario-format.md"), encoding: .utf8)
        for kind in ViewKind.allCases { #expect(format.contains("`\(kind.rawValue)`"), "docs/scenario-format.md says nothing of \(kind)") }
        let interfaceBuilder = try String(contentsOf: Self.root.appendingPathComponent("docs/interface-builder.md"), encoding: .utf8)
        for element in TreeBuilder.kinds.keys { #expect(interfaceBuilder.contains("`\(element)`"), "docs/interface-builder.md says nothing of <\(element)>") }
    }
}
