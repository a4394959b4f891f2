import ArgumentParser
import Foundation
import LayoutSnapInterfaceBuilder
import LayoutSnapLayout
import LayoutSnapLint
import LayoutSnapPipeline
import LayoutSnapScenario
import LayoutSnapSnapshots

// What every command reads its inputs with, and how their problems reach the terminal.

/// How input files are read: folders images may come from besides each scenario's own, and
/// where Interface Builder views get their intrinsic sizes.
struct AssetOptions: ParsableArguments {
    @Option(name: .customLong("assets"), help: "A folder images may come from besides the scenario's own folder (repeatable).")
    var folders: [String] = []

    @Option(help: "Interface Builder files: 'measured' (Pango, the default) or 'stored' (Xcode's canvas: the sizes it stored for text and images, and the frames of views nothing inside sizes).")
    var intrinsicSizes: IntrinsicSizeSource = .measured

    @Option(
        name: .customLong("traits"),
        help: "Interface Builder files: the size class whose variations apply, width then height (compact-regular, regular-compact, …); the base values without it.")
    var sizeClass: SizeClass?

    var inputs: ScenarioInputs { ScenarioInputs(assetFolders: folders, intrinsicSizes: intrinsicSizes, sizeClass: sizeClass) }

    /// A folder that is not there would leave every image and named colour in it a
    /// placeholder, with nothing to say why.
    func validate() throws {
        for folder in folders {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("--assets \(folder): no such folder")
            }
        }
    }
}

extension SizeClass: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
    public static var allValueStrings: [String] {
        SizeClass.Value.allCases.flatMap { width in SizeClass.Value.allCases.map { "\(width.rawValue)-\($0.rawValue)" } }
    }
}

extension IntrinsicSizeSource: ExpressibleByArgument {}

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
        FileHandle.standardError.write(Data("\(diagnostic.located(in: scenario)) (render \(result.render))\n".utf8))
    }
}

func loadScenarios(_ paths: [String], assets: AssetOptions, shard: Shard? = nil) throws -> [Scenario] {
    do throws(PipelineError) {
        return try assets.inputs.loadAll(paths, wanted: shard?.selects)
    } catch { throw InputError(message: error.message) }
}

/// The scenario files named, with directories expanded to every scenario file below them.
func scenarioFiles(_ paths: [String]) throws -> [String] {
    do { return try ScenarioDiscovery.files(paths) } catch { throw InputError(message: error.message) }
}

func parseOffset(_ text: String) -> Point? {
    let parts = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else { return nil }
    return Point(x: x, y: y)
}

/// The loaded scenarios grouped by file for lint, each file's sidecar read; a bad sidecar is
/// an input error (exit 2).
func lintInputs(_ scenarios: [Scenario], matrix: LintMatrix) throws -> [LintInputs] {
    do throws(ScenarioError) { return try LintInputs.load(scenarios, matrix: matrix) } catch { throw InputError(message: error.description) }
}
