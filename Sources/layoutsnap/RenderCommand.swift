import ArgumentParser
import Dispatch
import Foundation
import Layout
import Render
import Scenario
import Snapshots

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

    @Option(help: "Comma-separated overlays: frames, ambiguity, caption.")
    var overlay: String = ""

    @Option(help: "Pixels per point for PNG (default: the device's scale).")
    var scale: Double?

    @Option(help: "A content offset x,y for every scroll view (re-solves, so floating views stay put).")
    var offset: String?

    func validate() throws {
        guard Overlays(parsing: overlay) != nil else {
            throw ValidationError("unknown overlay in '\(overlay)'; expected frames, ambiguity, caption")
        }
        if let scale, !(scale > 0 && scale <= 8) { throw ValidationError("--scale must be above 0 and at most 8") }
        if let offset, parseOffset(offset) == nil { throw ValidationError("--offset takes x,y, such as 0,120") }
    }

    func run() throws {
        let options = RenderOptions(format: format, mode: mode, overlays: Overlays(parsing: overlay) ?? [], scale: scale)
        // Read and check everything before writing anything.
        let scenarios = try loadScenarios(paths)
        let offsetPoint = offset.flatMap(parseOffset)

        let jobs = scenarios.flatMap { scenario in scenario.renders.map { (scenario, $0) } }
        let results = RenderResults(count: jobs.count, showsProgress: isatty(STDERR_FILENO) != 0)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let (scenario, baseRender) = jobs[index]
            var render = baseRender
            if let offsetPoint {
                for view in scenario.allViews where view.kind == .scroll { render.offsets[view.id] = offsetPoint }
            }
            let worker = RenderWorker.current
            let layout = worker.engine.layout(scenario, render: render)
            let name = "\(safeFileName(render.name))\(mode == .content ? ".content" : "").\(format.rawValue)"
            // Paths are printed as the user wrote -o: relative stays relative.
            let path = ((output as NSString).appendingPathComponent(safeFileName(scenario.name)) as NSString).appendingPathComponent(name)
            let target = URL(fileURLWithPath: path)
            do {
                let bytes = try worker.renderer.render(scenario.applying(render), layout: layout, options: options)
                try AtomicFile.write(bytes, to: target)
                results.finish(index, path: path, label: "\(scenario.name) [\(render.name)]")
            } catch let error as RenderError {
                results.fail(index, message: "\(scenario.file): error: \(error.message)")
            } catch {
                results.fail(index, message: "\(path): error: cannot write: \(error.localizedDescription)")
            }
        }
        results.clearProgress()
        for path in results.paths { print(path) }
        if !results.failures.isEmpty { throw InputError(message: results.failures.joined(separator: "\n")) }
    }
}

/// Collects results from parallel renders, in job order, with an optional progress line.
final class RenderResults: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private var pathsByJob: [Int: String] = [:]
    private var failuresByJob: [Int: String] = [:]
    let count: Int
    let showsProgress: Bool

    init(count: Int, showsProgress: Bool) {
        self.count = count
        self.showsProgress = showsProgress
    }

    func finish(_ job: Int, path: String, label: String) {
        lock.lock()
        defer { lock.unlock() }
        pathsByJob[job] = path
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

    var paths: [String] { pathsByJob.sorted { $0.key < $1.key }.map(\.value) }
    var failures: [String] { failuresByJob.sorted { $0.key < $1.key }.map(\.value) }
}

/// Every scenario the paths name, all read before anything is written; every file's errors
/// are reported together (exit status 2).
func loadScenarios(_ paths: [String]) throws -> [Scenario] {
    var scenarios: [Scenario] = []
    var problems: [String] = []
    for file in try scenarioFiles(paths) {
        do { scenarios.append(try ScenarioLoader.load(file: file)) } catch { problems.append(error.description) }
    }
    guard problems.isEmpty else { throw InputError(message: problems.joined(separator: "\n")) }
    return scenarios
}

/// The scenario files named, with directories expanded to every .yaml/.yml below them, sorted.
func scenarioFiles(_ paths: [String]) throws -> [String] {
    var files: [String] = []
    for path in paths {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputError(message: "\(path):1:1: error: no such file or directory")
        }
        guard isDirectory.boolValue else {
            files.append(path)
            continue
        }
        let enumerator = FileManager.default.enumerator(atPath: path)
        var found: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".yaml") || relative.hasSuffix(".yml") { found.append((path as NSString).appendingPathComponent(relative)) }
        }
        files += found.sorted()
    }
    return files
}

func parseOffset(_ text: String) -> Point? {
    let parts = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else { return nil }
    return Point(x: x, y: y)
}
