import Foundation
import LayoutSnapPipeline

/// Checksums of large files that rarely change (the pinned fonts, the layoutsnap binary),
/// remembered in the cache folder between runs: each CI shard would otherwise read about
/// 100 MB before checking anything. An entry is used only while the file's size, inode and
/// change time (ctime, which no user can set back) are exactly as recorded; anything else is
/// read and checksummed again.
package enum ChecksumMemo {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var folder: URL?

    /// Where memos live; set once, before the first checksum is asked for (the CLI sets the
    /// cache folder). Without one, every run reads every file.
    package static func use(folder: URL?) {
        lock.lock()
        defer { lock.unlock() }
        self.folder = folder
    }

    /// Checksums of `paths` (nil for a file that cannot be read), from the memo named `name`
    /// where the files are unchanged, computed otherwise; the memo is rewritten when anything
    /// was computed.
    static func checksums(_ paths: [String], memo name: String, compute: @Sendable @escaping (String) -> String?) -> [String?] {
        lock.lock()
        let folder = self.folder
        lock.unlock()
        let stamps = paths.map(stamp)
        var known: [String: String] = [:]
        let memoURL = folder?.appendingPathComponent("\(name).memo")
        if let memoURL, let text = try? String(contentsOf: memoURL, encoding: .utf8) {
            for line in text.split(separator: "\n") {
                let parts = line.split(separator: "\t", maxSplits: 1)
                if parts.count == 2 { known[String(parts[0])] = String(parts[1]) }
            }
        }
        let remembered = known
        let results = parallelMap(paths.count) { index -> String? in
            if let stamp = stamps[index], let value = remembered[stamp] { return value }
            return compute(paths[index])
        }
        let fresh = zip(stamps, results).compactMap { stamp, value in stamp.flatMap { s in value.map { "\(s)\t\($0)" } } }
        if let memoURL, zip(stamps, results).contains(where: { stamp, value in stamp.map { known[$0] != value } ?? false }) {
            try? FileManager.default.createDirectory(at: memoURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? AtomicFile.write(fresh.joined(separator: "\n") + "\n", to: memoURL)
        }
        return results
    }

    /// path, size, inode and change time: what must all be unchanged for a memo to hold.
    private static func stamp(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let resolved = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? path
        return "\(resolved) \(info.st_size) \(info.st_ino) \(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)"
    }
}
