import LayoutSnapScenario
import Testing

/// The VFL and expression parsers and the loader's checks, through `ScenarioLoader`.
@Suite struct ParserTests {
    private func constraints(
        _ lines: [String], views: [String] = ["a", "b", "c"], extra: String = ""
    ) throws(ScenarioError) -> [LayoutConstraintSpec] {
        let yaml = """
            \(extra)
            root:
              subviews:
            \(views.map { "    - id: \($0)" }.joined(separator: "\n"))
            constraints:
            \(lines.map { "  - \"\($0)\"" }.joined(separator: "\n"))
            """
        return try ScenarioLoader.load(yaml: yaml, file: "t.yaml").constraints
    }

    private func error(_ lines: [String], views: [String] = ["a", "b"]) -> ScenarioError? {
        do {
            _ = try constraints(lines, views: views)
            return nil
        } catch {
            return error
        }
    }

    @Test func standardAndExplicitSpacing() throws {
        let parsed = try constraints(["H:|-[a]-[b]-20-[c]-|"])
        #expect(parsed.map(\.summary) == [
            "a.leading == root.leading + 20", "b.leading == a.trailing + 8", "c.leading == b.trailing + 20",
            "root.trailing == c.trailing + 20",
        ])
    }

    @Test func predicatesRelationsPrioritiesAndMetrics() throws {
        let parsed = try constraints(["V:[a(>=w,<=100@750)]-(>=m@250)-[b(==a)]"], extra: "metrics: {w: 44, m: 10}")
        #expect(parsed.map(\.summary) == [
            "a.height >= 44", "a.height <= 100 @750", "b.height == a.height", "b.top >= a.bottom + 10 @250",
        ])
    }

    @Test func negativeGapsInParenthesesAndPriorityOnAShortGap() throws {
        #expect(try constraints(["H:|-(-5)-[a]"]).map(\.summary) == ["a.leading == root.leading - 5"])
        #expect(try constraints(["V:|-20@750-[a]"]).map(\.summary) == ["a.top == root.top + 20 @750"])
    }

    @Test func parseErrorsPointAtTheirColumn() {
        // The constraint is on line 7 and its text starts at column 6 (`  - "`).
        let cases: [([String], Int, String)] = [
            (["|[a][b(100]|"], 16, "predicate must end with ')' and the view with ']'"),
            (["H:|[a(100)]-(b)-[a]"], 19, "'b' is not a metric"),
            (["H:|-(=5)-[a]"], 11, "unknown relation"),
            (["H:[a(100@1001)]"], 15, "invalid priority 1001.0"),
            (["H:[a]-[zz]"], 13, "unable to find view 'zz'"),
        ]
        for (lines, column, message) in cases {
            let failure = error(lines)
            #expect(failure?.location.line == 7, "\(lines)")
            #expect(failure?.location.column == column, "\(lines): \(String(describing: failure))")
            #expect(failure?.message.contains(message) == true, "\(String(describing: failure?.message))")
        }
    }

    @Test func alignmentAlongTheLinesAxisIsRejected() throws {
        let yaml = """
            root:
              subviews:
                - id: a
                - id: b
            constraints:
              - {vfl: "H:[a][b]", options: [alignAllLeft]}
            """
        #expect(throws: ScenarioError.self) { try ScenarioLoader.load(yaml: yaml, file: "t.yaml") }
        let good = yaml.replacingOccurrences(of: "alignAllLeft", with: "alignAllTop")
        #expect(try ScenarioLoader.load(yaml: good, file: "t.yaml").constraints.map(\.summary).last == "a.top == b.top")
    }

    @Test func viewsOfAVFLLineMustBeSiblings() {
        let yaml = """
            root:
              subviews:
                - id: box
                  subviews:
                    - id: a
                - id: b
            constraints:
              - H:[a][b]
            """
        do {
            _ = try ScenarioLoader.load(yaml: yaml, file: "t.yaml")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "t.yaml:8:11: error: 'b' is a subview of 'root', not of 'box': the views of a VFL line must be siblings")
        }
    }

    @Test func expressions() throws {
        let parsed = try constraints([
            "a.width == 0.5 * b.width + 10 @high", "a.centerY == b.centerY * 2 - 4", "a.height >= 44",
            "a.edges == b.edges + 16", "a.size == b.size", "a.left == root.leftMargin",
        ])
        #expect(parsed.map(\.summary) == [
            "a.width == 0.5*b.width + 10 @750", "a.centerY == 2*b.centerY - 4", "a.height >= 44",
            "a.top == b.top + 16", "a.left == b.left + 16", "a.bottom == b.bottom - 16", "a.right == b.right - 16",
            "a.width == b.width", "a.height == b.height", "a.left == root.leftMargin",
        ])
    }

    @Test func scrollGuides() throws {
        let yaml = """
            root:
              subviews:
                - id: s
                  type: scroll
                  subviews:
                    - id: a
            constraints:
              - a.width == s.frame.width
              - a.edges == s.content.edges
              - a.height == s.contentLayoutGuide.height
            """
        let parsed = try ScenarioLoader.load(yaml: yaml, file: "t.yaml").constraints
        #expect(parsed.first?.secondItem == .frameGuide("s"))
        #expect(parsed[1].secondItem == .contentGuide("s"))
        #expect(parsed.last?.secondItem == .contentGuide("s"))
        let notScroll = yaml.replacingOccurrences(of: "type: scroll", with: "type: view")
        #expect(throws: ScenarioError.self) { try ScenarioLoader.load(yaml: notScroll, file: "t.yaml") }
    }

    @Test func expressionErrors() {
        let cases: [(String, String)] = [
            ("a.width", "expected ==, <= or >="),
            ("a.width == b.wdth", "unknown attribute 'wdth'"),
            ("a.width == c.width", "unknown view 'c'"),
            ("a.width == 10 @1001", "expected a priority"),
            ("a.width == b.width + a.width", "only one view.attribute"),
            ("a.edges == b.width", "must match in number"),
            ("width == 10", "expected 'view.attribute'"),
        ]
        for (line, message) in cases {
            #expect(error([line])?.message.contains(message) == true, "\(line): \(String(describing: error([line])))")
        }
    }

    /// VFL and expressions read numbers and priorities with one grammar: every spelling means
    /// the same in both.
    @Test(arguments: [("50", 50.0), ("0.5", 0.5), ("1e2", 100), ("2.5E1", 25), ("1e+2", 100), ("m", 12)])
    func numbersMeanTheSameInBothGrammars(spelling: String, value: Double) throws {
        let vfl = try constraints(["H:[a(\(spelling))]"], extra: "metrics: {m: 12}")
        let expression = try constraints(["a.width == \(spelling)"], extra: "metrics: {m: 12}")
        #expect(vfl.first?.constant == value && expression.first?.constant == value)
    }

    @Test(arguments: [("required", 1000), ("high", 750), ("low", 250), ("999", 999), ("p", 300), ("1e2", 100)])
    func prioritiesMeanTheSameInBothGrammars(spelling: String, value: Int) throws {
        let vfl = try constraints(["H:[a(50@\(spelling))]"], extra: "metrics: {p: 300}")
        let expression = try constraints(["a.width == 50 @\(spelling)"], extra: "metrics: {p: 300}")
        #expect(vfl.first?.priority == value && expression.first?.priority == value)
    }

    @Test func badPrioritiesAreRefusedByBoth() {
        for spelling in ["0", "1001", "2.5", "medium", "q"] {
            #expect(error(["H:[a(50@\(spelling))]"]) != nil, "VFL @\(spelling)")
            #expect(error(["a.width == 50 @\(spelling)"]) != nil, "expression @\(spelling)")
        }
    }
}
