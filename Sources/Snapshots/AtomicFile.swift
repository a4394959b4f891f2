import Foundation

/// Writes that a reader never sees half-done: a temporary file in the same directory, then a
/// rename. The temporary's name, `.<name>.<pid>.<uuid>.tmp`, says which process owns it, so a
/// later run can tell a killed writer's leftovers from a running writer's file.
public enum AtomicFile {
    public static func write(_ bytes: [UInt8], to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UUID().uuidString).tmp")
        do {
            try Data(bytes).write(to: temporary)
            guard rename(temporary.path, url.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    public static func write(_ text: String, to url: URL) throws { try write(Array(text.utf8), to: url) }

    /// Removes temporaries of this naming in `folder` whose writer is gone: its process no
    /// longer runs (or, for names without a process id, it is over a minute old). Returns
    /// what it removed.
    @discardableResult
    static func removeStaleTemporaries(in folder: URL) -> [URL] {
        var removed: [URL] = []
        for name in FileSystemEntry.contents(of: folder) where name.hasPrefix(".") && name.hasSuffix(".tmp") {
            let url = folder.appendingPathComponent(name)
            guard FileSystemEntry(at: url.path) == .file, isStale(name, at: url) else { continue }
            if unlink(url.path) == 0 { removed.append(url) }
        }
        return removed
    }

    private static func isStale(_ name: String, at url: URL) -> Bool {
        let parts = name.dropFirst().split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, parts[parts.count - 2].count == 36, UUID(uuidString: String(parts[parts.count - 2])) != nil else {
            return false  // not one of ours
        }
        if parts.count >= 4, let pid = Int32(parts[parts.count - 3]) {
            if pid == getpid() { return false }
            return kill(pid, 0) != 0 && errno == ESRCH
        }
        let modified = (try? FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date) ?? Date()
        return Date().timeIntervalSince(modified) > 60
    }
}
