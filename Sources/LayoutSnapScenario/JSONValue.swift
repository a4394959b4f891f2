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
        let pad = String(repeating: "  ", count: indent)
        let inner = String(repeating: "  ", count: indent + 1)
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return NumberText.json(value)
        case .string(let value): return Self.quote(value)
        case .array(let items):
            if items.isEmpty { return "[]" }
            if items.allSatisfy(\.isScalar) { return "[" + items.map { $0.rendered() }.joined(separator: ", ") + "]" }
            return "[\n" + items.map { inner + $0.rendered(indent: indent + 1) }.joined(separator: ",\n") + "\n\(pad)]"
        case .object(let entries):
            if entries.isEmpty { return "{}" }
            if entries.count <= 4 && entries.allSatisfy({ $0.1.isScalar }) {
                return "{" + entries.map { "\(Self.quote($0.0)): \($0.1.rendered())" }.joined(separator: ", ") + "}"
            }
            return "{\n" + entries.map { "\(inner)\(Self.quote($0.0)): \($0.1.rendered(indent: indent + 1))" }.joined(separator: ",\n")
                + "\n\(pad)}"
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
    /// text alike: SVG, HTML reports and pages, JUnit.
    package var xmlEscaped: String {
        replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
