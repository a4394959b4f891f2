import Foundation
import Testing
import TestSupport

/// docs/cli.md's and docs/interface-builder.md's console examples, run and compared byte for byte, and every scenario and
/// documented example validated against docs/scenario.schema.json.
@Suite(.endToEnd, .tags(.endToEnd)) struct DocumentationTests {
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
            // `$ layoutsnap lint x.yaml  # exit status 1`: a command that reports findings.
            let parts = command.components(separatedBy: "  # exit status ")
            let status = parts.count == 2 ? Int32(parts[1]) ?? -1 : 0
            let arguments = parts[0].dropFirst("$ layoutsnap ".count).split(separator: " ").map(String.init)
            let result = try CommandLineTests().run(arguments)
            #expect(result.status == status, "\(command): \(result.errors)")
            let expected = lines.joined(separator: "\n")
            if expected.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                #expect(!result.output.isEmpty, "\(command) printed nothing")
            } else {
                #expect(result.output == expected, "\(command) printed:\n\(result.output)")
            }
        }
    }

    /// A script of the repository's, run from its root: exit status and everything it printed.
    private func runScript(_ path: String) throws -> (status: Int32, output: String) {
        try ProcessRun.run("python3", [path], in: CommandLineTests.root)
    }

    @Test func scenariosAndExamplesMatchTheSchema() throws {
        let (status, output) = try runScript("scripts/validate-scenarios.py")
        #expect(status == 0, "\(output)")
        #expect(output.contains(" 0 problems"))
    }

    /// Package.swift names exactly the modules each target imports.
    @Test func packageDependenciesAreWhatTargetsImport() throws {
        let (status, output) = try runScript("scripts/check-package-imports.py")
        #expect(status == 0, "\(output)")
    }
}
