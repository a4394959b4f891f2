import Foundation
import Testing
import TestSupport

/// Ambiguity and broken layouts are said, not swallowed: `layout --strict`, `render`'s
/// warnings, `explain`'s grouped findings and the negative-size diagnostic.
@Suite(.endToEnd, .tags(.endToEnd)) struct DiagnosticReportTests {
    @Test func strictLayoutFailsOnAmbiguityAndRenderWarns() throws {
        let strict = try CommandLineTests().run(["layout", "--strict", "scenarios/seeds/002-v1-ambiguous.yaml"])
        #expect(strict.status == 1)
        #expect(strict.errors.contains(
            "scenarios/seeds/002-v1-ambiguous.yaml:8:7: warning: Scrollable content size is ambiguous for scrollView [ambiguous-content-size] (render default)"))
        #expect(try CommandLineTests().run(["layout", "--strict", "scenarios/seeds/002-v3-fixed.yaml"]).status == 0)

        let project = try ScratchProject()
        defer { project.remove() }
        let render = try project.run(["render", CommandLineTests.root.appendingPathComponent("scenarios/seeds/002-v1-ambiguous.yaml").path, "-o", "out"])
        #expect(render.status == 0)
        #expect(render.errors.contains("warning: Scrollable content size is ambiguous for scrollView [ambiguous-content-size]"))
        #expect(project.exists("out/002-v1-ambiguous/default.png"))
    }

    @Test func explainGroupsAmbiguousViewsAndNamesTheInequality() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        try project.write(
            """
            device: {width: 200, height: 300, scale: 1}
            root:
              subviews:
                - id: a
                - id: b
                - id: c
            constraints:
              - "H:|-[a(40)]-[b(40)]-[c(40)]"
              - a.top >= root.top + 10
              - b.top == a.top
              - c.top == a.top
              - V:[a(20)]
              - V:[b(20)]
              - V:[c(20)]

            """, to: "s.yaml")
        let explain = try project.run(["explain", "s.yaml"])
        #expect(explain.output.hasPrefix("s: 1 finding.\n"))
        #expect(explain.output.contains("3 views have an ambiguous vertical position or size."))
        #expect(explain.output.contains("  Views: a, b, c."))
        #expect(explain.output.contains("these inequalities bound the views along this axis without fixing them:\n    s.yaml:9:5: a.top >= root.top + 10"))
    }

    @Test func aNegativeSizeIsAnErrorNamingItsConstraints() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        try project.write(
            """
            device: {width: 200, height: 100, scale: 1}
            root:
              subviews:
                - {id: a, type: label, text: "A rather long name here"}
                - {id: b, type: label, text: "Another long value here"}
            constraints:
              - "H:|-[a]-[b]-|"
              - a.width == 200
              - V:|[a]
              - V:|[b]

            """, to: "s.yaml")
        let layout = try project.run(["layout", "--strict", "s.yaml"])
        #expect(layout.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(layout.output.utf8)) as? [String: Any])
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        let negative = try #require(diagnostics.first { $0["code"] as? String == "negative-size" })
        #expect(negative["severity"] as? String == "error")
        #expect(negative["views"] as? [String] == ["b"])
        #expect(negative["message"] as? String == "b is solved to a negative width, -48 pt")
        let constraints = (negative["constraints"] as? [[String: Any]])?.compactMap { $0["constraint"] as? String }
        #expect(constraints == ["b.leading == a.trailing + 8", "root.trailing == b.trailing + 20"])
    }

    /// `--ignore-antialiasing` and `record --shard` reach the comparison and the store.
    @Test func comparisonAndShardFlagsOfRecord() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        for index in 0..<6 {
            try project.write(ScratchProject.scenario(name: "s\(index)", renders: ["a", "b"]), to: "sc/s\(index).yaml")
        }
        var recorded = 0
        for k in 1...2 {
            let result = try project.run(["record", "sc", "--snapshots", "snaps", "--shard", "\(k)/2"])
            let written = result.output.split(separator: "\n").filter { $0.hasPrefix("recorded ") }.count
            #expect(written > 0 && written < 12)
            recorded += written
        }
        #expect(recorded == 12)
        #expect(try project.run(["check", "sc", "--snapshots", "snaps", "--ci", "--ignore-antialiasing"]).status == 0)
        #expect(try project.run(["check", "sc", "--snapshots", "snaps", "--threshold", "2"]).status == 2)
    }
}
