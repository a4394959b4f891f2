import Foundation
import Testing
import TestSupport

/// `layoutsnap render` as a user runs it.
@Suite(.endToEnd, .tags(.endToEnd)) struct RenderCommandTests {
    private func scratchFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsnap-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The renders in an output folder (not the list of what layoutsnap wrote there).
    private func files(in folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory), !isDirectory.boolValue,
                path != ".layoutsnap-written"
            {
                found.append(path)
            }
        }
        return found.sorted()
    }

    @Test func rendersEveryRenderWithPredictableNames() throws {
        let out = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CommandLineTests().run(["render", "scenarios/seeds/003-max-height.yaml", "-o", out.path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output == "\(out.path)/003-max-height/short.png\n\(out.path)/003-max-height/long.png\n")
        let content = try CommandLineTests().run(["render", "scenarios/seeds/003-max-height.yaml", "-o", out.path, "--mode", "content", "--format", "svg"])
        #expect(content.status == 0)
        #expect(files(in: out) == [
            "003-max-height/long.content.svg", "003-max-height/long.png", "003-max-height/short.content.svg", "003-max-height/short.png",
        ])
    }

    @Test func filmstrips() throws {
        let out = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        // The render property adds a filmstrip beside the screen.
        let declared = try CommandLineTests().run(["render", "scenarios/scroll/filmstrip-feed.yaml", "-o", out.path, "--scale", "1"])
        #expect(declared.status == 0, "\(declared.errors)")
        #expect(declared.output == "\(out.path)/filmstrip-feed/default.png\n\(out.path)/filmstrip-feed/default.filmstrip.png\n")
        // --filmstrip draws every render as a filmstrip only.
        let asked = try CommandLineTests().run(["render", "scenarios/seeds/003-max-height.yaml", "-o", out.path, "--filmstrip", "3", "--format", "svg"])
        #expect(asked.status == 0, "\(asked.errors)")
        #expect(asked.output == "\(out.path)/003-max-height/short.filmstrip.svg\n\(out.path)/003-max-height/long.filmstrip.svg\n")
        let svg = try String(contentsOf: out.appendingPathComponent("003-max-height/long.filmstrip.svg"), encoding: .utf8)
        #expect(svg.contains(#"width="1189""#))  // 3 × 375 + 4 × 16 points
        // Nothing to scroll, or a count out of range: exit 2, located, nothing written.
        let still = try CommandLineTests().run(["render", "scenarios/screens/baseline-card.yaml", "-o", out.path, "--filmstrip", "2"])
        #expect(still.status == 2)
        #expect(still.errors.contains("baseline-card.yaml:") && still.errors.contains("no scroll view to make a filmstrip of"))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("baseline-card").path))
        let one = try CommandLineTests().run(["render", "scenarios/scroll/filmstrip-feed.yaml", "-o", out.path, "--filmstrip", "1"])
        #expect(one.status == 2 && one.errors.contains("--filmstrip takes 2 to 12 frames"))
        // With the constraint overlay: lines that cross text in a filmstrip's frames made
        // Cairo assert (`clip->path`) and abort the process.
        let overlaid = try CommandLineTests().run(["render", "scenarios/scroll/filmstrip-feed.yaml", "-o", out.path, "--overlay", "constraints"])
        #expect(overlaid.status == 0, "\(overlaid.errors)")
        #expect(overlaid.output.contains("filmstrip-feed/default.filmstrip.png"))
    }

    @Test func aDirectoryRendersEveryScenarioBelowIt() throws {
        let out = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CommandLineTests().run(["render", "scenarios", "-o", out.path, "--overlay", "caption,frames"])
        #expect(result.status == 0, "\(result.errors)")
        let written = files(in: out)
        #expect(written.count == result.output.split(separator: "\n").count)
        #expect(written.count >= 20)
        #expect(written.contains("floating-header/scrolled.png"))
    }

    @Test func badInputWritesNothing() throws {
        let out = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let bad = out.appendingPathComponent("bad.yaml")
        try "root:\n  subviews:\n    - id: a\n      colour: red\n".write(to: bad, atomically: true, encoding: .utf8)
        let result = try CommandLineTests().run(["render", "scenarios/seeds/003-max-height.yaml", bad.path, "-o", out.appendingPathComponent("out").path])
        #expect(result.status == 2)
        #expect(result.errors.contains("bad.yaml:4:7: error: unknown key 'colour'"))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("out").path))
        #expect(try CommandLineTests().run(["render", "scenarios", "--overlay", "sparkles"]).status == 2)
        #expect(try CommandLineTests().run(["render", "scenarios", "--offset", "1;2"]).status == 2)
    }

    @Test func anOversizedCanvasFailsCleanly() throws {
        let out = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let scenario = out.appendingPathComponent("huge.yaml")
        try """
            device: {width: 400, height: 800, scale: 3}
            root:
              subviews:
                - id: s
                  type: scroll
                  subviews:
                    - id: c
            constraints:
              - s.edges == root.edges
              - c.edges == s.content.edges
              - c.size == s.frame.size * 100
            """.write(to: scenario, atomically: true, encoding: .utf8)
        let result = try CommandLineTests().run(["render", scenario.path, "--mode", "content", "-o", out.appendingPathComponent("out").path])
        #expect(result.status == 2)
        #expect(result.errors.contains("more than the 64000000 a render may use"))
        #expect(files(in: out.appendingPathComponent("out")).isEmpty)
    }

    @Test func outputNamesStayInsideTheOutputDirectory() throws {
        let out = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let scenario = out.appendingPathComponent("evil.yaml")
        try "name: ../../escaped\nroot: {}\n".write(to: scenario, atomically: true, encoding: .utf8)
        let target = out.appendingPathComponent("out")
        let result = try CommandLineTests().run(["render", scenario.path, "-o", target.path])
        #expect(result.status == 0)
        #expect(files(in: target) == ["-..-escaped/default.png"])
        #expect(!FileManager.default.fileExists(atPath: out.deletingLastPathComponent().appendingPathComponent("escaped").path))
    }

    @Test func checkWritesJUnitOnAPassingRunToo() throws {
        let out = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let junit = out.appendingPathComponent("junit.xml")
        let result = try CommandLineTests().run(["check", "scenarios/seeds/003-max-height.yaml", "--junit", junit.path])
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(result.output.hasSuffix("check: 2 passed, 0 failed, 0 skipped\n"))
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains("<testsuite name=\"layoutsnap\" tests=\"2\" failures=\"0\">"))
    }

    /// `check --lint`: the check's own result, then lint's findings, which fail the run.
    @Test func checkLintsWhatItChecks() throws {
        let clean = try CommandLineTests().run(["check", "scenarios/seeds/003-max-height.yaml", "--ci", "--no-cache", "--lint"])
        #expect(clean.status == 0, "\(clean.output)\(clean.errors)")
        #expect(clean.output.hasSuffix("lint: 0 findings in 1 scenario\ncheck: 2 passed, 0 failed, 0 skipped\n"), "\(clean.output)")
        let out = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let form = try CommandLineTests().run(["check", "scenarios/screens/signup-form.yaml", "--ci", "--no-cache", "--lint", "--failures", out.path])
        #expect(form.status == 1, "\(form.output)\(form.errors)")
        #expect(form.output.contains("'signIn' is 353 × 30 pt, smaller than the 44 × 44 pt a finger needs (in 2 of 2 renders: default, with-promo) [small-touch-target]"))
        #expect(form.output.hasSuffix("check: 2 passed, 0 failed, 0 skipped\n"), "\(form.output)")
        // The page shows each render with the views outlined, beside the findings.
        let page = try String(contentsOf: out.appendingPathComponent("lint/index.html"), encoding: .utf8)
        #expect(page.contains("<img src=\"signup-form/default.png\"") && page.contains("[small-touch-target]"))
        #expect(files(in: out.appendingPathComponent("lint")).contains("signup-form/with-promo.png"))
    }

    @Test func fontsConfPrintsThePinnedConfiguration() throws {
        let result = try CommandLineTests().run(["fonts-conf"])
        #expect(result.status == 0)
        // Found by family: the folders and files of this system, every other font rejected.
        #expect(result.output.range(of: #"<glob>/[^<]*/Inter-Regular\.otf</glob>"#, options: .regularExpression) != nil)
        #expect(result.output.range(of: #"<glob>/[^<]*/NotoColorEmoji\.ttf</glob>"#, options: .regularExpression) != nil)
        #expect(!result.output.contains("InterDisplay"))
        #expect(result.output.contains("<rejectfont><glob>*</glob></rejectfont>"))
        #expect(result.output.contains("<family>Noto Sans CJK SC</family>"))
    }

    @Test func offsetsMoveContentButNotFloatingViews() throws {
        let out = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CommandLineTests().run(["render", "scenarios/scroll/floating-header.yaml", "--offset", "0,300", "-o", out.path])
        #expect(result.status == 0)
        // Both renders now sit at offset 300: the same picture.
        let top = try Data(contentsOf: out.appendingPathComponent("floating-header/top.png"))
        let scrolled = try Data(contentsOf: out.appendingPathComponent("floating-header/scrolled.png"))
        #expect(top == scrolled)
    }
}

/// Trait flags rename the matrix renders whose names carry the values they replace, and draw
/// renders they make the same once.
@Suite(.endToEnd, .tags(.endToEnd)) struct TraitOverrideNameTests {
    @Test func namesFollowTheOverriddenValues() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        try project.write(
            "root: {background: red}\nrenders:\n  - name: profile\n    matrix:\n      device: [iphone-se, iphone-15]\n      contentSizeCategory: [large, AX3]\n",
            to: "m.yaml")
        let both = try project.run(["render", "m.yaml", "-o", "out", "--device", "iphone-se", "--content-size-category", "AX5"])
        #expect(both.status == 0 && both.output == "out/m/profile-iphone-se-AX5.png\n", "\(both.output)\(both.errors)")
        let one = try project.run(["render", "m.yaml", "-o", "out2", "--device", "ipad"])
        #expect(one.output == "out2/m/profile-ipad-large.png\nout2/m/profile-ipad-AX3.png\n", "\(one.output)")
        let none = try project.run(["render", "m.yaml", "-o", "out3", "--appearance", "dark"])
        #expect(none.output.split(separator: "\n").count == 4 && none.output.contains("profile-iphone-15-AX3.png"))
    }
}
