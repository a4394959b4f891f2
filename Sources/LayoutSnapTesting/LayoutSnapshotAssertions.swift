// A test imports LayoutSnapTesting alone: the scenario model (`Scenario`, `ViewSpec`, …) and
// the snapshot types (`SnapshotOptions`, `SnapshotRun`) come with it.
@_exported import LayoutSnapLint
@_exported import LayoutSnapScenario
@_exported import LayoutSnapSnapshots
import Foundation
import Testing
import XCTest

/// Where references go when a test names no folder: beside the test file, in
/// `__Snapshots__/<test file name>/`, as swift-snapshot-testing files them.
public func snapshotOptions(besideTestFile filePath: String) -> SnapshotOptions {
    let file = URL(fileURLWithPath: filePath)
    let folder = file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
    return SnapshotOptions(snapshots: folder, ci: ProcessInfo.processInfo.environment["CI"] == "true")
}

/// What `LAYOUTSNAP_RECORD` asks for: `all`, `changed` or `missing` record; `never` checks
/// and fails on a missing reference instead of recording it. Unset: check, and record what
/// is missing (the first run of a new test).
public enum RecordSetting: Equatable, Sendable {
    case record(RecordMode)
    case never

    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> RecordSetting? {
        switch environment["LAYOUTSNAP_RECORD"]?.lowercased() {
        case "all": .record(.all)
        case "changed": .record(.changed)
        case "missing": .record(.missing)
        case "refresh": .record(.refresh)
        case "never": .never
        default: nil
        }
    }
}

/// Checks every render of a scenario against its references, as `layoutsnap check` does.
///
/// As in swift-snapshot-testing, a missing reference is recorded and the run reports it as a
/// failure, so that the first run of a new test writes its reference and says so; with
/// `options.ci` (or `CI=true`, or `LAYOUTSNAP_RECORD=never`) it fails without writing.
/// `record` (or `LAYOUTSNAP_RECORD`) rewrites references instead of checking, and a run that
/// recorded anything fails, so that a recording run is never mistaken for a passing one.
/// Without `options`, references live beside the test file (`snapshotOptions(besideTestFile:)`).
public func verifyLayoutSnapshot(
    of scenario: Scenario, options: SnapshotOptions? = nil, record: RecordMode? = nil, filePath: String = #filePath
) throws -> SnapshotRun {
    var options = options ?? snapshotOptions(besideTestFile: filePath)
    let setting = record.map(RecordSetting.record) ?? RecordSetting.fromEnvironment()
    if setting == .never { options.ci = true }
    let suite = SnapshotSuite(options: options)
    if case .record(let mode) = setting {
        var run = try suite.record([scenario], mode: mode)
        for index in run.outcomes.indices where run.outcomes[index].status == .recorded {
            run.outcomes[index].status = .failed
            run.outcomes[index].notes = ["recorded a new reference (\(mode.rawValue)); check it, then run the test again without recording"]
        }
        return run
    }
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

/// Checks a scenario file against its references. A relative path is read from the test
/// file's folder.
public func verifyLayoutSnapshot(
    file path: String, options: SnapshotOptions? = nil, record: RecordMode? = nil, filePath: String = #filePath
) throws -> SnapshotRun {
    let resolved = path.hasPrefix("/") ? path : URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent(path).path
    return try verifyLayoutSnapshot(of: try ScenarioLoader.load(file: resolved), options: options, record: record, filePath: filePath)
}

/// The failures of a run, for a test failure message.
public func failureMessage(for run: SnapshotRun, options: SnapshotOptions) -> String? {
    let failed = run.outcomes.filter { $0.status == .failed }
    guard !failed.isEmpty else { return nil }
    var lines: [String] = []
    for outcome in failed {
        lines.append("\(outcome.name): \(SnapshotSummary.text(outcome))")
        lines += SnapshotSummary.details(of: outcome, in: run)
    }
    lines.append("report: \(options.failures.appendingPathComponent("report.html").path)")
    return lines.joined(separator: "\n")
}

/// Swift Testing: records an issue when any render of the scenario differs from its
/// references (or has none yet).
public func expectLayoutSnapshot(
    of scenario: Scenario, options: SnapshotOptions? = nil, record: RecordMode? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let options = options ?? snapshotOptions(besideTestFile: sourceLocation.filePath)
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
    of scenario: Scenario, options: SnapshotOptions? = nil, record: RecordMode? = nil,
    file: StaticString = #filePath, line: UInt = #line
) {
    let options = options ?? snapshotOptions(besideTestFile: "\(file)")
    do {
        let run = try verifyLayoutSnapshot(of: scenario, options: options, record: record)
        if let message = failureMessage(for: run, options: options) { XCTFail(message, file: file, line: line) }
    } catch {
        XCTFail("\(error)", file: file, line: line)
    }
}
