import Foundation
import Testing
import TestSupport

/// Every input ends in exit status 0, 1 or 2, in bounded time, with a located message: the
/// crash, hang, JSON and message reproducers of shared/repro (C, H, J, U) as regression tests.
@Suite(.endToEnd, .tags(.endToEnd)) struct ReproducerTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let yaml: String
        let arguments: [String]
        let status: Int32
        /// Expected at the start of standard error (status 2) or inside standard output.
        let says: String

        var testDescription: String { name }
    }

    static let view = "root:\n  subviews:\n    - id: a\n"

    static let cases: [Case] = [
        Case(name: "C01 metric priority", yaml: "metrics: {p: 1e300}\n\(view)constraints:\n  - a.width == 10 @p\n",
             arguments: ["layout"], status: 2, says: "s.yaml:6:20: error: priority must be a whole number from 1 to 1000; 'p' is 1e+300"),
        Case(name: "C02 label wider than Pango", yaml: "root:\n  subviews:\n    - {id: l, type: label, lines: 0, text: \"hello world\"}\nconstraints: [l.left == 0, l.top == 0, l.width == 3000000]\n",
             arguments: ["layout", "--strict"], status: 1, says: "\"code\": \"value-out-of-range\""),
        Case(name: "C03 infinite literal", yaml: "\(view)constraints:\n  - a.width == \(String(repeating: "9", count: 400))\n",
             arguments: ["layout"], status: 2, says: "s.yaml:5:16: error: the number '999999999999999999999999…' is too large to be a length"),
        Case(name: "C08 infinite size in content mode", yaml: "\(view)constraints:\n  - a.left == 0\n  - a.top == 0\n  - a.width == \(String(repeating: "9", count: 400))\n",
             arguments: ["render", "-o", "out", "--mode", "content"], status: 2, says: "s.yaml:7:16: error: the number '999999999999999999999999…' is too large to be a length"),
        Case(name: "C04 negative weight", yaml: "root:\n  subviews:\n    - {id: l, type: label, text: hi, font: {weight: -1}}\n",
             arguments: ["layout"], status: 2, says: "s.yaml:3:53: error: expected a weight from 1 to 1000, not -1"),
        Case(name: "C05 huge weight", yaml: "root:\n  subviews:\n    - {id: l, type: label, text: hi, font: {weight: 5000000000}}\n",
             arguments: ["layout"], status: 2, says: "s.yaml:3:53: error: expected a weight from 1 to 1000, not 5000000000"),
        Case(name: "C06 scalar font 1e300", yaml: "root:\n  subviews:\n    - {id: l, type: label, text: hi, font: 1e300}\n",
             arguments: ["layout"], status: 2, says: "s.yaml:3:44: error: expected a font size from 1 to 1000 points, not 1e300"),
        Case(name: "C07 canvas past Int.max", yaml: "root:\n  subviews:\n    - {id: s, type: scroll, contentSize: [1e20, 100]}\nconstraints: [s.edges == root.edges]\n",
             arguments: ["render", "-o", "out", "--mode", "content"], status: 2, says: "s.yaml:3:7: error: the content-mode canvas of 1e+20×"),
        Case(name: "C09 frames overlay", yaml: "root:\n  subviews:\n    - {id: a, frame: [0, 0, 1e19, 10]}\n",
             arguments: ["render", "-o", "out", "--overlay", "frames"], status: 0, says: "out/s/default.png"),
        Case(name: "C09 layout says so", yaml: "root:\n  subviews:\n    - {id: a, frame: [0, 0, 1e19, 10]}\n",
             arguments: ["explain"], status: 0, says: "s.yaml:3:7: a.frame.width is 1e+19, beyond the ±1000000 points layoutsnap lays out."),
        Case(name: "C10 image is a folder", yaml: "root:\n  subviews:\n    - {id: i, type: image, image: \".\"}\n",
             arguments: ["layout"], status: 2, says: "s.yaml:3:35: error: image '.' is not a regular file"),
        Case(name: "C14 offset past Int.max", yaml: "root:\n  subviews:\n    - {id: s, type: scroll, contentSize: [10, 10]}\nconstraints: [s.edges == root.edges]\n",
             arguments: ["render", "-o", "out", "--mode", "content", "--offset", "1e18,1e18"], status: 2, says: "s.yaml:3:7: error: the content-mode canvas"),
        Case(name: "C15 negative size in content mode", yaml: "root:\n  subviews:\n    - {id: s, type: scroll}\nconstraints:\n  - H:|[s]|\n  - V:|[s]-(1e308)-|\n",
             arguments: ["render", "-o", "out", "--mode", "content"], status: 0, says: "out/s/default.content.png"),
        Case(name: "H02 one long word", yaml: "root:\n  subviews:\n    - {id: l, type: label, lines: 0, text: \"\(String(repeating: "x", count: 1001))\"}\n",
             arguments: ["layout"], status: 2, says: "s.yaml:3:44: error: a wrapping label's text may not run more than 1000 characters without a space"),
        Case(name: "H02 the longest word allowed", yaml: "root:\n  subviews:\n    - {id: l, type: label, lines: 0, text: \"\(String(repeating: String(repeating: "x", count: 1000) + " ", count: 19))\"}\nconstraints: [\"H:|-16-[l]-16-|\", \"V:|-20-[l]\"]\n",
             arguments: ["render", "-o", "out", "--mode", "content"], status: 0, says: "out/s/default.content.png"),
        Case(name: "H03 combining marks", yaml: "root:\n  subviews:\n    - {id: l, type: label, text: \"a\(String(repeating: "\u{301}", count: 30000))\"}\n",
             arguments: ["layout"], status: 2, says: "s.yaml:3:34: error: a label's text is limited to 20000 characters"),
        Case(name: "H04 ambiguity overlay on a huge view", yaml: "\(view)constraints: [a.width == 100, a.height == 1000000000000000]\n",
             arguments: ["render", "-o", "out", "--overlay", "ambiguity"], status: 0, says: "out/s/default.png"),
        Case(name: "J01 whole numbers past 1e15", yaml: "root:\n  subviews:\n    - {id: s, type: scroll, contentOffset: [1000000000000000, 0]}\nconstraints: [s.edges == root.edges]\n",
             arguments: ["layout"], status: 0, says: "\"contentOffset\": {\"x\": 1000000000000000, "),
        Case(name: "U01 canvas refusal located", yaml: "root:\n  subviews:\n    - {id: s, type: scroll, contentSize: [100000, 100000]}\nconstraints: [s.edges == root.edges]\n",
             arguments: ["render", "-o", "out", "--mode", "content"], status: 2, says: "s.yaml:3:7: error: the content-mode canvas of 100056×100076 points"),
        Case(name: "U02 invalid UTF-8", yaml: "root:\n  subviews:\n    - {id: l, type: label, text: \"caf\u{FFFD}\"}\n",
             arguments: ["layout"], status: 2, says: "s.yaml:3:38: error: the file is not valid UTF-8: byte 0xE9"),
        Case(name: "U03 control character", yaml: "root:\n  subviews: [{id: l, type: label, text: \"a\u{07}b\"}]\n",
             arguments: ["layout"], status: 2, says: "s.yaml:2:43: error: invalid YAML: control characters are not allowed"),
        Case(name: "U03 duplicate key", yaml: "root:\n  subviews:\n    - id: a\n      id: b\n",
             arguments: ["layout"], status: 2, says: "s.yaml:4:7: error: the key 'id' appears twice in one mapping"),
        Case(name: "U04 name too long", yaml: "name: \(String(repeating: "n", count: 300))\nroot: {background: red}\n",
             arguments: ["render", "-o", "out"], status: 2, says: "s.yaml:1:7: error: the scenario name is 300 bytes long as a file name; at most 180 are allowed"),
        Case(name: "negative offset without =", yaml: "root:\n  subviews:\n    - {id: s, type: scroll, contentSize: [10, 10]}\nconstraints: [s.edges == root.edges]\n",
             arguments: ["render", "-o", "out", "--offset", "-10,0"], status: 0, says: "out/s/default.png"),
        Case(name: "image outside the scenario's folder", yaml: "root:\n  subviews:\n    - {id: i, type: image, image: \"/etc/passwd\"}\n",
             arguments: ["layout"], status: 2, says: "s.yaml:3:35: error: image '/etc/passwd' is outside the scenario's folder"),
        Case(name: "image escaping with ..", yaml: "root:\n  subviews:\n    - {id: i, type: image, image: \"../../x.png\"}\n",
             arguments: ["layout"], status: 2, says: "s.yaml:3:35: error: image '../../x.png' is outside the scenario's folder"),
        Case(name: "a write that cannot happen", yaml: "root: {background: red}\n",
             arguments: ["render", "-o", "s.yaml/out"], status: 2, says: "error: cannot create the folder /"),
    ]

    @Test(arguments: cases)
    func endsInAnAnswer(_ item: Case) throws {
        let project = try ScratchProject()
        defer { project.remove() }
        var bytes = Array(item.yaml.utf8)
        if item.name.hasPrefix("U02"), let index = bytes.firstIndex(of: 0xEF) {
            bytes.replaceSubrange(index..<index + 3, with: [0xE9])  // a Latin-1 é
        }
        try Data(bytes).write(to: project.url("s.yaml"))
        let arguments = [item.arguments[0], "s.yaml"] + item.arguments.dropFirst()
        let (result, signalled) = try project.run(arguments, timeout: 10)
        #expect(!signalled, "\(item.name): killed by a signal")
        #expect(result.status == item.status, "\(item.name): \(result.errors)")
        if item.status == 2 {
            #expect(result.errors.hasPrefix(item.says), "\(item.name): \(result.errors)")
        } else {
            #expect(result.output.contains(item.says), "\(item.name): \(result.output.prefix(400))")
        }
        if item.arguments[0] == "layout" && item.status != 2 {
            #expect((try? JSONSerialization.jsonObject(with: Data(result.output.utf8))) != nil, "\(item.name): invalid JSON")
        }
        if item.status == 2 { #expect(!project.exists("out"), "\(item.name): wrote output") }
    }

    /// H01: a FIFO (or a link to one) named as an image is refused at once, not read.
    @Test func aFIFOIsNotRead() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        #expect(mkfifo(project.url("pipe.png").path, 0o644) == 0)
        try project.link("link.png", to: "pipe.png")
        for image in ["pipe.png", "link.png"] {
            try project.write("root:\n  subviews:\n    - {id: i, type: image, image: \(image)}\n", to: "s.yaml")
            let (result, _) = try project.run(["layout", "s.yaml"], timeout: 10)
            #expect(result.status == 2)
            #expect(result.errors.hasPrefix("s.yaml:3:35: error: image '\(image)' is not a regular file"), "\(result.errors)")
        }
        // A scenario file that is a FIFO is refused too.
        #expect(mkfifo(project.url("s2.yaml").path, 0o644) == 0)
        let (scenario, _) = try project.run(["layout", "s2.yaml"], timeout: 10)
        #expect(scenario.status == 2 && scenario.errors.contains("not a regular file"))
    }

    /// `--assets DIR` lets images come from a folder outside the scenario's.
    @Test func assetsFoldersAreAllowed() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 4, 0, 0, 0, 2, 8, 6, 0, 0, 0]
        try project.makeFolder("shared-assets")
        try Data(png).write(to: project.url("shared-assets/pic.png"))
        try project.write("root:\n  subviews:\n    - {id: i, type: image, image: ../shared-assets/pic.png}\n", to: "sc/s.yaml")
        #expect(try project.run(["layout", "sc/s.yaml"]).status == 2)
        let allowed = try project.run(["layout", "sc/s.yaml", "--assets", "shared-assets"])
        #expect(allowed.status == 0, "\(allowed.errors)")
        #expect(allowed.output.contains("\"width\": 2, \"height\": 1"))  // 4×2 pixels at @2x
        // A folder that is not there is bad input, not a silent placeholder.
        let missing = try project.run(["layout", "sc/s.yaml", "--assets", "no-such-folder"])
        #expect(missing.status == 2 && missing.errors.contains("--assets no-such-folder: no such folder"), "\(missing.errors)")
    }

    /// C11, C12, C13: hostile reference PNGs fail the check (exit 1) instead of crashing it or
    /// allocating gigabytes.
    @Test(arguments: [
        ("empty IHDR", [UInt8]()), ("4294967295² pixels", [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 8, 6, 0, 0, 0]),
        ("32768² pixels", [0, 0, 0x80, 0, 0, 0, 0x80, 0, 8, 6, 0, 0, 0]),
    ])
    func hostileReferenceImagesFailTheCheck(name: String, header: [UInt8]) throws {
        let project = try ScratchProject()
        defer { project.remove() }
        try project.write("name: card\ndevice: {width: 40, height: 30, scale: 1}\nroot: {background: red}\n", to: "card.yaml")
        #expect(try project.run(["record", "card.yaml", "--snapshots", "snaps"]).status == 0)
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += [0, 0, 0, UInt8(header.count)] + Array("IHDR".utf8) + header + [0, 0, 0, 0]
        png += [0, 0, 0, 0] + Array("IDAT".utf8) + [0, 0, 0, 0] + [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]
        try Data(png).write(to: project.url("snaps/card/default.png"))
        let (result, signalled) = try project.run(["check", "card.yaml", "--snapshots", "snaps", "--ci"], timeout: 10)
        #expect(!signalled)
        #expect(result.status == 1, "\(name): \(result.errors)")
        #expect(result.output.contains("the reference image cannot be decoded"), "\(name)")
    }
}
