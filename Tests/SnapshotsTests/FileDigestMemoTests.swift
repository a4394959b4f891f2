import Foundation
import LayoutSnapPipeline
import Testing

@testable import LayoutSnapSnapshots

/// A remembered digest stands for a file only while the file's stamp holds; a file that just
/// changed is never remembered.
@Suite struct FileDigestMemoTests {
    struct Folder {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("digests-\(UUID().uuidString)")
        var cache: URL { root.appendingPathComponent("cache") }
        func file(_ name: String, _ text: String) throws -> String {
            let url = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            return url.path
        }
        /// The saved memo with each remembered digest of `path` replaced by `digest`: what a
        /// later run then returns shows whether it came from the memo.
        func forge(_ path: String, as digest: String) throws {
            let url = cache.appendingPathComponent("digests.memo")
            let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map { line in
                let fields = line.split(separator: "\t")
                return fields[0] == path ? "\(fields[0])\t\(fields[1])\t\(digest)" : String(line)
            }
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url)
        }
    }

    /// A clock ten seconds ahead: every file written by the test has settled.
    static let later: @Sendable () -> Int = { time(nil) + 10 }

    @Test func aDigestIsTheFilesSHA256AndNoneForWhatIsNotARegularFile() throws {
        let folder = Folder()
        defer { try? FileManager.default.removeItem(at: folder.root) }
        let path = try folder.file("a.txt", "hello")
        let memo = FileDigestMemo(folder: folder.cache, now: Self.later)
        #expect(memo.digest(ofFileAt: path) == SHA256.hex(Array("hello".utf8)))
        #expect(memo.digest(ofFileAt: folder.root.appendingPathComponent("missing").path) == nil)
        #expect(memo.digest(ofFileAt: folder.root.path) == nil)
        let link = folder.root.appendingPathComponent("link").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
        #expect(memo.digest(ofFileAt: link) == nil)
        // What each path turned out to be, for the store's link checks; nothing for a path
        // never asked about.
        #expect(memo.entry(atPath: path) == .file && memo.entry(atPath: link) == .symbolicLink)
        #expect(memo.entry(atPath: folder.root.path) == .directory)
        #expect(memo.entry(atPath: folder.root.appendingPathComponent("missing").path) == .missing)
        #expect(memo.entry(atPath: folder.root.appendingPathComponent("never").path) == nil)
    }

    @Test func anUnchangedFileIsTakenFromTheMemoAndAChangedOneIsReadAgain() throws {
        let folder = Folder()
        defer { try? FileManager.default.removeItem(at: folder.root) }
        let path = try folder.file("ref.png", "pixels")
        let first = FileDigestMemo(folder: folder.cache, now: Self.later)
        #expect(first.digest(ofFileAt: path) == SHA256.hex(Array("pixels".utf8)))
        first.save()
        try folder.forge(path, as: "remembered")
        #expect(FileDigestMemo(folder: folder.cache, now: Self.later).digest(ofFileAt: path) == "remembered")
        // Same size, other bytes, written in place: the change time moves.
        Thread.sleep(forTimeInterval: 0.01)
        try Data("pixelz".utf8).write(to: URL(fileURLWithPath: path))
        #expect(FileDigestMemo(folder: folder.cache, now: Self.later).digest(ofFileAt: path) == SHA256.hex(Array("pixelz".utf8)))
        // Replaced by a new file (as an atomic write or a checkout does).
        try FileManager.default.removeItem(atPath: path)
        _ = try folder.file("ref.png", "pixels")
        #expect(FileDigestMemo(folder: folder.cache, now: Self.later).digest(ofFileAt: path) == SHA256.hex(Array("pixels".utf8)))
    }

    @Test func aFileChangedInTheLastSecondsIsNotRemembered() throws {
        let folder = Folder()
        defer { try? FileManager.default.removeItem(at: folder.root) }
        let path = try folder.file("fresh.json", "{}")
        let memo = FileDigestMemo(folder: folder.cache)
        #expect(memo.digest(ofFileAt: path) == SHA256.hex(Array("{}".utf8)))
        memo.save()
        #expect(!FileManager.default.fileExists(atPath: folder.cache.appendingPathComponent("digests.memo").path))
    }

    @Test func savingKeepsOtherRunsEntriesWhileTheirFilesAreUnchanged() throws {
        let folder = Folder()
        defer { try? FileManager.default.removeItem(at: folder.root) }
        let (kept, changed, removed) = (try folder.file("kept", "1"), try folder.file("changed", "2"), try folder.file("removed", "3"))
        let first = FileDigestMemo(folder: folder.cache, now: Self.later)
        for path in [kept, changed, removed] { _ = first.digest(ofFileAt: path) }
        first.save()
        // A second run (another shard) reads one new file only.
        Thread.sleep(forTimeInterval: 0.01)
        try Data("22".utf8).write(to: URL(fileURLWithPath: changed))
        try FileManager.default.removeItem(atPath: removed)
        let other = try folder.file("other", "4")
        let second = FileDigestMemo(folder: folder.cache, now: Self.later)
        _ = second.digest(ofFileAt: other)
        second.save()
        let text = try String(contentsOf: folder.cache.appendingPathComponent("digests.memo"), encoding: .utf8)
        #expect(text.split(separator: "\n").map { String($0.split(separator: "\t")[0]) } == [kept, other].sorted())
    }

    /// A key made from remembered digests still changes with a reference's bytes.
    @Test func aCacheKeySeesAReferenceChangedSinceItWasRemembered() throws {
        let folder = Folder()
        defer { try? FileManager.default.removeItem(at: folder.root) }
        let path = try folder.file("card.yaml", "name: card\n")
        let store = SnapshotStore(root: folder.root.appendingPathComponent("snapshots"))
        let reference = store.path(inFolder: "card", "default", "png")
        try FileManager.default.createDirectory(atPath: (reference as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data("one".utf8).write(to: URL(fileURLWithPath: reference))
        let inputs = RenderKeyInputs(scenario: "card", render: "default", settings: "", images: [], inputFiles: [], folder: "card")
        let options = SnapshotOptions(snapshots: store.root)
        func key() throws -> String {
            let cache = SnapshotCache(folder: folder.cache, digests: FileDigestMemo(folder: folder.cache, now: Self.later))
            defer { cache.digests.save() }
            let source = try #require(cache.digests.digest(ofFileAt: path))
            return try #require(cache.key(inputs, sourceDigest: source, options: options, store: store))
        }
        let before = try key()
        #expect(try key() == before)
        Thread.sleep(forTimeInterval: 0.01)
        try Data("two".utf8).write(to: URL(fileURLWithPath: reference))
        let after = try key()
        #expect(after != before)
        #expect(after.contains("reference png \(SHA256.hex(Array("two".utf8)))"))
    }
}
