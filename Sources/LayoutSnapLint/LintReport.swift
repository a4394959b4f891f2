import LayoutSnapScenario

/// Findings as CI systems read them: grouped lines for people, JSON, SARIF 2.1 for
/// code-scanning annotations on the view's line, JUnit XML for test dashboards.
public enum LintReport {
    /// One line per scenario, code and views, naming the renders it shows in
    /// (`in 2 of 8 renders: …`) unless the scenario has one render.
    public static func text(_ findings: [Finding], renderCounts: [String: Int]) -> [String] {
        groups(findings).map { group in
            let first = group[0]
            let place = first.location.map { "\($0): " } ?? "\(first.scenario): "
            let total = renderCounts[first.scenario] ?? group.count
            let renders = total <= 1 ? "" : " (\(Self.renders(group.map(\.render), of: total)))"
            return "\(place)warning: \(first.message)\(renders) [\(first.code.rawValue)]"
        }
    }

    /// Which renders a finding shows in, for a line a person reads: all of them, or the
    /// first six named and how many more (a wide matrix has 64 a scenario).
    static func renders(_ names: [String], of total: Int) -> String {
        if names.count == total && total > 2 { return "in all \(total) renders" }
        let shown = names.prefix(6).joined(separator: ", ")
        let more = names.count > 6 ? " and \(names.count - 6) more" : ""
        return "in \(names.count) of \(total) renders: \(shown)\(more)"
    }

    /// One object per finding and render.
    public static func json(_ findings: [Finding]) -> String {
        let values: [JSONValue] = findings.map { finding in
            .object([
                ("code", .string(finding.code.rawValue)), ("scenario", .string(finding.scenario)), ("render", .string(finding.render)),
                ("views", .array(finding.views.map(JSONValue.string))), ("message", .string(finding.message)),
                ("file", finding.location.map { .string($0.file) } ?? .null), ("line", finding.location.map { .number(Double($0.line)) } ?? .null),
            ])
        }
        return JSONValue.array(values).rendered() + "\n"
    }

    /// SARIF 2.1.0: a rule per code, a result per finding group at the view's line.
    public static func sarif(_ findings: [Finding]) -> String {
        let rules: [JSONValue] = Finding.Code.allCases.map { code in
            .object([("id", .string(code.rawValue)), ("shortDescription", .object([("text", .string(code.rawValue))]))])
        }
        let results: [JSONValue] = groups(findings).map { group in
            let first = group[0]
            var result: [(String, JSONValue)] = [
                ("ruleId", .string(first.code.rawValue)), ("level", .string("warning")),
                ("message", .object([("text", .string("\(first.message) (renders: \(group.map(\.render).joined(separator: ", ")))"))])),
            ]
            if let location = first.location {
                result.append((
                    "locations",
                    .array([
                        .object([
                            (
                                "physicalLocation",
                                .object([
                                    ("artifactLocation", .object([("uri", .string(location.file))])),
                                    ("region", .object([("startLine", .number(Double(location.line))), ("startColumn", .number(Double(location.column)))])),
                                ])
                            )
                        ])
                    ])
                ))
            }
            return .object(result)
        }
        let run: JSONValue = .object([
            ("tool", .object([("driver", .object([("name", .string("layoutsnap lint")), ("rules", .array(rules))]))])), ("results", .array(results)),
        ])
        return JSONValue.object([("version", .string("2.1.0")), ("runs", .array([run]))]).rendered() + "\n"
    }

    /// JUnit XML: a test case per scenario, failing with each of its finding groups.
    public static func junit(_ findings: [Finding], scenarios: [String]) -> String {
        let grouped = groups(findings)
        var cases = ""
        for scenario in scenarios {
            let own = grouped.filter { $0[0].scenario == scenario }
            cases += "  <testcase classname=\"lint\" name=\"\(scenario.xmlEscaped)\">\n"
            for group in own {
                let first = group[0]
                cases += "    <failure type=\"\(first.code.rawValue)\" message=\"\(first.message.xmlEscaped)\">\(first.location.map { "\($0)" }?.xmlEscaped ?? "")</failure>\n"
            }
            cases += "  </testcase>\n"
        }
        let failures = scenarios.filter { scenario in grouped.contains { $0[0].scenario == scenario } }.count
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuite name="layoutsnap lint" tests="\(scenarios.count)" failures="\(failures)">
            \(cases)</testsuite>

            """
    }

    /// Findings of one scenario, code and set of views, in order of first appearance.
    static func groups(_ findings: [Finding]) -> [[Finding]] {
        var order: [[String]] = []
        var groups: [[String]: [Finding]] = [:]
        for finding in findings {
            let key = [finding.scenario, finding.code.rawValue] + finding.views
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(finding)
        }
        return order.compactMap { groups[$0] }
    }
}
