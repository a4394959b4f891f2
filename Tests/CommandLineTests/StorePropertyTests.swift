import Foundation
import Testing
import TestSupport

/// Random trees and random kills: the store's promises hold for inputs no one wrote by hand.
@Suite(.endToEnd, .tags(.endToEnd)) struct StorePropertyTests {
    /// `record --remove-orphans` on a random store full of user files, links and stale
    /// references deletes exactly the stale references and nothing else.
    @Test(arguments: 0..<2)
    func removeOrphansDeletesOnlyStaleReferences(chain: Int) throws {
        for trial in 0..<15 {
            let seed = UInt64(chain * 1000 + trial)
            var random = SeededRandom(seed: seed)
            let project = try ScratchProject()
            defer { project.remove() }

            // Scenarios with random renders, recorded.
            let count = Int.random(in: 2...4, using: &random)
            var renders: [String: [String]] = [:]
            // The store mirrors the scenario files: sc/a/s0.yaml keeps its references in snaps/sc/a/s0.
            func folder(_ index: Int) -> String { "snaps/sc/\(index % 2 == 0 ? "a" : "b")/s\(index)" }
            for index in 0..<count {
                let names = ["default", "v1.2", "small.dark", "long-text", "b_1"].shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random))
                renders["s\(index)"] = Array(names)
                try project.write(ScratchProject.scenario(name: "s\(index)", renders: Array(names)), to: "sc/\(index % 2 == 0 ? "a" : "b")/s\(index).yaml")
            }
            let recorded = try project.run(["record", "sc", "--snapshots", "snaps"])
            try #require(recorded.status == 0, "seed \(seed): \(recorded.errors)")

            // User files and links in and around the store, some named like references.
            try project.write("outside\n", to: "outside/default.png")
            try project.write("outside\n", to: "outside/environment.json")
            let userNames = ["notes.txt", "README.md", "default.png.bak", "x.png~", ".hidden.png", "default.PNG", "draft.svgz"]
            for name in userNames.shuffled(using: &random).prefix(3) {
                try project.write("user \(name)\n", to: "\(folder(Int.random(in: 0..<count, using: &random)))/\(name)")
            }
            try project.write("user\n", to: "snaps/README.md")
            try project.write("user\n", to: "snaps/handmade/default.png")  // no manifest: not ours
            if Bool.random(using: &random) { try project.link("snaps/linked", to: "../outside") }
            if Bool.random(using: &random) { try project.link("\(folder(0))/extra.png", to: "../../../../outside/default.png") }

            // Stale references: a render dropped, a scenario renamed, a scenario deleted.
            var expectedGone: Set<String> = []
            let victim = Int.random(in: 0..<count, using: &random)
            let victimFile = "sc/\(victim % 2 == 0 ? "a" : "b")/s\(victim).yaml"
            let victimRenders = renders["s\(victim)"] ?? []
            let victimFolder = folder(victim)
            func files(_ render: String) -> [String] {
                ["png", "layout.json", "manifest.json"].map { "\(victimFolder)/\(render).\($0)" }
            }
            switch Int.random(in: 0..<3, using: &random) {
            case 0 where victimRenders.count > 1:
                try project.write(ScratchProject.scenario(name: "s\(victim)", renders: Array(victimRenders.dropLast())), to: victimFile)
                expectedGone = Set(files(victimRenders.last ?? ""))
            case 1:
                // A renamed scenario keeps its file, so its folder and references: nothing goes.
                try project.write(ScratchProject.scenario(name: "s\(victim)-new", renders: victimRenders), to: victimFile)
            default:
                if count > 1 {
                    try FileManager.default.removeItem(at: project.url(victimFile))
                    expectedGone = Set(victimRenders.flatMap(files) + ["\(victimFolder)/environment.json"])
                }
            }

            let before = project.tree()
            let result = try project.run(["record", "sc", "--snapshots", "snaps", "--remove-orphans"])
            try #require(result.status == 0, "seed \(seed): \(result.errors)")
            let after = project.tree()
            let gone = Set(before.keys).subtracting(after.keys)
            // The victim's folder goes when emptied, and so does each folder above it it leaves empty.
            var expected = expectedGone
            if !expectedGone.isEmpty {
                for candidate in [victimFolder, (victimFolder as NSString).deletingLastPathComponent, "snaps/sc"]
                where before[candidate] != nil && !after.keys.contains(where: { $0.hasPrefix(candidate + "/") }) {
                    expected.insert(candidate)
                }
            }
            #expect(gone == expected, "seed \(seed): \(result.output)")
            for (path, entry) in before where after[path] != nil && !path.hasPrefix("snaps/sc/") {
                #expect(after[path] == entry, "seed \(seed): \(path) changed")
            }
            for path in before.keys where !path.hasPrefix("snaps/") { #expect(after[path] == before[path], "seed \(seed): \(path)") }
        }
    }

    /// A `record` killed at a random moment is always repaired by the next `record` of the
    /// same kind (`changed` for `all`): the following `check --ci` passes and no temporary
    /// file is left.
    @Test(arguments: 0..<2)
    func aKilledRecordIsRepairedByTheNextOne(chain: Int) throws {
        var random = SeededRandom(seed: 42 + UInt64(chain))
        let project = try ScratchProject()
        defer { project.remove() }
        for index in 0..<4 {
            try project.write(ScratchProject.scenario(name: "s\(index)", renders: ["a", "b.dark", "c"], color: "#33669\(index)"), to: "sc/s\(index).yaml")
        }
        let started = Date()
        #expect(try project.run(["record", "sc", "--snapshots", "snaps"]).status == 0)
        var duration = Date().timeIntervalSince(started)

        var caughtMidWrite = 0
        for kill in 0..<50 {
            if kill % 10 == 0 { try? FileManager.default.removeItem(at: project.url("snaps")) }
            // changed and all get new colours, so that the killed run replaces references with
            // different bytes; missing fills in what an earlier kill or the wipe left out.
            let mode = ["missing", "changed", "all"][kill % 3]
            for index in 0..<4 where mode != "missing" {
                try project.write(
                    ScratchProject.scenario(name: "s\(index)", renders: ["a", "b.dark", "c"], color: "#\(kill % 2 == 0 ? "3366" : "9933")9\(index)"),
                    to: "sc/s\(index).yaml")
            }
            let process = Process()
            process.executableURL = CommandLineTests.executable
            process.arguments = ["record", "sc", "--snapshots", "snaps", "--mode", mode]
            process.currentDirectoryURL = project.root
            process.environment = CommandLineTests.environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32(Double.random(in: (duration * 0.2)...(duration * 1.2), using: &random) * 1_000_000))
            // Aim the window at the writes: a record that finished first means kill sooner.
            if !process.isRunning { duration *= 0.85 }
            Foundation.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()

            let leftovers = project.tree(under: "snaps").keys.filter { $0.hasSuffix(".tmp") }
            let repair = try project.run(["record", "sc", "--snapshots", "snaps", "--mode", mode == "all" ? "changed" : mode])
            if !leftovers.isEmpty || repair.output.contains("recorded ") { caughtMidWrite += 1 }
            #expect(repair.status == 0, "kill \(kill): \(repair.errors)")
            let check = try project.run(["check", "sc", "--snapshots", "snaps", "--ci"])
            #expect(check.status == 0, "kill \(kill): \(check.output)")
            #expect(check.output.hasSuffix("check: 12 passed, 0 failed, 0 skipped\n"))
            let temporaries = project.tree(under: "snaps").keys.filter { $0.hasSuffix(".tmp") }
            #expect(temporaries.isEmpty, "kill \(kill): \(temporaries)")
        }
        // The kills must land before the last write often enough for the test to mean something.
        #expect(caughtMidWrite >= 5, "only \(caughtMidWrite) kills left something to repair")
        print("chain \(chain): \(caughtMidWrite) of 50 kills left something to repair")
    }
}
