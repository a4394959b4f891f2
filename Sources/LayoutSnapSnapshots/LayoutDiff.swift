import Foundation

/// Compares two layout JSON documents view by view, to 0.01 pt: what a person reads first
/// when a snapshot changes, because it says which view moved and by how much.
public enum LayoutDiff {
    public static let tolerance = 0.01

    /// The differences, one line each; empty when the layouts match.
    public static func differences(expected: String, actual: String) -> [String] {
        // The usual case, a pass, needs no parsing.
        if expected == actual { return [] }
        let old = decode(expected), new = decode(actual)
        // Several renders print as an array: compared render by render, prefixed by name.
        if case .array(let oldItems)? = old, case .array(let newItems)? = new {
            let olds = objects(oldItems), news = objects(newItems)
            func name(_ render: [String: JSON]) -> String { render["render"]?.text ?? "?" }
            var lines: [String] = []
            let oldNames = olds.map(name), newNames = news.map(name)
            for render in oldNames where !newNames.contains(render) { lines.append("render \(render): removed") }
            for render in newNames where !oldNames.contains(render) { lines.append("render \(render): added") }
            for old in olds {
                guard let new = news.first(where: { name($0) == name(old) }) else { continue }
                lines += differences(old, new).map { "[\(name(old))] \($0)" }
            }
            return lines
        }
        guard case .object(let oldObject)? = old else { return ["the reference layout JSON cannot be read"] }
        guard case .object(let newObject)? = new else { return ["the new layout JSON cannot be read"] }
        return differences(oldObject, newObject)
    }

    private static func differences(_ old: [String: JSON], _ new: [String: JSON]) -> [String] {
        var lines: [String] = []
        let oldViews = views(in: old), newViews = views(in: new)
        for id in oldViews.keys.sorted() where newViews[id] == nil { lines.append("\(id): removed") }
        for id in newViews.keys.sorted() where oldViews[id] == nil { lines.append("\(id): added") }
        for (id, before) in oldViews.sorted(by: { $0.key < $1.key }) {
            guard let after = newViews[id] else { continue }
            compare(before, after, path: id, into: &lines)
        }
        let oldDiagnostics = diagnostics(in: old), newDiagnostics = diagnostics(in: new)
        for diagnostic in oldDiagnostics where !newDiagnostics.contains(diagnostic) { lines.append("diagnostic gone: \(diagnostic)") }
        for diagnostic in newDiagnostics where !oldDiagnostics.contains(diagnostic) { lines.append("diagnostic new: \(diagnostic)") }
        if old["device"]?.text != new["device"]?.text { lines.append("device: \(old["device"]?.text ?? "?") → \(new["device"]?.text ?? "?")") }
        return lines
    }

    private static func decode(_ text: String) -> JSON? {
        try? JSONDecoder().decode(JSON.self, from: Data(text.utf8))
    }

    private static func objects(_ items: [JSON]) -> [[String: JSON]] {
        items.compactMap { item in
            if case .object(let object) = item { return object }
            return nil
        }
    }

    private static func views(in document: [String: JSON]) -> [String: JSON] {
        var result: [String: JSON] = [:]
        guard case .array(let views)? = document["views"] else { return result }
        for view in views {
            if case .object(let fields) = view, case .string(let id)? = fields["id"] { result[id] = view }
        }
        return result
    }

    private static func diagnostics(in document: [String: JSON]) -> [String] {
        guard case .array(let list)? = document["diagnostics"] else { return [] }
        return list.map { item in
            guard case .object(let d) = item else { return "\(item)" }
            let views: String
            if case .array(let ids)? = d["views"] { views = ids.map(\.text).joined(separator: ",") } else { views = "" }
            return "\(d["code"]?.text ?? "?") \(views) \(d["axis"]?.text ?? "")".trimmingCharacters(in: .whitespaces)
        }
    }

    /// Recursively compares values; numbers within the tolerance are equal.
    private static func compare(_ before: JSON, _ after: JSON, path: String, into lines: inout [String]) {
        switch (before, after) {
        case (.object(let a), .object(let b)):
            for key in Set(a.keys).union(b.keys).sorted() {
                switch (a[key], b[key]) {
                case (let x?, let y?): compare(x, y, path: "\(path).\(key)", into: &lines)
                case (let x?, nil): lines.append("\(path).\(key): \(x.text) → (none)")
                case (nil, let y?): lines.append("\(path).\(key): (none) → \(y.text)")
                default: break
                }
            }
        case (.number(let a), .number(let b)):
            let delta = b - a
            if abs(delta) > tolerance {
                lines.append("\(path): \(JSON.number(a).text) → \(JSON.number(b).text) (\(delta > 0 ? "+" : "")\(JSON.number(delta).text))")
            }
        case (.string(let a), .string(let b)) where textKeys.contains(where: { path.hasSuffix(".\($0)") }):
            guard a != b else { return }
            let marked = TextChange.marked(from: a, to: b).map { " (\($0))" } ?? ""
            lines.append("\(path): \(a) → \(b)\(marked)")
        default:
            if before.text != after.text { lines.append("\(path): \(before.text) → \(after.text)") }
        }
    }

    /// The layout JSON's keys that hold words a person reads, whose changes are marked in place.
    private static let textKeys = ["text", "title", "placeholder"]
}

/// A parsed JSON value, typed so that booleans and numbers cannot be confused.
enum JSON: Decodable {
    case null, bool(Bool), number(Double), string(String), array([JSON]), object([String: JSON])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSON].self))
        }
    }

    /// The value as a person reads it: numbers to 3 decimals, whole numbers without any.
    var text: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value):
            let rounded = (value * 1000).rounded() / 1000
            return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
        case .string(let value): return value
        case .array(let values): return "[" + values.map(\.text).joined(separator: ", ") + "]"
        case .object(let fields): return "{" + fields.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.text)" }.joined(separator: ", ") + "}"
        }
    }
}
