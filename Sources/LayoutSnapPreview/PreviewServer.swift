import Foundation
import LayoutSnapPipeline
import LayoutSnapRender
import Synchronization

/// `layoutsnap preview` (DESIGN §14): a local HTTP server with a page per scenario file that
/// redraws when the file is saved. Lays out and draws in process on one render thread (fonts
/// and text caches kept between edits), watches the files with inotify (or by polling), and
/// pushes changes to the pages as Server-Sent Events. It only reads the user's files.
public final class PreviewServer: Sendable {
    public struct Configuration: Sendable {
        public var paths: [String]
        /// 127.0.0.1 unless the user says otherwise.
        public var host: String
        /// 0 picks a free port.
        public var port: UInt16
        public var inputs: ScenarioInputs
        /// Compare the files' sizes and times instead of listening to inotify.
        public var polling: Bool
        /// Seconds a file's layout and drawing may take before the page shows an error for it
        /// and the other files are drawn on a fresh render thread.
        public var renderBudget: Double = 10
        /// Lay out and draw in a worker process started with this command (the preview's
        /// own binary with `--render-worker` and the input options), so that a crash or a
        /// hang takes down only the worker; nil: on a thread of this process.
        public var workerCommand: [String]?
        /// The HTTP server's limits (connections, time for a request's head, idle time).
        var limits = HTTPServer.Limits()

        public init(paths: [String], host: String = "127.0.0.1", port: UInt16 = 8040, inputs: ScenarioInputs = ScenarioInputs(), polling: Bool = false) {
            self.paths = paths
            self.host = host
            self.port = port
            self.inputs = inputs
            self.polling = polling
        }
    }

    let session: PreviewSession
    private let handler: PreviewHandler
    private let configuration: Configuration
    /// Set by start(), read by stop().
    private let running = Mutex<(server: HTTPServer?, watcher: FileWatcher?)>((nil, nil))

    /// - Throws: `PipelineError` for a path that does not exist or a host that is not an
    ///   IP address.
    public init(_ configuration: Configuration) throws(PipelineError) {
        self.configuration = configuration
        let workspace = try PreviewWorkspace(paths: configuration.paths)
        guard HTTPServer.isIPAddress(configuration.host) else {
            throw PipelineError("error: --host wants an IP address (127.0.0.1, ::1, 0.0.0.0), not '\(configuration.host)'")
        }
        session = PreviewSession(
            workspace: workspace, inputs: configuration.inputs, renderThread: RenderThread(), renderBudget: configuration.renderBudget,
            workerCommand: configuration.workerCommand)
        handler = PreviewHandler(session: session)
    }

    /// Whether only this machine can reach the server (a loopback address; the host is always an IP).
    public var isLoopbackOnly: Bool { configuration.host == "::1" || configuration.host.hasPrefix("127.") }

    /// Lays out every file, binds the port and starts watching. Returns the port it listens on.
    /// - Throws: `PipelineError` when the port cannot be had (in use, not allowed).
    @discardableResult
    public func start() async throws(PipelineError) -> UInt16 {
        // Watching starts before the first look at the files, so no save falls between them.
        let session = self.session
        let watcher = FileWatcher(folders: session.workspace.watchedFolders, polling: configuration.polling) {
            Task { await session.refresh() }
        }
        await session.refresh()
        let handler = self.handler
        let server: HTTPServer
        do {
            server = try HTTPServer(host: configuration.host, port: configuration.port, limits: configuration.limits) { await handler.respond(to: $0) }
        } catch {
            watcher.stop()
            throw error
        }
        server.start()
        running.withLock { $0 = (server, watcher) }
        return server.port
    }

    /// The port the server listens on (0 before `start()`).
    public var port: UInt16 { running.withLock { $0.server?.port ?? 0 } }

    /// Connections open now (for tests of the connection cap).
    var openConnections: Int { running.withLock { $0.server?.openConnections ?? 0 } }

    /// Whether files are watched with inotify (false: by polling).
    public var watchesWithInotify: Bool {
        running.withLock { $0.watcher?.usesInotify ?? false }
    }

    /// Stops watching, ends the pages' event streams and closes the port.
    public func stop() async {
        let (server, watcher) = running.withLock { $0 }
        watcher?.stop()
        await session.finishListeners()
        server?.stop()
        await session.stopRendering()
    }

    /// Runs until the server is stopped (nil) or stops on its own (the reason, for a message
    /// and a non-zero exit).
    public func wait() async -> String? {
        guard let server = running.withLock({ $0.server }) else { return nil }
        return await server.waitUntilEnded()
    }
}
