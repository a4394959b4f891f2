import Foundation
import LayoutSnapLayout
import LayoutSnapLint
import LayoutSnapScenario
import Testing

/// Clipping by a superview, the wide matrix, and suppressions in a sidecar file.
@Suite struct LintInputsTests {
    let engine = LayoutEngine()

    func findings(_ scenario: Scenario) -> [Finding] {
        Linter(measurer: engine.measurer).findings(in: engine.layout(scenario))
    }

    /// A card that clips, with a fixed height: its text grows out of it only at AX5.
    static let card = """
        device: iphone-8
        root:
          subviews:
            - id: card
              background: "#ffffff"
              clipsToBounds: true
              subviews:
                - {id: note, type: label, lines: 0, text: "Two short lines of text", font: {textStyle: body}}
        constraints:
          - card.left == root.left + 20
          - card.top == root.safeArea.top + 20
          - card.width == 220
          - card.height == 80
          - note.left == card.left + 10
          - note.right == card.right - 10
          - note.top == card.top + 10
        renders:
          - name: text
            matrix: {contentSizeCategory: [large, AX5]}
        """

    @Test func textCutByAClippingCardIsFoundOnlyWhereItGrowsOut() throws {
        let found = findings(try ScenarioLoader.load(yaml: Self.card, file: "card.yaml"))
        #expect(found.map(\.code) == [.clippedBySuperview], "\(found)")
        #expect(found.first?.render == "text-AX5")
        #expect(found.first?.views == ["note", "card"])
        #expect(found.first?.message.hasPrefix("'note' is cut by 'card', which clips to its bounds: ") == true)
        #expect(found.first?.message.hasSuffix("pt at the bottom hidden") == true, "\(found)")
    }

    @Test func aScrollViewDoesNotClipWhatItScrollsTo() throws {
        let scrolling = Self.card.replacingOccurrences(of: "    - id: card\n", with: "    - id: card\n      type: scroll\n      contentSize: [220, 1000]\n")
        let found = findings(try ScenarioLoader.load(yaml: scrolling, file: "card.yaml"))
        #expect(!found.contains { $0.code == .clippedBySuperview }, "\(found)")
    }

    @Test func theWideMatrixCoversEveryDeviceSizeAppearanceAndDirection() throws {
        var scenario = try ScenarioLoader.load(yaml: Self.card, file: "card.yaml")
        scenario.renders[0].offsets["card"] = Point(x: 0, y: 5)
        let wide = WideMatrix.widen(scenario)
        #expect(wide.renders.count == Device.presets.count * 2 * 2 * 2)
        #expect(wide.renders.first?.name == "ipad-large-light-ltr")
        #expect(wide.renders.contains { $0.name == "iphone-se-AX5-dark-rtl" && $0.device?.width == 320 && $0.traits.direction == .rtl })
        #expect(wide.renders.allSatisfy { $0.offsets["card"] == Point(x: 0, y: 5) })
        // The card's text is cut at AX5 on every device, and at no default size.
        let cut = findings(wide).filter { $0.code == .clippedBySuperview }.map(\.render)
        #expect(Set(cut) == Set(wide.renders.map(\.name).filter { $0.contains("-AX5-") }))
    }

    /// The done-when of lint: a clean screen stays clean on every device preset, at AX5, in
    /// dark and right to left (64 renders).
    @Test func aCleanScreenHasNoFindingsAcrossTheWideMatrix() throws {
        let scenario = try ScenarioLoader.load(yaml: """
            root:
              subviews:
                - {id: title, type: label, lines: 0, text: "Settings", font: {textStyle: title1}}
                - {id: save, type: button, title: "Save", font: {size: 17, weight: bold}, contentInsets: {top: 14, left: 16, bottom: 14, right: 16}}
            constraints:
              - title.leading == root.safeArea.leading + 20
              - title.trailing <= root.safeArea.trailing - 20
              - title.top == root.safeArea.top + 20
              - save.top == title.bottom + 20
              - save.leading == title.leading
            """, file: "clean.yaml")
        let wide = WideMatrix.widen(scenario)
        #expect(wide.renders.count == 64)
        #expect(findings(wide).isEmpty, "\(findings(wide))")
    }

    @Test func aSidecarSuppressesPerViewAndPerFileAndReportsWhatIsStale() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-sidecar-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("card.yaml").path
        try Self.card.write(toFile: file, atomically: true, encoding: .utf8)
        let scenario = try ScenarioLoader.load(file: file)
        func lint(_ sidecar: String) throws -> [Finding] {
            try sidecar.write(toFile: file + ".lint.yaml", atomically: true, encoding: .utf8)
            let inputs = try LintInputs.load([scenario], matrix: .declared)
            let linter = Linter(measurer: engine.measurer)
            return inputs.flatMap { input in linter.findings(inFile: input.scenarios.map { engine.layout($0) }, sidecar: input.sidecar) }
        }
        #expect(try lint("views:\n  note: [clipped-by-superview]\n").isEmpty)
        let fileWide = try lint("ignore: [clipped-by-superview, low-contrast]\n")
        #expect(fileWide.map(\.code) == [.unusedSuppression], "\(fileWide)")
        #expect(fileWide.first?.location?.file == file + ".lint.yaml")
        #expect(fileWide.first?.message.contains("ignores low-contrast for the whole file, and no render reports it") == true)
        let error = #expect(throws: ScenarioError.self) { try lint("views:\n  nowhere: [low-contrast]\n") }
        #expect(error?.description.hasPrefix("\(file).lint.yaml:2:3: error: no view 'nowhere'") == true, "\(String(describing: error))")
    }
}

