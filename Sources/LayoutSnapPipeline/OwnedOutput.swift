import Foundation

/// A folder the user names for a command's files (`import -o`, `gallery -o`,
/// `merge-reports -o`), where layoutsnap replaces only what it wrote itself: the folder's
/// `.layoutsnap-written` lists each file a command wrote there with its SHA-256, and a file
/// that is not on the list, or that changed since (a hand-edited import), is refused by name
/// unless the user says `--force`. Everything is checked before the first byte is written.
package struct OwnedOutput {
    package static let manifestName = ".layoutsnap-written"

    package let folder: URL
    /// The command, for messages ("import", "gallery").
    package let command: String

    package init(folder: URL, command: String) {
        self.folder = folder
        self.command = command
    }

    /// Writes `files` (paths relative to the folder, `/`-separated), each atomically, then
    /// the list.
    /// - Throws: `StoreError` before anything is written: two files at one path, a symbolic
    ///   link on the way to one, or an existing file layoutsnap cannot tell is its own.
    package func write(_ files: [(relative: String, bytes: [UInt8])], force: Bool) throws(StoreError) {
        var seen: Set<String> = []
        for file in files where !seen.insert(file.relative).inserted {
            throw StoreError("\(path(file.relative)): two of the \(command)'s outputs would be written to this one file; nothing was written")
        }
        let manifest = readManifest()
        let previous = manifest.digests(of: files.map(\.relative))
        var refused: [String] = []
        for file in files {
            let components = file.relative.split(separator: "/").map(String.init)
            try FileSystemEntry.checkNoLinks(below: folder, components, purpose: "the \(command)'s folder")
            let target = folder.appendingPathComponent(file.relative).path
            switch FileSystemEntry(at: target) {
            case .missing: continue
            case .file:
                if force { continue }
                guard let existing = FileSystemEntry.readRegularFile(atPath: target) else {
                    refused.append(path(file.relative))
                    continue
                }
                if existing != file.bytes, previous[file.relative] != SHA256.hex(existing) { refused.append(path(file.relative)) }
            default:
                throw StoreError("\(path(file.relative)) is in the way: it is not a regular file")
            }
        }
        guard refused.isEmpty else {
            throw StoreError(
                "\(refused.joined(separator: ", ")): \(refused.count == 1 ? "exists" : "exist") and layoutsnap did not write \(refused.count == 1 ? "it" : "them") (or \(refused.count == 1 ? "it was" : "they were") changed since); nothing was written. Choose another folder, or replace with --force")
        }
        var written: [String: String] = [:]
        for file in files {
            try AtomicFile.write(file.bytes, to: folder.appendingPathComponent(file.relative))
            written[file.relative] = SHA256.hex(file.bytes)
        }
        try FileSystemEntry.checkNoLinks(below: folder, [Self.manifestName], purpose: "the \(command)'s folder")
        try AtomicFile.write(manifest.bytes(updating: written), to: folder.appendingPathComponent(Self.manifestName))
    }

    private func path(_ relative: String) -> String { folder.appendingPathComponent(relative).path }

    /// The folder's list as it stands; empty when there is no readable one.
    private func readManifest() -> OutputManifest {
        guard (try? FileSystemEntry.checkNoLinks(below: folder, [Self.manifestName], purpose: "")) != nil,
            let bytes = FileSystemEntry.readRegularFile(atPath: folder.appendingPathComponent(Self.manifestName).path)
        else { return OutputManifest(bytes: []) }
        return OutputManifest(bytes: bytes)
    }
}
