import Foundation
import Testing
import TestSupport

/// `check` never passes a real change silently, and the accept command it prints works.
@Suite(.endToEnd, .tags(.endToEnd)) struct CheckFlowTests {
    static let bubbles = """
        name: chat
        device: {width: 120, height: 80, scale: 2}
        root:
          subviews:
            - {id: bubble1, background: "#e9e9eb", cornerRadius: 12, frame: [10, 10, 100, 30]}
            - {id: name, type: label, text: Ann, frame: [10, 50, 100, 20]}

        """

    @Test func aOneColourChangeFailsByDefaultAndIsNamed() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        try project.write(Self.bubbles, to: "sc/chat.yaml")
        #expect(try project.run(["record", "sc", "--snapshots", "snaps"]).status == 0)
        // Close in YIQ terms (pixelmatch's 0.1 would let it pass), but a different colour.
        try project.write(Self.bubbles.replacingOccurrences(of: "#e9e9eb", with: "#ffffff"), to: "sc/chat.yaml")
        let check = try project.run(["check", "sc", "--snapshots", "snaps"])
        #expect(check.status == 1)
        #expect(check.output.contains("FAIL chat/default (sc/chat.yaml): layout: 1 difference; pixels: "))
        #expect(check.output.contains("    bubble1.background: #e9e9eb → #ffffff\n"))

        // The accept command, run as printed, makes the next check pass.
        let lines = check.output.split(separator: "\n").map(String.init)
        let index = try #require(lines.firstIndex(of: "if the changes are intended, accept them with:"))
        let command = lines[index + 1].trimmingCharacters(in: .whitespaces)
        #expect(command == "layoutsnap record sc --mode changed --snapshots snaps")
        let accept = try project.run(Array(command.split(separator: " ").map(String.init).dropFirst()))
        #expect(accept.output.contains("recorded chat/default"))
        #expect(try project.run(["check", "sc", "--snapshots", "snaps"]).status == 0)
    }

    @Test func recordUsesTheComparisonCheckUsed() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        try project.write(Self.bubbles, to: "sc/chat.yaml")
        #expect(try project.run(["record", "sc", "--snapshots", "snaps"]).status == 0)
        try project.write(Self.bubbles.replacingOccurrences(of: "#e9e9eb", with: "#e9e9ea"), to: "sc/chat.yaml")
        // A loose check passes the pixels (the layout JSON still names the colour, so it fails).
        let loose = try project.run(["check", "sc", "--snapshots", "snaps", "--threshold", "0.1"])
        #expect(loose.output.contains("--threshold 0.1"))
        // record --mode changed with the same options records what that check failed.
        let recorded = try project.run(["record", "sc", "--snapshots", "snaps", "--mode", "changed", "--threshold", "0.1"])
        #expect(recorded.output.contains("recorded chat/default"))
        #expect(try project.run(["check", "sc", "--snapshots", "snaps"]).status == 0)
    }

    @Test func missingReferencesFailUnderCIAndAreCounted() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        try project.write(Self.bubbles, to: "sc/chat.yaml")
        let local = try project.run(["check", "sc", "--snapshots", "snaps"])
        #expect(local.status == 0)
        #expect(local.output.contains("MISSING chat/default (sc/chat.yaml): no reference at "))
        #expect(local.output.contains("1 missing: record them with `layoutsnap record sc --mode missing --snapshots snaps`"))
        // CI=true in the environment is --ci.
        let process = Process()
        process.executableURL = CommandLineTests.executable
        process.arguments = ["check", "sc", "--snapshots", "snaps"]
        process.currentDirectoryURL = project.root
        var environment = CommandLineTests.environment
        environment["CI"] = "true"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
    }

    /// On a terminal (a pty from util-linux's `script`), `check` draws progress and colours
    /// FAIL; with NO_COLOR it does not colour.
    @Test func colourAndProgressOnlyOnATerminal() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
        let project = try ScratchProject()
        defer { project.remove() }
        try project.write(Self.bubbles, to: "sc/chat.yaml")
        #expect(try project.run(["record", "sc", "--snapshots", "snaps"]).status == 0)
        try project.write(Self.bubbles.replacingOccurrences(of: "#e9e9eb", with: "#ffffff"), to: "sc/chat.yaml")
        func onTerminal(noColour: Bool) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
            process.arguments = ["-qc", "'\(CommandLineTests.executable.path)' check sc --snapshots snaps", "/dev/null"]
            process.currentDirectoryURL = project.root
            var environment = CommandLineTests.environment
            environment["NO_COLOR"] = noColour ? "1" : nil
            process.environment = environment
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
        let coloured = try onTerminal(noColour: false)
        #expect(coloured.contains("\u{1B}[1;31mFAIL\u{1B}[0m chat/default"))
        #expect(coloured.contains("\r\u{1B}[K"))  // the progress line, cleared when done
        let plain = try onTerminal(noColour: true)
        #expect(plain.contains("FAIL chat/default") && !plain.contains("\u{1B}[1;31m"))
    }

    /// `--shard K/N` runs split the suite: together they check every render once; Bazel's
    /// variables select a shard and its status file is touched.
    @Test func shardsTogetherCheckEveryRenderOnce() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        for index in 0..<6 {
            try project.write(ScratchProject.scenario(name: "s\(index)", renders: ["a", "b"], color: "#00000\(index)"), to: "sc/s\(index).yaml")
        }
        #expect(try project.run(["record", "sc", "--snapshots", "snaps"]).status == 0)
        var counts: [Int] = []
        for k in 1...3 {
            let result = try project.run(["check", "sc", "--snapshots", "snaps", "--ci", "--shard", "\(k)/3"])
            #expect(result.status == 0)
            let line = result.output.split(separator: "\n").first { $0.hasPrefix("shard \(k)/3: ") }
            counts.append(Int(line?.split(separator: " ")[2] ?? "") ?? -1)
        }
        #expect(counts.reduce(0, +) == 12, "\(counts)")
        #expect(try project.run(["check", "sc", "--shard", "4/3"]).status == 2)

        let process = Process()
        process.executableURL = CommandLineTests.executable
        process.arguments = ["check", "sc", "--snapshots", "snaps", "--ci"]
        process.currentDirectoryURL = project.root
        var environment = CommandLineTests.environment
        environment["TEST_TOTAL_SHARDS"] = "3"
        environment["TEST_SHARD_INDEX"] = "0"
        environment["TEST_SHARD_STATUS_FILE"] = project.url("shard-status").path
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(output.contains("shard 1/3: \(counts[0]) renders"))
        #expect(project.exists("shard-status"))
    }
}
