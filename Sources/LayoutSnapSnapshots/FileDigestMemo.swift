import Foundation
import LayoutSnapPipeline
import Synchronization

/// The SHA-256 of each file a cache key names (scenario files, images, references), remembered
/// in the cache folder (`digests.memo`) between runs: a warm check of 1,000 renders would
/// otherwise read and hash about 100 MB of references to learn that nothing changed.
///
/// A digest is used only while its file's stamp — device, inode, size, change time (ctime,
/// which no user can set back) and modification time — is exactly as it was when the file was
/// read; anything else is read and hashed again. A file changed within the last two seconds is
/// hashed but not remembered: a file system's clock may tick coarsely, so a second change
/// within the same tick could keep the stamp (git's "racily clean" rule).
final class FileDigestMemo: Sendable {
    private struct Entry: Sendable {
        var stamp: String
        var digest: String
    }

    private struct State: Sendable {
        /// By path, as read from the memo.
        var remembered: [String: Entry] = [:]
        /// By path, what this run used or worked out.
        var used: [String: Entry] = [:]
        var computedAny = false
        /// What each path asked about this run was (its `lstat`), for the store's own checks
        /// of the same paths (`SnapshotStore.checkPaths`).
        var entries: [String: FileSystemEntry] = [:]
    }

    private let url: URL?
    private let state: Mutex<State>
    /// The time in seconds since 1970, against which a file's stamp is settled or not.
    private let now: @Sendable () -> Int

    /// The memo in `folder` (a cache folder); without one, every digest is computed.
    init(folder: URL?, now: @escaping @Sendable () -> Int = { time(nil) }) {
        self.now = now
        url = folder?.appendingPathComponent("digests.memo")
        var state = State()
        if let url, let bytes = FileSystemEntry.readRegularFile(atPath: url.path) {
            let text = TabSeparatedText(bytes: bytes)
            let lines = text.lines ?? []
            state.remembered.reserveCapacity(lines.count)
            for line in lines {
                let fields = text.fields(line)
                guard fields.count == 3 else { continue }
                state.remembered[text.string(fields[0])] = Entry(stamp: text.string(fields[1]), digest: text.string(fields[2]))
            }
        }
        self.state = Mutex(state)
    }

    /// The SHA-256 (hex) of the regular file at `path`, nil when there is none (a missing file,
    /// a directory, a symbolic link) or it cannot be read.
    func digest(ofFileAt path: String) -> String? {
        let (entry, stamp) = self.stamp(path)
        guard let stamp else {
            state.withLock { $0.entries[path] = entry }
            return nil
        }
        if let entry = state.withLock({ state -> Entry? in
            state.entries[path] = entry
            guard let entry = state.remembered[path], entry.stamp == stamp.text else { return nil }
            state.used[path] = entry
            return entry
        }) {
            return entry.digest
        }
        guard let bytes = FileSystemEntry.readRegularFile(atPath: path) else { return nil }
        let digest = SHA256.hex(bytes)
        // Read after the stamp was taken: a change in between gives a stamp no later run sees.
        if stamp.isSettled, !path.contains("\t"), !path.contains("\n") {
            state.withLock { state in
                state.used[path] = Entry(stamp: stamp.text, digest: digest)
                state.computedAny = true
            }
        }
        return digest
    }

    /// Writes the memo when this run worked out a digest: what it used, and what it did not
    /// (another shard's files) whose stamps still hold. A memo that cannot be written only
    /// costs speed.
    func save() {
        guard let url else { return }
        let (used, remembered) = state.withLock { state -> ([String: Entry], [String: Entry]) in
            state.computedAny ? (state.used, state.remembered) : ([:], [:])
        }
        guard !used.isEmpty else { return }
        var kept = used
        for (path, entry) in remembered where kept[path] == nil && stamp(path).1?.text == entry.stamp { kept[path] = entry }
        let text = kept.sorted { $0.key < $1.key }.map { "\($0.key)\t\($0.value.stamp)\t\($0.value.digest)\n" }.joined()
        guard (try? FileSystemEntry.checkNoLinks(below: url.deletingLastPathComponent(), [url.lastPathComponent], purpose: "the cache")) != nil
        else { return }
        try? AtomicFile.write(text, to: url)
    }

    /// What the path is, as seen while digests were worked out this run; nil for a path not
    /// asked about.
    func entry(atPath path: String) -> FileSystemEntry? { state.withLock { $0.entries[path] } }

    /// What the path is (its last component not followed if a link) and, for a regular file,
    /// its stamp and whether it changed long enough ago to be remembered.
    private func stamp(_ path: String) -> (FileSystemEntry, (text: String, isSettled: Bool)?) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return (.missing, nil) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return (.directory, nil)
        case S_IFLNK: return (.symbolicLink, nil)
        default: return (.other, nil)
        }
        let text = "\(info.st_dev) \(info.st_ino) \(info.st_size) \(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
        let now = now()
        return (.file, (text, Int(info.st_ctim.tv_sec) < now - 2 && Int(info.st_mtim.tv_sec) < now - 2))
    }
}
