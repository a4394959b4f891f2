import ArgumentParser
import Foundation
import LayoutSnapLint
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
        let lint = LintRun(try lintInputs(try loadScenarios(paths, assets: assets), matrix: matrix), ignoring: ignored, progress: Terminal.progress(verb: "linting"))
        switch format {
        case .json: print(LintReport.json(lint.findings), terminator: "")
        case .sarif: print(LintReport.sarif(lint.findings), terminator: "")
        case .junit: print(LintReport.junit(lint.findings, scenarios: lint.scenarios.map(\.name)), terminator: "")
        case .text: lint.textLines.forEach { print($0) }
        }
        if !lint.findings.isEmpty { throw ExitCode.failure }
    }
}
