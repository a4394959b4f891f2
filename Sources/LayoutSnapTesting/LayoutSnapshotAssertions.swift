import Foundation
import Scenario
import Snapshots
import Testing
import XCTest

/// Checks every render of a scenario against its references, as `layoutsnap check` does.
///
/// As in swift-snapshot-testing, a missing reference is recorded and the run reports it as a
/// failure, so that the first run of a new test writes its reference and says so; with
/// `options.ci` it fails without writing. `record` rewrites references instead of checking.
public func verifyLayoutSnapshot(
    of scenario: Scenario, options: SnapshotOptions = SnapshotOptions(), record: RecordMode? = nil
) throws -> SnapshotRun {
    let suite = SnapshotSuite(options: options)
    if let record { return try suite.record([scenario], mode: record) }
    var run = try suite.check([scenario])
    if !options.ci && run.outcomes.contains(where: { $0.status == .missing }) {
        _ = try suite.record([scenario], mode: .missing)
        for index in run.outcomes.indices where run.outcomes[index].status == .missing {
            run.outcomes[index].status = .failed
            run.outcomes[index].notes = ["no reference was found; it has been recorded, run the test again"]
        }
    }
    return run
}

/// Checks a scenario file against its references.
public func verifyLayoutSnapshot(
    file path: String, options: SnapshotOptions = SnapshotOptions(), record: RecordMode? = nil
) throws -> SnapshotRun {
    try verifyLayoutSnapshot(of: try ScenarioLoader.load(file: path), options: options, record: record)
}

/// The failures of a run, for a test failure message.
public func failureMessage(for run: SnapshotRun, options: SnapshotOptions) -> String? {
    let failed = run.outcomes.filter { $0.status == .failed }
    guard !failed.isEmpty else { return nil }
    var lines: [String] = []
    for outcome in failed {
        lines.append("\(outcome.name): \(SnapshotSummary.text(outcome))")
        lines += outcome.layoutDifferences.prefix(20).map { "    \($0)" }
        if let environment = run.environmentDifferences[outcome.scenario] {
            lines.append("    recorded on another renderer: \(environment.joined(separator: "; "))")
        }
    }
    lines.append("report: \(options.failures.appendingPathComponent("report.html").path)")
    return lines.joined(separator: "\n")
}

/// Swift Testing: records an issue when any render of the scenario differs from its
/// references (or has none yet).
public func expectLayoutSnapshot(
    of scenario: Scenario, options: SnapshotOptions = SnapshotOptions(), record: RecordMode? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    do {
        let run = try verifyLayoutSnapshot(of: scenario, options: options, record: record)
        if let message = failureMessage(for: run, options: options) {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    } catch {
        Issue.record(error, sourceLocation: sourceLocation)
    }
}

/// XCTest: fails the test when any render of the scenario differs from its references (or
/// has none yet).
public func XCTAssertLayoutSnapshot(
    of scenario: Scenario, options: SnapshotOptions = SnapshotOptions(), record: RecordMode? = nil,
    file: StaticString = #filePath, line: UInt = #line
) {
    do {
        let run = try verifyLayoutSnapshot(of: scenario, options: options, record: record)
        if let message = failureMessage(for: run, options: options) { XCTFail(message, file: file, line: line) }
    } catch {
        XCTFail("\(error)", file: file, line: line)
    }
}
