import Foundation
import Testing
import TestSupport

/// The `layoutsnap` executable as a user runs it: output, exit status, messages.
@Suite(.endToEnd, .tags(.endToEnd)) struct CommandLineTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The built executable sits beside the test bundle.
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("layoutsnap")
    }

    /// The test run's environment without CI=true (which CI sets, and which makes a missing
    /// reference fail): tests that want CI behaviour pass --ci.
    static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        return environment
    }

    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    func run(_ arguments: [String], in directory: URL? = nil) throws -> Run {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? Self.root
        process.environment = Self.environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self))
    }

    func scratchFile(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsnap-\(UUID().uuidString).yaml")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func layoutPrintsTheLayoutJSON() throws {
        let result = try run(["layout", "scenarios/seeds/002-v1-ambiguous.yaml"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(json["scenario"] as? String == "002-v1-ambiguous")
        #expect(json["render"] as? String == "default")
        let views = try #require(json["views"] as? [[String: Any]])
        #expect(views.map { $0["id"] as? String } == ["root", "scrollView", "dataLabel"])
        #expect(views[1]["contentSize"] != nil && views[1]["scrolls"] != nil)
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.first?["code"] as? String == "ambiguous-content-size")
        #expect(diagnostics.first?["axis"] as? String == "horizontal")
        #expect(diagnostics.first?["source"] as? String == "scenarios/seeds/002-v1-ambiguous.yaml:8:7")
        #expect(diagnostics.first?["detail"] as? String == "the constraint chain across the content area breaks at dataLabel")
        #expect(diagnostics.first?["constraints"] == nil)
    }

    @Test func exactPrintsTheEnginesValuesBeforeRounding() throws {
        let rounded = try run(["layout", "--format", "text", "scenarios/seeds/002-v1-ambiguous.yaml"])
        let exact = try run(["layout", "--format", "text", "--exact", "scenarios/seeds/002-v1-ambiguous.yaml"])
        #expect(rounded.output.contains("dataLabel (label)  frame (16, 80, 4243.5 × 20.5)"))
        #expect(exact.output.contains("dataLabel (label)  frame (16, 80, 4243.495117 × 20.290039)"))
        #expect(exact.status == 0)
    }

    @Test func traitFlagsOverrideEveryRender() throws {
        let result = try run([
            "layout", "scenarios/seeds/002-v3-fixed.yaml", "--device", "iphone-se", "--direction", "rtl", "--appearance", "dark",
            "--content-size-category", "AX2",
        ])
        #expect(result.status == 0, "\(result.errors)")
        let renders = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        let json = try #require(renders.first)
        #expect((json["device"] as? [String: Any])?["width"] as? Double == 320)
        let traits = try #require(json["traits"] as? [String: String])
        #expect(traits == ["contentSizeCategory": "AX2", "appearance": "dark", "direction": "rtl"])
        let views = try #require(json["views"] as? [[String: Any]])
        #expect((views.first?["background"] as? String) == "#000000")
        let bad = try run(["layout", "scenarios/seeds/002-v3-fixed.yaml", "--direction", "up"])
        #expect(bad.status == 2)
    }

    @Test func severalRendersPrintAnArray() throws {
        let result = try run(["layout", "scenarios/seeds/003-max-height.yaml"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        #expect(json.map { $0["render"] as? String } == ["short", "long"])
    }

    @Test func outputIsTheSameBytesEveryTime() throws {
        let first = try run(["layout", "scenarios/seeds/000-fixed-width-dynamic-height-ib.yaml"])
        let second = try run(["layout", "scenarios/seeds/000-fixed-width-dynamic-height-ib.yaml"])
        #expect(first.output == second.output && !first.output.isEmpty)
    }

    @Test func explainSaysWhyTheFirstVersionOfSeed002ShowsNothing() throws {
        let result = try run(["explain", "scenarios/seeds/002-v1-ambiguous.yaml"])
        #expect(result.status == 0)
        #expect(result.output.contains("Scrollable content size is ambiguous for scrollView"))
        #expect(result.output.contains("dataLabel.right <= scrollView.right - 16"))
        #expect(result.output.contains("inequality"))
        let fixed = try run(["explain", "scenarios/seeds/002-v3-fixed.yaml"])
        #expect(fixed.output.contains("nothing is ambiguous or broken"))
    }

    @Test func badInputExitsWithStatus2AndAPosition() throws {
        let cases: [(String, String)] = [
            ("root:\n  subviews:\n    - id: a\n      colour: red\n", ":4:7: error: unknown key 'colour'"),
            ("root:\n  subviews:\n    - id: a\n    - id: a\n", ":4:11: error: duplicate view id 'a'"),
            ("root:\n  subviews: [\n", "error: invalid YAML"),
            ("root:\n  subviews:\n    - id: a\nconstraints:\n  - H:|[a][b]|\n", ":5:12: error: unable to find view 'b'"),
            ("root:\n  subviews:\n    - id: a\nconstraints:\n  - a.wdth == 10\n", ":5:7: error: unknown attribute 'wdth'"),
            ("root:\n  subviews:\n    - id: a\nconstraints:\n  - \"V|[a]|\"\n", ":5:7: error: expected ':' after 'V'"),
        ]
        for (yaml, expected) in cases {
            let path = try scratchFile(yaml)
            let result = try run(["layout", path])
            #expect(result.status == 2, "\(expected)")
            #expect(result.errors.hasPrefix(path), "\(result.errors)")
            #expect(result.errors.contains(expected), "\(result.errors) should contain \(expected)")
            #expect(result.output.isEmpty)
        }
        let missing = try run(["layout", "no/such/file.yaml"])
        #expect(missing.status == 2 && missing.errors.contains("no/such/file.yaml:1:1: error: no such file or directory"))
        let usage = try run(["layout", "--format", "xml", "scenarios/seeds/002-v3-fixed.yaml"])
        #expect(usage.status == 2)
    }

    @Test func strictFailsOnAConflict() throws {
        let path = try scratchFile("device: {width: 320, height: 480}\nroot:\n  subviews:\n    - id: a\nconstraints:\n  - H:|[a(100)]|\n  - V:|[a]|\n")
        #expect(try run(["layout", path]).status == 0)
        #expect(try run(["layout", "--strict", path]).status == 1)
    }
}
