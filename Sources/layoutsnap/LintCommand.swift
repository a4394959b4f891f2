import ArgumentParser
import Foundation
import LayoutSnapLayout
import LayoutSnapLint
import LayoutSnapPipeline
import LayoutSnapScenario

/// Output formats of `layoutsnap lint`.
enum LintFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif, junit
}

extension LintMatrix: ExpressibleByArgument {}

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Find what breaks a screen in any render: truncated text, overlaps, small buttons, content off screen.",
        discussion: "Exit status: 0 no findings; 1 findings; 2 bad input.")

    @Argument(help: "Scenario or Interface Builder files, or directories holding them.")
    var paths: [String] = ["scenarios"]

    @Option(help: "text (grouped by view, with the renders it shows in), json (one object per finding and render), sarif (SARIF 2.1) or junit.")
    var format: LintFormat = .text

    @Option(name: .customLong("ignore"), help: "A finding code to leave out (repeatable).")
    var ignored: [String] = []

    @Option(help: "declared (each scenario's own renders) or wide (every device preset × large, AX5 × light, dark × ltr, rtl).")
    var matrix: LintMatrix = .declared

    @OptionGroup var assets: AssetOptions

    func validate() throws {
        for code in ignored where Finding.Code(rawValue: code) == nil {
            throw ValidationError("unknown finding code '\(code)'; expected \(Finding.Code.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    func run() throws {
        // An Interface Builder file's suppressions are in a sidecar beside it.
        let loaded = try loadScenarios(paths, assets: assets)
        let files: [LintInputs]
        do throws(ScenarioError) { files = try LintInputs.load(loaded, matrix: matrix) } catch { throw InputError(message: error.description) }
        let scenarios = files.flatMap(\.scenarios)
        // Laid out on every core; the findings are measured here, with this thread's Pango.
        var laidOut = RenderPool.layOutAll(scenarios, progress: Terminal.progress(verb: "laying out")).makeIterator()
        let linter = Linter(measurer: LayoutEngine().measurer)
        var findings: [Finding] = []
        var renderCounts: [String: Int] = [:]
        for file in files {
            let layouts = file.scenarios.map { _ in laidOut.next()?.map(\.layout) ?? [] }
            for (scenario, renders) in zip(file.scenarios, layouts) { renderCounts[scenario.name] = renders.count }
            findings += linter.findings(inFile: layouts, sidecar: file.sidecar).filter { !ignored.contains($0.code.rawValue) }
        }
        switch format {
        case .json: print(LintReport.json(findings), terminator: "")
        case .sarif: print(LintReport.sarif(findings), terminator: "")
        case .junit: print(LintReport.junit(findings, scenarios: scenarios.map(\.name)), terminator: "")
        case .text:
            for line in LintReport.text(findings, renderCounts: renderCounts) { print(line) }
            print("lint: \(findings.count) finding\(findings.count == 1 ? "" : "s") in \(scenarios.count) scenario\(scenarios.count == 1 ? "" : "s")")
        }
        if !findings.isEmpty { throw ExitCode.failure }
    }
}
