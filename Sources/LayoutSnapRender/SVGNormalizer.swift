/// Renumbers the ids in Cairo's SVG output in order of first appearance. Cairo draws some ids
/// (source surfaces, images) from a counter shared by the whole process, so without this the
/// same render would differ depending on how many surfaces the process drew before.
///
/// Works on the bytes in two passes (every id, then every `id="…"` and `#…` reference that
/// ends in `"` or `)`): the structured SVG normalizes every view's pieces, so this runs often.
enum SVGNormalizer {
    private static let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#"), close = UInt8(ascii: ")"), letterI = UInt8(ascii: "i")

    /// The bytes with their ids renumbered, each new name after `prefix`. Only `i` (of
    /// `id="`) and `#` can start a reference, so the bytes between them are copied in runs
    /// (`ByteText.firstIndex`).
    static func normalize(_ bytes: [UInt8], prefix: String = "") -> [UInt8] {
        let count = bytes.count
        func hasIDOpen(at index: Int) -> Bool {
            index + 4 <= count && bytes[index] == letterI && bytes[index + 1] == UInt8(ascii: "d") && bytes[index + 2] == UInt8(ascii: "=")
                && bytes[index + 3] == quote
        }
        func next(_ byte: UInt8, from index: Int) -> Int { ByteText.firstIndex(of: [byte], in: bytes, from: index) ?? count }
        // Every id="…" (non-empty), in order of first appearance.
        var renamed: [[UInt8]: [UInt8]] = [:]
        var index = next(letterI, from: 0)
        while index < count {
            guard hasIDOpen(at: index) else {
                index = next(letterI, from: index + 1)
                continue
            }
            let start = index + 4
            let end = next(quote, from: start)
            guard end < count, end > start else {
                index = next(letterI, from: index + 1)
                continue
            }
            let id = Array(bytes[start..<end])
            if renamed[id] == nil {
                let letters = String(decoding: id, as: UTF8.self).prefix { $0.isLetter }
                renamed[id] = Array("\(prefix)\(letters.isEmpty ? "id" : String(letters))\(renamed.count + 1)".utf8)
            }
            index = next(letterI, from: end + 1)
        }
        guard !renamed.isEmpty else { return bytes }
        // Every reference: `id="` or `#`, a name (a letter or _ first), then `"` or `)`.
        func isNameStart(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
        }
        func isName(_ byte: UInt8) -> Bool {
            isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
        }
        var output: [UInt8] = []
        output.reserveCapacity(count)
        var copied = 0, nextI = next(letterI, from: 0), nextHash = next(hash, from: 0)
        while true {
            let index = min(nextI, nextHash)
            guard index < count else { break }
            if index == nextI { nextI = next(letterI, from: index + 1) } else { nextHash = next(hash, from: index + 1) }
            let lead = hasIDOpen(at: index) ? 4 : bytes[index] == hash ? 1 : 0
            let start = index + lead
            guard lead > 0, start < count, isNameStart(bytes[start]) else { continue }
            var end = start + 1
            while end < count && isName(bytes[end]) { end += 1 }
            guard end < count, bytes[end] == quote || bytes[end] == close else { continue }
            output.append(contentsOf: bytes[copied..<start])
            let name = Array(bytes[start..<end])
            output.append(contentsOf: renamed[name] ?? name)
            copied = end
            // Candidates inside the name just replaced are not references.
            if nextI < end { nextI = next(letterI, from: end) }
            if nextHash < end { nextHash = next(hash, from: end) }
        }
        output.append(contentsOf: bytes[copied..<count])
        return output
    }
}
