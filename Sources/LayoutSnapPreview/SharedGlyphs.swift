import LayoutSnapRender

/// A page's inline SVGs with each glyph outline defined once. Cairo gives every drawing its
/// own `<symbol>` per glyph, so a page of four drawings of one screen held the same outlines
/// four times over: 284 symbols where 68 differ, a third of the elements a browser parses on
/// each update. A repeated symbol is dropped and its uses point at the first one (ids are
/// already unique on the page; a symbol in a hidden drawing still serves, as in a sprite sheet).
enum SharedGlyphs {
    private static let open = Array("<symbol overflow=\"visible\" id=\"".utf8), close = Array("</symbol>".utf8)

    static func sharing(_ html: String) -> String {
        let bytes = Array(html.utf8)
        var firstWithBody: [ArraySlice<UInt8>: [UInt8]] = [:]
        var renamed: [[UInt8]: [UInt8]] = [:]
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var copied = 0, position = 0
        while let start = find(open, in: bytes, from: position) {
            let idStart = start + open.count
            guard let idEnd = find([UInt8(ascii: "\"")], in: bytes, from: idStart), idEnd + 1 < bytes.count, bytes[idEnd + 1] == UInt8(ascii: ">"),
                let end = find(close, in: bytes, from: idEnd + 2)
            else { break }
            let id = Array(bytes[idStart..<idEnd]), body = bytes[(idEnd + 2)..<end]
            position = end + close.count
            // Only plain outlines: a body that defines ids of its own stays.
            if body.firstRange(of: Array("id=".utf8)) != nil { continue }
            if let first = firstWithBody[body] {
                renamed[id] = first
                output += bytes[copied..<start]
                copied = position < bytes.count && bytes[position] == UInt8(ascii: "\n") ? position + 1 : position
            } else {
                firstWithBody[body] = id
            }
        }
        output += bytes[copied...]
        guard !renamed.isEmpty else { return html }
        return String(decoding: pointingAtFirsts(output, renamed), as: UTF8.self)
    }

    /// Every `"#id"` of a dropped symbol made `"#first"`.
    private static func pointingAtFirsts(_ bytes: [UInt8], _ renamed: [[UInt8]: [UInt8]]) -> [UInt8] {
        let lead = Array("\"#".utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var copied = 0, position = 0
        while let start = find(lead, in: bytes, from: position) {
            let idStart = start + lead.count
            guard let idEnd = find([UInt8(ascii: "\"")], in: bytes, from: idStart) else { break }
            position = idEnd
            guard let first = renamed[Array(bytes[idStart..<idEnd])] else { continue }
            output += bytes[copied..<idStart]
            output += first
            copied = idEnd
        }
        output += bytes[copied...]
        return output
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? { ByteText.firstIndex(of: needle, in: bytes, from: from) }
}
