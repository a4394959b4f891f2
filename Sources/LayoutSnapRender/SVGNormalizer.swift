/// Renumbers the ids in Cairo's SVG output in order of first appearance. Cairo draws some ids
/// (source surfaces, images) from a counter shared by the whole process, so without this the
/// same render would differ depending on how many surfaces the process drew before.
///
/// Works on the bytes in two passes (every id, then every `id="…"` and `#…` reference that
/// ends in `"` or `)`): the structured SVG normalizes every view's pieces, so this runs often.
enum SVGNormalizer {
    static func normalize(_ bytes: [UInt8]) -> [UInt8] {
        let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#"), close = UInt8(ascii: ")")
        let idOpen = Array("id=\"".utf8)
        func hasIDOpen(at index: Int) -> Bool {
            index + idOpen.count <= bytes.count && bytes[index] == idOpen[0] && bytes[index + 1] == idOpen[1]
                && bytes[index + 2] == idOpen[2] && bytes[index + 3] == idOpen[3]
        }
        // Every id="…" (non-empty), in order of first appearance.
        var renamed: [ArraySlice<UInt8>: [UInt8]] = [:]
        var index = 0
        while index < bytes.count {
            guard hasIDOpen(at: index) else {
                index += 1
                continue
            }
            let start = index + idOpen.count
            var end = start
            while end < bytes.count && bytes[end] != quote { end += 1 }
            guard end < bytes.count, end > start else {
                index += 1
                continue
            }
            let id = bytes[start..<end]
            if renamed[id] == nil {
                let prefix = String(decoding: id, as: UTF8.self).prefix { $0.isLetter }
                renamed[id] = Array("\(prefix.isEmpty ? "id" : String(prefix))\(renamed.count + 1)".utf8)
            }
            index = end + 1
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
        output.reserveCapacity(bytes.count)
        index = 0
        while index < bytes.count {
            let lead = hasIDOpen(at: index) ? idOpen.count : bytes[index] == hash ? 1 : 0
            let start = index + lead
            guard lead > 0, start < bytes.count, isNameStart(bytes[start]) else {
                output.append(bytes[index])
                index += 1
                continue
            }
            var end = start + 1
            while end < bytes.count && isName(bytes[end]) { end += 1 }
            guard end < bytes.count, bytes[end] == quote || bytes[end] == close else {
                output.append(bytes[index])
                index += 1
                continue
            }
            output += bytes[index..<start]
            output += renamed[bytes[start..<end]] ?? Array(bytes[start..<end])
            index = end
        }
        return output
    }
}
