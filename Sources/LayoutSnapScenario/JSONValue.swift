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
        var text = ""
        write(into: &text, indent: indent)
        return text
    }

    /// The value as JSON text without whitespace (for a page's script, not for reading).
    package func compact() -> String {
        var text = ""
        writeCompact(into: &text)
        return text
    }

    private func writeCompact(into text: inout String) {
        switch self {
        case .array(let items):
            text += "["
            for (index, item) in items.enumerated() {
                if index > 0 { text += "," }
                item.writeCompact(into: &text)
            }
            text += "]"
        case .object(let entries):
            text += "{"
            for (index, entry) in entries.enumerated() {
                if index > 0 { text += "," }
                text += Self.quote(entry.0)
                text += ":"
                entry.1.writeCompact(into: &text)
            }
            text += "}"
        default: write(into: &text, indent: 0)
        }
    }

    /// Appends the text to one buffer: a layout of thousands of views is one string built once,
    /// not a string per value joined at every level.
    private func write(into text: inout String, indent: Int) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .number(let value): text += NumberText.json(value)
        case .string(let value): text += Self.quote(value)
        case .array(let items):
            if items.isEmpty {
                text += "[]"
            } else if items.allSatisfy(\.isScalar) {
                text += "["
                for (index, item) in items.enumerated() {
                    if index > 0 { text += ", " }
                    item.write(into: &text, indent: 0)
                }
                text += "]"
            } else {
                text += "[\n"
                for (index, item) in items.enumerated() {
                    if index > 0 { text += ",\n" }
                    Self.pad(&text, indent + 1)
                    item.write(into: &text, indent: indent + 1)
                }
                text += "\n"
                Self.pad(&text, indent)
                text += "]"
            }
        case .object(let entries):
            if entries.isEmpty {
                text += "{}"
            } else if entries.count <= 4 && entries.allSatisfy({ $0.1.isScalar }) {
                text += "{"
                for (index, entry) in entries.enumerated() {
                    if index > 0 { text += ", " }
                    text += Self.quote(entry.0)
                    text += ": "
                    entry.1.write(into: &text, indent: 0)
                }
                text += "}"
            } else {
                text += "{\n"
                for (index, entry) in entries.enumerated() {
                    if index > 0 { text += ",\n" }
                    Self.pad(&text, indent + 1)
                    text += Self.quote(entry.0)
                    text += ": "
                    entry.1.write(into: &text, indent: indent + 1)
                }
                text += "\n"
                Self.pad(&text, indent)
                text += "}"
            }
        }
    }

    private static func pad(_ text: inout String, _ indent: Int) {
        for _ in 0..<indent { text += "  " }
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
    /// text alike: SVG, HTML reports and pages, JUnit.
    package var xmlEscaped: String {
        // Most text has nothing to escape.
        guard utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") })
        else { return self }
        return replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
