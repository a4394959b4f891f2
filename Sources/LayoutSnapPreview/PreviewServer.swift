import FlyingFox
import FlyingSocks
import Foundation
import LayoutSnapPipeline
import Render
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

        public init(paths: [String], host: String = "127.0.0.1", port: UInt16 = 8040, inputs: ScenarioInputs = ScenarioInputs(), polling: Bool = false) {
            self.paths = paths
            self.host = host
            self.port = port
            self.inputs = inputs
            self.polling = polling
        }
    }

    let session: PreviewSession
    private let server: HTTPServer
    private let renderThread: RenderThread
    private let configuration: Configuration
    /// Set by start(), read by stop().
    private let running = Mutex<(task: Task<Void, any Error>?, watcher: FileWatcher?)>((nil, nil))

    /// - Throws: `PipelineError` for a path that does not exist or a host that is not an
    ///   IP address.
    public init(_ configuration: Configuration) throws(PipelineError) {
        self.configuration = configuration
        let workspace = try PreviewWorkspace(paths: configuration.paths)
        renderThread = RenderThread()
        session = PreviewSession(workspace: workspace, inputs: configuration.inputs, renderThread: renderThread)
        let handler = PreviewHandler(session: session)
        let address: any SocketAddress
        do {
            if configuration.host.contains(":") {
                address = try sockaddr_in6.inet6(ip6: configuration.host, port: configuration.port)
            } else {
                address = try sockaddr_in.inet(ip4: configuration.host, port: configuration.port)
            }
        } catch {
            throw PipelineError("error: --host wants an IP address (127.0.0.1, ::1, 0.0.0.0), not '\(configuration.host)'")
        }
        server = HTTPServer(address: address, timeout: 30, logger: .disabled, handler: handler)
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
        let server = self.server
        let failure = Mutex<String?>(nil)
        let task = Task {
            do { try await server.run() } catch {
                failure.withLock { $0 = Self.describe(error) }
                throw error
            }
        }
        // run() fails at once when the port cannot be bound; otherwise it is soon listening.
        let deadline = Date().addingTimeInterval(10)
        while await !server.isListening {
            let error = failure.withLock { $0 }
            if error != nil || Date() > deadline {
                task.cancel()
                watcher.stop()
                throw PipelineError("error: cannot listen on \(configuration.host) port \(configuration.port): \(error ?? "it did not start")")
            }
            try? await Task.sleep(for: .milliseconds(5))
        }
        running.withLock { $0 = (task, watcher) }
        return await port
    }

    private static func describe(_ error: any Error) -> String {
        if case .failed(_, let code, let message) = error as? SocketError {
            return code == EADDRINUSE ? "the port is in use (pick another with --port)" : message
        }
        return String(describing: error)
    }

    /// The port the server listens on.
    public var port: UInt16 {
        get async {
            switch await server.listeningAddress {
            case .ip4(_, let port), .ip6(_, let port): return port
            default: return configuration.port
            }
        }
    }

    /// Whether files are watched with inotify (false: by polling).
    public var watchesWithInotify: Bool {
        running.withLock { $0.watcher?.usesInotify ?? false }
    }

    /// Stops watching, ends the pages' event streams and closes the port.
    public func stop() async {
        let (task, watcher) = running.withLock { $0 }
        watcher?.stop()
        await session.finishListeners()
        await server.stop(timeout: 1)
        task?.cancel()
        renderThread.stop()
    }

    /// Runs until the task is cancelled.
    public func wait() async {
        let task = running.withLock { $0.task }
        _ = await task?.result
    }
}
