import ArgumentParser
import Foundation
import Layout
import Scenario
import Text

/// Output formats of `layoutsnap layout`.
enum LayoutFormat: String, ExpressibleByArgument, CaseIterable {
    case json, text
}

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print each view's frame, content sizes and diagnostics.")

    @Argument(help: "A scenario file.")
    var scenario: String

    @Option(help: "json (the layout JSON) or text (a table).")
    var format: LayoutFormat = .json

    @Flag(help: "Exit with status 1 when an error diagnostic is reported.")
    var strict = false

    func run() throws {
        let loaded = try loadScenario(scenario)
        let results = LayoutEngine().layout(loaded)
        switch format {
        case .json: print(layoutJSON(results), terminator: "")
        case .text: print(results.map(\.text).joined(separator: "\n"), terminator: "")
        }
        if strict && results.contains(where: { $0.diagnostics.contains { $0.severity == .error } }) {
            throw ExitCode.failure
        }
    }
}

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Say in plain words what is ambiguous or broken in a layout, and how to fix it.")

    @Argument(help: "A scenario file.")
    var scenario: String

    func run() throws {
        let loaded = try loadScenario(scenario)
        print(Explanation.text(for: loaded, results: LayoutEngine().layout(loaded)), terminator: "")
    }
}

struct FontsConfCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fonts-conf",
        abstract: "Print the fontconfig file layoutsnap pins its fonts with.")

    func run() {
        print(FontConfiguration.xml)
    }
}

/// Loads a scenario, turning its errors into exit status 2 with file:line:column.
func loadScenario(_ path: String) throws -> Scenario {
    do {
        return try ScenarioLoader.load(file: path)
    } catch {
        throw InputError(message: error.description)
    }
}
