import Foundation
import LayoutSnapScenario

/// Compares two layout JSON documents view by view, to 0.01 pt: what a person reads first
/// when a snapshot changes, because it says which view moved and by how much.
package enum LayoutDiff {
    package static let tolerance = 0.01

    /// The differences, one line each; empty when the layouts match.
    package static func differences(expected: String, actual: String) -> [String] {
        // The usual case, a pass, needs no parsing.
        if expected == actual { return [] }
        let old = JSONValue.parse(expected), new = JSONValue.parse(actual)
        // Several renders print as an array: compared render by render, prefixed by name.
        if case .array(let oldItems)? = old, case .array(let newItems)? = new {
            let olds = objects(oldItems), news = objects(newItems)
            func name(_ render: [String: JSONValue]) -> String { render["render"]?.text ?? "?" }
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
        guard let oldObject = old?.fields else { return ["the reference layout JSON cannot be read"] }
        guard let newObject = new?.fields else { return ["the new layout JSON cannot be read"] }
        return differences(oldObject, newObject)
    }

    private static func differences(_ old: [String: JSONValue], _ new: [String: JSONValue]) -> [String] {
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
        // What moved the frames (a changed constant, a stack's spacing) goes first; with
        // nothing moved, a changed constraint is no difference.
        return lines.isEmpty ? [] : causes(old, new) + lines
    }

    private static func objects(_ items: [JSONValue]) -> [[String: JSONValue]] { items.compactMap(\.fields) }

    private static func views(in document: [String: JSONValue]) -> [String: JSONValue] {
        var result: [String: JSONValue] = [:]
        guard case .array(let views)? = document["views"] else { return result }
        for view in views {
            if let id = view["id"]?.string { result[id] = view }
        }
        return result
    }

    private static func diagnostics(in document: [String: JSONValue]) -> [String] {
        guard case .array(let list)? = document["diagnostics"] else { return [] }
        return list.map { item in
            guard let d = item.fields else { return "\(item)" }
            let views: String
            if case .array(let ids)? = d["views"] { views = ids.map(\.text).joined(separator: ",") } else { views = "" }
            return "\(d["code"]?.text ?? "?") \(views) \(d["axis"]?.text ?? "")".trimmingCharacters(in: .whitespaces)
        }
    }

    /// Recursively compares values; numbers within the tolerance are equal.
    private static func compare(_ before: JSONValue, _ after: JSONValue, path: String, into lines: inout [String]) {
        switch (before, after) {
        case (.object, .object):
            let a = before.fields ?? [:], b = after.fields ?? [:]
            for key in Set(a.keys).union(b.keys).sorted() {
                switch (a[key], b[key]) {
                case (let x?, let y?): compare(x, y, path: "\(path).\(key)", into: &lines)
                // A field newer than the reference (an image's checksum) is no change.
                case (_?, nil) where recordedLater.contains(key), (nil, _?) where recordedLater.contains(key): break
                case (let x?, nil): lines.append("\(path).\(key): \(x.text) → (none)")
                case (nil, let y?): lines.append("\(path).\(key): (none) → \(y.text)")
                default: break
                }
            }
        case (.number(let a), .number(let b)):
            let delta = b - a
            if abs(delta) > tolerance {
                lines.append("\(path): \(JSONValue.number(a).text) → \(JSONValue.number(b).text) (\(delta > 0 ? "+" : "")\(JSONValue.number(delta).text))")
            }
        case (.string(let a), .string(let b)) where textKeys.contains(where: { path.hasSuffix(".\($0)") }):
            guard a != b else { return }
            let marked = TextChange.marked(from: a, to: b).map { " (\($0))" } ?? ""
            lines.append("\(path): \(a) → \(b)\(marked)")
        default:
            if before.text != after.text { lines.append("\(path): \(before.text) → \(after.text)") }
        }
    }

    /// Fields a reference recorded by an older build may lack, compared only where both
    /// sides have them.
    private static let recordedLater: Set<String> = ["imageChecksum"]

    /// The layout JSON's keys that hold words a person reads, whose changes are marked in place.
    private static let textKeys = ["text", "title", "placeholder"]
}
