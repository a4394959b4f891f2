import Foundation

/// What a path is, asked without following a symbolic link at its end: the store never reads,
/// writes or deletes through a link (a pull request can commit one).
package enum FileSystemEntry: Equatable {
    case missing, file, directory, symbolicLink, other

    package init(at path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            self = .missing
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: self = .file
        case S_IFDIR: self = .directory
        case S_IFLNK: self = .symbolicLink
        default: self = .other
        }
    }

    /// Refuses `root/components…` when any step below `root` is a symbolic link or, before the
    /// last, not a directory. `root` itself is the user's choice and may be a link.
    package static func checkNoLinks(below root: URL, _ components: [String], purpose: String) throws(StoreError) {
        try checkNoLinks(belowPath: root.path, components, purpose: purpose)
    }

    /// `checkNoLinks` on a plain path: it runs for every reference file of every run, where
    /// building URLs cost more than the system calls.
    package static func checkNoLinks(belowPath root: String, _ components: [String], purpose: String) throws(StoreError) {
        var path = root
        for (index, component) in components.enumerated() {
            path += path.hasSuffix("/") ? component : "/" + component
            switch FileSystemEntry(at: path) {
            case .symbolicLink:
                throw StoreError("\(path) is a symbolic link; layoutsnap does not follow links inside \(purpose) — replace it with a real folder or file")
            case .missing:
                return
            case .file where index < components.count - 1, .other:
                throw StoreError("\(path) is in the way: \(purpose) needs a folder there")
            default:
                continue
            }
        }
    }

    /// The bytes of a regular file at `path`, never through a symbolic link at its end; nil
    /// for anything else. One open and one read, where Foundation stats and copies more.
    package static func readRegularFile(atPath path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                buffer.baseAddress.map { read(descriptor, $0 + filled, buffer.count - filled) } ?? -1
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            filled += count
        }
        return filled == bytes.count ? bytes : nil
    }

    /// The names in a real directory (none when it is missing or a link).
    package static func contents(of url: URL) -> [String] { contents(atPath: url.path) }

    package static func contents(atPath path: String) -> [String] { entries(atPath: path).map(\.name) }

    /// A folder's entries, sorted by name, each with what it is (from the directory listing
    /// itself where the file system says: a store of thousands of files is walked without a
    /// stat per file). Empty when `path` is not a folder (a link to one included).
    package static func entries(atPath path: String) -> [(name: String, kind: FileSystemEntry)] {
        guard FileSystemEntry(at: path) == .directory, let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var result: [(name: String, kind: FileSystemEntry)] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) { String(cString: $0) }
            }
            guard name != "." && name != ".." else { continue }
            let kind: FileSystemEntry
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): kind = .file
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_LNK): kind = .symbolicLink
            case Int32(DT_UNKNOWN): kind = FileSystemEntry(at: path + "/" + name)
            default: kind = .other
            }
            result.append((name, kind))
        }
        return result.sorted { $0.name < $1.name }
    }
}

/// Refuses `root/components…` when a step below `root` is a symbolic link: what `render -o`,
/// the store and the failures folder use before writing.
package func refuseSymbolicLinks(below root: URL, _ components: [String], purpose: String) throws(StoreError) {
    try FileSystemEntry.checkNoLinks(below: root, components, purpose: purpose)
}
