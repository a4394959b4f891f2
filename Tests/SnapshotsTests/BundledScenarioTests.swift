import Foundation
import LayoutSnapScenario
@testable import LayoutSnapSnapshots
import Testing
import TestSupport

/// The bundled scenarios are the regression suite (resvg's manner): `swift test` on its own
/// checks every one of them against its references in `snapshots/`, one test case per file.
@Suite(.endToEnd, .tags(.endToEnd)) struct BundledScenarioTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let files: [String] = {
        let folder = root.appendingPathComponent("scenarios")
        let all = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        return all.filter { $0.hasSuffix(".yaml") }.sorted()
    }()

    @Test(arguments: files)
    func matchesItsReferences(_ file: String) throws {
        let scenario = try ScenarioLoader.load(file: Self.root.appendingPathComponent("scenarios").appendingPathComponent(file).path)
        let failures = FileManager.default.temporaryDirectory.appendingPathComponent("bundled-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: failures) }
        let options = SnapshotOptions(snapshots: Self.root.appendingPathComponent("snapshots"), failures: failures, ci: true)
        let run = try SnapshotSuite(options: options).check([scenario])
        #expect(run.outcomes.count == scenario.renders.count)
        for outcome in run.outcomes {
            #expect(outcome.status == .passed, "\(file) [\(outcome.render)]: \(outcome.layoutDifferences + outcome.notes)")
        }
    }

    @Test func everyBundledScenarioIsChecked() {
        #expect(Self.files.count >= 20)
    }
}
