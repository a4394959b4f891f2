import ArgumentParser
import CommandLineSupport
import Foundation
import LayoutSnapInterfaceBuilder
import LayoutSnapPipeline
import LayoutSnapPreview

/// `layoutsnap preview` (run through `layoutsnap`, or on its own as `layoutsnap-preview`).
@main
struct PreviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutsnap preview",
        abstract: "Serve a live preview of scenarios: a local page per file that redraws when it is saved.",
        discussion: """
            Serves http://127.0.0.1:PORT/ until interrupted. Each scenario file under PATH gets a page with every \
            render (screen and content mode, as SVG: hover a view for its frame and the constraints on it), its \
            diagnostics and the render matrix's switches. Saving a file redraws its page; a file that no longer loads \
            shows its error while the last good render stays. Only reads files. Exit status 2: bad input, or the port \
            cannot be had.
            """)

    @Argument(help: "Scenario files, or directories holding them (default: the current directory).")
    var paths: [String] = []

    @Option(help: "The port to listen on (0: any free port).")
    var port: UInt16 = 8040

    @Option(help: "The address to listen on. Anything but the loopback lets other machines read your scenarios.")
    var host = "127.0.0.1"

    @Flag(help: "Open the index in a browser (xdg-open).")
    var open = false

    @Flag(help: "Find changes by comparing files every quarter second instead of with inotify.")
    var poll = false

    @Option(name: .customLong("assets"), help: "A folder images may come from besides the scenario's own folder (repeatable).")
    var assetFolders: [String] = []

    @Option(help: "Interface Builder files: 'measured' (Pango, the default) or 'stored' (Xcode's canvas: the sizes it stored for text and images, and the frames of views nothing inside sizes).")
    var intrinsicSizes = "measured"

    @Option(
        name: .customLong("traits"),
        help: "Interface Builder files: the size class whose variations apply, width then height (compact-regular, …); the base values without it.")
    var sizeClass: String?

    @Option(help: "Seconds one file's layout and drawing may take before its page shows an error (the others go on).")
    var renderBudget = 10.0

    /// Run as the preview's render worker (it starts one itself): requests on standard input.
    @Flag(help: .hidden)
    var renderWorker = false

    func validate() throws {
        guard renderBudget > 0, renderBudget <= 3600 else { throw ValidationError("--render-budget takes 0 to 3600 seconds") }
        guard IntrinsicSizeSource(rawValue: intrinsicSizes) != nil else {
            throw ValidationError("--intrinsic-sizes takes measured or stored, not '\(intrinsicSizes)'")
        }
        if let sizeClass, SizeClass(parsing: sizeClass) == nil {
            throw ValidationError("--traits takes a width and a height class, such as compact-regular, not '\(sizeClass)'")
        }
    }

    static func main() async {
        do {
            var command = try parseAsRoot()
            if let preview = command as? PreviewCommand, preview.renderWorker {
                RenderWorkerLoop.run(inputs: preview.inputs)
            } else if var preview = command as? PreviewCommand {
                try await preview.serve()
            } else {
                try command.run()
            }
        } catch {
            exit(reporting: error) { ($0 as? PipelineError)?.message }
        }
    }

    var inputs: ScenarioInputs {
        ScenarioInputs(
            assetFolders: assetFolders, intrinsicSizes: IntrinsicSizeSource(rawValue: intrinsicSizes) ?? .measured,
            sizeClass: sizeClass.flatMap(SizeClass.init(parsing:)))
    }

    /// This binary as the render worker, reading files as the server does.
    var workerCommand: [String] {
        let own = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return [own, "--render-worker", "--intrinsic-sizes", intrinsicSizes] + assetFolders.flatMap { ["--assets", $0] }
            + (sizeClass.map { ["--traits", $0] } ?? [])
    }

    mutating func serve() async throws(PipelineError) {
        var configuration = PreviewServer.Configuration(paths: paths, host: host, port: port, inputs: inputs, polling: poll)
        configuration.renderBudget = renderBudget
        configuration.workerCommand = workerCommand
        let server = try PreviewServer(configuration)
        if !server.isLoopbackOnly {
            FileHandle.standardError.write(
                Data("warning: listening on \(host): other machines that reach it can read every scenario under the paths\n".utf8))
        }
        let port = try await server.start()
        let shown = host.contains(":") ? "[\(host)]" : host
        let url = "http://\(shown):\(port)/"
        // Written at once (not buffered): scripts and tests wait for this line to learn the port.
        FileHandle.standardOutput.write(Data("layoutsnap preview: \(url) (\(server.watchesWithInotify ? "inotify" : "polling"); Ctrl-C stops)\n".utf8))
        if open { openInBrowser(url) }
        // Ctrl-C and SIGTERM end the process; the server only reads, so nothing is left half-done.
        // It stops on its own only on a failure it cannot wait out: say so, and exit non-zero.
        if let failure = await server.wait() {
            FileHandle.standardError.write(Data((failure + "\n").utf8))
            Foundation.exit(1)
        }
    }

    private func openInBrowser(_ url: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            FileHandle.standardError.write(Data("note: could not open a browser (\(error)); open \(url) yourself\n".utf8))
        }
    }
}
