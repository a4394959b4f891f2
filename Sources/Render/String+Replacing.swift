extension String {
    /// Every occurrence of each pattern replaced, in one pass over the UTF-8 bytes: at each
    /// position the first pattern that matches is replaced and skipped. Foundation's
    /// `replacingOccurrences` is several times slower on documents as large as an SVG's, and
    /// drawing the structured SVG calls this for every piece.
    package func replacingEach(_ pairs: [(pattern: String, replacement: String)]) -> String {
        let patterns = pairs.filter { !$0.pattern.isEmpty }.map { (Array($0.pattern.utf8), Array($0.replacement.utf8)) }
        let firsts = Set(patterns.compactMap(\.0.first))
        guard !firsts.isEmpty else { return self }
        var text = self
        text.makeContiguousUTF8()
        let replaced = text.utf8.withContiguousStorageIfAvailable { bytes -> String in
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + bytes.count / 8)
            var index = 0
            scanning: while index < bytes.count {
                let byte = bytes[index]
                if firsts.contains(byte) {
                    for (pattern, replacement) in patterns where index + pattern.count <= bytes.count {
                        var offset = 1
                        while offset < pattern.count && bytes[index + offset] == pattern[offset] { offset += 1 }
                        if offset == pattern.count && byte == pattern[0] {
                            output += replacement
                            index += pattern.count
                            continue scanning
                        }
                    }
                }
                output.append(byte)
                index += 1
            }
            return String(decoding: output, as: UTF8.self)
        }
        return replaced ?? self
    }
}
