import Foundation
import Testing
import TestSupport

/// Interface Builder files through the command line: laid out, rendered and checked like
/// scenario files; bad files refused with exit status 2.
@Suite(.endToEnd, .tags(.endToEnd)) struct InterfaceBuilderCommandTests {
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

    /// `fidelity` measures every readable file of a folder, names the one it cannot read, and
    /// ends with status 2; `--find-misplaced` leaves stale frames out and says how many.
    @Test func fidelityGoesOnPastAnUnreadableFile() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        try project.write(try String(contentsOfFile: "\(Self.corpus)/cwa-onboarding-info.xib", encoding: .utf8), to: "ib/a.xib")
        try project.write("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>", to: "ib/b.xib")
        let result = try project.run(["fidelity", "ib", "--find-misplaced", "--verbose"])
        #expect(result.status == 2)
        #expect(result.output.contains("  left out a ") && result.output.contains("stored frames break "), "\(result.output)")
        #expect(result.output.contains("a.xib") && result.output.contains("misplaced left out") && result.output.contains("b.xib"))
        #expect(result.output.contains("not read") && result.errors.contains("1 file(s) could not be read"), "\(result.errors)")
    }

    @Test func recordAndCheckTakeInterfaceBuilderFiles() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        let source = try String(contentsOfFile: "\(Self.corpus)/cwa-qrscanner-tooltip.xib", encoding: .utf8)
        try project.write(source, to: "screens/tooltip.xib")
        #expect(try project.run(["record", "screens", "--snapshots", "snaps"]).status == 0)
        // The store mirrors the file's path, a folder per scene below it.
        #expect(project.exists("snaps/screens/tooltip/tooltip/default.png") && project.exists("snaps/screens/tooltip/tooltip/default.layout.json"))
        let check = try project.run(["check", "screens", "--snapshots", "snaps", "--ci"])
        #expect(check.status == 0 && check.output.contains("check: 1 passed"))
    }

    /// `--traits W-H` picks a size class's variations: here a leading constant installed only
    /// in compact height.
    @Test func traitsPickASizeClass() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        try project.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES" useTraitCollections="YES">
              <device id="retina4_7"/>
              <scenes><scene sceneID="s"><objects>
                <viewController id="vc" storyboardIdentifier="Sized" sceneMemberID="viewController">
                  <view key="view" id="root1">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                      <view translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="box">
                        <rect key="frame" x="20" y="20" width="100" height="100"/>
                      </view>
                    </subviews>
                    <constraints>
                      <constraint firstItem="box" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="20" id="base"/>
                      <constraint firstItem="box" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="60" id="compact"/>
                      <constraint firstItem="box" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="20" id="top"/>
                      <constraint firstItem="box" firstAttribute="width" constant="100" id="w"/>
                      <constraint firstItem="box" firstAttribute="height" constant="100" id="h"/>
                    </constraints>
                    <variation key="default"><mask key="constraints"><exclude reference="compact"/></mask></variation>
                    <variation key="heightClass=compact"><mask key="constraints"><exclude reference="base"/><include reference="compact"/></mask></variation>
                  </view>
                </viewController>
              </objects></scene></scenes>
            </document>
            """, to: "sized.storyboard")
        func boxX(_ extra: [String]) throws -> Double? {
            let result = try project.run(["layout", "sized.storyboard"] + extra)
            #expect(result.status == 0, "\(result.errors)")
            let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
            let box = (json?["views"] as? [[String: Any]])?.first { $0["id"] as? String == "box" }
            return (box?["frame"] as? [String: Any])?["x"] as? Double
        }
        #expect(try boxX([]) == 20)
        #expect(try boxX(["--traits", "compact-compact"]) == 60)
        #expect(try boxX(["--traits", "regular-regular"]) == 20)
        let bad = try project.run(["layout", "sized.storyboard", "--traits", "wide"])
        #expect(bad.status == 2)
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

    @Test func importedBesideItsSourceTheFolderStillRecordsAndChecks() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        let source = try String(contentsOfFile: "\(Self.corpus)/ddg-jsalert.storyboard", encoding: .utf8)
        try project.write(source, to: "ui/alert.storyboard")
        #expect(try project.run(["import", "ui/alert.storyboard", "-o", "ui"]).status == 0)
        // The imported YAML takes the storyboard's place: one scenario, no name clash.
        let recorded = try project.run(["record", "ui", "--snapshots", "snapshots"])
        #expect(recorded.status == 0, "\(recorded.errors)")
        #expect(try project.run(["check", "ui", "--snapshots", "snapshots"]).status == 0)
        let layout = try project.run(["layout", "--format", "text", "ui"])
        #expect(layout.output.split(separator: "\n").filter { $0.hasPrefix("alert [") }.count == 1, "\(layout.output)")
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
