import LayoutSnapScenario
import Testing

/// A label's `runs`: each found by its text after the run before it, in UTF-8 offsets, and
/// written back by `import` so that reading the scenario again gives the same runs.
@Suite struct TextRunLoaderTests {
    static let yaml = """
        root:
          subviews:
            - id: l
              type: label
              text: "ab ab — déjà ab"
              runs:
                - {text: ab, color: "#ff0000"}
                - {text: ab, font: {weight: bold, size: 20}}
                - {text: "déjà"}
        """

    @Test func runsAreFoundInOrderAndWrittenBack() throws {
        let scenario = try loadScenario(Self.yaml)
        let runs = try #require(scenario.allViews.first { $0.id == "l" }?.label?.runs)
        #expect(runs.map(\.start) == [0, 3, 10])
        #expect(runs.map(\.end) == [2, 5, 16], "UTF-8 offsets: the dash and the accents take several bytes")
        #expect(runs[0].color == Color(red: 1, green: 0, blue: 0) && runs[0].font == nil)
        #expect(runs[1].font?.weight == 700 && runs[1].font?.size == 20)
        let written = ScenarioWriter.yaml(scenario)
        let again = try loadScenario(written)
        #expect(again.allViews.first { $0.id == "l" }?.label?.runs == runs, "\(written)")
    }

    /// Lines, spacing and a background come in, go out to the layout JSON, and are written back.
    @Test func underlineStrikethroughKernAndBackgroundAreRead() throws {
        let scenario = try loadScenario("""
            root:
              subviews:
                - id: l
                  type: label
                  text: "read the terms, was 9"
                  runs:
                    - {text: terms, underline: true, kern: 1.25, background: "#fff3c4"}
                    - {text: "9", strikethrough: true}
            """)
        let runs = try #require(scenario.allViews.first { $0.id == "l" }?.label?.runs)
        #expect(runs[0].underline && !runs[0].strikethrough && runs[0].kern == 1.25 && runs[0].background?.hex == "#fff3c4")
        #expect(runs[1].strikethrough && !runs[1].underline && runs[1].kern == nil && runs[1].background == nil)
        let again = try loadScenario(ScenarioWriter.yaml(scenario))
        #expect(again.allViews.first { $0.id == "l" }?.label?.runs == runs)
        let failure = loadingFailure("""
            root:
              subviews:
                - id: l
                  type: label
                  text: "wide"
                  runs:
                    - {text: wide, kern: 500}
            """)
        #expect(failure?.contains(":7:") == true && failure?.contains("expected a kerning from -100 to 100 points, not 500") == true, "\(failure ?? "loaded")")
    }

    @Test func aRunWhoseTextIsNotThereIsALocatedError() {
        let failure = loadingFailure("""
            root:
              subviews:
                - id: l
                  type: label
                  text: "one two"
                  runs:
                    - {text: two}
                    - {text: one}
            """)
        #expect(failure == "s.yaml:8:18: error: the run's text 'one' is not in the label's text after the run before it")
        #expect(loadingFailure("root: {subviews: [{id: l, type: label, text: a, runs: [{text: a, size: 3}]}]}")?.contains("unknown key 'size'") == true)
    }
}
