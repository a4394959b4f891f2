import ArgumentParser
import Foundation
import LayoutSnapLayout
import LayoutSnapLint
import LayoutSnapScenario

/// Output formats of `layoutsnap lint`.
enum LintFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Find what breaks a screen in any render: truncated text, overlaps, small buttons, content off screen.",
        discussion: "Exit status: 0 no findings; 1 findings; 2 bad input.")

    @Argument(help: "Scenario or Interface Builder files, or directories holding them.")
    var paths: [String] = ["scenarios"]

    @Option(help: "text (grouped by view, with the renders it shows in) or json (one object per finding and render).")
    var format: LintFormat = .text

    @Option(name: .customLong("ignore"), help: "A finding code to leave out (repeatable).")
    var ignored: [String] = []

    @OptionGroup var assets: AssetOptions

    func validate() throws {
        for code in ignored where Finding.Code(rawValue: code) == nil {
            throw ValidationError("unknown finding code '\(code)'; expected \(Finding.Code.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    func run() throws {
        let scenarios = try loadScenarios(paths, assets: assets)
        let engine = LayoutEngine()
        let linter = Linter(measurer: engine.measurer)
        var findings: [Finding] = []
        var renderCounts: [String: Int] = [:]
        for scenario in scenarios {
            let layouts = engine.layout(scenario)
            renderCounts[scenario.name] = layouts.count
            findings += linter.findings(in: layouts).filter { !ignored.contains($0.code.rawValue) }
        }
        switch format {
        case .json: print(Self.json(findings), terminator: "")
        case .text:
            for line in Self.grouped(findings, renderCounts: renderCounts) { print(line) }
            print("lint: \(findings.count) finding\(findings.count == 1 ? "" : "s") in \(scenarios.count) scenario\(scenarios.count == 1 ? "" : "s")")
        }
        if !findings.isEmpty { throw ExitCode.failure }
    }

    /// One line per view and code, naming the renders it shows in (`in 2 of 8 renders: …`).
    static func grouped(_ findings: [Finding], renderCounts: [String: Int]) -> [String] {
        var order: [String] = []
        var groups: [String: [Finding]] = [:]
        for finding in findings {
            let key = "\(finding.scenario)\u{0}\(finding.code.rawValue)\u{0}\(finding.views.joined(separator: ","))"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(finding)
        }
        return order.compactMap { key in
            guard let group = groups[key], let first = group.first else { return nil }
            let place = first.location.map { "\($0): " } ?? "\(first.scenario): "
            let total = renderCounts[first.scenario] ?? group.count
            let renders = total == 1 ? "" : " (in \(group.count) of \(total) renders: \(group.map(\.render).joined(separator: ", ")))"
            return "\(place)warning: \(first.message)\(renders) [\(first.code.rawValue)]"
        }
    }

    static func json(_ findings: [Finding]) -> String {
        let values: [JSONValue] = findings.map { finding in
            .object([
                ("code", .string(finding.code.rawValue)), ("scenario", .string(finding.scenario)), ("render", .string(finding.render)),
                ("views", .array(finding.views.map(JSONValue.string))), ("message", .string(finding.message)),
                ("file", finding.location.map { .string($0.file) } ?? .null), ("line", finding.location.map { .number(Double($0.line)) } ?? .null),
            ])
        }
        return JSONValue.array(values).rendered() + "\n"
    }
}
