import ArgumentParser
import Foundation
import LayoutSnapLint
import LayoutSnapPipeline
import LayoutSnapRender
import LayoutSnapScenario
import LayoutSnapSnapshots

extension RecordMode: ExpressibleByArgument {}

/// Options `check` and `record` share.
struct SnapshotArguments: ParsableArguments {
    @Argument(help: "Scenario files or directories (default: scenarios).")
    var paths: [String] = ["scenarios"]

    @Option(help: "Where the references live.")
    var snapshots = "snapshots"

    @Flag(help: "Also write and compare SVG references.")
    var svg = false

    @Option(help: "Only the renders of shard K of N (1-based, e.g. 2/4); Bazel's TEST_SHARD_INDEX and TEST_TOTAL_SHARDS are read too.")
    var shard: String?

    func validate() throws {
        if let shard, Shard(parsing: shard) == nil { throw ValidationError("--shard takes K/N with 1 ≤ K ≤ N, such as 2/4") }
    }

    /// The shard asked for: --shard, else Bazel's variables (whose status file is touched, as
    /// Bazel requires of a test that shards).
    var selectedShard: Shard? {
        if let shard { return Shard(parsing: shard) }
        let environment = ProcessInfo.processInfo.environment
        guard let bazel = Shard(environment: environment) else { return nil }
        if let status = environment["TEST_SHARD_STATUS_FILE"] {
            _ = FileManager.default.createFile(atPath: status, contents: Data())
        }
        return bazel
    }

    func loadAll(_ assets: AssetOptions) throws -> [Scenario] { try loadScenarios(paths, assets: assets, shard: selectedShard) }
}

extension SnapshotSuite {
    /// The suite's errors as the CLI reports them: a located message, exit status 2.
    func reportingErrors<T>(_ body: (SnapshotSuite) throws -> T) throws -> T {
        do { return try body(self) } catch let error as ScenarioError {
            throw InputError(message: error.description)
        } catch let error as StoreError {
            throw InputError(message: error.description)
        } catch let error as RenderError {
            throw InputError(message: error.location == nil ? "error: \(error.message)" : error.description)
        } catch {
            throw InputError(message: "error: \(error.localizedDescription)")
        }
    }
}

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Compare renders and layouts with the references in snapshots/; exit 1 on a difference.",
        discussion: "Never writes under the snapshots folder. A failure leaves expected, actual and diff images, the layout diff, report.html and junit.xml in the failures folder.")

    @OptionGroup var shared: SnapshotArguments

    // Beside `shared`, not inside it: ArgumentParser's debug builds check every nested group
    // again for each group around it, which made every test's spawn of check and record slow.
    @OptionGroup var assets: AssetOptions

    @Option(help: "Where a failing check writes its images and report.")
    var failures = ".layoutsnap/failures"

    @OptionGroup var comparison: ComparisonArguments

    @Flag(help: "CI: a missing reference fails instead of being reported for recording.")
    var ci = false

    @Option(help: "Where passing renders are remembered, so that unchanged ones are not drawn again.")
    var cache = ".layoutsnap/cache"

    @Flag(help: "Draw and compare every render, whatever the cache holds (and leave it as it is).")
    var noCache = false

    @Option(help: "Write JUnit XML here, pass or fail (on failure it is also in the failures folder).")
    var junit: String?

    @Flag(help: "Also lint the renders checked (layoutsnap lint's findings); findings fail the check.")
    var lint = false

    func run() throws {
        // CI=true (set by GitHub Actions, GitLab, Buildkite, …) is --ci as well.
        let ci = ci || ProcessInfo.processInfo.environment["CI"] == "true"
        var options = comparison.options(shared, assets: assets, failures: URL(fileURLWithPath: failures), ci: ci)
        options.progress = Terminal.progress(verb: "checking")
        // The report's accept command is the one printed below, word for word.
        options.acceptCommand = comparison.acceptCommand(shared, assets: assets)
        options.shard = shared.selectedShard
        if !noCache { options.cache = SnapshotCache(folder: URL(fileURLWithPath: cache)) }
        // Font and binary checksums are remembered even with --no-cache: a memo holds only
        // while a file's size, inode and change time do (ChecksumMemo).
        ChecksumMemo.use(folder: URL(fileURLWithPath: cache))
        // An unchanged file whose renders all pass from the cache is not read again, unless
        // lint needs its scenarios.
        let suite = SnapshotSuite(options: options)
        let inputs: SnapshotSuite.CheckInputs?
        if lint {
            inputs = nil
        } else {
            do throws(PipelineError) { inputs = try suite.loadForCheck(shared.paths) } catch { throw InputError(message: error.message) }
        }
        let scenarios = try inputs?.scenarios ?? shared.loadAll(assets)
        let run = try suite.reportingErrors { try $0.check(scenarios, passed: inputs?.passed ?? []) }
        if let inputs { suite.rememberFiles(inputs) }
        suite.saveCache()

        for (scenario, differences) in run.environmentDifferences.sorted(by: { $0.key < $1.key }) {
            print("note: \(scenario)'s references were recorded on another renderer: \(differences.joined(separator: "; "))")
        }
        var counts: [SnapshotOutcome.Status: Int] = [:]
        for outcome in run.outcomes {
            counts[outcome.status, default: 0] += 1
            switch outcome.status {
            case .failed:
                print("\(Terminal.paint("FAIL", .red)) \(outcome.name) (\(outcome.file ?? "?")): \(SnapshotSummary.text(outcome))")
                for line in SnapshotSummary.details(of: outcome, in: run) { print(line) }
            case .missing:
                print("\(Terminal.paint("MISSING", .yellow)) \(outcome.name) (\(outcome.file ?? "?")): \(outcome.notes.first ?? "no reference")")
            default:
                break
            }
        }
        if !run.formerFolders.isEmpty {
            print("note: \(run.formerFolders.count) scenario\(run.formerFolders.count == 1 ? "'s references are" : "s' references are") still in a folder named after the scenario, read there; references now mirror scenario paths, and `layoutsnap record` moves them:")
            for folder in run.formerFolders.prefix(10) { print("    \(folder.path)") }
            if run.formerFolders.count > 10 { print("    and \(run.formerFolders.count - 10) more") }
        }
        if !run.orphans.isEmpty {
            print("orphaned references (no scenario renders them; `layoutsnap record --remove-orphans` deletes them):")
            for orphan in run.orphans { print("    \(orphan.path)") }
        }
        if let junit { try AtomicFile.write(run.junitXML, to: URL(fileURLWithPath: junit)) }
        if run.failed {
            print("report: \(URL(fileURLWithPath: failures).appendingPathComponent("report.html").path)")
            print("if the changes are intended, accept them with:\n    \(comparison.acceptCommand(shared, assets: assets))")
        }
        let missing = counts[.missing] ?? 0
        if missing > 0 { print("\(missing) missing: record them with `\(comparison.acceptCommand(shared, assets: assets, mode: "missing"))`") }
        if let shard = options.shard { print("shard \(shard): \(run.outcomes.count) renders") }
        let fromCache = run.outcomes.filter(\.cached).count
        if fromCache > 0 { print("\(fromCache) of \(run.outcomes.count) renders unchanged since they last passed (from the cache in \(cache); --no-cache draws them)") }
        // Lint before the closing line, which stays the last one CI systems read; its page
        // (the findings outlined on each render) goes beside the failure report.
        let findings = lint ? LintRun(try lintInputs(scenarios, matrix: .declared), progress: Terminal.progress(verb: "linting")) : nil
        if let findings {
            findings.textLines.forEach { print($0) }
            let page = LintPage(findings: findings.findings, scenarios: findings.scenarios)
            let folder = URL(fileURLWithPath: failures).appendingPathComponent("lint")
            do throws(StoreError) {
                try OwnedOutput(folder: folder, command: "check --lint").write(page.files(rendered: RenderPool.renderAll(page.jobs)), force: false)
            } catch { throw InputError(message: error.description) }
            if !findings.findings.isEmpty { print("lint report: \(folder.appendingPathComponent("index.html").path)") }
        }
        // The closing line CI systems read: missing references count as skipped.
        print("check: \(counts[.passed] ?? 0) passed, \(counts[.failed] ?? 0) failed, \(counts[.missing] ?? 0) skipped")
        if run.failed || findings?.findings.isEmpty == false { throw ExitCode.failure }
    }
}

struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Write references into snapshots/: missing ones, changed ones, or all.")

    @OptionGroup var shared: SnapshotArguments

    // Beside `shared`, not inside it: ArgumentParser's debug builds check every nested group
    // again for each group around it, which made every test's spawn of check and record slow.
    @OptionGroup var assets: AssetOptions

    @Option(help: "missing (default), changed (only what no longer matches), all, or refresh (rewrite same-layout, same-pixel references in today's bytes).")
    var mode: RecordMode = .missing

    @OptionGroup var comparison: ComparisonArguments

    @Flag(help: "Delete references that no scenario renders any more.")
    var removeOrphans = false

    func run() throws {
        let scenarios = try shared.loadAll(assets)
        // The comparison check used: `record --mode changed` writes exactly what it failed.
        var options = comparison.options(shared, assets: assets, failures: URL(fileURLWithPath: ".layoutsnap/failures"), ci: false)
        options.progress = Terminal.progress(verb: "rendering")
        options.shard = shared.selectedShard
        let store = SnapshotStore(root: options.snapshots)
        if removeOrphans {
            // Decided before this run marks the folder: only a folder that already was a store.
            do { try store.checkOrphanRemovalAllowed(scenarioPaths: scenarios.map(\.file) + shared.paths, wasMarked: store.isMarked) } catch {
                throw InputError(message: error.description)
            }
        }
        let run = try SnapshotSuite(options: options).reportingErrors { try $0.record(scenarios, mode: mode) }
        for move in run.movedFolders { print("moved \(move.from.path) to \(move.to.path)") }
        for outcome in run.outcomes where outcome.status == .recorded { print("recorded \(outcome.name)") }
        for outcome in run.outcomes where outcome.status != .recorded && !outcome.notes.isEmpty {
            print("left \(outcome.name): \(outcome.notes.joined(separator: "; "))")
        }
        if removeOrphans {
            for path in store.remove(orphans: run.orphans) { print("removed orphan \(path.path)") }
        } else {
            for orphan in run.orphans { print("orphan \(orphan.path) (--remove-orphans deletes it)") }
        }
        let recorded = run.outcomes.filter { $0.status == .recorded }.count
        print("record: \(recorded) written, \(run.outcomes.count - recorded) left as they were")
    }
}

