#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A cache file's lines of tab-separated fields, found in its bytes without making a string
/// per line: a warm check reads indexes of thousands of lines before anything else.
struct TabSeparatedText {
    let bytes: [UInt8]

    /// Each line's byte range, its newline left out; nil when the text does not end with one
    /// (a file cut short).
    var lines: [Range<Int>]? {
        guard bytes.last == 10 else { return nil }
        var result: [Range<Int>] = []
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var start = 0
            while start < buffer.count, let found = memchr(base + start, 10, buffer.count - start) {
                let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                result.append(start..<end)
                start = end + 1
            }
        }
        return result
    }

    /// The ranges of a line's fields.
    func fields(_ line: Range<Int>) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = line.lowerBound
        for index in line where bytes[index] == 9 {
            result.append(start..<index)
            start = index + 1
        }
        result.append(start..<line.upperBound)
        return result
    }

    func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
}
