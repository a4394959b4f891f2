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
        for shard in 1...4 {
            let words = commands[0].replacingOccurrences(of: "${{ matrix.shard }}", with: "\(shard)").split(separator: " ").map(String.init)
            statuses.append(try project.run(words).status)
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