/// How `check` compares, and so what `record --mode changed` counts as changed.
struct ComparisonArguments: ParsableArguments {
    @Option(help: "Per-pixel colour threshold, 0 to 1 (pixelmatch's scale); 0, exact, by default.")
    var threshold = 0.0

    @Flag(help: "Let pixels that look like anti-aliasing differ.")
    var ignoreAntialiasing = false

    @Option(help: "Differing pixels a render may have and still pass.")
    var allowedPixels = 0

    @Option(help: "Share of differing pixels a render may have and still pass, 0 to 1.")
    var allowedRatio = 0.0

    func validate() throws {
        guard (0...1).contains(threshold) else { throw ValidationError("--threshold is between 0 and 1") }
        guard allowedPixels >= 0, (0...1).contains(allowedRatio) else { throw ValidationError("allowed pixels must be ≥ 0 and the ratio 0 to 1") }
    }

    func options(_ shared: SnapshotArguments, assets: AssetOptions, failures: URL, ci: Bool) -> SnapshotOptions {
        var options = SnapshotOptions(
            snapshots: URL(fileURLWithPath: shared.snapshots), failures: failures,
            comparison: PixelComparison(threshold: threshold, countsAntialiasing: !ignoreAntialiasing),
            allowedPixels: allowedPixels, allowedRatio: allowedRatio, includesSVG: shared.svg, ci: ci,
            scenarioPaths: shared.paths)
        options.inputs = assets.inputs
        return options
    }

    /// The `record` command that accepts what this check found, with the same paths, store and
    /// comparison, quoted for a POSIX shell.
    func acceptCommand(_ shared: SnapshotArguments, assets: AssetOptions, mode: String = "changed") -> String {
        var words = ["layoutsnap", "record"] + shared.paths + ["--mode", mode]
        if shared.snapshots != "snapshots" { words += ["--snapshots", shared.snapshots] }
        if shared.svg { words.append("--svg") }
        if !assets.folders.isEmpty { words += assets.folders.flatMap { ["--assets", $0] } }
        if threshold != 0 { words += ["--threshold", "\(threshold)"] }
        if ignoreAntialiasing { words.append("--ignore-antialiasing") }
        if allowedPixels != 0 { words += ["--allowed-pixels", "\(allowedPixels)"] }
        if allowedRatio != 0 { words += ["--allowed-ratio", "\(allowedRatio)"] }
        return words.map(shellQuoted).joined(separator: " ")
    }
}

/// A word as a POSIX shell reads it back unchanged.
func shellQuoted(_ word: String) -> String {
    let plain = word.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "-_./=,:@%+".unicodeScalars.contains($0) }
    return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
}

/// Colour on standard output only when it is a terminal and NO_COLOR is unset
/// (https://no-color.org); pipes and CI logs get plain text.
enum Terminal {
    enum Colour: String { case red = "31", yellow = "33" }

    static let usesColour = isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil

    /// A progress line on standard error when it is a terminal, cleared when the last job
    /// finishes; nil (nothing drawn) otherwise.
    static func progress(verb: String) -> (@Sendable (Int, Int) -> Void)? {
        guard isatty(STDERR_FILENO) != 0 else { return nil }
        return { done, total in
            let line = done == total ? "\r\u{1B}[K" : "\r\u{1B}[K[\(done)/\(total)] \(verb)…"
            FileHandle.standardError.write(Data(line.utf8))
        }
    }

    static func paint(_ text: String, _ colour: Colour) -> String {
        usesColour ? "\u{1B}[1;\(colour.rawValue)m\(text)\u{1B}[0m" : text
    }
}

struct MergeReportsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract: "Join the failures folders of a suite's shards into one HTML report and one JUnit file.",
        discussion: "Run each shard with its own --failures DIR and --junit DIR/junit.xml, then merge the DIRs.")

    @Argument(help: "The shards' failures folders.")
    var folders: [String]

    @Option(name: .shortAndLong, help: "Where the merged report goes.")
    var output: String

    @Flag(help: "Replace files in the output folder that layoutsnap did not write, or that were changed since.")
    var force = false

    func run() throws {
        let summary = try ReportMerger.merge(folders.map { URL(fileURLWithPath: $0) }, into: URL(fileURLWithPath: output), force: force)
        print("merged \(folders.count) folder\(folders.count == 1 ? "" : "s"): \(summary.failed) of \(summary.tests) renders failed; report: \((output as NSString).appendingPathComponent("report.html"))")
    }
}
