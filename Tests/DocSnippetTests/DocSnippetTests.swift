import Foundation
import Testing
import TestSupport

/// Every ```swift block of README.md and docs/ is compiled with this target (Generated/, written
/// by scripts/doc-snippets.py); these tests keep those files equal to the docs, and check the
/// Package.swift fragments with SwiftPM itself.
@Suite(.endToEnd) struct DocSnippetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        try ProcessRun.run(executable, arguments, in: root)
    }

    @Test func theCompiledSnippetsAreTheDocsOwn() throws {
        let (status, output) = try Self.run("python3", ["scripts/doc-snippets.py", "--check"])
        #expect(status == 0, "\(output)")
    }

    @Test func everyPackageManifestFragmentIsAManifestSwiftPMReads() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("doc-manifests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, listing) = try Self.run("python3", ["scripts/doc-snippets.py", "--manifests", folder.path])
        try #require(status == 0, "\(listing)")
        let entries = listing.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(!entries.isEmpty)
        for entry in entries where entry.count == 2 {
            let (code, output) = try Self.run("swift", ["package", "--package-path", entry[1], "dump-package"])
            #expect(code == 0, "\(entry[0]): \(output)")
            #expect(output.contains("\"LayoutSnapTesting\""), "\(entry[0]): the fragment's test target depends on LayoutSnapTesting")
        }
    }
}
