import Foundation

/// Reading JSON back: layout diffs compare two layout documents, and a reference's renderer
/// environment is read from its JSON. Booleans and numbers stay apart (Foundation's untyped
/// reader gives both as NSNumber).
extension JSONValue: Decodable {
    package init(from decoder: Decoder) throws {
        if let container = try? decoder.container(keyedBy: Key.self) {
            // Keys sorted: the decoder's own order is not the document's on every platform.
            self = .object(try container.allKeys.sorted { $0.stringValue < $1.stringValue }.map { key in
                (key.stringValue, try container.decode(JSONValue.self, forKey: key))
            })
            return
        }
        if var container = try? decoder.unkeyedContainer() {
            var items: [JSONValue] = []
            while !container.isAtEnd { items.append(try container.decode(JSONValue.self)) }
            self = .array(items)
            return
        }
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// The JSON document in `text`, or nil when it is not JSON.
    package static func parse(_ text: String) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    /// An object's value for `key`; nil for a missing key or a value that is not an object.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let entries) = self else { return nil }
        return entries.first { $0.0 == key }?.1
    }

    /// An object's entries by key; nil for a value that is not an object.
    package var fields: [String: JSONValue]? {
        guard case .object(let entries) = self else { return nil }
        return Dictionary(entries, uniquingKeysWith: { first, _ in first })
    }

    /// A string's value; nil for anything else.
    package var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The value as a person reads it: numbers to 3 decimals, strings without quotes, object
    /// keys in order.
    package var text: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return NumberText.points(value, decimals: 3)
        case .string(let value): return value
        case .array(let values): return "[" + values.map(\.text).joined(separator: ", ") + "]"
        case .object(let entries):
            return "{" + entries.sorted { $0.0 < $1.0 }.map { "\($0.0): \($0.1.text)" }.joined(separator: ", ") + "}"
        }
    }
}
