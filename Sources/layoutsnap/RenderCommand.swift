import ArgumentParser
import Foundation
import LayoutSnapInterfaceBuilder
import LayoutSnapLayout
import LayoutSnapPipeline
import LayoutSnapScenario
import LayoutSnapSnapshots
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
        let offsetPoint = offset.flatMap(parseOffset)
        // Each render's screen (or content diagram), its filmstrip when the render asks for
        // one, or only a filmstrip with --filmstrip: one layout, one or two drawings.
        var jobs: [RenderJob] = []
        var targets: [[OutputPath]] = []
        for scenario in scenarios {
            for var render in scenario.renders {
                if let offsetPoint {
                    for view in scenario.allViews where view.kind == .scroll { render.offsets[view.id] = offsetPoint }
                }
                var drawings: [(RenderJob.Drawing, kind: String)] = []
                if let filmstrip {
                    drawings.append((RenderJob.filmstrip(Filmstrip(count: filmstrip, scrollView: render.filmstrip?.scrollView), options), ".filmstrip"))
                } else {
                    drawings.append((RenderJob.image(options), mode == .content ? ".content" : ""))
                    if let strip = render.filmstrip { drawings.append((RenderJob.filmstrip(strip, options), ".filmstrip")) }
                }
                jobs.append(RenderJob(scenario: scenario, render: render, drawings: drawings.map(\.0)))
                targets.append(drawings.map { drawing in
                    OutputPath(folder: output, components: renderOutputPath(scenario: scenario.name, render: render.name, kind: drawing.kind, extension: format.rawValue))
                })
            }
        }
        do {
            for target in targets.joined() { try target.checkNoLinks() }
        } catch { throw InputError(message: error.description) }

        let rendered = RenderPool.renderAll(jobs, progress: Terminal.progress(verb: "rendering"))
        let failures = rendered.flatMap(\.failureMessages)
        if !failures.isEmpty { throw InputError(message: failures.joined(separator: "\n")) }
        // What the layouts say (ambiguity, conflicts) goes to standard error, as a compiler's
        // warnings do; the files are written all the same. (A filmstrip alone says nothing:
        // it lays out at other offsets.)
        if filmstrip == nil {
            for (job, result) in zip(jobs, rendered) { reportDiagnostics(result.laidOut.layout, scenario: job.scenario) }
        }
        let written = zip(targets, rendered).flatMap { targets, result in
            zip(targets, result.outputs).compactMap { target, output in (try? output.get()).map { (target, $0) } }
        }
        do throws(StoreError) {
            try OwnedOutput(folder: URL(fileURLWithPath: output), command: "render")
                .write(written.map { (relative: $0.0.components.joined(separator: "/"), bytes: $0.1) }, force: force)
        } catch { throw InputError(message: error.description) }
        // Paths are printed as the user wrote -o: relative stays relative.
        for (target, _) in written { print(target.path) }
    }
}

/// Where one render goes: `<folder>/<scenario>/<file>`, refused when the scenario's folder or
/// the file is a symbolic link (it would write outside the output folder).
struct OutputPath {
    let folder: String
    /// Below the folder: the scenario's folder, then the file.
    let components: [String]

    var path: String { components.reduce(folder) { ($0 as NSString).appendingPathComponent($1) } }

    func checkNoLinks() throws(StoreError) {
        try refuseSymbolicLinks(below: URL(fileURLWithPath: folder), components, purpose: "the output folder")
    }
}

func loadScenarios(_ paths: [String], assets: AssetOptions, shard: Shard? = nil) throws -> [Scenario] {
    var wanted: (@Sendable (String, String) -> Bool)?
    if let shard { wanted = { scenario, render in shard.contains(scenario: scenario, render: render) } }
    do throws(PipelineError) {
        return try assets.inputs.loadAll(paths, wanted: wanted)
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

