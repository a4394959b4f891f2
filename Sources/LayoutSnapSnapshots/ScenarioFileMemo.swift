import Foundation
import LayoutSnapPipeline
import LayoutSnapScenario

/// What a warm check needs of a scenario file it need not read: each scenario's name (and
/// where it is written) and each render's key inputs, remembered in the cache's index
/// (`CacheIndex`) under the SHA-256 of a header naming this binary, the way files are read and
/// the file's own SHA-256. An unchanged file then costs a hash, not a parse; whether a render
/// passes is still the cache's key to decide, with every image and reference checksummed anew.
/// A memo whose header differs in any byte is ignored.
struct ScenarioFileMemo: Sendable {
    /// A file's scenarios as outlines (names and render names only) and the key inputs of
    /// each render, from a memo that holds for the file as it is now.
    struct Entry {
        var outlines: [Scenario]
        var renders: [RenderKeyInputs]
    }

    let options: SnapshotOptions, store: SnapshotStore
    private let index: CacheIndex
    /// How files are read and the store (scenario folders are relative to it) as the header
    /// writes them: worked out once, as a warm check reads a memo per file.
    private let reading: String

    init(options: SnapshotOptions, store: SnapshotStore, cache: SnapshotCache) {
        (self.options, self.store, index) = (options, store, cache.index)
        reading = SnapshotCache.inputsLine(options) + "\nstore \(absolutePath(store.rootPath))\n"
    }

    /// The SHA-256 of the header, what the memo holds under: the cache key's own prefix (this
    /// binary, the renderer, worked out on first use: a check refused before reading a memo
    /// writes nothing), how files are read, the store — down to the file's bytes.
    private func header(file: String, digest: String) -> String {
        SHA256.hex(Array(("prefix \(SnapshotCache.prefixDigest)\n" + reading + "file \(absolutePath(file)) \(digest)\n").utf8))
    }

    /// The memo of `file` whose SHA-256 is `digest`, if one was written for it as it is now.
    func read(file: String, digest: String) -> Entry? {
        guard let memo = index.memo(of: absolutePath(file)), memo.header == header(file: file, digest: digest) else { return nil }
        var entry = Entry(outlines: [], renders: [])
        for fields in memo.rows {
            switch fields.first {
            case "S" where fields.count == 4:
                guard let row = Int(fields[2]), let column = Int(fields[3]) else { return nil }
                var outline = Scenario(
                    name: fields[1], file: file, device: .standard, root: ViewSpec(id: "root"), constraints: [],
                    nameLocation: SourceLocation(file: file, line: row, column: column))
                outline.renders = []
                entry.outlines.append(outline)
            case "R" where fields.count == 6:
                guard let scenario = entry.outlines.last else { return nil }
                // The list separator (U+001F) is a control character, never part of a longer
                // character: split as bytes.
                let list = { (field: String) in field.isEmpty ? [] : field.utf8.split(separator: 0x1F).map { String(decoding: $0, as: UTF8.self) } }
                entry.outlines[entry.outlines.count - 1].renders.append(RenderSpec(name: fields[1]))
                entry.renders.append(
                    RenderKeyInputs(
                        scenario: scenario.name, render: fields[1], settings: fields[2], images: list(fields[3]), inputFiles: list(fields[4]),
                        folder: fields[5]))
            default:
                return nil
            }
        }
        return entry.outlines.isEmpty || entry.outlines.contains(where: \.renders.isEmpty) ? nil : entry
    }

    /// Writes the memo of `file` (SHA-256 `digest`) holding `scenarios`, unless it holds them
    /// already. A memo that cannot be written, or a name that cannot be written in one, only
    /// costs speed.
    func write(_ scenarios: [Scenario], file: String, digest: String) {
        var rows: [[String]] = []
        for scenario in scenarios {
            rows.append(["S", scenario.name, String(scenario.nameLocation.line), String(scenario.nameLocation.column)])
            for render in scenario.renders {
                let inputs = RenderKeyInputs(scenario, render: render, store: store)
                // Lists are joined with a separator no path or name holds (checked here).
                let lists = [inputs.images, inputs.inputFiles]
                guard !lists.joined().contains(where: { $0.contains("\u{1F}") }) else { return }
                rows.append(["R", inputs.render, inputs.settings] + lists.map { $0.joined(separator: "\u{1F}") } + [inputs.folder])
            }
        }
        // A field that would break the memo's lines or columns: no memo, only a slower check.
        guard !rows.joined().contains(where: { $0.utf8.contains { $0 == 9 || $0 == 10 || $0 == 13 } }) else { return }
        guard let memo = CacheIndex.Memo(header: header(file: file, digest: digest), rows: rows.map { $0.joined(separator: "\t") }) else { return }
        index.setMemo(memo, of: absolutePath(file))
    }
}
