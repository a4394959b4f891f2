import ArgumentParser
import Foundation
import LayoutSnapPipeline
import LayoutSnapScenario
import LayoutSnapRender

extension OutputFormat: ExpressibleByArgument {}
extension RenderMode: ExpressibleByArgument {}

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render scenarios to PNG, SVG or PDF.",
        discussion: """
            Writes DIR/<scenario>/<render>.<format> (content mode: <render>.content.<format>), one file per \
            render the scenario declares, and prints each path. A directory renders every scenario below it, \
            in parallel.
            """)

    @Argument(help: "Scenario files, or directories holding them.")
    var paths: [String]

    @Option(name: .shortAndLong, help: "The output directory.")
    var output = "out"

    @Option(help: "png (at the device scale), svg or pdf (in points).")
    var format: OutputFormat = .png

    @Option(help: "screen (what the device shows) or content (every scroll view's whole content area).")
    var mode: RenderMode = .screen

    @Option(help: "Comma-separated overlays: frames, ambiguity, caption, constraints, dimensions, safe-area.")
    var overlay: String = ""

    @OptionGroup var assets: AssetOptions

    @OptionGroup var traits: TraitOptions

    @Option(help: "Pixels per point for PNG (default: the device's scale).")
    var scale: Double?

    // Unconditional: `--offset -10,0` is a value, not an unknown option.
    @Option(parsing: .unconditional, help: "A content offset x,y for every scroll view (re-solves, so floating views stay put).")
    var offset: String?

    @Option(help: "Draw each render as a filmstrip of N frames (2 to 12): the screen at N offsets of its first vertically scrolling scroll view, from the top to the end of the content, side by side. Writes <render>.filmstrip.<format>.")
    var filmstrip: Int?

    func validate() throws {
        guard Overlays(parsing: overlay) != nil else {
            throw ValidationError("unknown overlay in '\(overlay)'; expected \(Overlays.names.map(\.name).joined(separator: ", "))")
        }
        if let scale, !(scale > 0 && scale <= 8) { throw ValidationError("--scale must be above 0 and at most 8") }
        if let offset, parseOffset(offset) == nil { throw ValidationError("--offset takes x,y, such as 0,120") }
        if let filmstrip, !Filmstrip.counts.contains(filmstrip) {
            throw ValidationError("--filmstrip takes \(Filmstrip.counts.lowerBound) to \(Filmstrip.counts.upperBound) frames")
        }
    }

    @Flag(help: "Replace files in the output folder that layoutsnap did not write, or that were changed since.")
    var force = false

    func run() throws {
        let options = RenderOptions(format: format, mode: mode, overlays: Overlays(parsing: overlay) ?? [], scale: scale)
        // Read and check everything before writing anything: the scenarios, the output paths,
        // then every render into memory; files are written only when all of them succeeded.
        let scenarios = try loadScenarios(paths, assets: assets).map(traits.apply)
        let plan = RenderFiles(scenarios: scenarios, options: options, offset: offset.flatMap(parseOffset), filmstrip: filmstrip, folder: output)
        do { try plan.checkTargets() } catch { throw InputError(message: error.description) }

        let rendered = RenderPool.renderAll(plan.jobs, progress: Terminal.progress(verb: "rendering"))
        let failures = rendered.flatMap(\.failureMessages)
        if !failures.isEmpty { throw InputError(message: failures.joined(separator: "\n")) }
        // What the layouts say (ambiguity, conflicts) goes to standard error, as a compiler's
        // warnings do; the files are written all the same. (A filmstrip alone says nothing:
        // it lays out at other offsets.)
        if filmstrip == nil {
            for (job, result) in zip(plan.jobs, rendered) { reportDiagnostics(result.laidOut.layout, scenario: job.scenario) }
        }
        let written = plan.files(from: rendered)
        do throws(StoreError) {
            try OwnedOutput(folder: URL(fileURLWithPath: output), command: "render").write(written.map { ($0.path.relative, $0.bytes) }, force: force)
        } catch { throw InputError(message: error.description) }
        // Paths are printed as the user wrote -o: relative stays relative.
        for file in written { print(file.path.path) }
    }
}
