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

    @Flag(help: "Exit with status 1 when an error diagnostic or an ambiguity is reported.")
    var strict = false

    @Flag(help: "Print frames as the engine solved them, before UIKit's rounding to the device's pixel grid.")
    var exact = false

    @OptionGroup var assets: AssetOptions

    @OptionGroup var traits: TraitOptions

    func run() throws {
        let loaded = traits.apply(to: try loadScenario(scenario, assets: assets))
        let solved = LayoutEngine().layout(loaded)
        let results = exact ? solved.map(\.exact) : solved
        switch format {
        case .json: print(layoutJSON(results), terminator: "")
        case .text: print(results.map(\.text).joined(separator: "\n"), terminator: "")
        }
        if strict && results.contains(where: { $0.diagnostics.contains(where: \.failsStrictRun) }) {
            for result in results { reportDiagnostics(result, scenario: loaded) }
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

    @OptionGroup var traits: TraitOptions

    func run() throws {
        let loaded = traits.apply(to: try loadScenario(scenario, assets: assets))
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

extension Diagnostic {
    /// What `--strict` fails on: errors, and an ambiguous layout (a warning otherwise, as in
    /// Xcode, but a screen UIKit may draw differently from run to run).
    var failsStrictRun: Bool {
        severity == .error || code == .ambiguousLayout || code == .ambiguousContentSize
    }
}

/// Prints a render's diagnostics to standard error, one located line each, as compilers do.
func reportDiagnostics(_ result: LayoutResult, scenario: Scenario) {
    for diagnostic in result.diagnostics {
        let place = (diagnostic.source ?? scenario.nameLocation).description
        let line = "\(place): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code.rawValue)] (render \(result.render))\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}
