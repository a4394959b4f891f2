import Foundation
import Testing
import TestSupport

/// References that image optimisers rewrote (palette, grey, 16-bit, interlaced, extra chunks)
/// hold the same pixels, so they pass: a difference in container bytes is never a failure.
@Suite(.endToEnd, .tags(.endToEnd)) struct OptimisedReferenceTests {
    @Test(arguments: ["#808080", "#ff000080"])
    func reencodedReferencesPass(background: String) throws {
        let project = try ScratchProject()
        defer { project.remove() }
        try project.write(
            "name: card\ndevice: {width: 40, height: 30, scale: 2}\nroot:\n  background: \"\(background)\"\n  subviews:\n    - {id: l, type: label, text: Hi, frame: [2, 2, 30, 20]}\n",
            to: "card.yaml")
        #expect(try project.run(["record", "card.yaml", "--snapshots", "snaps"]).status == 0)
        let original = try Data(contentsOf: project.url("snaps/card/default.png"))

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", CommandLineTests.root.appendingPathComponent("scripts/png-variants.py").path, "snaps/card/default.png", "variants"]
        process.currentDirectoryURL = project.root
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let names = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(whereSeparator: \.isWhitespace).map(String.init)
        process.waitUntilExit()
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