/// Images and buttons VoiceOver cannot describe.
@Suite struct AccessibilityLintTests {
    @Test func unlabelledImagesAndImageOnlyButtonsAreFoundButDecorativeImagesAreNot() throws {
        let engine = LayoutEngine()
        let scenario = try ScenarioLoader.load(yaml: """
            root:
              subviews:
                - {id: photo, type: image, image: {size: [100, 100]}, frame: [20, 60, 100, 100]}
                - {id: divider, type: image, image: {size: [100, 2]}, frame: [20, 170, 100, 2], accessibility: {element: false}}
                - {id: avatar, type: image, image: {size: [44, 44]}, frame: [20, 180, 44, 44], accessibility: {label: "Your profile picture"}}
                - {id: share, type: button, title: "", frame: [200, 180, 44, 44]}
                - {id: close, type: button, title: "", frame: [260, 180, 44, 44], accessibility: {label: "Close"}}
            """, file: "a11y.yaml")
        let found = Linter(measurer: engine.measurer).findings(in: engine.layout(scenario)).filter { $0.code == .missingAccessibilityLabel }
        #expect(found.map(\.views) == [["photo"], ["share"]], "\(found)")
        #expect(found.first?.message.contains("mark it decorative (accessibility: {element: false})") == true)
        #expect(found.last?.message == "'share' is a button with no title or accessibility label: VoiceOver reads it as \"button\" alone")
    }
}

/// The layout's own diagnostics as findings, in the renders that have them.
@Suite struct LayoutDiagnosticLintTests {
    @Test func conflictsAndAmbiguityAreFindingsWhereTheyOccur() throws {
        let engine = LayoutEngine()
        let scenario = try ScenarioLoader.load(yaml: """
            root:
              subviews:
                - {id: box, background: "#007aff"}
                - {id: loose, background: "#ff9500"}
            constraints:
              - box.left == root.left + 20
              - box.right == root.right - 20
              - box.width >= 400
              - box.top == 40
              - box.height == 40
              - loose.top == 100
              - loose.height == 20
              - loose.width == 50
            renders:
              - name: phones
                matrix: {device: [iphone-se, ipad]}
            """, file: "diagnostics.yaml")
        let found = Linter(measurer: engine.measurer).findings(in: engine.layout(scenario))
        // 320 pt is too narrow for a 400-pt box between 20-pt margins; 768 is not.
        #expect(found.filter { $0.code == .unsatisfiableConstraints }.map(\.render) == ["phones-iphone-se"], "\(found.map(\.message))")
        // Nothing places `loose` horizontally, on any device.
        #expect(found.filter { $0.code == .ambiguousLayout && $0.views.contains("loose") }.map(\.render) == ["phones-iphone-se", "phones-ipad"])
    }
}

/// What layoutsnap draws for Xcode's canvas around an Interface Builder scene (its simulated
/// bars, their titles and items, and an item's custom view) is not the developer's to fix.
@Suite struct CanvasDrawnLintTests {
    let engine = LayoutEngine()

    func findings(_ scenario: Scenario) -> [Finding] {
        Linter(measurer: engine.measurer).findings(in: engine.layout(scenario)[0])
    }

    /// A simulated navigation bar with its title over an item, with `lint` settings if given.
    static func bars(lint: String? = nil) -> String {
        """
        device: iphone-15
        root:
          subviews:
            - id: navigationBar
              frame: [0, 0, 393, 103]
              background: "#f9f9f9"\(lint.map { "\n      lint: \($0)" } ?? "")
              subviews:
                - {id: navigationTitle, type: label, text: "Inbox", frame: [16, 59, 361, 44]}
                - {id: item, type: image, image: {size: [24, 24]}, frame: [353, 69, 24, 24]}
        """
    }

    @Test func simulatedBarsAndTheirItemsAreNotLinted() throws {
        var scenario = try ScenarioLoader.load(yaml: Self.bars(), file: "bars.yaml")
        let asWritten = findings(scenario)
        // As the developer's own views, the title overlaps the item, reaches into the status
        // bar's band, and the item has no label.
        #expect(Set(asWritten.map(\.code)).isSuperset(of: [.overlappingViews, .missingAccessibilityLabel]), "\(asWritten.map(\.message))")
        scenario.root.subviews[0].interfaceBuilderID = ViewSpec.canvasDrawnID
        let drawnForTheCanvas = findings(scenario)
        #expect(drawnForTheCanvas.isEmpty, "\(drawnForTheCanvas.map(\.message))")
    }

    /// `lint: {leaveOut: true}` (what `import` writes for those views) leaves a view and what it
    /// holds out the same way, and the writer keeps it.
    @Test func aViewMarkedLeftOutIsNotLintedAndIsWrittenSo() throws {
        let scenario = try ScenarioLoader.load(yaml: Self.bars(lint: "{leaveOut: true}"), file: "bars.yaml")
        #expect(findings(scenario).isEmpty)
        #expect(ScenarioWriter.yaml(scenario).contains("lint: {leaveOut: true}"))
        var drawn = try ScenarioLoader.load(yaml: Self.bars(), file: "bars.yaml")
        drawn.root.subviews[0].interfaceBuilderID = ViewSpec.canvasDrawnID
        #expect(ScenarioWriter.yaml(drawn).contains("lint: {leaveOut: true}"), "import marks what it drew for the canvas")
        #expect(findings(try ScenarioLoader.load(yaml: ScenarioWriter.yaml(drawn), file: "bars.yaml")).isEmpty)
    }
}
