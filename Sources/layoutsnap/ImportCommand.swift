import ArgumentParser
import Foundation
import InterfaceBuilder
import LayoutSnapPipeline
import LayoutSnapScenario
import Snapshots

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

    @Option(help: "'measured' (Pango, the default) or 'stored' (the sizes Xcode stored for text and images, written as intrinsic sizes).")
    var intrinsicSizes: IntrinsicSizeSource = .measured

    @Option(name: .customLong("traits"), help: "The size class whose variations apply, width then height (compact-regular, …); the base values without it.")
    var sizeClass: SizeClass?

    func run() throws {
        // Everything is read and named before anything is written.
        var documents: [(path: String, text: String)] = []
        for file in try scenarioFiles(paths) where InterfaceBuilderFile.isInterfaceBuilderFile(file) {
            let scenarios: [Scenario]
            do { scenarios = try InterfaceBuilderFile.load(file: file, intrinsicSizes: intrinsicSizes, sizeClass: sizeClass) } catch {
                throw InputError(message: error.description)
            }
            for scenario in scenarios {
                let path = (output as NSString).appendingPathComponent("\(safeFileName(scenario.name)).yaml")
                documents.append((path, "# Imported from \((file as NSString).lastPathComponent) by layoutsnap import.\n" + ScenarioWriter.yaml(scenario)))
            }
        }
        guard !documents.isEmpty else { throw InputError(message: "\(paths.joined(separator: " ")): error: no .xib or .storyboard file to import") }
        do {
            for document in documents {
                try refuseSymbolicLinks(below: URL(fileURLWithPath: output), [(document.path as NSString).lastPathComponent], purpose: "the output folder")
            }
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            for document in documents {
                try AtomicFile.write(document.text, to: URL(fileURLWithPath: document.path))
                print(document.path)
            }
        } catch let error as StoreError {
            throw InputError(message: error.description)
        } catch {
            throw InputError(message: "\(output): error: \(error.localizedDescription)")
        }
    }
}
