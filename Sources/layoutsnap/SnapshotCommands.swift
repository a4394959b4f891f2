import ArgumentParser
import Foundation
import Render
import Scenario
import Snapshots

extension RecordMode: ExpressibleByArgument {}

/// Options `check` and `record` share.
struct SnapshotArguments: ParsableArguments {
    @Argument(help: "Scenario files or directories (default: scenarios).")
    var paths: [String] = ["scenarios"]

    @Option(help: "Where the references live.")
    var snapshots = "snapshots"

    @Flag(help: "Also write and compare SVG references.")
    var svg = false

    func loadAll() throws -> [Scenario] { try loadScenarios(paths) }

    /// Orphans only make sense when every scenario was read: a directory was named.
    var coversDirectories: Bool {
        paths.allSatisfy { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }
}

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Compare renders and layouts with the references in snapshots/; exit 1 on a difference.",
        discussion: "Never writes under the snapshots folder. A failure leaves expected, actual and diff images, the layout diff, report.html and junit.xml in the failures folder.")

    @OptionGroup var shared: SnapshotArguments

    @Option(help: "Where a failing check writes its images and report.")
    var failures = ".layoutsnap/failures"

    @Option(help: "Per-pixel colour threshold, 0 to 1 (pixelmatch's scale).")
    var threshold = 0.1

    @Option(help: "Differing pixels a render may have and still pass.")
    var allowedPixels = 0

    @Option(help: "Share of differing pixels a render may have and still pass, 0 to 1.")
    var allowedRatio = 0.0

    @Flag(help: "CI: a missing reference fails instead of being reported for recording.")
    var ci = false

    @Option(help: "Write JUnit XML here, pass or fail (on failure it is also in the failures folder).")
    var junit: String?

    func validate() throws {
        guard (0...1).contains(threshold) else { throw ValidationError("--threshold is between 0 and 1") }
        guard allowedPixels >= 0, (0...1).contains(allowedRatio) else { throw ValidationError("allowed pixels must be ≥ 0 and the ratio 0 to 1") }
    }

    func run() throws {
        let scenarios = try shared.loadAll()
        let options = SnapshotOptions(
            snapshots: URL(fileURLWithPath: shared.snapshots), failures: URL(fileURLWithPath: failures),
            comparison: PixelComparison(threshold: threshold), allowedPixels: allowedPixels, allowedRatio: allowedRatio,
            includesSVG: shared.svg, ci: ci)
        let suite = SnapshotSuite(options: options)
        let run: SnapshotRun
        do { run = try suite.check(scenarios) } catch { throw InputError(message: "error: \(error)") }

        for (scenario, differences) in run.environmentDifferences.sorted(by: { $0.key < $1.key }) {
            print("note: \(scenario)'s references were recorded on another renderer: \(differences.joined(separator: "; "))")
        }
        var counts: [SnapshotOutcome.Status: Int] = [:]
        for outcome in run.outcomes {
            counts[outcome.status, default: 0] += 1
            switch outcome.status {
            case .failed:
                print("FAIL \(outcome.name): \(SnapshotSummary.text(outcome))")
                for line in outcome.layoutDifferences.prefix(20) { print("    \(line)") }
                if let environment = run.environmentDifferences[outcome.scenario] {
                    print("    (recorded on another renderer: \(environment.joined(separator: "; ")))")
                }
            case .missing:
                print("MISSING \(outcome.name): no reference; run `layoutsnap record --mode missing`")
            default:
                break
            }
        }
        if shared.coversDirectories && !run.orphans.isEmpty {
            print("orphaned references (no scenario renders them; `layoutsnap record --remove-orphans` deletes them):")
            for orphan in run.orphans { print("    \(orphan.path)") }
        }
        if let junit { try AtomicFile.write(run.junitXML, to: URL(fileURLWithPath: junit)) }
        if run.failed { print("report: \(URL(fileURLWithPath: failures).appendingPathComponent("report.html").path)") }
        // The closing line CI systems read: missing references count as skipped.
        print("check: \(counts[.passed] ?? 0) passed, \(counts[.failed] ?? 0) failed, \(counts[.missing] ?? 0) skipped")
        if run.failed { throw ExitCode.failure }
    }
}

struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Write references into snapshots/: missing ones, changed ones, or all.")

    @OptionGroup var shared: SnapshotArguments

    @Option(help: "missing (default), changed (only what no longer matches) or all.")
    var mode: RecordMode = .missing

    @Flag(help: "Delete references that no scenario renders any more.")
    var removeOrphans = false

    func run() throws {
        let scenarios = try shared.loadAll()
        let suite = SnapshotSuite(options: SnapshotOptions(snapshots: URL(fileURLWithPath: shared.snapshots), includesSVG: shared.svg))
        let run: SnapshotRun
        do { run = try suite.record(scenarios, mode: mode) } catch { throw InputError(message: "error: \(error)") }
        for outcome in run.outcomes where outcome.status == .recorded { print("recorded \(outcome.name)") }
        if shared.coversDirectories {
            for orphan in run.orphans {
                if removeOrphans {
                    try FileManager.default.removeItem(at: orphan)
                    print("removed orphan \(orphan.path)")
                } else {
                    print("orphan \(orphan.path) (--remove-orphans deletes it)")
                }
            }
        }
        let recorded = run.outcomes.filter { $0.status == .recorded }.count
        print("record: \(recorded) written, \(run.outcomes.count - recorded) left as they were")
    }
}
