import ArgumentParser
import Foundation
import LayoutSnapInterfaceBuilder
import LayoutSnapLayout
import LayoutSnapPipeline
import LayoutSnapScenario
import LayoutSnapText

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
        // An Interface Builder file may hold several scenes: each is a scenario.
        let scenarios = try loadScenarios([scenario], assets: assets).map(traits.apply)
        let engine = LayoutEngine()
        // Frames and the JSON need no constraint geometry (only diagrams draw it).
        let laidOut = scenarios.flatMap { scenario in engine.layout(scenario, constraintGeometry: false).map { (scenario, exact ? $0.exact : $0) } }
        let results = laidOut.map(\.1)
        switch format {
        case .json: print(layoutJSON(results, accessibility: true), terminator: "")
        case .text: print(results.map(\.text).joined(separator: "\n"), terminator: "")
        }
        if strict && results.contains(where: { $0.diagnostics.contains(where: \.failsStrictRun) }) {
            for (scenario, result) in laidOut { reportDiagnostics(result, scenario: scenario) }
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
        for loaded in try loadScenarios([scenario], assets: assets).map(traits.apply) {
            print(Explanation.text(for: loaded, results: LayoutEngine().layout(loaded)), terminator: "")
        }
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
