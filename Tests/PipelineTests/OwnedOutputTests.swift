import Foundation
import LayoutSnapPipeline
import Testing

/// The `.layoutsnap-written` list of a folder many renders share: its entries are found and
/// kept whatever their number and order, one line per path, in byte order.
@Suite struct OwnedOutputTests {
    private static let header = "# Files layoutsnap wrote here, with their SHA-256: each is replaced only while unchanged."

    /// A folder holding `b.png` ("old") and a hand-edited list: 2,000 other entries out of
    /// order, one of them twice, and `b.png`'s digest among them.
    private func folderWithLongList() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("owned-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: folder.appendingPathComponent("b.png"))
        var lines = (0..<2_000).reversed().map { "\(SHA256.hex("\($0)")) scene-\($0)/default.png" }
        lines.insert("\(SHA256.hex("old")) b.png", at: 1_000)
        lines.append(lines[10])
        try Data(([Self.header] + lines).joined(separator: "\n").utf8).write(to: folder.appendingPathComponent(".layoutsnap-written"))
        return folder
    }

    @Test func aLongListKeepsEveryEntryInOrderOncePerPath() throws {
        let folder = try folderWithLongList()
        defer { try? FileManager.default.removeItem(at: folder) }
        try OwnedOutput(folder: folder, command: "render").write([("b.png", Array("new".utf8)), ("a.png", Array("a".utf8))], force: false)
        let lines = try String(contentsOf: folder.appendingPathComponent(".layoutsnap-written"), encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.first == Self.header)
        let paths = lines.dropFirst().map { String($0.dropFirst(65)) }
        #expect(paths.count == 2_002)
        #expect(paths == paths.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
        #expect(Set(paths).count == paths.count, "one line per path")
        #expect(lines.contains("\(SHA256.hex("new")) b.png"))
        #expect(lines.contains("\(SHA256.hex("a")) a.png"))
        #expect(lines.contains("\(SHA256.hex("1234")) scene-1234/default.png"))
    }

    @Test func aFileChangedSinceItWasWrittenIsRefusedFromTheMiddleOfALongList() throws {
        let folder = try folderWithLongList()
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = try Data(contentsOf: folder.appendingPathComponent(".layoutsnap-written"))
        try Data("edited by hand".utf8).write(to: folder.appendingPathComponent("b.png"))
        #expect(throws: StoreError.self) {
            try OwnedOutput(folder: folder, command: "render").write([("a.png", Array("a".utf8)), ("b.png", Array("new".utf8))], force: false)
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("a.png").path), "nothing was written")
        #expect(try Data(contentsOf: folder.appendingPathComponent(".layoutsnap-written")) == list)
    }
}
