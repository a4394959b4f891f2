import Foundation
import Testing

/// docs/cli.md's and docs/interface-builder.md's console examples, run and compared byte for byte, and every scenario and
/// documented example validated against docs/scenario.schema.json.
@Suite struct DocumentationTests {
    @Test func consoleExamplesPrintWhatTheDocsShow() throws {
        var blocks: [String] = []
        for page in ["docs/cli.md", "docs/interface-builder.md"] {
            let text = try String(contentsOf: CommandLineTests.root.appendingPathComponent(page), encoding: .utf8)
            blocks += text.components(separatedBy: "```console\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
        }
        #expect(blocks.count >= 4)
        for block in blocks {
            var lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let command = lines.removeFirst()
            guard command.hasPrefix("$ layoutsnap ") else {
                Issue.record("a console example must start with '$ layoutsnap': \(command)")
                continue
            }
            let arguments = command.dropFirst("$ layoutsnap ".count).split(separator: " ").map(String.init)
            let result = try CommandLineTests().run(arguments)
            #expect(result.status == 0, "\(command): \(result.errors)")
            let expected = lines.joined(separator: "\n")
            if expected.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                #expect(!result.output.isEmpty, "\(command) printed nothing")
            } else {
                #expect(result.output == expected, "\(command) printed:\n\(result.output)")
            }
        }
    }

    @Test func scenariosAndExamplesMatchTheSchema() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "scripts/validate-scenarios.py"]
        process.currentDirectoryURL = CommandLineTests.root
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
        #expect(output.contains(" 0 problems"))
    }
}
