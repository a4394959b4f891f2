import Foundation
import Testing
import TestSupport

/// The second round of shared/repro (C20, H10, H12, H14, H15, I01, L10, L11, L12, S10, U10,
/// X01, X03) as regression tests of the command line: each ends in bounded time with exit
/// status 0, 1 or 2, a located message where it is an error, and nothing overwritten that the
/// user did not ask for. (H11, H13, I02, X02 and the XML details are library tests in
/// InterfaceBuilderTests/XMLSafetyTests; L11's options and every key input in
/// SnapshotsTests/CacheKeyTests; P01–P05 in PreviewTests/PreviewHardeningTests.)
@Suite(.endToEnd, .tags(.endToEnd)) struct ReproducerRound2Tests {
    static let card = "device: {width: 200, height: 80, scale: 1}\nroot:\n  subviews:\n    - {id: title, type: label, text: \"Welcome back, friend\"}\nconstraints: [\"H:|-10-[title]\", \"V:|-10-[title]\"]\n"

    static func xib(_ body: String, width: Int = 320) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view id="root-1">
                    <rect key="frame" x="0" y="0" width="\(width)" height="200"/>
                    <subviews>
        \(body)
                    </subviews>
                </view>
            </objects>
        </document>

        """
    }

    /// C20 (a dashed mark along a 1e11-pt view) and H10 (hatching at 9.2e18 pt): the overlays
    /// draw what the canvas shows and end.
    @Test(arguments: [
        ("root:\n  subviews:\n    - id: a\nconstraints:\n  - a.height == 100000000000 @750\n", "constraints"),
        ("root:\n  subviews:\n    - id: s\n      type: scroll\n      contentOffset: [9223372036854775808, 0]\n      subviews:\n        - {id: l, type: label, text: x}\nconstraints:\n  - l.right == s.right + 16\n", "ambiguity"),
    ])
    func hugeOverlaysEnd(yaml: String, overlay: String) throws {
        let project = try ScratchProject()
        defer { project.remove() }
        try project.write(yaml, to: "s.yaml")
        let (result, signalled) = try project.run(["render", "s.yaml", "-o", "out", "--overlay", overlay], timeout: 20)
        #expect(!signalled && result.status == 0, "\(result.errors)")
        #expect(project.exists("out/s/default.png"))
        let gallery = try project.run(["gallery", "s.yaml", "-o", "site"], timeout: 20)
        #expect(!gallery.signalled && [0, 2].contains(gallery.run.status), "\(gallery.run.errors)")
        if gallery.run.status == 2 { #expect(gallery.run.errors.hasPrefix("s.yaml:"), "\(gallery.run.errors)") }
    }

    /// H12: a xib written on one line (256,000 elements) is located in one pass.
    @Test func aOneLineXibIsReadInOnePass() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        let line = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>"
            + String(repeating: "<x/>", count: 256_000) + "</objects></document>\n"
        try project.write(line, to: "one-line.xib")
        let (result, signalled) = try project.run(["layout", "one-line.xib"], timeout: 20)
        #expect(!signalled && result.status == 2)
        #expect(result.errors.hasPrefix("one-line.xib:2:1: error: no view to lay out"), "\(result.errors)")
    }

    /// H15: a UTF-16 xib with 8,000 constraints lays out as its UTF-8 twin does.
    @Test func aUTF16XibLaysOutAsItsUTF8Twin() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        let constraints = (0..<8000).map { "<constraint firstAttribute=\"width\" constant=\"181\" id=\"w\($0)\"/>" }.joined(separator: "\n")
        let body = "<view id=\"v\" translatesAutoresizingMaskIntoConstraints=\"NO\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"181\" height=\"20\"/><constraints>\n\(constraints)\n</constraints></view>"
        let text = Self.xib(body)
        try project.write(text, to: "u8.xib")
        let utf16 = try #require(text.replacingOccurrences(of: "UTF-8", with: "UTF-16").data(using: .utf16))
        try utf16.write(to: project.url("u16.xib"))
        let (u8, _) = try project.run(["layout", "u8.xib", "--format", "text"], timeout: 20)
        let (u16, signalled) = try project.run(["layout", "u16.xib", "--format", "text"], timeout: 20)
        #expect(!signalled && u16.status == 0 && u8.status == 0, "\(u16.errors)")
        #expect(u16.output.replacingOccurrences(of: "u16", with: "u8") == u8.output)
    }

    /// H14: thousands of sibling scroll views cost about what plain views cost.
    @Test func manyScrollViewsLayOutInLinearTime() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        let views = (1...3000).map { "    - {id: s\($0), type: scroll}" }.joined(separator: "\n")
        try project.write("device: {width: 600, height: 600, scale: 2}\nroot:\n  subviews:\n\(views)\n", to: "s.yaml")
        let (result, signalled) = try project.run(["layout", "s.yaml", "--format", "json"], timeout: 30)
        #expect(!signalled && result.status == 0, "\(result.errors.prefix(300))")
        #expect(result.output.components(separatedBy: "ambiguous-content-size").count - 1 == 6000)
    }

    /// I01: what the Interface Builder reader accepts, `import` writes as YAML that loads and
    /// lays out to the same frames; what the loader would refuse, the reader refuses too.
    @Test func importWritesWhatTheLoaderReads() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        let odd = Self.xib(#"<label text="Title" numberOfLines="-1" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-1"><rect key="frame" x="16" y="12" width="120" height="18"/></label>"#)
        try project.write(odd, to: "odd.xib")
        for command in [["layout", "odd.xib"], ["render", "odd.xib", "-o", "out"], ["import", "odd.xib", "-o", "imported"]] {
            let result = try project.run(command)
            #expect(result.status == 2 && result.errors.hasPrefix("odd.xib:7:1: error: expected a number of lines"), "\(command): \(result.errors)")
        }
        #expect(!project.exists("imported") && !project.exists("out"))

        let controls = """
                    <slider value="50" minValue="0.0" maxValue="100" translatesAutoresizingMaskIntoConstraints="NO" id="sld"><rect key="frame" x="16" y="20" width="200" height="31"/></slider>
                    <pageControl numberOfPages="3" currentPage="1" translatesAutoresizingMaskIntoConstraints="NO" id="pgc"><rect key="frame" x="16" y="60" width="120" height="26"/></pageControl>
                    <label text="A title that wraps onto a second line" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="lbl"><rect key="frame" x="16" y="100" width="120" height="41"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            """
        let constraints = """
            <constraints>
                <constraint firstItem="sld" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="sld" firstAttribute="top" secondItem="root-1" secondAttribute="top" constant="20" id="c2"/>
                <constraint firstItem="sld" firstAttribute="width" constant="200" id="c3"/>
                <constraint firstItem="lbl" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="16" id="c4"/>
                <constraint firstItem="lbl" firstAttribute="top" secondItem="root-1" secondAttribute="top" constant="100" id="c5"/>
                <constraint firstItem="lbl" firstAttribute="width" constant="120" id="c6"/>
            </constraints>
            """
        try project.write(Self.xib(controls).replacingOccurrences(of: "            </subviews>", with: "            </subviews>\n\(constraints)"), to: "form.xib")
        let imported = try project.run(["import", "form.xib", "-o", "imported"])
        #expect(imported.status == 0, "\(imported.errors)")
        let fromXib = try project.run(["layout", "form.xib", "--format", "text"])
        let fromYAML = try project.run(["layout", "imported/form.yaml", "--format", "text"])
        #expect(fromXib.status == 0 && fromYAML.status == 0, "\(fromYAML.errors)")
        #expect(fromYAML.output.replacingOccurrences(of: "imported/form.yaml", with: "form.xib") == fromXib.output)
    }

    /// L10: a change that keeps the scenario file's CRC-32 and length is a cache miss: the
    /// check lays it out again and fails.
    @Test func aCRCPreservingChangeMissesTheCache() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        try project.write(Self.card, to: "scenarios/card.yaml")
        #expect(try project.run(["record"]).status == 0)
        #expect(try project.run(["check", "--ci"]).status == 0)
        let original = Array(Self.card.utf8)
        let forged = try #require(CRC32.forge(original, replacing: "Welcome back, friend", with: "Oops @@@@@@@@@@@@@@@"))
        #expect(forged.count == original.count && CRC32.checksum(forged) == CRC32.checksum(original) && forged != original)
        try Data(forged).write(to: project.url("scenarios/card.yaml"))
        let check = try project.run(["check", "--ci"])
        #expect(check.status == 1, "\(check.output)")
        #expect(!check.output.contains("unchanged since they last passed"))
    }

    /// L11: a check with other Interface Builder intrinsic sizes is not answered from a cache
    /// filled by a passing check with the stored ones.
    @Test func intrinsicSizesArePartOfTheCacheKey() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        let tip = #"""
                        <label text="A fairly long title that wraps" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-1">
                            <rect key="frame" x="16" y="12" width="120" height="18"/>
                            <fontDescription key="fontDescription" type="system" pointSize="15"/>
                        </label>
            """#
        let constraints = #"<constraints><constraint firstItem="lbl-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="16" id="c1"/><constraint firstItem="lbl-1" firstAttribute="top" secondItem="root-1" secondAttribute="top" constant="12" id="c2"/></constraints>"#
        try project.write(Self.xib(tip, width: 220).replacingOccurrences(of: "            </subviews>", with: "            </subviews>\n\(constraints)"), to: "ib/tip.xib")
        #expect(try project.run(["record", "ib", "--intrinsic-sizes", "stored"]).status == 0)
        #expect(try project.run(["check", "ib", "--ci", "--intrinsic-sizes", "stored"]).status == 0)
        let measured = try project.run(["check", "ib", "--ci"])
        #expect(measured.status == 1, "\(measured.output)")
        #expect(try project.run(["check", "ib", "--ci", "--intrinsic-sizes", "stored"]).status == 0)
    }

    /// L12: import, gallery, render and merge-reports replace only files they wrote; two
    /// inputs for one output are an error before anything is written; --force replaces.
    @Test func outputFoldersKeepTheUsersFiles() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        let card = Self.xib(#"<label text="from a" translatesAutoresizingMaskIntoConstraints="NO" id="l1"><rect key="frame" x="10" y="10" width="150" height="20"/></label>"#)
        try project.write(card, to: "a/card.xib")
        try project.write(card.replacingOccurrences(of: "from a", with: "from b"), to: "b/card.xib")
        let handWritten = "# hand-written scenario\nroot: {background: red}\n"
        try project.write(handWritten, to: "scenarios/card.yaml")

        let refused = try project.run(["import", "a/card.xib", "-o", "scenarios"])
        #expect(refused.status == 2 && refused.errors.contains("scenarios/card.yaml: exists and layoutsnap did not write it"), "\(refused.errors)")
        #expect(try String(contentsOf: project.url("scenarios/card.yaml"), encoding: .utf8) == handWritten)

        let twice = try project.run(["import", "a/card.xib", "b/card.xib", "-o", "out"])
        #expect(twice.status == 2 && twice.errors.hasPrefix("b/card.xib: error: imports to card.yaml, as a/card.xib does"), "\(twice.errors)")
        #expect(!project.exists("out"))

        // Its own files it replaces; once edited, they are the user's.
        #expect(try project.run(["import", "a/card.xib", "-o", "fresh"]).status == 0)
        #expect(try project.run(["import", "b/card.xib", "-o", "fresh"]).status == 0)
        #expect(try String(contentsOf: project.url("fresh/card.yaml"), encoding: .utf8).contains("from b"))
        try project.write("# edited\nroot: {background: blue}\n", to: "fresh/card.yaml")
        #expect(try project.run(["import", "a/card.xib", "-o", "fresh"]).status == 2)
        #expect(try project.run(["import", "a/card.xib", "-o", "fresh", "--force"]).status == 0)
        #expect(try String(contentsOf: project.url("fresh/card.yaml"), encoding: .utf8).contains("from a"))

        try project.write("root: {background: red}\n", to: "s.yaml")
        try project.write("<h1>my project page</h1>\n", to: "site/index.html")
        let gallery = try project.run(["gallery", "s.yaml", "-o", "site"])
        #expect(gallery.status == 2 && gallery.errors.contains("site/index.html: exists"), "\(gallery.errors)")
        #expect(try String(contentsOf: project.url("site/index.html"), encoding: .utf8).contains("my project page"))
        #expect(!project.exists("site/s"))

        try project.write("mine", to: "renders/s/default.png")
        #expect(try project.run(["render", "s.yaml", "-o", "renders"]).status == 2)
        #expect(try String(contentsOf: project.url("renders/s/default.png"), encoding: .utf8) == "mine")
        #expect(try project.run(["render", "s.yaml", "-o", "renders2"]).status == 0)
        #expect(try project.run(["render", "s.yaml", "-o", "renders2"]).status == 0)
    }

    /// S10: an artifact path through a symbolically linked folder inside a shard's folder is
    /// left out of the merged report, as a linked file is; and the merged folder keeps a
    /// report.html the user wrote.
    @Test func mergeReportsFollowsNoLinkedFolder() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        try project.write("TOKEN=not-for-the-report\n", to: "outside/secret.txt")
        try project.write("name: card\ndevice: {width: 40, height: 30, scale: 1}\nroot: {background: red}\n", to: "sc/card.yaml")
        #expect(try project.run(["record", "sc"]).status == 0)
        try project.write("name: card\ndevice: {width: 40, height: 30, scale: 1}\nroot: {background: blue}\n", to: "sc/card.yaml")
        #expect(try project.run(["check", "sc", "--ci", "--failures", "shard", "--junit", "shard/junit.xml"]).status == 1)
        let runURL = project.url("shard/run.json")
        var run = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: runURL)) as? [String: Any])
        var outcomes = try #require(run["outcomes"] as? [[String: Any]])
        var artifacts = try #require(outcomes[0]["artifacts"] as? [String: String])
        artifacts["actual.png"] = "sub/link/secret.txt"
        outcomes[0]["artifacts"] = artifacts
        run["outcomes"] = outcomes
        try JSONSerialization.data(withJSONObject: run).write(to: runURL)
        try project.makeFolder("shard/sub")
        try FileManager.default.createSymbolicLink(atPath: project.url("shard/sub/link").path, withDestinationPath: project.url("outside").path)
        let merged = try project.run(["merge-reports", "shard", "-o", "merged"])
        #expect(merged.status == 0, "\(merged.errors)")
        #expect(!project.exists("merged/sub/link/secret.txt") && !project.exists("merged/sub"))

        try project.write("<h1>ours</h1>\n", to: "mine/report.html")
        let refused = try project.run(["merge-reports", "shard", "-o", "mine"])
        #expect(refused.status == 2 && refused.errors.contains("mine/report.html: exists"), "\(refused.errors)")
    }

    /// No symbolic link below an input folder is followed: a linked scenario (which may lead
    /// anywhere) is not rendered; named itself, it is.
    @Test func linksBelowAnInputFolderAreNotFollowed() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        try project.write("root: {background: red}\n", to: "sc/real.yaml")
        try project.write("root: {background: blue}\n", to: "elsewhere/linked.yaml")
        try project.link("sc/linked.yaml", to: "../elsewhere/linked.yaml")
        let folder = try project.run(["render", "sc", "-o", "out"])
        #expect(folder.status == 0, "\(folder.errors)")
        #expect(folder.output == "out/real/default.png\n")
        let named = try project.run(["render", "sc/linked.yaml", "-o", "out"])
        #expect(named.status == 0 && named.output == "out/linked/default.png\n", "\(named.errors)")
    }

    /// U10: a filmstrip over the pixel limit is refused at its render; as SVG it is written.
    @Test func aLargeFilmstripIsLocatedAndSVGIsTheWayRound() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        try project.write(
            "device: {width: 3000, height: 3000, scale: 1}\nroot:\n  subviews:\n    - id: s\n      type: scroll\n      contentSize: [3000, 30000]\nconstraints: [s.edges == root.edges]\nrenders:\n  - name: strip\n    filmstrip: 12\n",
            to: "s.yaml")
        let png = try project.run(["render", "s.yaml", "-o", "out"])
        #expect(png.status == 2 && png.errors.hasPrefix("s.yaml:9:5: error: a filmstrip of 12 frames at @1x is more than 64000000 pixels"), "\(png.errors)")
        #expect(!project.exists("out"))
        let svg = try project.run(["render", "s.yaml", "-o", "out", "--format", "svg"])
        #expect(svg.status == 0, "\(svg.errors)")
        #expect(project.exists("out/s/strip.filmstrip.svg"))
    }

    /// X01, X03: a folder holding a xib that is not UTF-8 is checked with a located error for
    /// that file, not a crash that reports nothing.
    @Test(arguments: [[0x3C, 0x61, 0x20, 0xF3, 0x3D, 0x22, 0x22, 0x2F, 0x3E] as [UInt8], [0x3C, 0xFF, 0x61, 0x2F, 0x3E]])
    func aFolderWithABadXibIsALocatedError(bytes: [UInt8]) throws {
        let project = try ScratchProject()
        defer { project.remove() }
        try project.write("root: {background: red}\n", to: "scenarios/good.yaml")
        try Data(bytes).write(to: project.url("scenarios/bad.xib"))
        for command in [["check", "scenarios"], ["layout", "scenarios/bad.xib"], ["import", "scenarios/bad.xib", "-o", "imported"]] {
            let (result, signalled) = try project.run(command, timeout: 20)
            #expect(!signalled && result.status == 2, "\(command): \(result.errors)")
            #expect(result.errors.contains("scenarios/bad.xib:1:"), "\(command): \(result.errors)")
            #expect(result.errors.contains("error: the file is not valid UTF-8"), "\(command): \(result.errors)")
        }
    }
}

/// CRC-32 (zlib's), and a change to chosen bits that keeps it: what an attacker needs to pass
/// a cache keyed on CRC-32 and length (shared/repro L10).
enum CRC32 {
    static let table: [UInt32] = (0..<256).map { index in
        (0..<8).reduce(UInt32(index)) { crc, _ in crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        ~bytes.reduce(~UInt32(0)) { crc, byte in table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    }

    /// `original` with `old` replaced by `new` (same length, whose '@' bytes are free to
    /// change in their low four bits), adjusted so that its CRC-32 is the original's.
    static func forge(_ original: [UInt8], replacing old: String, with new: String) -> [UInt8]? {
        let text = String(decoding: original, as: UTF8.self)
        guard old.utf8.count == new.utf8.count, let range = text.range(of: old) else { return nil }
        var candidate = Array(text.replacingCharacters(in: range, with: new).utf8)
        let free = candidate.indices.filter { candidate[$0] == UInt8(ascii: "@") }
        let base = checksum(candidate), target = checksum(original)
        // Each free bit's effect on the CRC (CRC is affine in the bits, so flips add by XOR).
        var columns: [(position: Int, bit: Int, effect: UInt32)] = []
        for position in free {
            for bit in 0..<4 {
                var flipped = candidate
                flipped[position] ^= 1 << bit
                columns.append((position, bit, checksum(flipped) ^ base))
            }
        }
        // Gaussian elimination over GF(2): rows keyed by their leading bit, each with the set
        // of columns that makes it.
        var basis: [(lead: Int, value: UInt32, uses: Set<Int>)] = []
        for (index, column) in columns.enumerated() {
            var value = column.effect, uses: Set<Int> = [index]
            for row in basis where value >> row.lead & 1 == 1 {
                value ^= row.value
                uses.formSymmetricDifference(row.uses)
            }
            if value != 0 {
                basis.append((31 - value.leadingZeroBitCount, value, uses))
                basis.sort { $0.lead > $1.lead }
            }
        }
        var needed = base ^ target, uses: Set<Int> = []
        for row in basis where needed >> row.lead & 1 == 1 {
            needed ^= row.value
            uses.formSymmetricDifference(row.uses)
        }
        guard needed == 0 else { return nil }
        for index in uses { candidate[columns[index].position] ^= 1 << columns[index].bit }
        return candidate
    }
}
