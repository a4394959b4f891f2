import Foundation
import Testing
@testable import LayoutSnapSnapshots

/// Memoised checksums are used only while a file's size, inode and change time hold.
@Suite(.serialized) struct ChecksumMemoTests {
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func bump() { lock.lock(); value += 1; lock.unlock() }
        var count: Int { lock.lock(); defer { lock.unlock() }; return value }
    }

    @Test func unchangedFilesAreNotReadAgainAndAnyChangeIsSeen() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("memo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer {
            ChecksumMemo.use(folder: nil)
            try? FileManager.default.removeItem(at: folder)
        }
        let file = folder.appendingPathComponent("font.otf")
        try Data("abc".utf8).write(to: file)
        ChecksumMemo.use(folder: folder.appendingPathComponent("cache"))
        let counter = Counter()
        let compute: @Sendable (String) -> String? = { path in
            counter.bump()
            return FileManager.default.contents(atPath: path).map { String($0.count) + ":" + String(decoding: $0, as: UTF8.self) }
        }
        #expect(ChecksumMemo.checksums([file.path], memo: "test", compute: compute) == ["3:abc"])
        #expect(ChecksumMemo.checksums([file.path], memo: "test", compute: compute) == ["3:abc"])
        #expect(counter.count == 1)
        // Same size, new bytes: the change time moves, so the memo no longer holds.
        Thread.sleep(forTimeInterval: 0.01)
        try Data("xyz".utf8).write(to: file)
        #expect(ChecksumMemo.checksums([file.path], memo: "test", compute: compute) == ["3:xyz"])
        #expect(counter.count == 2)
        // A corrupted or foreign memo is read as no memo.
        try Data("garbage\twithout a stamp\n\u{0}".utf8).write(to: folder.appendingPathComponent("cache/test.memo"))
        #expect(ChecksumMemo.checksums([file.path], memo: "test", compute: compute) == ["3:xyz"])
        #expect(counter.count == 3)
    }
}
