import Foundation
import LayoutSnapScenario
@testable import LayoutSnapSnapshots
import Testing

/// A warm check reads an unchanged scenario file from its memo, not by parsing it: the file's
/// scenarios come as outlines and their renders as known passes; a change to the file, or a
/// render the cache has not passed, reads it in full again.
@Suite struct WarmLoadTests {
    @Test func anUnchangedFileComesFromItsMemo() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsnap-warm-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let file = root.appendingPathComponent("card.yaml")
        try SnapshotSuiteTests.base.write(to: file, atomically: true, encoding: .utf8)
        var options = SnapshotOptions(snapshots: root.appendingPathComponent("snapshots"), failures: root.appendingPathComponent("failures"))
        options.cache = SnapshotCache(folder: root.appendingPathComponent("cache"))
        let suite = SnapshotSuite(options: options)
        _ = try suite.record(try options.inputs.loadAll([file.path]), mode: .all)

        // Cold: read in full, checked, remembered.
        let cold = try suite.loadForCheck([file.path])
        #expect(cold.passed.isEmpty && cold.scenarios.first?.allViews.count == 3)
        #expect(!(try suite.check(cold.scenarios, passed: cold.passed)).failed)
        suite.rememberFiles(cold)
        suite.saveCache()

        // Warm, as the next run: its own cache read from the folder; from the memo, an outline
        // whose renders pass.
        var warmOptions = options
        warmOptions.cache = SnapshotCache(folder: root.appendingPathComponent("cache"))
        let warmSuite = SnapshotSuite(options: warmOptions)
        let warm = try warmSuite.loadForCheck([file.path])
        #expect(warm.passed == ["card/plain", "card/moved"])
        #expect(warm.scenarios.map(\.name) == ["card"] && warm.scenarios.first?.allViews.count == 1)
        #expect(warm.scenarios.first?.renders.map(\.name) == ["plain", "moved"])
        let run = try warmSuite.check(warm.scenarios, passed: warm.passed)
        #expect(run.outcomes.map(\.status) == [.passed, .passed] && run.outcomes.allSatisfy(\.cached))

        // Changed bytes: read in full again.
        try (SnapshotSuiteTests.base + "\n# edited\n").write(to: file, atomically: true, encoding: .utf8)
        let edited = try warmSuite.loadForCheck([file.path])
        #expect(edited.passed.isEmpty && edited.scenarios.first?.allViews.count == 3)
    }
}
