import ArgumentParser
import Dispatch
import Foundation
import LayoutSnapInterfaceBuilder
import LayoutSnapLayout
import LayoutSnapPipeline
import LayoutSnapScenario
import LayoutSnapRender
import LayoutSnapSnapshots

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

    @Option(help: "Comma-separated overlays: frames, ambiguity, caption, constraints, dimensions.")
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
            throw ValidationError("unknown overlay in '\(overlay)'; expected frames, ambiguity, caption, constraints, dimensions")
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
        // one, or only a filmstrip with --filmstrip.
        let jobs: [(Scenario, RenderSpec, Filmstrip?)] = scenarios.flatMap { scenario in
            scenario.renders.flatMap { render -> [(Scenario, RenderSpec, Filmstrip?)] in
                if let filmstrip { return [(scenario, render, Filmstrip(count: filmstrip, scrollView: render.filmstrip?.scrollView))] }
                return [(scenario, render, nil)] + (render.filmstrip.map { [(scenario, render, $0)] } ?? [])
            }
        }
        let targets = jobs.map { scenario, render, filmstrip in
            let kind = filmstrip != nil ? ".filmstrip" : mode == .content ? ".content" : ""
            return OutputPath(folder: output, components: renderOutputPath(scenario: scenario.name, render: render.name, kind: kind, extension: format.rawValue))
        }
        do {
            for target in targets { try target.checkNoLinks() }
        } catch { throw InputError(message: error.description) }

        let results = RenderResults(count: jobs.count, showsProgress: isatty(STDERR_FILENO) != 0)
        RenderPool.forEach(jobs.count) { worker, index in
            let (scenario, baseRender, filmstrip) = jobs[index]
            var render = baseRender
            if let offsetPoint {
                for view in scenario.allViews where view.kind == .scroll { render.offsets[view.id] = offsetPoint }
            }
            let laidOut = worker.layOut(scenario, render: render)
            if filmstrip == nil { results.note(index, layout: laidOut.layout, scenario: scenario) }
            do throws(RenderError) {
                let bytes: [UInt8]
                if let filmstrip {
                    bytes = try worker.drawFilmstrip(laidOut, filmstrip: filmstrip, options: options)
                } else {
                    bytes = try worker.draw(laidOut, options: options)
                }
                results.finish(index, bytes: bytes, label: "\(scenario.name) [\(render.name)]")
            } catch {
                results.fail(index, message: error.location == nil ? "\(scenario.file): error: \(error.message)" : error.description)
            }
        }
        results.clearProgress()
        if !results.failures.isEmpty { throw InputError(message: results.failures.joined(separator: "\n")) }
        // What the layouts say (ambiguity, conflicts) goes to standard error, as a compiler's
        // warnings do; the files are written all the same.
        for (layout, scenario) in results.layouts { reportDiagnostics(layout, scenario: scenario) }
        let files = targets.indices.compactMap { index in
            results.bytes(of: index).map { (relative: targets[index].components.joined(separator: "/"), bytes: $0) }
        }
        do throws(StoreError) {
            try OwnedOutput(folder: URL(fileURLWithPath: output), command: "render").write(files, force: force)
        } catch { throw InputError(message: error.description) }
        // Paths are printed as the user wrote -o: relative stays relative.
        for (index, target) in targets.enumerated() where results.bytes(of: index) != nil { print(target.path) }
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

/// Collects results from parallel renders, in job order, with an optional progress line.
final class RenderResults: @unchecked Sendable {  // every field is read and written under the lock
    private let lock = NSLock()
    private var done = 0
    private var bytesByJob: [Int: [UInt8]] = [:]
    private var layoutsByJob: [Int: (LayoutResult, Scenario)] = [:]
    private var failuresByJob: [Int: String] = [:]
    let count: Int
    let showsProgress: Bool

    init(count: Int, showsProgress: Bool) {
        self.count = count
        self.showsProgress = showsProgress
    }

    func finish(_ job: Int, bytes: [UInt8], label: String) {
        lock.lock()
        defer { lock.unlock() }
        bytesByJob[job] = bytes
        done += 1
        if showsProgress { FileHandle.standardError.write(Data("\r\u{1B}[K[\(done)/\(count)] \(label)".utf8)) }
    }

    func fail(_ job: Int, message: String) {
        lock.lock()
        defer { lock.unlock() }
        failuresByJob[job] = message
        done += 1
    }

    func clearProgress() {
        if showsProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }

    func note(_ job: Int, layout: LayoutResult, scenario: Scenario) {
        guard !layout.diagnostics.isEmpty else { return }
        lock.lock()
        defer { lock.unlock() }
        layoutsByJob[job] = (layout, scenario)
    }

    var layouts: [(LayoutResult, Scenario)] {
        lock.lock()
        defer { lock.unlock() }
        return layoutsByJob.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The layout noted for a job, when it had diagnostics.
    func layout(of job: Int) -> LayoutResult? {
        lock.lock()
        defer { lock.unlock() }
        return layoutsByJob[job]?.0
    }

    func bytes(of job: Int) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        return bytesByJob[job]
    }
    var failures: [String] { failuresByJob.sorted { $0.key < $1.key }.map(\.value) }
}

/// Every scenario the paths name, all read before anything is written; every file's errors
/// are reported together (exit status 2). With a shard, other shards' files are only outlined.
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

