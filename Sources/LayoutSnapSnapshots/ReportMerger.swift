import Foundation
import LayoutSnapPipeline

/// What a failures folder records of its run, for merging shards' reports.
struct ReportData: Codable {
    var outcomes: [SnapshotOutcome]
    var environmentDifferences: [String: [String]]
    /// Every render the run checked, its shard and its accept command (absent in files
    /// written before they were recorded).
    var renders: Int?
    var shard: String?
    var acceptCommand: String?

    init(run: SnapshotRun, options: SnapshotOptions) {
        outcomes = run.outcomes.filter { $0.status == .failed }
        environmentDifferences = run.environmentDifferences
        renders = run.outcomes.count
        shard = options.shard?.description
        acceptCommand = options.acceptCommand
    }

    var encoded: [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return Array((try? encoder.encode(self)) ?? Data())
    }
}

/// `layoutsnap merge-reports`: joins the failures folders of a suite's shards (each run with
/// its own `--failures DIR`, and `--junit DIR/junit.xml` so that passing shards count too)
/// into one folder with one HTML report and one JUnit file.
package enum ReportMerger {
    /// One shard's share of a merged report.
    package struct ShardSummary: Sendable {
        package var name: String
        package var failed: Int
        package var renders: Int
    }

    package struct Summary: Sendable {
        package var failed: Int
        package var tests: Int
    }

    /// - Parameter force: replace files in `output` that layoutsnap did not write.
    package static func merge(_ folders: [URL], into output: URL, force: Bool = false) throws(StoreError) -> Summary {
        var files: [(relative: String, bytes: [UInt8])] = []
        var outcomes: [SnapshotOutcome] = []
        var environment: [String: [String]] = [:]
        var testcases: [String] = []
        var shards: [ShardSummary] = []
        var acceptCommand: String?
        for folder in folders {
            guard FileSystemEntry(at: folder.path) == .directory else { throw StoreError("\(folder.path) is not a folder") }
            let runURL = folder.appendingPathComponent(FailureReport.runFile)
            var shard = ShardSummary(name: folder.lastPathComponent, failed: 0, renders: 0)
            var rendersRecorded: Int?
            if FileSystemEntry(at: runURL.path) == .file, let data = FileManager.default.contents(atPath: runURL.path) {
                guard let report = try? JSONDecoder().decode(ReportData.self, from: data) else {
                    throw StoreError("\(runURL.path) is not a layoutsnap run file")
                }
                if let name = report.shard { shard.name = "\(name) (\(folder.lastPathComponent))" }
                shard.failed = report.outcomes.count
                rendersRecorded = report.renders
                acceptCommand = acceptCommand ?? report.acceptCommand
                for var outcome in report.outcomes {
                    for (kind, relative) in outcome.artifacts {
                        // Only plain relative paths of our own naming are copied, and never
                        // through a link (a folder's included: shared/repro S10).
                        let parts = relative.split(separator: "/").map(String.init)
                        guard !relative.hasPrefix("/"), !parts.contains(where: { $0 == ".." || $0 == "." }),
                            (try? FileSystemEntry.checkNoLinks(below: folder, parts, purpose: "a shard's folder")) != nil,
                            let bytes = SnapshotStore(root: folder).read(folder.appendingPathComponent(relative))
                        else {
                            outcome.artifacts[kind] = nil
                            continue
                        }
                        if !files.contains(where: { $0.relative == parts.joined(separator: "/") }) { files.append((parts.joined(separator: "/"), bytes)) }
                    }
                    outcomes.append(outcome)
                }
                environment.merge(report.environmentDifferences) { first, _ in first }
            }
            // A passing shard leaves no run file: its JUnit file counts its renders.
            let junitURL = folder.appendingPathComponent("junit.xml")
            var cases: [String] = []
            if FileSystemEntry(at: junitURL.path) == .file, let data = FileManager.default.contents(atPath: junitURL.path) {
                cases = Self.testcases(in: String(decoding: data, as: UTF8.self))
            }
            testcases += cases
            shard.renders = rendersRecorded ?? cases.count
            shards.append(shard)
        }
        let run = SnapshotRun(outcomes: outcomes, environmentDifferences: environment, orphans: [])
        let failed = testcases.filter { $0.contains("<failure") }.count
        var junit = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        junit += "<testsuite name=\"layoutsnap\" tests=\"\(testcases.count)\" failures=\"\(failed)\">\n"
        junit += testcases.map { "  " + $0 + "\n" }.joined() + "</testsuite>\n"
        var options = SnapshotOptions(failures: output)
        options.acceptCommand = acceptCommand
        files.append(("report.html", Array(FailureReport(options: options).html(run, shards: shards).utf8)))
        files.append(("junit.xml", Array(junit.utf8)))
        try OwnedOutput(folder: output, command: "merge-reports").write(files, force: force)
        return Summary(failed: max(failed, outcomes.count), tests: testcases.count)
    }

    /// The `<testcase …/>` and `<testcase …>…</testcase>` elements of a JUnit file layoutsnap wrote.
    static func testcases(in xml: String) -> [String] {
        var result: [String] = []
        var rest = xml[...]
        while let start = rest.range(of: "<testcase ") {
            let tail = rest[start.lowerBound...]
            guard let close = tail.range(of: ">") else { break }
            if tail[..<close.upperBound].hasSuffix("/>") {
                result.append(String(tail[..<close.upperBound]))
                rest = tail[close.upperBound...]
            } else if let end = tail.range(of: "</testcase>") {
                result.append(String(tail[..<end.upperBound]))
                rest = tail[end.upperBound...]
            } else {
                break
            }
        }
        return result
    }
}
