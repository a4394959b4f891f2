import Foundation
import Testing
import TestSupport

/// The snapshot store mirrors the scenario files' paths, and a store recorded when folders were
/// named after scenarios keeps working until `record` moves it.
@Suite(.endToEnd, .tags(.endToEnd)) struct StoreLayoutTests {
    @Test func referencesMirrorTheScenarioPaths() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        try project.write(ScratchProject.scenario(name: "card"), to: "scenarios/cards/card.yaml")
        try project.write(ScratchProject.scenario(name: "list", renders: ["default", "dark"]), to: "scenarios/list.yaml")
        // Recorded from inside the scenarios folder: the folders are the same, by the project.
        #expect(try project.run(["record", "scenarios/cards"]).status == 0)
        #expect(try project.run(["record", "scenarios"]).status == 0)
        for path in [
            "snapshots/scenarios/cards/card/default.png", "snapshots/scenarios/cards/card/default.manifest.json",
            "snapshots/scenarios/cards/card/environment.json", "snapshots/scenarios/list/dark.layout.json",
        ] {
            #expect(project.exists(path), "\(path)")
        }
        #expect(!project.exists("snapshots/card") && !project.exists("snapshots/cards"))
        let check = try project.run(["check", "scenarios/cards", "--ci"])
        #expect(check.status == 0 && check.output.contains("check: 1 passed"), "\(check.output)")
    }

    @Test func aStoreNamedAfterScenariosIsReadThenMovedByRecord() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        try project.write(ScratchProject.scenario(name: "card"), to: "scenarios/cards/card.yaml")
        #expect(try project.run(["record", "scenarios"]).status == 0)
        // As an earlier version kept it: snapshots/<scenario name>/.
        try FileManager.default.moveItem(at: project.url("snapshots/scenarios/cards/card"), to: project.url("snapshots/card"))
        try FileManager.default.removeItem(at: project.url("snapshots/scenarios"))

        let check = try project.run(["check", "scenarios", "--ci", "--no-cache"])
        #expect(check.status == 0 && check.output.contains("check: 1 passed"), "\(check.output)")
        #expect(check.output.contains("note: 1 scenario's references are still in a folder named after the scenario"))
        #expect(check.output.contains("snapshots/card"))
        #expect(project.exists("snapshots/card/default.png"), "check never writes")

        let record = try project.run(["record", "scenarios"])
        #expect(record.status == 0)
        #expect(record.output.contains("moved ") && record.output.contains("snapshots/scenarios/cards/card"), "\(record.output)")
        #expect(record.output.contains("record: 0 written"), "the references moved as they were")
        #expect(!project.exists("snapshots/card") && project.exists("snapshots/scenarios/cards/card/default.manifest.json"))

        let again = try project.run(["check", "scenarios", "--ci", "--no-cache"])
        #expect(again.status == 0 && !again.output.contains("note:"), "\(again.output)")
    }

    @Test func twoFilesThatWouldShareAFolderAreRefused() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        try project.write(ScratchProject.scenario(name: "card-a"), to: "scenarios/card.yaml")
        try project.write(ScratchProject.scenario(name: "card-b"), to: "scenarios/card.yml")
        let record = try project.run(["record", "scenarios"])
        #expect(record.status == 2)
        #expect(record.errors.contains("would keep its references in") && record.errors.contains("snapshots/scenarios/card"), "\(record.errors)")
        #expect(!project.exists("snapshots/scenarios"), "nothing written")
    }

    @Test func removingAScenarioFileRemovesItsFolderAndEmptiedParents() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        try project.write(ScratchProject.scenario(name: "card"), to: "scenarios/deep/er/card.yaml")
        try project.write(ScratchProject.scenario(name: "list"), to: "scenarios/list.yaml")
        #expect(try project.run(["record", "scenarios"]).status == 0)
        try FileManager.default.removeItem(at: project.url("scenarios/deep"))
        let record = try project.run(["record", "scenarios", "--remove-orphans"])
        #expect(record.status == 0, "\(record.errors)")
        #expect(!project.exists("snapshots/scenarios/deep"), "\(record.output)")
        #expect(project.exists("snapshots/scenarios/list/default.png"))
    }
}
