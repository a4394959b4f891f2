import Foundation
import LayoutSnapPipeline
import Testing

/// Which files a folder's scenarios come from.
@Suite struct ScenarioDiscoveryTests {
    /// A scratch folder with the files given, removed afterwards.
    static func folder(_ files: [String: String], _ body: (String) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsnap-discovery-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (name, text) in files {
            let path = (root as NSString).appendingPathComponent(name)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        try body(root)
    }

    @Test func anImportedScenarioTakesItsSourcesPlace() throws {
        let imported = ScenarioDiscovery.importHeader(source: "ui/Login.xib") + "\nname: Login\n"
        try Self.folder(["ui/Login.xib": "<document/>", "ui/Login.yaml": imported, "ui/Other.xib": "<document/>"]) { root in
            let found = ScenarioDiscovery.files(below: root).map { String($0.dropFirst(root.count + 1)) }
            #expect(found == ["ui/Login.yaml", "ui/Other.xib"])
        }
    }

    @Test func onlyAnImportHeaderNamingAFileBesideItCounts() throws {
        let files = [
            "a/Login.xib": "<document/>",
            // Written by hand: the same name, no header.
            "a/Login.yaml": "name: Login\n",
            // The header names a file in another folder, or is not the first line.
            "b/Card.xib": "<document/>",
            "b/Card.yaml": "name: Card\n" + ScenarioDiscovery.importHeader(source: "Card.xib") + "\n",
            "c/Cell.xib": "<document/>",
            "d/Cell.yaml": ScenarioDiscovery.importHeader(source: "Cell.xib") + "\n",
        ]
        try Self.folder(files) { root in
            let found = ScenarioDiscovery.files(below: root).map { String($0.dropFirst(root.count + 1)) }
            #expect(found == ["a/Login.xib", "a/Login.yaml", "b/Card.xib", "b/Card.yaml", "c/Cell.xib", "d/Cell.yaml"])
        }
    }

    /// The folder named may be a link; links below it are not followed.
    @Test func linksBelowTheFolderAreNotFollowed() throws {
        try Self.folder(["s/a.yaml": "name: a\n", "s/deep/er/b.yml": "name: b\n", "s/.hidden/c.yaml": "name: c\n", "s/notes.txt": "", "outside/d.yaml": "name: d\n"]) { root in
            let manager = FileManager.default
            try manager.createSymbolicLink(atPath: root + "/s/linked", withDestinationPath: root + "/outside")
            try manager.createSymbolicLink(atPath: root + "/s/e.yaml", withDestinationPath: root + "/outside/d.yaml")
            try manager.createSymbolicLink(atPath: root + "/named", withDestinationPath: root + "/s")
            let expected = ["a.yaml", ".hidden/c.yaml", "deep/er/b.yml"].sorted()
            #expect(ScenarioDiscovery.files(below: root + "/s").map { String($0.dropFirst(root.count + 3)) } == expected)
            #expect(ScenarioDiscovery.files(below: root + "/named").map { String($0.dropFirst(root.count + 7)) } == expected)
        }
    }

    @Test func theHeaderNamesTheFileWithoutItsFolder() {
        #expect(ScenarioDiscovery.importHeader(source: "App/Base.lproj/Main.storyboard") == "# Imported from Main.storyboard by layoutsnap import.")
    }
}
