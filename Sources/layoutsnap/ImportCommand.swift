import ArgumentParser
import Foundation
import LayoutSnapInterfaceBuilder
import LayoutSnapPipeline
import LayoutSnapScenario

/// `layoutsnap import`: Interface Builder files as scenario YAML, one file per scene or
/// top-level view, that lays out to the same frames.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write .xib and .storyboard files as scenario YAML (one file per scene or top-level view).")

    @Argument(help: "Interface Builder files, or directories holding them.")
    var paths: [String]

    @Option(name: .shortAndLong, help: "The folder the scenario files go in.")
    var output = "."

    @Option(help: "'measured' (Pango, the default) or 'stored' (Xcode's canvas: the sizes it stored for text and images, written as intrinsic sizes, and holds at priority 300 on views nothing inside sizes).")
    var intrinsicSizes: IntrinsicSizeSource = .measured

    @Option(name: .customLong("traits"), help: "The size class whose variations apply, width then height (compact-regular, …); the base values without it.")
    var sizeClass: SizeClass?

    @Flag(help: "Replace scenario files in the output folder that layoutsnap did not write, or that were edited since.")
    var force = false

    func run() throws {
        // Everything is read and named before anything is written.
        var documents: [(name: String, source: String, text: String)] = []
        for file in try scenarioFiles(paths) where InterfaceBuilderFile.isInterfaceBuilderFile(file) {
            let scenarios: [Scenario]
            do { scenarios = try InterfaceBuilderFile.load(file: file, intrinsicSizes: intrinsicSizes, sizeClass: sizeClass) } catch {
                throw InputError(message: error.description)
            }
            for scenario in scenarios {
                let name = "\(safeFileName(scenario.name)).yaml"
                if let earlier = documents.first(where: { $0.name == name }) {
                    throw InputError(
                        message: "\(file): error: imports to \(name), as \(earlier.source) does; nothing was written. Import them into different folders")
                }
                documents.append((name, file, ScenarioDiscovery.importHeader(source: file) + "\n" + ScenarioWriter.yaml(scenario)))
            }
        }
        guard !documents.isEmpty else { throw InputError(message: "\(paths.joined(separator: " ")): error: no .xib or .storyboard file to import") }
        do throws(StoreError) {
            try OwnedOutput(folder: URL(fileURLWithPath: output), command: "import").write(documents.map { ($0.name, Array($0.text.utf8)) }, force: force)
        } catch {
            throw InputError(message: error.description)
        }
        for document in documents { print((output as NSString).appendingPathComponent(document.name)) }
    }
}
