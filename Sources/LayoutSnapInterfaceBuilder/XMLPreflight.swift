import LayoutSnapScenario

/// What the reader checks before Foundation's XML parser sees a byte, in one linear pass:
/// the encoding (UTF-8, or UTF-16 turned into UTF-8), valid UTF-8 throughout (FoundationXML
/// traps on a name that is not), no DOCTYPE or other markup declaration anywhere (Interface
/// Builder writes none; their defaults and entities would change what the file says), and
/// where each start tag is, so that elements are located without searching the text again.
struct XMLPreflight {
    /// The document as UTF-8, ready for the parser.
    let bytes: [UInt8]
    /// The `<` of every start tag, in document order: the parser reports elements in the
    /// same order.
    let startTags: [SourceLocation]

    init(_ raw: [UInt8], file: String) throws(ScenarioError) {
        bytes = try Self.utf8(raw, file: file)
        startTags = try Self.scan(bytes, file: file)
    }

    /// The bytes as UTF-8 without a byte-order mark. UTF-16 (with a mark, or recognised by its
    /// first character) is transcoded and its encoding declaration blanked to spaces of the
    /// same length, so lines and columns stay those of the file.
    private static func utf8(_ raw: [UInt8], file: String) throws(ScenarioError) -> [UInt8] {
        let start = SourceLocation(file: file, line: 1, column: 1)
        var bytes: [UInt8]
        if let bigEndian = utf16Order(raw) {
            bytes = try transcodeUTF16(raw, bigEndian: bigEndian, file: file)
            blankEncodingDeclaration(&bytes)
        } else {
            bytes = raw.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(raw.dropFirst(3)) : raw
            if let declared = declaredEncoding(bytes), !["utf-8", "utf8", "us-ascii", "ascii"].contains(declared.lowercased()) {
                throw ScenarioError(
                    "the file declares the encoding '\(declared)'; layoutsnap reads Interface Builder files in UTF-8 or UTF-16, as Xcode writes them",
                    at: start)
            }
        }
        _ = try decodeUTF8(bytes, file: file)
        return bytes
    }

    /// true for big-endian UTF-16, false for little-endian, nil for anything else.
    private static func utf16Order(_ raw: [UInt8]) -> Bool? {
        guard raw.count >= 2 else { return nil }
        switch (raw[0], raw[1]) {
        case (0xFE, 0xFF), (0x00, 0x3C): return true
        case (0xFF, 0xFE), (0x3C, 0x00): return false
        default: return nil
        }
    }

    private static func transcodeUTF16(_ raw: [UInt8], bigEndian: Bool, file: String) throws(ScenarioError) -> [UInt8] {
        var units: [UInt16] = []
        units.reserveCapacity(raw.count / 2)
        var index = 0
        while index + 1 < raw.count {
            let (high, low) = bigEndian ? (raw[index], raw[index + 1]) : (raw[index + 1], raw[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        if units.first == 0xFEFF { units.removeFirst() }
        var output: [UInt8] = []
        output.reserveCapacity(units.count)
        var parser = Unicode.UTF16.ForwardParser()
        var iterator = units.makeIterator()
        var line = 1, column = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF16.decode(encoded)
                output.append(contentsOf: Unicode.UTF8.encode(scalar).map(Array.init) ?? [])
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput:
                if raw.count % 2 == 1 {
                    throw ScenarioError("the file is not valid UTF-16: it ends half-way through a character", at: SourceLocation(file: file, line: line, column: column))
                }
                return output
            case .error:
                throw ScenarioError(
                    "the file is not valid UTF-16: a surrogate without its pair; save the file as UTF-8",
                    at: SourceLocation(file: file, line: line, column: column))
            }
        }
    }

    /// The value of `encoding="…"` in the XML declaration, if the file starts with one.
    private static func declaredEncoding(_ bytes: [UInt8]) -> String? {
        guard let range = encodingValue(bytes) else { return nil }
        return String(decoding: bytes[range], as: UTF8.self)
    }

    /// Where the declaration's `encoding="…"` value lies.
    private static func encodingValue(_ bytes: [UInt8]) -> Range<Int>? {
        guard bytes.starts(with: Array("<?xml".utf8)), let end = firstIndex(of: Array("?>".utf8), in: bytes, from: 0) else { return nil }
        guard let key = firstIndex(of: Array("encoding".utf8), in: bytes[..<end], from: 0) else { return nil }
        var index = key + 8
        while index < end, bytes[index] == 0x20 || bytes[index] == 0x3D { index += 1 }
        guard index < end, bytes[index] == 0x22 || bytes[index] == 0x27 else { return nil }
        let quote = bytes[index]
        guard let close = bytes[(index + 1)..<end].firstIndex(of: quote) else { return nil }
        return (index + 1)..<close
    }

    /// Replaces `encoding="UTF-16"` with as many spaces: the declaration stays valid and the
    /// parser reads the transcoded bytes as UTF-8.
    private static func blankEncodingDeclaration(_ bytes: inout [UInt8]) {
        guard let value = encodingValue(bytes), let key = firstIndex(of: Array("encoding".utf8), in: bytes[..<value.lowerBound], from: 0)
        else { return }
        for index in key...value.upperBound { bytes[index] = 0x20 }
    }

    private static func firstIndex(of pattern: [UInt8], in bytes: ArraySlice<UInt8>, from start: Int) -> Int? {
        guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
        var index = max(start, bytes.startIndex)
        let last = bytes.endIndex - pattern.count
        while index <= last {
            if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }

    private static func firstIndex(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        firstIndex(of: pattern, in: bytes[...], from: start)
    }

    /// One pass over the markup: start tags located, comments, CDATA sections and processing
    /// instructions skipped, markup declarations refused.
    private static func scan(_ bytes: [UInt8], file: String) throws(ScenarioError) -> [SourceLocation] {
        var tags: [SourceLocation] = []
        var line = 1, column = 1, index = 0
        /// Moves to `target`, counting lines and characters (a UTF-8 continuation byte is no
        /// new character).
        func advance(to target: Int) {
            while index < target {
                let byte = bytes[index]
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
                index += 1
            }
        }
        func skip(past terminator: String) {
            let pattern = Array(terminator.utf8)
            advance(to: firstIndex(of: pattern, in: bytes, from: index).map { $0 + pattern.count } ?? bytes.count)
        }
        while index < bytes.count {
            guard bytes[index] == 0x3C, index + 1 < bytes.count else {
                advance(to: index + 1)
                continue
            }
            let next = bytes[index + 1]
            if next == 0x21 {  // <!
                if bytes[index...].starts(with: Array("<!--".utf8)) {
                    skip(past: "-->")
                } else if bytes[index...].starts(with: Array("<![CDATA[".utf8)) {
                    skip(past: "]]>")
                } else {
                    let keyword = String(decoding: bytes[(index + 2)..<min(bytes.count, index + 10)].prefix { $0 >= 0x41 && $0 <= 0x5A }, as: UTF8.self)
                    throw ScenarioError(
                        "a markup declaration (<!\(keyword)…): Interface Builder files have no DOCTYPE, entities or attribute defaults, and layoutsnap does not apply them",
                        at: SourceLocation(file: file, line: line, column: column))
                }
            } else if next == 0x3F {  // <?
                skip(past: "?>")
            } else {
                if next != 0x2F { tags.append(SourceLocation(file: file, line: line, column: column)) }
                advance(to: index + 1)
            }
        }
        return tags
    }
}
