import Foundation
import LayoutSnapScenario
import Testing

/// A sharded run outlines the scenarios it does not lay out: the outline must name the
/// scenario and its renders exactly as the full loader does, or a render would move between
/// shards or its references count as orphans.
@Suite struct OutlineTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static var bundledScenarioFiles: [String] {
        let scenarios = repository.appendingPathComponent("scenarios")
        let walker = FileManager.default.enumerator(atPath: scenarios.path)
        var files: [String] = []
        while let relative = walker?.nextObject() as? String {
            if relative.hasSuffix(".yaml") { files.append(scenarios.appendingPathComponent(relative).path) }
        }
        return files.sorted()
    }

    @Test func outlinesNameWhatTheLoaderNames() throws {
        let files = Self.bundledScenarioFiles
        #expect(files.count >= 15)
        for file in files {
            let full = try ScenarioLoader.load(file: file)
            let outline = try #require(ScenarioLoader.outline(file: file), "\(file)")
            #expect(outline.name == full.name, "\(file)")
            #expect(outline.renders.map(\.name) == full.renders.map(\.name), "\(file)")
            #expect(outline.nameLocation == full.nameLocation, "\(file)")
        }
    }

    @Test(arguments: [
        "name: x\nrenders:\n  - name: a\n    matrix: {appearance: [light, sepia]}\n",  // unknown value
        "name: x\nrenders:\n  - name: a\n    matrix: {device: [iphone-se, {width: 10, height: 10}]}\n",  // not a preset name
        "name: x\nrenders:\n  - name: 'a b'\n",  // not file-safe
        "name: [x]\n",
        "renders: {name: a}\n",
        "name: x\nrenders:\n  - name: a\n    matrix: {colour: [red]}\n",
        "- not a mapping\n",
        "name: x\n  bad: indentation\n",
    ])
    func anythingUncertainIsLeftToTheLoader(_ yaml: String) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("outline-\(UUID().uuidString).yaml")
        try Data(yaml.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(ScenarioLoader.outline(file: file.path) == nil)
    }

    @Test func onlyNamesAreParsedAndLinesStayPut() {
        let text = "# c\nname: n\nroot:\n  subviews: []\nconstraints:\n  - a.top == b.top\nrenders:\n  - name: r\n"
        #expect(ScenarioLoader.namesOnly(text) == "# c\nname: n\n\n\n\n\nrenders:\n  - name: r\n")
        // Anything that could tie sections together keeps the whole text.
        for tied in ["name: &n x\nrenders:\n  - name: *n\n", "---\nname: x\n", "name: x\nrenders: [\n{name: a}]\n"] {
            #expect(ScenarioLoader.namesOnly(tied) == tied)
        }
    }

    @Test func aMatrixIsNamedByTheValuesThatVary() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("outline-\(UUID().uuidString).yaml")
        try Data("""
            root: {}
            renders:
              - name: p
                matrix:
                  direction: [ltr, rtl]
                  appearance: [dark]
                  device: [iphone-se, iphone-15]
              - name: q
            """.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let outline = try #require(ScenarioLoader.outline(file: file.path))
        #expect(outline.name == file.deletingPathExtension().lastPathComponent)
        #expect(outline.renders.map(\.name) == ["p-iphone-se-ltr", "p-iphone-se-rtl", "p-iphone-15-ltr", "p-iphone-15-rtl", "q"])
        #expect(try ScenarioLoader.load(file: file.path).renders.map(\.name) == outline.renders.map(\.name))
    }
}
