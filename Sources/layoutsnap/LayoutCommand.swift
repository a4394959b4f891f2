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

    @OptionGroup var assets: AssetOptions

    func run() throws {
        let loaded = try loadScenario(scenario, assets: assets)
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

    @OptionGroup var assets: AssetOptions

    func run() throws {
        let loaded = try loadScenario(scenario, assets: assets)
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

/// Folders besides each scenario's own that its images may come from.
struct AssetOptions: ParsableArguments {
    @Option(name: .customLong("assets"), help: "A folder images may come from besides the scenario's own folder (repeatable).")
    var folders: [String] = []
}

/// Loads a scenario, turning its errors into exit status 2 with file:line:column.
func loadScenario(_ path: String, assets: AssetOptions) throws -> Scenario {
    do {
        return try ScenarioLoader.load(file: path, assets: assets.folders)
    } catch {
        throw InputError(message: error.description)
    }
}
