import Foundation

/// Renumbers the ids in Cairo's SVG output in order of first appearance. Cairo draws some ids
/// (source surfaces, images) from a counter shared by the whole process, so without this the
/// same render would differ depending on how many surfaces the process drew before.
enum SVGNormalizer {
    static func normalize(_ bytes: [UInt8]) -> [UInt8] {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let idPattern = try? NSRegularExpression(pattern: #"id="([^"]+)""#),
            let referencePattern = try? NSRegularExpression(pattern: #"(id="|#)([A-Za-z_][A-Za-z0-9_.-]*)(?=["\)])"#)
        else { return bytes }
        let whole = NSRange(text.startIndex..., in: text)
        var renamed: [String: String] = [:]
        for match in idPattern.matches(in: text, range: whole) {
            guard let range = Range(match.range(at: 1), in: text) else { continue }
            let id = String(text[range])
            if renamed[id] == nil {
                let prefix = id.prefix { $0.isLetter }
                renamed[id] = "\(prefix.isEmpty ? "id" : String(prefix))\(renamed.count + 1)"
            }
        }
        var result = ""
        var cursor = text.startIndex
        for match in referencePattern.matches(in: text, range: whole) {
            guard let all = Range(match.range, in: text), let lead = Range(match.range(at: 1), in: text),
                let name = Range(match.range(at: 2), in: text), let replacement = renamed[String(text[name])]
            else { continue }
            result += text[cursor..<all.lowerBound]
            result += text[lead] + replacement
            cursor = all.upperBound
        }
        result += text[cursor...]
        return Array(result.utf8)
    }
}
