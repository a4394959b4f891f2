import Foundation
import LayoutSnapPipeline
import Testing

/// A folder listed with each entry's kind, as the store's orphan walk reads it: from the
/// listing, the same kinds `lstat` gives, links never followed.
@Suite struct FileSystemEntryTests {
    @Test func entriesCarryTheirKindsSortedAndLinksAreNotFollowed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("entries-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: folder.appendingPathComponent("b.png"))
        try Data("y".utf8).write(to: folder.appendingPathComponent(".hidden"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("a-link").path, withDestinationPath: folder.appendingPathComponent("sub").path)
        let entries = FileSystemEntry.entries(atPath: folder.path)
        #expect(entries.map(\.name) == [".hidden", "a-link", "b.png", "sub"])
        #expect(entries.map(\.kind) == [.file, .symbolicLink, .file, .directory])
        for entry in entries { #expect(entry.kind == FileSystemEntry(at: folder.path + "/" + entry.name)) }
        #expect(FileSystemEntry.entries(atPath: folder.path + "/a-link").isEmpty, "a link to a folder is not listed through")
        #expect(FileSystemEntry.entries(atPath: folder.path + "/b.png").isEmpty)
        #expect(FileSystemEntry.entries(atPath: folder.path + "/missing").isEmpty)
    }
}
