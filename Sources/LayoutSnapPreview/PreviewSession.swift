import Foundation
import LayoutSnapPipeline
import LayoutSnapScenario
import LayoutSnapRender

/// The preview's state: every scenario file under the roots with its last good content and its
/// current error, brought up to date by `refresh()` whenever the watcher says something
/// changed, and the pages listening for changes.
package actor PreviewSession {
    struct Entry: Sendable {
        var file: PreviewWorkspace.File
        /// Counts this file's changes; a page asks for the content of a version.
        var version: Int
        /// The file and the images its scenarios read, as last built.
        var inputs: [String: ReadFile]
        /// The file's error since its last save, located; nil when it loaded.
        var error: String?
        /// What the last good save showed (nil until one did).
        var content: PreviewContent?
        /// The page's fragment of this version, made before the pages hear of it: their
        /// update after a save is then the transfer and the browser's own work.
        var fragment = ""
    }

    /// A change pushed to the pages.
    struct Event: Sendable {
        enum Kind: String, Sendable { case added, changed, broken, deleted }
        var key: String
        var kind: Kind
        var version: Int
        /// The file's new content for its page (nil for a deletion): a page that listens for
        /// its own file gets it with the event, without asking again.
        var fragment: String?
    }

    let workspace: PreviewWorkspace
    let inputs: ScenarioInputs
    private var renderThread: RenderThread
    /// Seconds one file's layout and drawing may take (`PreviewServer.Configuration.renderBudget`).
    let renderBudget: Double
    /// Lays out one file on the render thread: `build`, or a stand-in in tests.
    var builder: @Sendable (PreviewWorkspace.File, ScenarioInputs, RenderWorker) -> (inputs: [String: ReadFile], result: Result<PreviewContent, PreviewFailure>) =
        { file, inputs, worker in PreviewSession.build(file, inputs: inputs, worker: worker) }
    private(set) var entries: [String: Entry] = [:]
    /// Counts every change; a page that reconnects compares it with the one it saw.
    private(set) var generation = 0
    private var listeners: [UUID: AsyncStream<Event>.Continuation] = [:]
    private var isRefreshing = false
    private var needsRefresh = false
    private var pngs: [String: [UInt8]] = [:]
    /// How many times files were laid out and drawn (for tests of coalescing).
    private(set) var builds = 0

    /// Where files are laid out and drawn when not on the render thread itself: a worker
    /// process, which a crash or a hang takes down alone.
    private let workerProcess: RenderWorkerProcess?

    init(
        workspace: PreviewWorkspace, inputs: ScenarioInputs, renderThread: RenderThread, renderBudget: Double = 10,
        workerCommand: [String]? = nil
    ) {
        self.workspace = workspace
        self.inputs = inputs
        self.renderThread = renderThread
        self.renderBudget = renderBudget
        workerProcess = workerCommand.flatMap { command in
            command.first.map { RenderWorkerProcess(.init(executable: $0, arguments: Array(command.dropFirst()))) }
        }
    }

    /// For tests: lay files out with `builder` instead.
    func useBuilder(_ builder: @escaping @Sendable (PreviewWorkspace.File, ScenarioInputs, RenderWorker) -> (inputs: [String: ReadFile], result: Result<PreviewContent, PreviewFailure>)) {
        self.builder = builder
    }

    /// Runs `work` on the render thread within the budget. Past it, the thread is left to
    /// finish on its own and the jobs waiting behind it move to a fresh thread: one file that
    /// never finishes (shared/repro P04) does not stop the others.
    private func onRenderThread<T: Sendable>(_ work: @escaping @Sendable (RenderWorker) -> T) async -> T? {
        let thread = renderThread
        if let value = await thread.perform(within: renderBudget, work) { return value }
        if thread === renderThread {
            let fresh = RenderThread()
            fresh.adopt(thread.abandon())
            renderThread = fresh
        }
        return nil
    }

    /// Ends the render thread and the worker process (the server is stopping).
    func stopRendering() async {
        if let workerProcess { _ = await renderThread.perform(within: 10) { _ in workerProcess.stop() } }
        renderThread.stop()
    }

    private var overBudget: String { "layoutsnap stopped waiting after \(NumberText.exact(renderBudget)) s of laying out and drawing this file; the other files go on" }

    private func crashed(_ why: String) -> String {
        "layoutsnap's render worker crashed laying out and drawing this file (\(why)); the other files go on"
    }

    /// A file laid out and drawn: on the render thread, or by the worker process.
    private func build(_ file: PreviewWorkspace.File) async -> (inputs: [String: ReadFile], result: Result<PreviewContent, PreviewFailure>) {
        func failure(_ message: String) -> Result<PreviewContent, PreviewFailure> {
            .failure(PreviewFailure(message: "\(file.path):1:1: error: \(message)"))
        }
        guard let workerProcess else {
            let inputs = self.inputs, builder = self.builder
            return await onRenderThread { worker in builder(file, inputs, worker) } ?? ([file.path: ReadFile(file.path)], failure(overBudget))
        }
        // Read before the worker reads it: a save during the build is seen by the next refresh.
        var read = [file.path: ReadFile(file.path)]
        let budget = renderBudget
        let outcome = await renderThread.perform(within: budget + 60) { _ in workerProcess.build(key: file.key, path: file.path, budget: budget) }
        switch outcome {
        case .done(let (paths, content)):
            for path in paths where read[path] == nil { read[path] = ReadFile(path) }
            return (read, .success(content))
        case .failed(let message): return (read, .failure(PreviewFailure(message: message)))
        case .timedOut, nil: return (read, failure(overBudget))
        case .crashed(let why): return (read, failure(crashed(why)))
        case .notBuilt: return (read, failure(crashed("it answered out of turn")))
        }
    }

    /// A render's PNG from the worker process; a worker started since the file was built
    /// builds it again first.
    private func workerPNG(_ workerProcess: RenderWorkerProcess, _ file: PreviewWorkspace.File, render index: Int, drawing: PreviewDrawing) async -> Result<[UInt8], PreviewFailure> {
        let budget = renderBudget
        let outcome = await renderThread.perform(within: 2 * budget + 60) { _ in
            let first = workerProcess.png(key: file.key, render: index, mode: drawing.text, budget: budget)
            guard case .notBuilt = first else { return first }
            guard case .done = workerProcess.build(key: file.key, path: file.path, budget: budget) else { return first }
            return workerProcess.png(key: file.key, render: index, mode: drawing.text, budget: budget)
        }
        switch outcome {
        case .done(let bytes): return .success(bytes)
        case .failed(let message): return .failure(PreviewFailure(message: message))
        case .timedOut, nil: return .failure(PreviewFailure(message: "error: \(overBudget)"))
        case .crashed(let why): return .failure(PreviewFailure(message: "error: \(crashed(why))"))
        case .notBuilt: return .failure(PreviewFailure(message: "error: the file could not be built again"))
        }
    }

    // MARK: Listening

    func listen() -> (stream: AsyncStream<Event>, generation: Int) {
        let id = UUID()
        let (stream, continuation) = AsyncStream.makeStream(of: Event.self, bufferingPolicy: .bufferingNewest(256))
        listeners[id] = continuation
        continuation.onTermination = { _ in Task { await self.stopListening(id) } }
        return (stream, generation)
    }

    private func stopListening(_ id: UUID) { listeners[id] = nil }

    var listenerCount: Int { listeners.count }

    func finishListeners() {
        for continuation in listeners.values { continuation.finish() }
        listeners = [:]
    }

    private func publish(_ key: String, _ kind: Event.Kind, version: Int, fragment: String? = nil) {
        generation += 1
        let event = Event(key: key, kind: kind, version: version, fragment: fragment)
        for continuation in listeners.values { continuation.yield(event) }
    }

    // MARK: Refreshing

    /// Brings every entry up to date with the files. Calls made while one runs are folded
    /// into one more pass after it, so a burst of saves costs at most two.
    func refresh() async {
        if isRefreshing {
            needsRefresh = true
            return
        }
        isRefreshing = true
        defer { isRefreshing = false }
        repeat {
            needsRefresh = false
            await refreshOnce()
        } while needsRefresh
    }

    private func refreshOnce() async {
        let files = workspace.scan()
        for key in entries.keys where files[key] == nil {
            entries[key] = nil
            dropPNGs(of: key)
            publish(key, .deleted, version: 0)
        }
        for file in files.values.sorted(by: { $0.key < $1.key }) {
            let previous = entries[file.key]
            // Unchanged bytes (a save without an edit, a touch) draw nothing again.
            if let previous, !Self.hasChanged(previous.inputs) { continue }
            let built = await build(file)
            builds += 1
            var entry = previous ?? Entry(file: file, version: 0, inputs: [:])
            entry.file = file
            entry.version += 1
            entry.inputs = built.inputs
            switch built.result {
            case .success(let content):
                entry.error = nil
                entry.content = content
            case .failure(let failure):
                entry.error = failure.message
            }
            entry.fragment = PreviewPage.fragment(entry)
            entries[file.key] = entry
            dropPNGs(of: file.key)
            publish(
                file.key, previous == nil ? .added : (entry.error == nil ? .changed : .broken), version: entry.version,
                fragment: entry.fragment)
        }
    }

    /// A file as it was read: its bytes, and its size and times then, so that a refresh reads
    /// only the files whose size or times moved (and redraws only if their bytes did).
    package struct ReadFile: Sendable {
        package var stamp: [Double]
        package var bytes: Data

        init(_ path: String) {
            // Stamped before reading: a write in between changes the stamp, so it is read again.
            stamp = Self.stamp(path)
            bytes = Self.contents(path)
        }

        /// A file's bytes as the loaders would take them: a regular file within the 16 MB
        /// scenario limit, else nothing (the loader then says why). A huge file, a FIFO or a
        /// device saved into a served folder is never read whole (shared/repro P05).
        static func contents(_ path: String) -> Data {
            (try? ScenarioLoader.readFileBytes(path)).map { Data($0) } ?? Data()
        }

        static func stamp(_ path: String) -> [Double] {
            var info = stat()
            guard stat(path, &info) == 0 else { return [] }
            return [Double(info.st_size), Double(info.st_ino), Double(info.st_mtim.tv_sec), Double(info.st_mtim.tv_nsec), Double(info.st_ctim.tv_nsec)]
        }
    }

    private static func hasChanged(_ inputs: [String: ReadFile]) -> Bool {
        inputs.contains { path, read in
            ReadFile.stamp(path) != read.stamp && ReadFile.contents(path) != read.bytes
        }
    }

    package static func build(_ file: PreviewWorkspace.File, inputs: ScenarioInputs, worker: RenderWorker) -> (
        inputs: [String: ReadFile], result: Result<PreviewContent, PreviewFailure>
    ) {
        var read: [String: ReadFile] = [:]
        read[file.path] = ReadFile(file.path)
        do throws(ScenarioError) {
            let scenarios = try inputs.load(file: file.path)
            // Images and colour sets the scenarios read: a change to one redraws them too.
            for scenario in scenarios {
                for path in scenario.inputFiles { read[path] = ReadFile(path) }
                for view in scenario.allViews {
                    if let path = view.image?.path { read[path] = ReadFile(path) }
                }
            }
            return (read, .success(PreviewBuilder.content(of: scenarios, worker: worker)))
        } catch {
            return (read, .failure(PreviewFailure(message: error.description)))
        }
    }

    // MARK: Reading

    func entry(_ key: String) -> Entry? { entries[key] }

    var sortedEntries: [Entry] { entries.values.sorted { $0.file.key < $1.file.key } }

    /// A render's PNG, drawn on first request and kept until the file changes.
    func png(key: String, render index: Int, drawing: PreviewDrawing) async -> Result<[UInt8], PreviewFailure>? {
        guard let entry = entries[key], let content = entry.content, content.renders.indices.contains(index) else { return nil }
        let cacheKey = "\(key)\u{0}\(entry.version)\u{0}\(index)\u{0}\(drawing.text)"
        if let bytes = pngs[cacheKey] { return .success(bytes) }
        let render = content.renders[index]
        let result: Result<[UInt8], PreviewFailure>
        if let workerProcess {
            result = await workerPNG(workerProcess, entry.file, render: index, drawing: drawing)
        } else {
            result = await onRenderThread { worker in PreviewBuilder.png(render, drawing: drawing, worker: worker) }
                ?? .failure(PreviewFailure(message: "error: \(overBudget)"))
        }
        if case .success(let bytes) = result, entries[key]?.version == entry.version { pngs[cacheKey] = bytes }
        return result
    }

    private func dropPNGs(of key: String) {
        pngs = pngs.filter { !$0.key.hasPrefix(key + "\u{0}") }
    }
}
