import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Tells the preview that something under its folders changed. On Linux it listens to inotify
/// (every folder below the roots, new folders added as they appear); where inotify cannot be
/// had (another system, the watch limit reached) or when asked, it compares the files' sizes
/// and times every quarter of a second. Either way a burst of events (an editor's save is a
/// write, a rename and an attribute change; a `git checkout` is hundreds) is reported once,
/// when the folders have been quiet for a moment.
final class FileWatcher: Sendable {
    /// How long the folders must be quiet before a change is reported.
    static let quietPeriod: TimeInterval = 0.03
    /// A burst that never goes quiet is still reported this often.
    static let longestWait: TimeInterval = 0.25

    private final class State: @unchecked Sendable {
        // Touched only under `lock`, or by the watching thread alone (`descriptor`, `watches`).
        let lock = NSLock()
        var isStopped = false
        var descriptor: Int32 = -1
        var watches: [Int32: String] = [:]
    }

    private let state = State()
    /// Whether inotify is in use (false: polling).
    let usesInotify: Bool

    /// A folder to watch; a file given on its own has its folder watched, but not below it.
    struct Folder: Sendable {
        var path: String
        var recursive: Bool
    }

    /// Starts watching; `onChange` is called on the watcher's own thread.
    init(folders: [Folder], polling: Bool = false, onChange: @escaping @Sendable () -> Void) {
        let state = self.state
        var descriptor: Int32 = -1
        #if canImport(Glibc)
        if !polling { descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK)) }
        #endif
        state.descriptor = descriptor
        usesInotify = descriptor >= 0
        let thread: Thread
        if descriptor >= 0 {
            for folder in folders { Self.watchTree(folder.path, recursive: folder.recursive, state) }
            thread = Thread { Self.listen(state, onChange) }
        } else {
            // The first picture is taken now: a change made once init returns is seen.
            let first = Self.signature(folders)
            thread = Thread { Self.poll(folders, from: first, state, onChange) }
        }
        thread.name = "layoutsnap-preview-watch"
        thread.start()
    }

    func stop() {
        state.lock.lock()
        state.isStopped = true
        state.lock.unlock()
    }

    private static func isStopped(_ state: State) -> Bool {
        state.lock.lock()
        defer { state.lock.unlock() }
        return state.isStopped
    }

    // MARK: inotify

    #if canImport(Glibc)
    private static let mask = UInt32(
        IN_CLOSE_WRITE | IN_MODIFY | IN_ATTRIB | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF | IN_MOVE_SELF)

    /// Watches a folder and every folder below it.
    private static func watchTree(_ folder: String, recursive: Bool = true, _ state: State) {
        let watch = inotify_add_watch(state.descriptor, folder, mask)
        guard watch >= 0 else { return }
        state.watches[watch] = folder
        guard recursive, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names {
            let path = (folder as NSString).appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            // Symbolic links to folders are not followed: what they lead to is not served.
            if let type = try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType, type == .typeSymbolicLink { continue }
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { watchTree(path, state) }
        }
    }

    private static func listen(_ state: State, _ onChange: @Sendable () -> Void) {
        defer { close(state.descriptor) }
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        var pendingSince: Date?
        while !isStopped(state) {
            var poller = pollfd(fd: state.descriptor, events: Int16(POLLIN), revents: 0)
            let wait = pendingSince == nil ? 200 : Int32(quietPeriod * 1000)
            let ready = Glibc.poll(&poller, 1, wait)
            if ready > 0 {
                let count = buffer.withUnsafeMutableBytes { read(state.descriptor, $0.baseAddress, $0.count) }
                if count > 0 {
                    handle(buffer[0..<count], state)
                    if pendingSince == nil { pendingSince = Date() }
                }
                if let since = pendingSince, Date().timeIntervalSince(since) < longestWait { continue }
            }
            if pendingSince != nil {
                pendingSince = nil
                onChange()
            }
        }
    }

    /// Reads a batch of events: new folders are watched in turn.
    private static func handle(_ bytes: ArraySlice<UInt8>, _ state: State) {
        var offset = bytes.startIndex
        let headerSize = MemoryLayout<inotify_event>.size
        while offset + headerSize <= bytes.endIndex {
            let (watch, mask, length) = bytes.withUnsafeBytes { raw in
                let base = raw.baseAddress! + (offset - bytes.startIndex)
                let event = base.loadUnaligned(as: inotify_event.self)
                return (event.wd, event.mask, Int(event.len))
            }
            let nameStart = offset + headerSize
            let nameEnd = min(nameStart + length, bytes.endIndex)
            let name = String(decoding: bytes[nameStart..<nameEnd].prefix { $0 != 0 }, as: UTF8.self)
            if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, let folder = state.watches[watch] {
                watchTree((folder as NSString).appendingPathComponent(name), state)
            }
            if mask & UInt32(IN_IGNORED) != 0 { state.watches[watch] = nil }
            offset = nameEnd
        }
    }
    #else
    private static func watchTree(_ folder: String, recursive: Bool = true, _ state: State) {}
    private static func listen(_ state: State, _ onChange: @Sendable () -> Void) {}
    #endif

    // MARK: Polling

    private static func poll(_ folders: [Folder], from first: [String: [Double]], _ state: State, _ onChange: @Sendable () -> Void) {
        var last = first
        while !isStopped(state) {
            Thread.sleep(forTimeInterval: 0.25)
            let now = signature(folders)
            if now != last {
                last = now
                onChange()
            }
        }
    }

    /// Every entry below the folders with its size and modification time.
    private static func signature(_ folders: [Folder]) -> [String: [Double]] {
        var result: [String: [Double]] = [:]
        for folder in folders {
            let enumerator = FileManager.default.enumerator(atPath: folder.path)
            while let relative = enumerator?.nextObject() as? String {
                if !folder.recursive { enumerator?.skipDescendants() }
                let path = (folder.path as NSString).appendingPathComponent(relative)
                guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { continue }
                let size = (attributes[.size] as? NSNumber)?.doubleValue ?? -1
                let time = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                result[path] = [size, time]
            }
        }
        return result
    }
}
