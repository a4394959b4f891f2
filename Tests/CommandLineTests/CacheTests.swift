import Foundation
import Testing
import TestSupport

/// The check cache skips renders only while nothing they depend on changed.
@Suite(.endToEnd, .tags(.endToEnd)) struct CacheTests {
    static let scenario = """
        name: card
        device: {width: 60, height: 40, scale: 1}
        root:
          background: "#336699"
          subviews:
            - {id: pic, type: image, image: pic.png, frame: [4, 4, 4, 2]}
            - {id: l, type: label, text: Hi, frame: [10, 10, 40, 20]}
        renders:
          - name: a
          - name: b

        """

    func cachedCount(_ result: CommandLineTests.Run) -> Int {
        guard let line = result.output.split(separator: "\n").first(where: { $0.contains("unchanged since they last passed") }) else { return 0 }
        return Int(line.split(separator: " ")[0]) ?? -1
    }

    func project() throws -> ScratchProject {
        let project = try ScratchProject()
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 4, 0, 0, 0, 2, 8, 6, 0, 0, 0]
        try Data(png).write(to: project.url("pic.png"))
        try project.write(Self.scenario, to: "card.yaml")
        #expect(try project.run(["record", "card.yaml", "--snapshots", "snaps"]).status == 0)
        return project
    }

    /// Flipping any one byte of the scenario, an image it reads or any reference file is never
    /// hidden by the cache: that render is drawn and compared again.
    @Test func noSingleByteChangeIsHidden() throws {
        let project = try project()
        defer { project.remove() }
        let check = ["check", "card.yaml", "--snapshots", "snaps"]
        #expect(cachedCount(try project.run(check)) == 0)
        #expect(cachedCount(try project.run(check)) == 2)
        var random = SeededRandom(seed: 99)
        let inputs = ["card.yaml", "pic.png", "snaps/card/a.png", "snaps/card/a.layout.json", "snaps/card/a.manifest.json", "snaps/card/b.png"]
        for trial in 0..<18 {
            let file = inputs[trial % inputs.count]
            let url = project.url(file)
            let original = try Data(contentsOf: url)
            var changed = original
            let offset = Int.random(in: 0..<changed.count, using: &random)
            changed[offset] ^= UInt8.random(in: 1...255, using: &random)
            try changed.write(to: url)
            let result = try project.run(check)
            // The scenario and its image concern both renders; a reference only its own.
            let expected = file.hasPrefix("snaps/") ? 1 : 0
            #expect(cachedCount(result) == expected, "\(file) byte \(offset): \(result.output)")
            try original.write(to: url)
            _ = try project.run(check)  // back to a cached pass
        }
    }

    @Test func corruptOrForeignEntriesAreIgnoredAndNoCacheBypasses() throws {
        let project = try project()
        defer { project.remove() }
        let check = ["check", "card.yaml", "--snapshots", "snaps"]
        _ = try project.run(check)
        #expect(cachedCount(try project.run(check)) == 2)
        let index = project.url(".layoutsnap/cache/index")
        let written = try String(contentsOf: index, encoding: .utf8)
        let passes = written.split(separator: "\n").filter { $0.hasPrefix("P\t") }
        #expect(passes.count == 2 && passes.allSatisfy { $0.hasPrefix("P\tcard\t") && $0.contains("/card.yaml\t") })
        // One pass under another key's digest, the other gone.
        let forged = written.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line -> String? in
            if line.hasPrefix("P\tcard\tb\t") { return nil }
            return line.hasPrefix("P\tcard\ta\t") ? String(line.dropLast(64)) + String(repeating: "0", count: 64) : String(line)
        }
        try forged.joined(separator: "\n").write(to: index, atomically: true, encoding: .utf8)
        #expect(cachedCount(try project.run(check)) == 0)
        #expect(try String(contentsOf: index, encoding: .utf8) == written, "the passes are remembered again")
        // Another program's file, or a link in the index's place, is no index (and is left alone).
        for foreign in ["layoutsnap cache index 0\n", "P\tcard\ta\n"] {
            try foreign.write(to: index, atomically: true, encoding: .utf8)
            #expect(cachedCount(try project.run(check)) == 0)
        }
        try FileManager.default.removeItem(at: index)
        try project.link(".layoutsnap/cache/index", to: "../../card.yaml")
        let result = try project.run(check)
        #expect(result.status == 0)
        #expect(cachedCount(result) == 0)
        #expect(try String(contentsOf: project.url("card.yaml"), encoding: .utf8) == Self.scenario)
        #expect(cachedCount(try project.run(check + ["--no-cache"])) == 0)
        // A failing render is never cached.
        try FileManager.default.removeItem(at: index)
        try project.write(Self.scenario.replacingOccurrences(of: "#336699", with: "#336698"), to: "card.yaml")
        #expect(try project.run(check).status == 1)
        #expect(try project.run(check).status == 1)
    }

    /// An unchanged file is not read again on a warm check: its memo in the cache's index
    /// (names and each render's key inputs) stands in for it. A memo naming renders the cache
    /// never passed is ignored, the file read, and the memo written anew; an index cut short
    /// or filled with something else is no index at all.
    @Test func aFileMemoThatIsCutOrForgedIsIgnored() throws {
        let project = try project()
        defer { project.remove() }
        let check = ["check", "card.yaml", "--snapshots", "snaps"]
        _ = try project.run(check)
        let index = project.url(".layoutsnap/cache/index")
        let written = try String(contentsOf: index, encoding: .utf8)
        #expect(written.contains("/card.yaml\t") && written.contains("\nR\ta\t") && written.contains("/pic.png\t"))
        for (forged, cached) in [
            (written.replacingOccurrences(of: "\nR\tb\t", with: "\nR\tc\t"), 2), (String(written.dropLast(9)), 0), ("nonsense\n", 0),
        ] {
            try forged.write(to: index, atomically: true, encoding: .utf8)
            let result = try project.run(check)
            #expect(result.status == 0 && cachedCount(result) == cached, "\(result.output)")
            #expect(try String(contentsOf: index, encoding: .utf8) == written)
        }
        // A change to the file is seen whatever its memo says.
        try project.write(Self.scenario.replacingOccurrences(of: "#336699", with: "#336698"), to: "card.yaml")
        #expect(try project.run(check).status == 1)
    }
}
