import Foundation
import Testing
import TestSupport

/// References that image optimisers rewrote (palette, grey, 16-bit, interlaced, extra chunks)
/// hold the same pixels, so they pass: a difference in container bytes is never a failure.
@Suite(.endToEnd, .tags(.endToEnd)) struct OptimisedReferenceTests {
    /// The same pixels as `file` in the other encodings scripts/png-variants.py writes (palette,
    /// grey, 16-bit, interlaced, extra chunks), as names in `variants/`.
    static func variants(of file: String, in project: ScratchProject) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", CommandLineTests.root.appendingPathComponent("scripts/png-variants.py").path, file, "variants"]
        process.currentDirectoryURL = project.root
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let names = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(whereSeparator: \.isWhitespace).map(String.init)
        process.waitUntilExit()
        return names
    }

    @Test(arguments: ["#808080", "#ff000080"])
    func reencodedReferencesPass(background: String) throws {
        let project = try ScratchProject()
        defer { project.remove() }
        try project.write(
            "name: card\ndevice: {width: 40, height: 30, scale: 2}\nroot:\n  background: \"\(background)\"\n  subviews:\n    - {id: l, type: label, text: Hi, frame: [2, 2, 30, 20]}\n",
            to: "card.yaml")
        #expect(try project.run(["record", "card.yaml", "--snapshots", "snaps"]).status == 0)
        let original = try Data(contentsOf: project.url("snaps/card/default.png"))

        let names = try Self.variants(of: "snaps/card/default.png", in: project)
        #expect(names.count >= 4, "\(names)")
        for name in names {
            let variant = try Data(contentsOf: project.url("variants/\(name)"))
            #expect(variant != original)
            try variant.write(to: project.url("snaps/card/default.png"))
            let check = try project.run(["check", "card.yaml", "--snapshots", "snaps", "--ci"])
            #expect(check.status == 0, "\(name): \(check.output)")
        }
        // A changed pixel in an optimised file still fails.
        try project.write(
            "name: card\ndevice: {width: 40, height: 30, scale: 2}\nroot:\n  background: \"#818181\"\n  subviews:\n    - {id: l, type: label, text: Hi, frame: [2, 2, 30, 20]}\n",
            to: "card.yaml")
        #expect(try project.run(["check", "card.yaml", "--snapshots", "snaps", "--ci"]).status == 1)
    }
}

/// `record --mode refresh`: a reference whose pixels and layout a fresh render gives exactly,
/// in other bytes (an optimiser's, an older encoder's), is rewritten in today's bytes; one
/// that differs is left alone and named.
@Suite(.endToEnd, .tags(.endToEnd)) struct RefreshTests {
    @Test func sameReferencesInOtherBytesAreRewrittenAndChangesAreNot() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        let card = { (color: String) in "name: card\ndevice: {width: 40, height: 30, scale: 2}\nroot: {background: \"\(color)\"}\n" }
        try project.write(card("#808080"), to: "a.yaml")
        try project.write(card("#404040").replacingOccurrences(of: "name: card", with: "name: other"), to: "b.yaml")
        #expect(try project.run(["record", "a.yaml", "b.yaml", "--snapshots", "snaps"]).status == 0)
        let fresh = try Data(contentsOf: project.url("snaps/a/default.png"))

        let name = try #require(try OptimisedReferenceTests.variants(of: "snaps/a/default.png", in: project).first)
        try Data(contentsOf: project.url("variants/\(name)")).write(to: project.url("snaps/a/default.png"))
        #expect(try Data(contentsOf: project.url("snaps/a/default.png")) != fresh)
        // b's scenario changes: refresh must not accept it.
        try project.write(card("#ff0000").replacingOccurrences(of: "name: card", with: "name: other"), to: "b.yaml")
        let bBefore = try Data(contentsOf: project.url("snaps/b/default.png"))

        let refresh = try project.run(["record", "a.yaml", "b.yaml", "--snapshots", "snaps", "--mode", "refresh"])
        #expect(refresh.status == 0, "\(refresh.errors)")
        #expect(refresh.output.contains("recorded card/default"), "\(refresh.output)")
        #expect(refresh.output.contains("left other/default: differs from a fresh render; record --mode changed accepts it"), "\(refresh.output)")
        #expect(try Data(contentsOf: project.url("snaps/a/default.png")) == fresh)
        #expect(try Data(contentsOf: project.url("snaps/b/default.png")) == bBefore)
        // Nothing left to refresh the second time.
        #expect(try project.run(["record", "a.yaml", "--snapshots", "snaps", "--mode", "refresh"]).output.contains("record: 0 written"))
    }
}
