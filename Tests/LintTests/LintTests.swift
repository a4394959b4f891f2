import LayoutSnapLayout
import LayoutSnapLint
import LayoutSnapScenario
import Testing

/// Each finding in exactly the renders where its defect shows, and none on a clean screen.
@Suite struct LintTests {
    let engine = LayoutEngine()

    func findings(_ yaml: String) throws -> [Finding] {
        let scenario = try ScenarioLoader.load(yaml: yaml, file: "lint.yaml")
        let linter = Linter(measurer: engine.measurer)
        return engine.layout(scenario).flatMap { linter.findings(in: $0) }
    }

    @Test func aLabelTruncatedOnlyAtAX5IsFoundOnlyThere() throws {
        let found = try findings("""
            device: iphone-8
            root:
              subviews:
                - {id: title, type: label, text: "Notifications", font: {textStyle: body}}
            constraints: [title.left == root.left + 20, title.top == root.top + 40, title.width == 120]
            renders:
              - name: sizes
                matrix: {contentSizeCategory: [large, AX5]}
            """)
        #expect(found.map(\.code) == [.truncatedText])
        #expect(found.first?.render == "sizes-AX5")
        #expect(found.first?.views == ["title"])
        #expect(found.first?.location?.line == 4)
        #expect(found.first?.message.contains("more width for its one line") == true)
    }

    @Test func wrappedTextWithoutRoomForItsLinesIsFound() throws {
        let found = try findings("""
            root:
              subviews:
                - {id: body, type: label, lines: 0, text: "A paragraph long enough to need three or four lines at this width, at least."}
            constraints: [body.left == 20, body.top == 40, body.width == 150, body.height == 21]
            """)
        #expect(found.map(\.code) == [.truncatedText])
        #expect(found.first?.message.contains("has room for 1") == true, "\(found)")
    }

    @Test func overlapsSmallButtonsAndOffscreenContentAreFound() throws {
        let found = try findings("""
            device: {width: 375, height: 667, scale: 2}
            root:
              subviews:
                - {id: a, type: label, text: "First", frame: [20, 40, 100, 21]}
                - {id: b, type: label, text: "Second", frame: [80, 50, 100, 21]}
                - {id: go, type: button, title: "Go", font: {size: 15, weight: bold}, frame: [20, 100, 60, 30]}
                - {id: far, type: label, text: "Beyond", frame: [340, 200, 100, 21]}
                - id: list
                  type: scroll
                  frame: [0, 300, 375, 100]
                  contentSize: [800, 100]
                  subviews:
                    - {id: inside, type: label, text: "Scrolls into view", frame: [600, 10, 150, 21]}
            """)
        #expect(Set(found.map(\.code)) == [.overlappingViews, .smallTouchTarget, .offscreen], "\(found)")
        #expect(found.first { $0.code == .overlappingViews }?.views == ["a", "b"])
        #expect(found.first { $0.code == .smallTouchTarget }?.views == ["go"])
        #expect(found.filter { $0.code == .offscreen }.map(\.views) == [["far"]])
    }

    /// WCAG 2.x: 4.5:1 for body text, 3:1 for large text; translucent backgrounds composited
    /// over the opaque one beneath; only the appearance whose colours fail is flagged.
    @Test func lowContrastIsFoundAgainstTheEffectiveBackground() throws {
        let found = try findings("""
            root:
              background: white
              subviews:
                - {id: faint, type: label, text: "Faint", color: "#999999", frame: [20, 40, 200, 21]}
                - {id: big, type: label, text: "Large and faint", color: "#949494", font: 20, frame: [20, 80, 300, 25]}
                - {id: small, type: label, text: "Small and faint", color: "#949494", font: 15, frame: [20, 120, 300, 25]}
                - id: card
                  background: "#00000080"
                  frame: [20, 160, 300, 60]
                  subviews:
                    - {id: onCard, type: label, text: "Dark on half black", color: "#333333", frame: [10, 10, 200, 21]}
                - {id: fine, type: label, text: "Readable", color: label, frame: [20, 240, 200, 21]}
            renders:
              - name: light
              - name: dark
                appearance: dark
            """)
        let light = found.filter { $0.render == "light" && $0.code == .lowContrast }.map(\.views)
        #expect(light == [["faint"], ["small"], ["onCard"]], "\(found)")
        #expect(found.first { $0.views == ["faint"] }?.message.contains("#999999 on #ffffff: contrast 2.85:1, below the 4.5:1") == true)
        // Dark: the semantic label colour turns white, the root stays white: unreadable there only.
        #expect(found.filter { $0.render == "dark" && $0.code == .lowContrast }.map(\.views).contains(["fine"]))
    }
}

