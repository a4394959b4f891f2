import Foundation
import Testing
import TestSupport

/// The snapshot store, the output folder and the failures folder never lose a user's files:
/// the reproducers of shared/repro (L01–L07, S01, S02) as regression tests.
@Suite(.endToEnd, .tags(.endToEnd)) struct StoreSafetyTests {
    /// L01: render names with dots are not orphans of the name before the first dot.
    @Test func dottedRenderNamesAreNotOrphans() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        try project.write(ScratchProject.scenario(name: "card", renders: ["v1.2", "small.dark", "plain"]), to: "sc/card.yaml")
        #expect(try project.run(["record", "sc", "--snapshots", "snaps"]).status == 0)
        let before = project.tree(under: "snaps")
        let again = try project.run(["record", "sc", "--snapshots", "snaps", "--remove-orphans"])
        #expect(again.status == 0)
        #expect(!again.output.contains("removed"))
        #expect(project.tree(under: "snaps") == before)
        #expect(project.exists("snaps/sc/card/v1.2.png") && project.exists("snaps/sc/card/small.dark.layout.json"))
        let check = try project.run(["check", "sc", "--snapshots", "snaps", "--ci"])
        #expect(check.status == 0)
        #expect(check.output.hasSuffix("check: 3 passed, 0 failed, 0 skipped\n"))
    }

    /// L02: a run over a subfolder only considers the references recorded from it.
    @Test func aSubsetOfScenariosLeavesTheOthersReferencesAlone() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        try project.write(ScratchProject.scenario(name: "one"), to: "sc/scroll/one.yaml")
        try project.write(ScratchProject.scenario(name: "two"), to: "sc/scroll/two.yaml")
        try project.write(ScratchProject.scenario(name: "three"), to: "sc/seeds/three.yaml")
        #expect(try project.run(["record", "sc", "--snapshots", "snaps"]).status == 0)
        // "two" is deleted: its folder is an orphan of sc/scroll; "three" is outside the run.
        try FileManager.default.removeItem(at: project.url("sc/scroll/two.yaml"))
        let result = try project.run(["record", "sc/scroll", "--snapshots", "snaps", "--remove-orphans"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(project.exists("snaps/sc/seeds/three/default.png") && project.exists("snaps/sc/seeds/three/environment.json"))
        #expect(project.exists("snaps/sc/scroll/one/default.png"))
        #expect(!project.exists("snaps/sc/scroll/two"))
        #expect(result.output.contains("removed orphan \(project.root.path)/snaps/sc/scroll/two/default.png"))
        #expect(try project.run(["check", "sc", "--snapshots", "snaps", "--ci"]).status == 0)
    }

    /// L03: an empty folder is an error, not a store wipe.
    @Test func anEmptyFolderIsAnErrorAndDeletesNothing() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        try project.write(ScratchProject.scenario(name: "card"), to: "sc/card.yaml")
        try project.makeFolder("empty")
        #expect(try project.run(["record", "sc"]).status == 0)
        let before = project.tree()
        for command in [["record", "empty", "--remove-orphans"], ["check", "empty", "--ci"], ["render", "empty", "-o", "out"]] {
            let result = try project.run(command)
            #expect(result.status == 2)
            #expect(result.errors == "empty: error: the folder holds no scenario files (.yaml, .yml, .xib or .storyboard)\n")
        }
        #expect(project.tree() == before)
    }

    /// L04: `--snapshots .` (or any folder holding the scenarios or a project) is refused.
    @Test func removeOrphansRefusesAFolderHoldingTheProject() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        try project.write(ScratchProject.scenario(name: "card"), to: "scenarios/card.yaml")
        try project.write("print(1)\n", to: "Sources/main.swift")
        try project.write("doc\n", to: "docs/README.md")
        try project.write("x\n", to: "Makefile")
        #expect(try project.run(["record", "scenarios", "--snapshots", "."]).status == 0)
        let before = project.tree()
        let result = try project.run(["record", "scenarios", "--snapshots", ".", "--remove-orphans"])
        #expect(result.status == 2)
        #expect(result.errors.contains("--remove-orphans refuses"))
        #expect(result.errors.contains("it holds the scenarios"))
        #expect(project.tree() == before)

        // A marked store that also holds a project's files is refused as well.
        try project.write(ScratchProject.scenario(name: "card"), to: "elsewhere/card.yaml")
        try project.write("// swift-tools-version: 6.1\n", to: "refs/Package.swift")
        try project.write("marker\n", to: "refs/.layoutsnap-store")
        let sources = try project.run(["record", "elsewhere", "--snapshots", "refs", "--remove-orphans"])
        #expect(sources.status == 2)
        #expect(sources.errors.contains("it holds a project's files (Package.swift)"))
        #expect(project.exists("refs/Package.swift"))
    }

    /// A folder that was never a store is not cleaned: references of an older layoutsnap, or
    /// anything else, stay until `record` has marked it.
    @Test func removeOrphansRefusesAnUnmarkedFolder() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        try project.write(ScratchProject.scenario(name: "card"), to: "sc/card.yaml")
        try project.write("keep\n", to: "snaps/old/default.png")
        let result = try project.run(["record", "sc", "--snapshots", "snaps", "--remove-orphans"])
        #expect(result.status == 2)
        #expect(result.errors.contains("is not a layoutsnap snapshot store"))
        #expect(!project.exists("snaps/card"))
        #expect(project.exists("snaps/old/default.png"))
    }

    /// L05: a symbolic link inside the store or the output folder is refused before anything
    /// is written, read or deleted.
    @Test func symbolicLinksInTheStoreAreRefused() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        try project.write(ScratchProject.scenario(name: "card"), to: "sc/card.yaml")
        try project.write("secret\n", to: "precious/id_rsa")
        try project.write("work\n", to: "precious/thesis.tex")
        try project.write("marker\n", to: "snaps/.layoutsnap-store")
        try project.link("snaps/sc/card", to: "../../precious")
        try project.link("out/card", to: "../precious")
        let before = project.tree()
        for command in [
            ["record", "sc", "--snapshots", "snaps", "--remove-orphans"], ["record", "sc", "--snapshots", "snaps"],
            ["check", "sc", "--snapshots", "snaps"], ["render", "sc", "-o", "out"],
        ] {
            let result = try project.run(command)
            #expect(result.status == 2, "\(command)")
            #expect(result.errors.contains("card is a symbolic link; layoutsnap does not"), "\(command): \(result.errors)")
        }
        #expect(project.tree() == before)

        // A link to a single reference file is refused too.
        try FileManager.default.removeItem(at: project.url("snaps/sc/card"))
        try project.link("snaps/sc/card/default.png", to: "../../../precious/thesis.tex")
        let file = try project.run(["record", "sc", "--snapshots", "snaps", "--mode", "all"])
        #expect(file.status == 2)
        // A check that works out cache keys has looked at the link already, and still refuses it.
        let linked = try project.run(["check", "sc", "--snapshots", "snaps"])
        #expect(linked.status == 2 && linked.errors.contains("default.png is a symbolic link"), "\(linked.errors)")
        #expect(try String(contentsOf: project.url("precious/thesis.tex"), encoding: .utf8) == "work\n")

        // And in the failures folder.
        try FileManager.default.removeItem(at: project.url("snaps/sc/card"))
        #expect(try project.run(["record", "sc", "--snapshots", "snaps"]).status == 0)
        try project.write(ScratchProject.scenario(name: "card", color: "#ff0000"), to: "sc/card.yaml")
        try project.link("artifacts/card", to: "../precious")
        let check = try project.run(["check", "sc", "--snapshots", "snaps", "--failures", "artifacts"])
        #expect(check.status == 2)
        #expect(project.tree(under: "precious").count == 2)
    }

    /// L06: the failures folder loses only what layoutsnap wrote there.
    @Test func theFailuresFolderKeepsOtherToolsFiles() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        try project.write(ScratchProject.scenario(name: "card"), to: "sc/card.yaml")
        try project.write("cov\n", to: "artifacts/coverage.xml")
        try project.write("mine\n", to: "artifacts/card/notes.txt")
        #expect(try project.run(["record", "sc", "--snapshots", "snaps"]).status == 0)
        try project.write(ScratchProject.scenario(name: "extra"), to: "sc/extra.yaml")
        let failing = try project.run(["check", "sc", "--snapshots", "snaps", "--ci", "--failures", "artifacts"])
        #expect(failing.status == 1)
        #expect(project.exists("artifacts/report.html") && project.exists("artifacts/extra/default.actual.png"))
        try project.write("lint\n", to: "artifacts/lint.txt")
        try FileManager.default.removeItem(at: project.url("sc/extra.yaml"))
        let passing = try project.run(["check", "sc", "--snapshots", "snaps", "--ci", "--failures", "artifacts"])
        #expect(passing.status == 0)
        #expect(project.tree(under: "artifacts").keys.sorted() == ["artifacts/card", "artifacts/card/notes.txt", "artifacts/coverage.xml", "artifacts/lint.txt"])

        // A failures folder layoutsnap created itself goes away once a check passes.
        try project.write(ScratchProject.scenario(name: "extra"), to: "sc/extra.yaml")
        #expect(try project.run(["check", "sc", "--snapshots", "snaps", "--ci", "--failures", "fresh"]).status == 1)
        #expect(project.exists("fresh/report.html"))
        try FileManager.default.removeItem(at: project.url("sc/extra.yaml"))
        #expect(try project.run(["check", "sc", "--snapshots", "snaps", "--ci", "--failures", "fresh"]).status == 0)
        #expect(!project.exists("fresh"))
    }

    /// L07: names that share a file name are a located error naming both files.
    @Test(arguments: [
        (nil as String?, nil as String?, "'card'"), ("a/b", "a-b", "as a file name 'a-b'"), ("", ".", "as a file name 'unnamed'"),
        ("..", "", "as a file name 'unnamed'"),
    ])
    func scenarioNamesMustBeUniqueAsFileNames(first: String?, second: String?, says: String) throws {
        let project = try ScratchProject()
        defer { project.remove() }
        try project.write(ScratchProject.scenario(name: first, color: "#ff0000"), to: "sc/android/card.yaml")
        try project.write(ScratchProject.scenario(name: second, color: "#0000ff"), to: "sc/ios/card.yaml")
        for command in [["render", "sc", "-o", "out"], ["record", "sc", "--snapshots", "snaps"], ["check", "sc", "--snapshots", "snaps"]] {
            let result = try project.run(command)
            #expect(result.status == 2)
            let line = second == nil ? "1:1" : "1:7"
            #expect(result.errors.hasPrefix("sc/ios/card.yaml:\(line): error: scenario name "), "\(result.errors)")
            #expect(result.errors.contains(says))
            #expect(result.errors.contains("is also used by sc/android/card.yaml:"))
        }
        #expect(!project.exists("out") && !project.exists("snaps"))
    }

    /// S01: a render that fails a size check leaves no output at all.
    @Test func aFailingRenderWritesNothing() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        try project.write(ScratchProject.scenario(name: "good"), to: "good.yaml")
        try project.write(
            """
            name: big
            root:
              subviews:
                - {id: s, type: scroll, contentSize: [100000, 100000]}
            constraints: [s.edges == root.edges]
            renders:
              - name: small
                device: {width: 40, height: 30}
                set: {s: {contentSize: [10, 10]}}
              - name: huge

            """, to: "big.yaml")
        let result = try project.run(["render", "good.yaml", "big.yaml", "-o", "out", "--mode", "content"])
        #expect(result.status == 2)
        #expect(result.errors.contains("more than the 64000000 a render may use"))
        #expect(result.output.isEmpty)
        #expect(!project.exists("out"))
    }

    /// A set whose files no longer match its manifest is missing to `check` and repaired by
    /// `record`; temporaries of writers that are gone are removed, a live writer's are kept.
    @Test func anIncompleteSetIsRepairedAndStaleTemporariesGo() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        try project.write(ScratchProject.scenario(name: "card", renders: ["a", "b"]), to: "sc/card.yaml")
        #expect(try project.run(["record", "sc", "--snapshots", "snaps"]).status == 0)
        let good = try Data(contentsOf: project.url("snaps/sc/card/a.png"))
        try FileManager.default.removeItem(at: project.url("snaps/sc/card/a.layout.json"))
        try project.write("half\n", to: "snaps/sc/card/.b.png.2147483646.6E1B2A57-8C5A-4B8F-9E0A-3C2D1F0E9B7A.tmp")
        let live = ".b.png.\(getpid()).0F1E2D3C-4B5A-4968-8776-A5B4C3D2E1F0.tmp"
        try project.write("writing\n", to: "snaps/sc/card/\(live)")

        let check = try project.run(["check", "sc", "--snapshots", "snaps", "--ci"])
        #expect(check.status == 1)
        #expect(check.output.contains("FAIL card/a (sc/card.yaml): no reference layout at"))
        #expect(check.output.contains("is incomplete"))
        // Opening the store, check already removed the dead writer's temporary.
        #expect(!project.exists("snaps/sc/card/.b.png.2147483646.6E1B2A57-8C5A-4B8F-9E0A-3C2D1F0E9B7A.tmp"))
        #expect(project.exists("snaps/sc/card/\(live)"))

        let record = try project.run(["record", "sc", "--snapshots", "snaps"])
        #expect(record.output.contains("recorded card/a\n") && !record.output.contains("recorded card/b"))
        #expect(try Data(contentsOf: project.url("snaps/sc/card/a.png")) == good)
        #expect(project.exists("snaps/sc/card/a.layout.json"))
        #expect(!project.exists("snaps/sc/card/.b.png.2147483646.6E1B2A57-8C5A-4B8F-9E0A-3C2D1F0E9B7A.tmp"))
        #expect(project.exists("snaps/sc/card/\(live)"))
        #expect(try project.run(["check", "sc", "--snapshots", "snaps", "--ci"]).status == 0)
    }
}
