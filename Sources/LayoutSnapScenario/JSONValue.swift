/// A small JSON writer with a fixed key order and number format, so the same layout always
/// gives the same bytes (Foundation's encoder orders keys only alphabetically and prints
/// doubles in ways that vary).
package indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.rendered() == rhs.rendered() }

    /// The value as JSON text: objects one key per line, short arrays of scalars on one line.
    package func rendered(indent: Int = 0) -> String {
        String(decoding: renderedBytes(indent: indent), as: UTF8.self)
    }

    /// `rendered` as UTF-8 bytes.
    package func renderedBytes(indent: Int = 0) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4096)
        write(into: &bytes, indent: indent)
        return bytes
    }

    /// The value as JSON text without whitespace (for a page's script, not for reading).
    package func compact() -> String {
        var bytes: [UInt8] = []
        writeCompact(into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private func writeCompact(into bytes: inout [UInt8]) {
        switch self {
        case .array(let items):
            bytes.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                item.writeCompact(into: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let entries):
            bytes.append(UInt8(ascii: "{"))
            for (index, entry) in entries.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                Self.appendQuoted(entry.0, to: &bytes)
                bytes.append(UInt8(ascii: ":"))
                entry.1.writeCompact(into: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        default: write(into: &bytes, indent: 0)
        }
    }

    /// Appends the text to one buffer of bytes: a layout of thousands of views is written once,
    /// not as a string per value joined at every level (and bytes append without the checks
    /// a String's do, which were most of a layout JSON's cost).
    private func write(into bytes: inout [UInt8], indent: Int) {
        switch self {
        case .null: bytes += "null".utf8
        case .bool(let value): bytes += (value ? "true" : "false").utf8
        case .number(let value): bytes += NumberText.json(value).utf8
        case .string(let value): Self.appendQuoted(value, to: &bytes)
        case .array(let items):
            if items.isEmpty {
                bytes += "[]".utf8
            } else if items.allSatisfy(\.isScalar) {
                bytes.append(UInt8(ascii: "["))
                for (index, item) in items.enumerated() {
                    if index > 0 { bytes += ", ".utf8 }
                    item.write(into: &bytes, indent: 0)
                }
                bytes.append(UInt8(ascii: "]"))
            } else {
                bytes += "[\n".utf8
                for (index, item) in items.enumerated() {
                    if index > 0 { bytes += ",\n".utf8 }
                    Self.pad(&bytes, indent + 1)
                    item.write(into: &bytes, indent: indent + 1)
                }
                bytes.append(UInt8(ascii: "\n"))
                Self.pad(&bytes, indent)
                bytes.append(UInt8(ascii: "]"))
            }
        case .object(let entries):
            if entries.isEmpty {
                bytes += "{}".utf8
            } else if entries.count <= 4 && entries.allSatisfy({ $0.1.isScalar }) {
                bytes.append(UInt8(ascii: "{"))
                for (index, entry) in entries.enumerated() {
                    if index > 0 { bytes += ", ".utf8 }
                    Self.appendQuoted(entry.0, to: &bytes)
                    bytes += ": ".utf8
                    entry.1.write(into: &bytes, indent: 0)
                }
                bytes.append(UInt8(ascii: "}"))
            } else {
                bytes += "{\n".utf8
                for (index, entry) in entries.enumerated() {
                    if index > 0 { bytes += ",\n".utf8 }
                    Self.pad(&bytes, indent + 1)
                    Self.appendQuoted(entry.0, to: &bytes)
                    bytes += ": ".utf8
                    entry.1.write(into: &bytes, indent: indent + 1)
                }
                bytes.append(UInt8(ascii: "\n"))
                Self.pad(&bytes, indent)
                bytes.append(UInt8(ascii: "}"))
            }
        }
    }

    private static func pad(_ bytes: inout [UInt8], _ indent: Int) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
    }

    /// `quote(text)`'s bytes; printable ASCII with nothing to escape (ids, keys, most text)
    /// goes in as it is.
    private static func appendQuoted(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        let plain = text.withUTF8 { buffer in
            buffer.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }
        }
        if plain {
            bytes.append(UInt8(ascii: "\""))
            text.withUTF8 { bytes.append(contentsOf: $0) }
            bytes.append(UInt8(ascii: "\""))
        } else {
            bytes += quote(text).utf8
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    /// A JSON string literal (the same escapes as scenario YAML's double-quoted strings).
    static func quote(_ text: String) -> String { ScenarioWriter.quote(text) }
}

extension String {
    /// The text with XML's (and HTML's) special characters escaped, for attribute values and
    /// text alike: SVG, HTML reports and pages, JUnit. Characters XML 1.0 does not allow even
    /// escaped — control characters other than tab and line ends (a scenario's `"\e"`),
    /// U+FFFE and U+FFFF — are left out: a document holding one is not XML at all.
    package var xmlEscaped: String {
        // Most text has nothing to escape: tab and line ends pass; 0xEF leads U+FFFE and U+FFFF
        // (and other text).
        func needsWork(_ byte: UInt8) -> Bool {
            switch byte {
            case 0x09, 0x0A, 0x0D: false
            case ..<0x20, 0xEF, UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""): true
            default: false
            }
        }
        guard utf8.contains(where: needsWork) else { return self }
        var escaped = ""
        escaped.reserveCapacity(utf8.count + 16)
        for scalar in unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
