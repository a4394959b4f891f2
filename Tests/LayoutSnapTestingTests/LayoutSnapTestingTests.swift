import Foundation
import LayoutSnapTesting
import Testing

/// The testing API as a test suite uses it, with a scenario built in code.
@Suite struct LayoutSnapTestingTests {
    func card(inset: Double) throws -> Scenario {
        var card = ViewSpec(id: "card")
        card.background = Color(red: 0.2, green: 0.4, blue: 1)
        var title = ViewSpec(id: "title", kind: .label)
        title.label = LabelSpec()
        title.label?.text = "Hello"
        card.subviews = [title]
        var root = ViewSpec(id: "root")
        root.subviews = [card]
        return try Scenario(
            name: "code-card", device: Device(width: 200, height: 120, scale: 1), root: root,
            constraints: ["H:|-(\(inset))-[card]-(\(inset))-|", "V:|-20-[card(60)]", "title.center == card.center"])
    }

    func sandbox() -> SnapshotOptions {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsnap-testing-\(UUID().uuidString)")
        return SnapshotOptions(snapshots: root.appendingPathComponent("snapshots"), failures: root.appendingPathComponent("failures"))
    }

    @Test func aNewSnapshotIsRecordedThenPasses() throws {
        let options = sandbox()
        defer { try? FileManager.default.removeItem(at: options.snapshots.deletingLastPathComponent()) }
        withKnownIssue("the first run records the reference and says so") {
            expectLayoutSnapshot(of: try card(inset: 10), options: options)
        }
        #expect(FileManager.default.fileExists(atPath: options.snapshots.appendingPathComponent("code-card/default.png").path))
        expectLayoutSnapshot(of: try card(inset: 10), options: options)
    }

    @Test func aChangedLayoutFailsWithItsDiff() throws {
        let options = sandbox()
        defer { try? FileManager.default.removeItem(at: options.snapshots.deletingLastPathComponent()) }
        _ = try verifyLayoutSnapshot(of: try card(inset: 10), options: options, record: .all)
        let run = try verifyLayoutSnapshot(of: try card(inset: 11), options: options)
        let message = try #require(failureMessage(for: run, options: options))
        #expect(message.contains("card.frame.x: 10 → 11 (+1)"))
        #expect(message.contains("report.html"))
        withKnownIssue { expectLayoutSnapshot(of: try card(inset: 11), options: options) }
    }

    /// `#expect(!run.failed)` as docs/snapshots.md shows it: a failure reads as a sentence
    /// naming the render and its difference, not a dump of the run.
    @Test func aFailedRunReadsAsASentenceInExpect() throws {
        let options = sandbox()
        defer { try? FileManager.default.removeItem(at: options.snapshots.deletingLastPathComponent()) }
        _ = try verifyLayoutSnapshot(of: try card(inset: 10), options: options, record: .all)
        let passing = try verifyLayoutSnapshot(of: try card(inset: 10), options: options)
        #expect(String(describingForTest: passing) == "all 1 render matched their references")
        let run = try verifyLayoutSnapshot(of: try card(inset: 11), options: options)
        #expect(String(describingForTest: run).hasPrefix("1 of 1 render failed: code-card/default (layout: "))
        withKnownIssue {
            #expect(!run.failed)
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains("1 of 1 render failed: code-card/default") && !text.contains("outcomes:")
        }
    }

    @Test func underCIAMissingReferenceFailsAndIsNotWritten() throws {
        var options = sandbox()
        options.ci = true
        defer { try? FileManager.default.removeItem(at: options.snapshots.deletingLastPathComponent()) }
        let run = try verifyLayoutSnapshot(of: try card(inset: 10), options: options)
        #expect(run.failed)
        #expect(!FileManager.default.fileExists(atPath: options.snapshots.path))
    }

    @Test func constraintErrorsInCodeNameTheirLine() {
        var root = ViewSpec(id: "root")
        root.subviews = [ViewSpec(id: "a")]
        #expect(throws: ScenarioError.self) {
            try Scenario(name: "bad", root: root, constraints: ["a.width == 10", "a.hieght == 10"])
        }
        do {
            _ = try Scenario(name: "bad", root: root, constraints: ["a.width == 10", "a.hieght == 10"])
        } catch {
            #expect(error.description.hasPrefix("<code>:2:3: error: unknown attribute 'hieght'"))
        }
    }
}

