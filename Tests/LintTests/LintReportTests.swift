import Foundation
import LayoutSnapLint
import LayoutSnapScenario
import Testing

/// Findings as CI systems read them: SARIF results on the view's line, JUnit failures per
/// scenario, and text grouped by view with the renders it shows in.
@Suite struct LintReportTests {
    let findings = [
        Finding(code: .truncatedText, scenario: "card", render: "large", views: ["title"], message: "'title' needs 12 pt more width for its one line",
                location: SourceLocation(file: "scenarios/card.yaml", line: 7, column: 9)),
        Finding(code: .truncatedText, scenario: "card", render: "AX5", views: ["title"], message: "'title' needs 80 pt more width for its one line",
                location: SourceLocation(file: "scenarios/card.yaml", line: 7, column: 9)),
    ]

    @Test func sarifHasOneResultPerViewAtItsLine() throws {
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(LintReport.sarif(findings).utf8)) as? [String: Any])
        #expect(sarif["version"] as? String == "2.1.0")
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 1)
        #expect(results[0]["ruleId"] as? String == "truncated-text")
        let location = try #require((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "scenarios/card.yaml")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 7)
        #expect(((results[0]["message"] as? [String: Any])?["text"] as? String)?.hasSuffix("(renders: large, AX5)") == true)
    }

    @Test func junitFailsTheScenariosWithFindings() {
        let xml = LintReport.junit(findings, scenarios: ["card", "clean"])
        #expect(xml.contains("<testsuite name=\"layoutsnap lint\" tests=\"2\" failures=\"1\">"))
        #expect(xml.contains("<failure type=\"truncated-text\" message=\"'title' needs 12 pt more width for its one line\">scenarios/card.yaml:7:9</failure>"), "\(xml)")
        #expect(xml.contains("<testcase classname=\"lint\" name=\"clean\">\n  </testcase>"))
    }

    @Test func textNamesTheRendersAViewIsFoundIn() {
        #expect(LintReport.text(findings, renderCounts: ["card": 4]) == [
            "scenarios/card.yaml:7:9: warning: 'title' needs 12 pt more width for its one line (in 2 of 4 renders: large, AX5) [truncated-text]"
        ])
    }

    @Test func jsonHasOneObjectPerFindingAndRender() throws {
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(LintReport.json(findings).utf8)) as? [[String: Any]])
        #expect(objects.map { $0["render"] as? String } == ["large", "AX5"])
        #expect(objects[0]["code"] as? String == "truncated-text" && objects[0]["views"] as? [String] == ["title"])
        #expect(objects[0]["file"] as? String == "scenarios/card.yaml" && objects[0]["line"] as? Int == 7)
    }
}
