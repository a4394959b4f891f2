#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `.layoutsnap-written` list of an `OwnedOutput` folder: a line per file, its SHA-256 in
/// hex, a space and its path, in byte order of the paths. A folder that many renders share
/// holds tens of thousands of lines, which every render reads and writes again with a handful
/// changed: the lines stay bytes, and the changed ones are merged in rather than all sorted.
struct OutputManifest {
    private typealias Entry = (path: ArraySlice<UInt8>, digest: ArraySlice<UInt8>)

    static let header = Array("# Files layoutsnap wrote here, with their SHA-256: each is replaced only while unchanged.\n".utf8)
    private static let digestLength = 64, space: UInt8 = 0x20, newline: UInt8 = 0x0A

    /// The entries read, in order of their paths; lines that are not an entry are left out.
    private let entries: [Entry]

    /// The list in `bytes` (empty for a folder without one).
    init(bytes: [UInt8]) {
        var entries: [Entry] = []
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = Self.lineEnd(in: bytes, from: start)
            let line = bytes[start..<end]
            start = end + 1
            guard line.first != UInt8(ascii: "#"), line.count > Self.digestLength + 1 else { continue }
            let digestEnd = line.startIndex + Self.digestLength
            guard line[digestEnd] == Self.space, !line[..<digestEnd].contains(Self.space) else { continue }
            entries.append((line[(digestEnd + 1)...], line[..<digestEnd]))
        }
        // A list written by layoutsnap is in order already; a hand-edited one is put in order.
        if zip(entries, entries.dropFirst()).contains(where: { Self.precedes($1.path, $0.path) }) {
            entries.sort { Self.precedes($0.path, $1.path) }
        }
        self.entries = entries
    }

    /// The digest the list holds for each of `paths` that it names.
    func digests(of paths: [String]) -> [String: String] {
        var found: [String: String] = [:]
        var asked: ArraySlice<UInt8>?
        merge(paths.map { (ArraySlice($0.utf8), []) }) { entry, isChange in
            if isChange {
                asked = entry.path
            } else if let asked, Self.compare(asked, entry.path) == 0 {
                found[String(decoding: entry.path, as: UTF8.self)] = String(decoding: entry.digest, as: UTF8.self)
            }
        }
        return found
    }

    /// The list's bytes with `updates` (path → digest) in place of what it held for them.
    func bytes(updating updates: [String: String]) -> [UInt8] {
        var output = Self.header
        output.reserveCapacity(Self.header.count + (entries.count + updates.count) * 100)
        var last: ArraySlice<UInt8>?
        merge(updates.map { (ArraySlice($0.key.utf8), ArraySlice($0.value.utf8)) }) { entry, _ in
            // One line per path: the update wins over the entry it replaces, the first of repeats.
            if let last, Self.compare(last, entry.path) == 0 { return }
            output += entry.digest
            output.append(Self.space)
            output += entry.path
            output.append(Self.newline)
            last = entry.path
        }
        return output
    }

    /// Walks the entries and `changes` together in order of paths: `visit(entry, isChange)`
    /// for each, a change before the entry with its path.
    private func merge(_ changes: [Entry], _ visit: (Entry, Bool) -> Void) {
        var next = entries.startIndex
        for change in changes.sorted(by: { Self.precedes($0.path, $1.path) }) {
            while next < entries.endIndex, Self.precedes(entries[next].path, change.path) {
                visit(entries[next], false)
                next += 1
            }
            visit(change, true)
        }
        entries[next...].forEach { visit($0, false) }
    }

    /// Where the line starting at `start` ends (its newline, or the end of the bytes).
    private static func lineEnd(in bytes: [UInt8], from start: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, let found = memchr(base + start, Int32(newline), buffer.count - start) else { return buffer.count }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    private static func precedes(_ left: ArraySlice<UInt8>, _ right: ArraySlice<UInt8>) -> Bool { compare(left, right) < 0 }

    /// Byte order of two paths (memcmp: the generic element-wise comparison is the cost of a
    /// large list).
    private static func compare(_ left: ArraySlice<UInt8>, _ right: ArraySlice<UInt8>) -> Int {
        let common = min(left.count, right.count)
        let order = left.withUnsafeBufferPointer { l in
            right.withUnsafeBufferPointer { r in
                guard common > 0, let l = l.baseAddress, let r = r.baseAddress else { return Int32(0) }
                return memcmp(l, r, common)
            }
        }
        return order != 0 ? Int(order) : left.count - right.count
    }
}
