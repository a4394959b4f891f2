import Foundation
import LayoutSnapScenario
@testable import LayoutSnapSnapshots
import Testing

/// Where a scenario's references live: its file's path from the project (the store's parent),
/// worked out on strings.
@Suite struct StorePathTests {
    @Test func absolutePathsAreStandardisedByName() {
        let cwd = FileManager.default.currentDirectoryPath
        #expect(absolutePath("/a/./b/../c/") == "/a/c")
        #expect(absolutePath("//a//b") == "/a/b")
        #expect(absolutePath("/..") == "/")
        #expect(absolutePath("/") == "/")
        #expect(absolutePath("x/y/..") == absolutePath(cwd) + "/x")
        // The same answers as Foundation's standardised URLs, for paths with no links.
        for path in ["/tmp/a/../b/./c", "scenarios/seeds/../x.yaml", "./a", "a/b/c/../../d"] {
            #expect(absolutePath(path) == URL(fileURLWithPath: path).standardizedFileURL.path, "\(path)")
        }
    }

    func scenario(file: String, name: String = "card") throws -> Scenario {
        try ScenarioLoader.load(yaml: "name: \(name)\nroot: {}\n", file: file)
    }

    @Test func foldersMirrorScenarioPaths() throws {
        let store = SnapshotStore(root: URL(fileURLWithPath: "/p/snapshots"))
        #expect(store.mirroredFolder(of: try scenario(file: "/p/scenarios/seeds/003-max-height.yaml")) == "scenarios/seeds/003-max-height")
        #expect(store.mirroredFolder(of: try scenario(file: "/p/card.yml")) == "card")
        // A scene of an Interface Builder file: a folder per scene below the file's.
        #expect(store.mirroredFolder(of: try scenario(file: "/p/ib/Main.storyboard", name: "Main-Login")) == "ib/Main/Main-Login")
        // Outside the project, or built in code: the scenario's name.
        #expect(store.mirroredFolder(of: try scenario(file: "/elsewhere/x.yaml", name: "outside")) == "outside")
        #expect(store.mirroredFolder(of: try scenario(file: "<code>", name: "in code")) == "in-code")
        // Components are made safe as file names; a name that is all extension stays whole.
        #expect(store.mirroredFolder(of: try scenario(file: "/p/my screens/.yaml")) == "my-screens/yaml")
    }
}