/// docs/snapshots.md's example, as written there, in a sandbox instead of ./snapshots.
@Suite struct DocumentedSnapshotExampleTests {
    @Test func settingsCard() throws {
        var card = ViewSpec(id: "card")
        card.background = Color(red: 0.2, green: 0.4, blue: 1)
        var root = ViewSpec(id: "root")
        root.subviews = [card]
        let scenario = try Scenario(
            name: "settings-card", root: root, constraints: ["H:|-16-[card]-16-|", "V:|-20-[card(60)]"])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsnap-doc-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = SnapshotOptions(snapshots: folder.appendingPathComponent("snapshots"), failures: folder.appendingPathComponent("failures"))
        withKnownIssue("the first run records") { expectLayoutSnapshot(of: scenario, options: options) }
        expectLayoutSnapshot(of: scenario, options: options)
        let layout = try String(contentsOf: options.snapshots.appendingPathComponent("settings-card/default.layout.json"), encoding: .utf8)
        #expect(layout.contains("\"frame\": {\"x\": 16, \"y\": 20, \"width\": 343, \"height\": 60}"))
    }
}

extension LayoutSnapTestingTests {
    @Test func referencesGoBesideTheTestFileByDefault() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsnap-beside-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let testFile = folder.appendingPathComponent("Tests/CardTests.swift").path
        var options = snapshotOptions(besideTestFile: testFile)
        #expect(options.snapshots.path == folder.appendingPathComponent("Tests/__Snapshots__/CardTests").path)
        options.ci = false  // CI=true (as on CI) would refuse to record the first run
        let first = try verifyLayoutSnapshot(of: try card(inset: 10), options: options)
        #expect(first.failed)  // recorded, and said so
        let reference = folder.appendingPathComponent("Tests/__Snapshots__/CardTests/code-card/default.png")
        #expect(FileManager.default.fileExists(atPath: reference.path))
        #expect(try !verifyLayoutSnapshot(of: try card(inset: 10), filePath: testFile).failed)
        // A scenario file is read relative to the test file.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Tests/Scenarios"), withIntermediateDirectories: true)
        try "name: from-file\ndevice: {width: 40, height: 30, scale: 1}\nroot: {background: red}\n"
            .write(to: folder.appendingPathComponent("Tests/Scenarios/box.yaml"), atomically: true, encoding: .utf8)
        _ = try verifyLayoutSnapshot(file: "Scenarios/box.yaml", options: options, filePath: testFile)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Tests/__Snapshots__/CardTests/from-file/default.png").path))
    }

    @Test func recordingChangedReferencesFailsLoudly() throws {
        let options = sandbox()
        defer { try? FileManager.default.removeItem(at: options.snapshots.deletingLastPathComponent()) }
        _ = try verifyLayoutSnapshot(of: try card(inset: 10), options: options, record: .all)
        let unchanged = try verifyLayoutSnapshot(of: try card(inset: 10), options: options, record: .changed)
        #expect(!unchanged.failed)  // nothing to record: passes
        let changed = try verifyLayoutSnapshot(of: try card(inset: 12), options: options, record: .changed)
        #expect(changed.failed)
        #expect(changed.outcomes.first?.notes.first?.hasPrefix("recorded a new reference (changed)") == true)
        #expect(try !verifyLayoutSnapshot(of: try card(inset: 12), options: options).failed)
    }

    @Test func theRecordEnvironmentVariable() {
        #expect(RecordSetting.fromEnvironment(["LAYOUTSNAP_RECORD": "all"]) == .record(.all))
        #expect(RecordSetting.fromEnvironment(["LAYOUTSNAP_RECORD": "Changed"]) == .record(.changed))
        #expect(RecordSetting.fromEnvironment(["LAYOUTSNAP_RECORD": "missing"]) == .record(.missing))
        #expect(RecordSetting.fromEnvironment(["LAYOUTSNAP_RECORD": "never"]) == .never)
        #expect(RecordSetting.fromEnvironment([:]) == nil)
    }
}
