import Foundation

/// What a path is, asked without following a symbolic link at its end: the store never reads,
/// writes or deletes through a link (a pull request can commit one).
enum FileSystemEntry: Equatable {
    case missing, file, directory, symbolicLink, other

    init(at path: String) {
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
    static func checkNoLinks(below root: URL, _ components: [String], purpose: String) throws(StoreError) {
        var url = root
        for (index, component) in components.enumerated() {
            url.appendPathComponent(component)
            switch FileSystemEntry(at: url.path) {
            case .symbolicLink:
                throw StoreError("\(url.path) is a symbolic link; layoutsnap does not follow links inside \(purpose) — replace it with a real folder or file")
            case .missing:
                return
            case .file where index < components.count - 1, .other:
                throw StoreError("\(url.path) is in the way: \(purpose) needs a folder there")
            default:
                continue
            }
        }
    }

    /// The names in a real directory (none when it is missing or a link).
    static func contents(of url: URL) -> [String] {
        guard FileSystemEntry(at: url.path) == .directory else { return [] }
        return ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }
}

/// Refuses `root/components…` when a step below `root` is a symbolic link: what `render -o`,
/// the store and the failures folder use before writing.
public func refuseSymbolicLinks(below root: URL, _ components: [String], purpose: String) throws(StoreError) {
    try FileSystemEntry.checkNoLinks(below: root, components, purpose: purpose)
}
