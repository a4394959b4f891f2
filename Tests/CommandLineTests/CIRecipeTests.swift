import Foundation
import Testing
import TestSupport

/// docs/ci.md's GitHub Actions workflow, run locally: its `layoutsnap` lines for every shard,
/// then the merge, on a scratch project with one changed render.
@Suite(.endToEnd, .tags(.endToEnd)) struct CIRecipeTests {
    @Test func theGitHubWorkflowRunsLocally() throws {
        let doc = try String(contentsOf: CommandLineTests.root.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        let workflow = try #require(doc.components(separatedBy: "```yaml\n").dropFirst().first?.components(separatedBy: "```").first)
        let commands = workflow.split(separator: "\n").compactMap { line -> String? in
            let text = line.trimmingCharacters(in: .whitespaces)
            return text.hasPrefix("- run: layoutsnap ") ? String(text.dropFirst("- run: layoutsnap ".count)) : nil
        }
        try #require(commands.count == 2, "\(commands)")

        let project = try ScratchProject()
        defer { project.remove() }
        for index in 0..<8 {
            try project.write(ScratchProject.scenario(name: "screen\(index)", renders: ["light", "dark"], color: "#1020\(30 + index)"), to: "scenarios/screen\(index).yaml")
        }
        #expect(try project.run(["record", "scenarios"]).status == 0)
        try project.write(ScratchProject.scenario(name: "screen3", renders: ["light", "dark"], color: "#ff0000"), to: "scenarios/screen3.yaml")

        var statuses: [Int32] = []
        var acceptLines: Set<String> = []
        for shard in 1...4 {
            let words = commands[0].replacingOccurrences(of: "${{ matrix.shard }}", with: "\(shard)").split(separator: " ").map(String.init)
            let run = try project.run(words)
            statuses.append(run.status)
            if let line = run.output.components(separatedBy: "accept them with:\n    ").dropFirst().first?.split(separator: "\n").first {
                acceptLines.insert(String(line))
            }
            #expect(project.exists("reports/shard-\(shard)/junit.xml"))
        }
        #expect(statuses.filter { $0 == 1 }.count == 1 || statuses.filter { $0 == 1 }.count == 2, "\(statuses)")
        #expect(statuses.allSatisfy { $0 == 0 || $0 == 1 })

        let merge = try project.run(commands[1].split(separator: " ").map(String.init))
        #expect(merge.status == 0, "\(merge.errors)")
        #expect(merge.output.hasPrefix("merged 4 folders: 2 of 16 renders failed"), "\(merge.output)")
        let junit = try String(contentsOf: project.url("merged/junit.xml"), encoding: .utf8)
        #expect(junit.contains("tests=\"16\" failures=\"2\""))
        let report = try String(contentsOf: project.url("merged/report.html"), encoding: .utf8)
        #expect(report.contains("screen3/light") && report.contains("screen3/dark"))
        // Every shard's renders counted, each shard named, and the terminal's accept command
        // word for word (it records the whole suite, every shard at once).
        #expect(report.contains("<h1>layoutsnap: 2 of 16 snapshots failed</h1>"), "\(report.prefix(600))")
        for shard in 1...4 { #expect(report.contains("(shard-\(shard))</td>") || report.contains("<td>shard-\(shard)</td>"), "shard \(shard)") }
        #expect(acceptLines.count == 1)
        let accept = try #require(acceptLines.first)
        #expect(report.contains("<code>\(accept.replacingOccurrences(of: "'", with: "&#39;"))</code>") || report.contains("<code>\(accept)</code>"), "\(accept)")
        #expect(project.exists("merged/screen3/light.diff.png") && project.exists("merged/screen3/dark.actual.png"))
    }
}

/// Orphaned references belong to no render, so to no shard: shard 1 lists them, the others
/// stay quiet (and look only at their own scenarios' folders).
@Suite(.endToEnd, .tags(.endToEnd)) struct ShardedOrphanTests {
    @Test func theFirstShardListsOrphansOnce() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        for name in ["a", "b", "c", "d"] {
            try project.write("name: \(name)\nroot: {subviews: [{id: v, frame: [0, 0, 10, 10], background: red}]}\n", to: "scenarios/\(name).yaml")
        }
        #expect(try project.run(["record", "scenarios"]).status == 0)
        try FileManager.default.removeItem(at: project.url("scenarios/d.yaml"))
        var listed: [Int] = []
        for shard in 1...2 {
            let run = try project.run(["check", "scenarios", "--no-cache", "--shard", "\(shard)/2"])
            #expect(run.status == 0, "\(run.errors)")
            if run.output.contains("snapshots/scenarios/d/default.png") { listed.append(shard) }
        }
        #expect(listed == [1])
    }
}

/// The HTML report's accept command is the one the terminal printed, paths and options
/// included, and it works when pasted.
@Suite(.endToEnd, .tags(.endToEnd)) struct AcceptCommandTests {
    @Test func theReportAcceptsWhatTheTerminalSays() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        try project.write(ScratchProject.scenario(name: "card"), to: "ui/card.yaml")
        #expect(try project.run(["record", "ui", "--snapshots", "refs"]).status == 0)
        try project.write(ScratchProject.scenario(name: "card", color: "#ff0000"), to: "ui/card.yaml")
        let check = try project.run(["check", "ui", "--snapshots", "refs", "--threshold", "0.05", "--failures", "out"])
        #expect(check.status == 1)
        let accept = try #require(check.output.components(separatedBy: "accept them with:\n    ").dropFirst().first?.split(separator: "\n").first.map(String.init))
        #expect(accept == "layoutsnap record ui --mode changed --snapshots refs --threshold 0.05")
        let report = try String(contentsOf: project.url("out/report.html"), encoding: .utf8)
        #expect(report.contains("<code>\(accept)</code>"))
        // Pasted (the binary for `layoutsnap`), it records the change and the check passes.
        #expect(try project.run(Array(accept.split(separator: " ").dropFirst().map(String.init))).status == 0)
        #expect(try project.run(["check", "ui", "--snapshots", "refs", "--threshold", "0.05", "--failures", "out"]).status == 0)
    }
}