/// Text and controls under the status bar or the home indicator, but not scrolling content.
@Suite struct SafeAreaLintTests {
    @Test func textUnderTheStatusBarIsFoundUnlessItScrolls() throws {
        let scenario = try ScenarioLoader.load(yaml: """
            device: iphone-15
            root:
              subviews:
                - {id: clock, type: label, text: "9:41", frame: [20, 10, 100, 21]}
                - {id: safe, type: label, text: "Below", frame: [20, 70, 100, 21]}
                - {id: tab, type: button, title: "Home", frame: [20, 830, 100, 22]}
                - id: feed
                  type: scroll
                  contentInsetAdjustment: never
                  frame: [0, 0, 393, 852]
                  contentSize: [393, 2000]
                  subviews:
                    - {id: post, type: label, text: "Scrolls under the bar", frame: [200, 5, 150, 21]}
            """, file: "safe.yaml")
        let engine = LayoutEngine()
        let found = Linter(measurer: engine.measurer).findings(in: engine.layout(scenario)).filter { $0.code == .outsideSafeArea }
        #expect(found.map(\.views) == [["clock"], ["tab"]], "\(found)")
        #expect(found.first?.message.contains("the top 59 pt (status bar)") == true)
        #expect(found.last?.message.contains("the bottom 34 pt (home indicator)") == true)
        // A top inset no status bar reaches holds bars too (a scene under a navigation bar).
        var barred = scenario
        barred.device.safeArea.top = 103
        let underBars = Linter(measurer: engine.measurer).findings(in: engine.layout(barred)).filter { $0.code == .outsideSafeArea }
        #expect(underBars.first?.message.contains("the top 103 pt (status bar and bars)") == true, "\(underBars)")
    }
}

/// A view ignores the findings a person decided to accept, and a suppression that hides
/// nothing any more is itself reported.
@Suite struct LintSuppressionTests {
    @Test func aViewIgnoresItsOwnFindingsAndStaleSuppressionsAreReported() throws {
        let scenario = try ScenarioLoader.load(yaml: """
            root:
              background: white
              subviews:
                - {id: hint, type: label, text: "Optional", color: "#999999", frame: [20, 40, 200, 21], lint: {ignore: [low-contrast]}}
                - {id: other, type: label, text: "Also faint", color: "#999999", frame: [20, 80, 200, 21]}
                - {id: clean, type: label, text: "Readable", color: black, frame: [20, 120, 200, 21], lint: {ignore: [truncated-text, nonsense]}}
            """, file: "lint.yaml")
        let engine = LayoutEngine()
        let found = Linter(measurer: engine.measurer).findings(in: engine.layout(scenario))
        #expect(found.filter { $0.code == .lowContrast }.map(\.views) == [["other"]])
        let stale = found.filter { $0.code == .unusedSuppression }
        #expect(stale.map(\.views) == [["clean"], ["clean"]])
        #expect(stale.first?.message.contains("no render reports") == true && stale.last?.message.contains("not a finding code") == true)
        #expect(stale.first?.location?.line == 6)
        // import writes the suppression back.
        #expect(ScenarioWriter.yaml(scenario).contains("lint: {ignore: [low-contrast]}"))
    }
}
