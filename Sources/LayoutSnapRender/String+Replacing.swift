#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// Every occurrence of each pattern replaced, in one pass over the UTF-8 bytes: at each
    /// position the first pattern that matches is replaced and skipped. Foundation's
    /// `replacingOccurrences` is several times slower on documents as large as an SVG's, and
    /// drawing the structured SVG calls this for every piece.
    package func replacingEach(_ pairs: [(pattern: String, replacement: String)]) -> String {
        var text = self
        text.makeContiguousUTF8()
        let replaced = text.utf8.withContiguousStorageIfAvailable { bytes in
            String(decoding: ByteText.replacingEach(bytes, pairs), as: UTF8.self)
        }
        return replaced ?? self
    }
}

/// Byte-level text work for documents built from Cairo's output (ASCII markup around UTF-8
/// text), where Foundation's string searching dominated the time of a structured SVG.
package enum ByteText {
    /// `replacingEach` on bytes.
    package static func replacingEach(_ bytes: some RandomAccessCollection<UInt8>, _ pairs: [(pattern: String, replacement: String)]) -> [UInt8] {
        let source = Array(bytes)
        let patterns = pairs.filter { !$0.pattern.isEmpty }.map { (Array($0.pattern.utf8), Array($0.replacement.utf8)) }
        // Which bytes may start a pattern, as a table: looked up for every byte of the document.
        var starts = [Bool](repeating: false, count: 256)
        for (pattern, _) in patterns { starts[Int(pattern[0])] = true }
        guard !patterns.isEmpty else { return source }
        var output: [UInt8] = []
        output.reserveCapacity(source.count + source.count / 8)
        source.withUnsafeBufferPointer { text in
            // Bytes between matches are copied a run at a time.
            var index = 0, copied = 0
            scanning: while index < text.count {
                let byte = text[index]
                if starts[Int(byte)] {
                    for (pattern, replacement) in patterns where index + pattern.count <= text.count && byte == pattern[0] {
                        var offset = 1
                        while offset < pattern.count && text[index + offset] == pattern[offset] { offset += 1 }
                        if offset == pattern.count {
                            output.append(contentsOf: text[copied..<index])
                            output += replacement
                            index += pattern.count
                            copied = index
                            continue scanning
                        }
                    }
                }
                index += 1
            }
            output.append(contentsOf: text[copied..<text.count])
        }
        return output
    }

    /// Where `pattern` first starts in `bytes[from...]`: candidates found with memchr, as
    /// documents of hundreds of kilobytes are searched many times.
    package static func firstIndex(of pattern: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Int? {
        guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            var index = max(0, start)
            while index + pattern.count <= buffer.count, let found = memchr(base + index, Int32(first), buffer.count - index) {
                let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                guard at + pattern.count <= buffer.count else { return nil }
                if pattern.withUnsafeBufferPointer({ $0.baseAddress.map { memcmp(base + at, $0, pattern.count) } }) == 0 { return at }
                index = at + 1
            }
            return nil
        }
    }

    /// Where `pattern` last starts in `bytes`.
    package static func lastIndex(of pattern: [UInt8], in bytes: [UInt8]) -> Int? {
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return nil }
        var index = bytes.count - pattern.count
        while index >= 0 {
            if bytes[index] == pattern[0] && bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index -= 1
        }
        return nil
    }

    /// The slice without ASCII whitespace at either end, as text.
    package static func trimmedText(_ slice: ArraySlice<UInt8>) -> String {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        var lower = slice.startIndex, upper = slice.endIndex
        while lower < upper && isSpace(slice[lower]) { lower += 1 }
        while upper > lower && isSpace(slice[upper - 1]) { upper -= 1 }
        return String(decoding: slice[lower..<upper], as: UTF8.self)
    }
}
