import Foundation
import Testing

/// Interface Builder files through the command line: laid out, rendered and checked like
/// scenario files; bad files refused with exit status 2.
@Suite struct InterfaceBuilderCommandTests {
    static let corpus = "Tests/Fixtures/ib-corpus"

    @Test func aStoryboardLaysOutOneRenderPerScene() throws {
        let result = try CommandLineTests().run(["layout", "\(Self.corpus)/ddg-onboarding.storyboard", "--intrinsic-sizes", "stored"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        let names = json.compactMap { $0["scenario"] as? String }
        #expect(names.contains("ddg-onboarding-OnboardingViewController") && names.count >= 4)
        let views = try #require(json.first?["views"] as? [[String: Any]])
        #expect(views.allSatisfy { $0["ibId"] is String && $0["class"] is String })
    }

    @Test func recordAndCheckTakeInterfaceBuilderFiles() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        let source = try String(contentsOfFile: "\(Self.corpus)/cwa-qrscanner-tooltip.xib", encoding: .utf8)
        try project.write(source, to: "screens/tooltip.xib")
        #expect(try project.run(["record", "screens", "--snapshots", "snaps"]).status == 0)
        #expect(project.exists("snaps/tooltip/default.png") && project.exists("snaps/tooltip/default.layout.json"))
        let check = try project.run(["check", "screens", "--snapshots", "snaps", "--ci"])
        #expect(check.status == 0 && check.output.contains("check: 1 passed"))
    }

    @Test func importWritesScenariosThatLayOutTheSame() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        let source = try String(contentsOfFile: "\(Self.corpus)/ddg-jsalert.storyboard", encoding: .utf8)
        try project.write(source, to: "ui/alert.storyboard")
        let imported = try project.run(["import", "ui/alert.storyboard", "-o", "scenarios"])
        #expect(imported.status == 0)
        let files = imported.output.split(separator: "\n").map(String.init)
        #expect(files == ["scenarios/alert.yaml"])
        for file in files {
            let fromYAML = try project.run(["layout", file])
            #expect(fromYAML.status == 0, "\(fromYAML.errors)")
        }
        // Frames alike; only the places diagnostics point at differ.
        func frames(_ output: String) -> [Substring] { output.split(separator: "\n").filter { $0.contains(" frame (") } }
        let fromStoryboard = try project.run(["layout", "--format", "text", "ui/alert.storyboard"])
        let fromYAML = try project.run(["layout", "--format", "text", "scenarios"])
        #expect(frames(fromStoryboard.output) == frames(fromYAML.output) && !frames(fromYAML.output).isEmpty)
    }

    @Test func brokenFilesExitWithStatus2() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        try project.write("\u{7}\u{0}not xml at all", to: "bad.xib")
        try project.write("<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"></document>\n", to: "mac.xib")
        for file in ["bad.xib", "mac.xib"] {
            let result = try project.run(["layout", file])
            #expect(result.status == 2, "\(file)")
            #expect(result.errors.hasPrefix("\(file):"), "\(result.errors)")
        }
    }
}
