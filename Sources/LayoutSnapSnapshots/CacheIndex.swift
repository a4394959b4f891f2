import Foundation
import LayoutSnapPipeline
import Synchronization

/// What the check cache remembers, in one file (`<cache>/index`): each render that passed, by
/// the SHA-256 of the key it passed under, and each scenario file's memo (`ScenarioFileMemo`).
/// Read once when a run starts and written once, atomically, when the run changed it: a file
/// per render cost a create per render on a cold run (about half a millisecond each on a
/// journaling disk) and an open per render on a warm one.
///
/// A run writes its own changes over the index as it is on disk at that moment, so shards
/// sharing a cache folder keep each other's entries (two writing at the same instant can lose
/// one's: that costs speed, never a wrong pass). An index in any other form is read as empty.
final class CacheIndex: Sendable {
    /// A scenario file's memo: the SHA-256 of its header and its rows.
    struct Memo: Equatable, Sendable {
        var header: String
        /// The rows, each ended by a newline: split only when the memo is used.
        fileprivate var text: String

        /// Nil when a row holds a line break.
        init?(header: String, rows: [String]) {
            guard !rows.contains(where: { $0.utf8.contains { $0 == 10 || $0 == 13 } }) else { return nil }
            self.header = header
            text = rows.map { $0 + "\n" }.joined()
        }

        fileprivate init(header: String, text: String) { (self.header, self.text) = (header, text) }

        /// Each row's tab-separated fields, found in the bytes as the index itself is read
        /// (splitting Characters cost more than the rest of a warm read).
        var rows: [[String]] {
            let table = TabSeparatedText(bytes: Array(text.utf8))
            return (table.lines ?? []).map { line in table.fields(line).map(table.string) }
        }
        var rowCount: Int { text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } }
    }

    /// A render's pass: the SHA-256 of the key it passed under, and the file its scenario
    /// was read from (a pass goes with its file).
    private struct Pass: Equatable, Sendable {
        var file: String
        var digest: String
    }

    private struct Entries: Sendable {
        /// "scenario\trender" → its pass.
        var passes: [String: Pass] = [:]
        /// Absolute file path → memo.
        var memos: [String: Memo] = [:]
    }

    private struct State: Sendable {
        var entries: Entries
        /// What this run passed and the memos it wrote, laid over the index when it is saved.
        var changes = Entries()
    }

    private static let formatLine = "layoutsnap cache index 1"
    private let url: URL
    private let state: Mutex<State>

    init(folder: URL) {
        url = folder.appendingPathComponent("index")
        state = Mutex(State(entries: Self.read(url)))
    }

    /// Whether the render passed under the key whose SHA-256 is `digest`.
    func passed(_ scenario: String, _ render: String, digest: String) -> Bool {
        state.withLock { $0.entries.passes["\(scenario)\t\(render)"]?.digest == digest }
    }

    /// Remembers a pass of a scenario read from `file`; a name that would break the index's
    /// lines is not remembered.
    func recordPass(_ scenario: String, _ render: String, file: String, digest: String) {
        guard ![scenario, render, file].contains(where: Self.breaksLines) else { return }
        let pass = Pass(file: file, digest: digest)
        state.withLock { state in
            state.entries.passes["\(scenario)\t\(render)"] = pass
            state.changes.passes["\(scenario)\t\(render)"] = pass
        }
    }

    func memo(of file: String) -> Memo? { state.withLock { $0.entries.memos[file] } }

    /// Remembers a file's memo.
    func setMemo(_ memo: Memo, of file: String) {
        guard !Self.breaksLines(file) else { return }
        state.withLock { state in
            guard state.entries.memos[file] != memo else { return }
            state.entries.memos[file] = memo
            state.changes.memos[file] = memo
        }
    }

    /// Writes this run's changes over the index as it is now on disk, leaving out the passes
    /// and memos of files that are gone. Nothing is written when the run changed nothing; an
    /// index that cannot be written only costs speed.
    func save() {
        let changes = state.withLock { state -> Entries in
            defer { state.changes = Entries() }
            return state.changes
        }
        guard !changes.passes.isEmpty || !changes.memos.isEmpty else { return }
        var entries = Self.read(url)
        entries.passes.merge(changes.passes) { $1 }
        entries.memos.merge(changes.memos) { $1 }
        var known: [String: Bool] = [:]
        func exists(_ file: String) -> Bool {
            if let answer = known[file] { return answer }
            let answer = FileSystemEntry(at: file) == .file
            known[file] = answer
            return answer
        }
        entries.memos = entries.memos.filter { file, _ in exists(file) }
        entries.passes = entries.passes.filter { _, pass in exists(pass.file) }
        var text = Self.formatLine + "\n"
        for (name, pass) in entries.passes.sorted(by: { $0.key < $1.key }) { text += "P\t\(name)\t\(pass.file)\t\(pass.digest)\n" }
        for (file, memo) in entries.memos.sorted(by: { $0.key < $1.key }) {
            text += "F\t\(file)\t\(memo.header)\t\(memo.rowCount)\n" + memo.text
        }
        let folder = url.deletingLastPathComponent()
        guard (try? FileSystemEntry.checkNoLinks(below: folder, [url.lastPathComponent], purpose: "the cache")) != nil else { return }
        try? AtomicFile.write(text, to: url)
    }

    /// The index at `url`; empty when it is missing, a link, or not in this form throughout.
    private static func read(_ url: URL) -> Entries {
        guard let bytes = FileSystemEntry.readRegularFile(atPath: url.path) else { return Entries() }
        let text = TabSeparatedText(bytes: bytes)
        guard let lines = text.lines, let first = lines.first, text.string(first) == formatLine else { return Entries() }
        var entries = Entries()
        entries.passes.reserveCapacity(lines.count)
        var index = 1
        while index < lines.count {
            let fields = text.fields(lines[index])
            index += 1
            switch text.string(fields[0]) {
            case "P" where fields.count == 5 && fields[4].count == 64:
                entries.passes[text.string(fields[1].lowerBound..<fields[2].upperBound)] = Pass(file: text.string(fields[3]), digest: text.string(fields[4]))
            case "F" where fields.count == 4 && fields[2].count == 64:
                guard let count = Int(text.string(fields[3])), count >= 0, index + count <= lines.count else { return Entries() }
                let rows = count == 0 ? "" : text.string(lines[index].lowerBound..<lines[index + count - 1].upperBound + 1)
                entries.memos[text.string(fields[1])] = Memo(header: text.string(fields[2]), text: rows)
                index += count
            default:
                return Entries()
            }
        }
        return entries
    }

    private static func breaksLines(_ text: String) -> Bool { text.utf8.contains { $0 == 9 || $0 == 10 || $0 == 13 } }
}
