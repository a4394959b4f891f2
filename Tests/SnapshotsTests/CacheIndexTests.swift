import Foundation
import Testing

@testable import LayoutSnapSnapshots

/// The cache's one index file: runs add to it without losing each other's entries, and it
/// forgets what belongs to files that are gone.
@Suite struct CacheIndexTests {
    static let digest = String(repeating: "a", count: 64), other = String(repeating: "b", count: 64)

    func scratch() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cache-index-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for name in ["one.yaml", "two.yaml"] { try Data("name: x\n".utf8).write(to: root.appendingPathComponent(name)) }
        return root
    }

    @Test func shardsSharingAFolderKeepEachOthersPasses() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = root.appendingPathComponent("cache")
        // Both open the index before either writes, as shards started together do.
        let first = CacheIndex(folder: cache), second = CacheIndex(folder: cache)
        first.recordPass("one", "plain", file: root.appendingPathComponent("one.yaml").path, digest: Self.digest)
        second.recordPass("two", "plain", file: root.appendingPathComponent("two.yaml").path, digest: Self.other)
        second.setMemo(try #require(CacheIndex.Memo(header: Self.digest, rows: ["S\ttwo\t1\t7", "R\tplain\tdevice\t\t\ttwo"])), of: root.appendingPathComponent("two.yaml").path)
        first.save()
        second.save()
        let later = CacheIndex(folder: cache)
        #expect(later.passed("one", "plain", digest: Self.digest))
        #expect(later.passed("two", "plain", digest: Self.other))
        #expect(!later.passed("two", "plain", digest: Self.digest))
        #expect(later.memo(of: root.appendingPathComponent("two.yaml").path)?.rows == [["S", "two", "1", "7"], ["R", "plain", "device", "", "", "two"]])
        #expect(CacheIndex.Memo(header: Self.digest, rows: ["S\tbroken\nline"]) == nil)
    }

    @Test func entriesOfFilesThatAreGoneAreDropped() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = root.appendingPathComponent("cache")
        let index = CacheIndex(folder: cache)
        for name in ["one", "two"] {
            let file = root.appendingPathComponent("\(name).yaml").path
            index.recordPass(name, "plain", file: file, digest: Self.digest)
            index.setMemo(try #require(CacheIndex.Memo(header: Self.digest, rows: ["S\t\(name)\t1\t7"])), of: file)
        }
        index.save()
        try FileManager.default.removeItem(at: root.appendingPathComponent("two.yaml"))
        let next = CacheIndex(folder: cache)
        next.recordPass("one", "dark", file: root.appendingPathComponent("one.yaml").path, digest: Self.other)
        next.save()
        let text = try String(contentsOf: cache.appendingPathComponent("index"), encoding: .utf8)
        #expect(!text.contains("two"))
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("P\t") }.count == 2)
        #expect(text.contains("F\t\(root.appendingPathComponent("one.yaml").path)\t"))
    }

    @Test func aRunThatChangedNothingWritesNothing() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = root.appendingPathComponent("cache")
        let index = CacheIndex(folder: cache)
        index.recordPass("one", "plain", file: root.appendingPathComponent("one.yaml").path, digest: Self.digest)
        index.save()
        let url = cache.appendingPathComponent("index")
        let before = try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int
        let again = CacheIndex(folder: cache)
        #expect(again.passed("one", "plain", digest: Self.digest))
        again.save()
        #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int == before)
    }
}
