import Foundation

/// Writes that a reader never sees half-done: a temporary file in the same directory, then a
/// rename. The temporary's name, `.<name>.<pid>.<uuid>.tmp`, says which process owns it, so a
/// later run can tell a killed writer's leftovers from a running writer's file.
package enum AtomicFile {
    /// - Throws: `StoreError`, a sentence naming the path and the system's reason (a
    ///   read-only folder, a full disk).
    package static func write(_ bytes: [UInt8], to url: URL) throws(StoreError) {
        let folder = url.deletingLastPathComponent()
        try makeFolders(folder.path)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UUID().uuidString).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw StoreError("cannot write \(url.path): \(String(cString: strerror(errno)))") }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                buffer.baseAddress.map { Foundation.write(descriptor, $0 + written, buffer.count - written) } ?? -1
            }
            guard count > 0 else {
                let message = String(cString: strerror(errno))
                close(descriptor)
                unlink(temporary.path)
                throw StoreError("cannot write \(url.path): \(message)")
            }
            written += count
        }
        close(descriptor)
        guard rename(temporary.path, url.path) == 0 else {
            let message = String(cString: strerror(errno))
            unlink(temporary.path)
            throw StoreError("cannot write \(url.path): \(message)")
        }
    }

    /// `mkdir -p`, with the system's reason when it fails.
    package static func makeFolders(_ path: String) throws(StoreError) {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/\(component)"
            if mkdir(current, 0o755) == 0 || (errno == EEXIST && FileSystemEntry(at: current) != .file) { continue }
            let message = errno == EEXIST ? "a file is in the way" : String(cString: strerror(errno))
            throw StoreError("cannot create the folder \(current.hasPrefix("./") ? String(current.dropFirst(2)) : current): \(message)")
        }
    }

    package static func write(_ text: String, to url: URL) throws(StoreError) { try write(Array(text.utf8), to: url) }

    /// Removes temporaries of this naming in `folder` whose writer is gone: its process no
    /// longer runs (or, for names without a process id, it is over a minute old). Returns
    /// what it removed.
    @discardableResult
    package static func removeStaleTemporaries(in folder: URL) -> [URL] {
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
