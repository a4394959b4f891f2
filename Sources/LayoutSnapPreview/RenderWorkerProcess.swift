import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The render worker as the preview sees it: a child process (`layoutsnap-preview
/// --render-worker`) that lays out and draws, so that a file that crashes layoutsnap or never
/// finishes takes down only the worker. A crash or a request past its time budget ends the
/// worker (killed, if it has to be); the next request starts a fresh one. Used from the render
/// thread only, one request at a time.
final class RenderWorkerProcess: @unchecked Sendable {
    // Sendable by hand: every use is a job on the one render thread.
    /// How to start a worker: the preview's own binary and its arguments.
    struct Command: Sendable {
        var executable: String
        var arguments: [String]
    }

    enum Outcome<Value: Sendable>: Sendable {
        case done(Value)
        /// The worker built the file and the file has an error (already located).
        case failed(String)
        /// A PNG of a file this worker has not built.
        case notBuilt
        /// No answer within the budget: the worker was killed.
        case timedOut
        /// The worker ended (crashed) without answering.
        case crashed(String)
    }

    private let command: Command
    private var running: (process: Process, input: Int32, output: Int32)?

    init(_ command: Command) { self.command = command }

    deinit { stop() }

    /// Lays out and draws a file: the files it read and what the page shows.
    func build(key: String, path: String, budget: Double) -> Outcome<(inputs: [String], content: PreviewContent)> {
        switch exchange(.build(key: key, path: path), budget: budget) {
        case .done(let (reply, _)):
            if let failure = reply.failure { return .failed(failure) }
            return .done((reply.inputs ?? [path], PreviewContent(renders: (reply.content ?? []).map(\.entry))))
        case .failed(let message): return .failed(message)
        case .notBuilt: return .notBuilt
        case .timedOut: return .timedOut
        case .crashed(let why): return .crashed(why)
        }
    }

    /// A render's PNG, from a file this worker built.
    func png(key: String, render: Int, mode: String, budget: Double) -> Outcome<[UInt8]> {
        switch exchange(.png(key: key, render: render, mode: mode), budget: budget) {
        case .done(let (reply, png)):
            if reply.notBuilt == true { return .notBuilt }
            if let failure = reply.failure { return .failed(failure) }
            return png.map { .done($0) } ?? .crashed("the worker sent no image")
        case .failed(let message): return .failed(message)
        case .notBuilt: return .notBuilt
        case .timedOut: return .timedOut
        case .crashed(let why): return .crashed(why)
        }
    }

    /// Ends the worker, if one runs.
    func stop() {
        guard let running else { return }
        self.running = nil
        close(running.input)
        close(running.output)
        if running.process.isRunning { kill(running.process.processIdentifier, SIGKILL) }
        running.process.waitUntilExit()
    }

    private func exchange(_ request: WorkerRequest, budget: Double) -> Outcome<(WorkerReply, [UInt8]?)> {
        guard let (process, input, output) = running ?? start() else { return .crashed("the render worker could not be started") }
        let deadline = Date().addingTimeInterval(budget)
        guard let encoded = try? JSONEncoder().encode(request), Frames.write(Array(encoded), to: input) else { return ended(process) }
        switch Frames.read(from: output, deadline: deadline) {
        case .timedOut:
            stop()
            return .timedOut
        case .ended:
            return ended(process)
        case .frame(let bytes):
            guard let reply = try? JSONDecoder().decode(WorkerReply.self, from: Data(bytes)) else { return ended(process) }
            guard reply.hasPNG == true else { return .done((reply, nil)) }
            switch Frames.read(from: output, deadline: deadline) {
            case .frame(let png): return .done((reply, png))
            case .timedOut:
                stop()
                return .timedOut
            case .ended: return ended(process)
            }
        }
    }

    /// The worker stopped answering: why, once it has ended.
    private func ended(_ process: Process) -> Outcome<(WorkerReply, [UInt8]?)> {
        stop()
        let why = process.terminationReason == .uncaughtSignal
            ? "it was ended by signal \(process.terminationStatus)" : "it exited with status \(process.terminationStatus)"
        return .crashed(why)
    }

    private func start() -> (Process, Int32, Int32)? {
        // A worker that dies must not take the preview with it through a write to its pipe.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command.executable)
        process.arguments = command.arguments
        let requests = Pipe(), replies = Pipe()
        process.standardInput = requests
        process.standardOutput = replies
        do { try process.run() } catch { return nil }
        // Only the ends this side uses stay open here: the worker sees the end of its input
        // when the preview goes.
        let input = dup(requests.fileHandleForWriting.fileDescriptor), output = dup(replies.fileHandleForReading.fileDescriptor)
        try? requests.fileHandleForReading.close()
        try? requests.fileHandleForWriting.close()
        try? replies.fileHandleForReading.close()
        try? replies.fileHandleForWriting.close()
        _ = fcntl(input, F_SETFD, FD_CLOEXEC)
        _ = fcntl(output, F_SETFD, FD_CLOEXEC)
        running = (process, input, output)
        return (process, input, output)
    }
}
