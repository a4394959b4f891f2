import Foundation
import LayoutSnapScenario

extension LayoutDiff {
    /// The constraint numbers that changed between two renders' layout JSON: what moved the
    /// frames, listed before them. Only an explanation — a diff with no moved frame has no
    /// causes, so editing a scenario (lines moving, a comment added) never fails a check.
    /// Constraints are paired by what they relate (their text without its numbers), in order;
    /// one change shared by several constraints written in one place — a stack's spacing — is
    /// one line. A reference recorded without constraints has no causes to name.
    static func causes(_ old: [String: JSONValue], _ new: [String: JSONValue]) -> [String] {
        guard case .array(let before)? = old["constraints"], case .array(let after)? = new["constraints"] else { return [] }
        var olds: [String: [[String: JSONValue]]] = [:]
        for fields in before.compactMap(\.fields) { olds[shape(of: fields), default: []].append(fields) }
        var taken: [String: Int] = [:]
        var changes: [(summary: String, source: String, field: String, from: Double, to: Double, count: Int)] = []
        for b in after.compactMap(\.fields) {
            let key = shape(of: b)
            let index = taken[key, default: 0]
            taken[key] = index + 1
            guard let candidates = olds[key], index < candidates.count else { continue }
            let a = candidates[index]
            let source = b["source"]?.text ?? "?"
            for (field, absent) in [("constant", 0.0), ("multiplier", 1), ("priority", 1000)] {
                func value(_ fields: [String: JSONValue]) -> Double {
                    if case .number(let number)? = fields[field] { return number }
                    return absent
                }
                let x = value(a), y = value(b)
                guard abs(x - y) > tolerance else { continue }
                if let same = changes.firstIndex(where: { $0.source == source && $0.field == field && $0.from == x && $0.to == y }) {
                    changes[same].count += 1
                } else {
                    changes.append((b["constraint"]?.text ?? "?", source, field, x, y, 1))
                }
            }
        }
        return changes.map { change in
            "cause: \(change.summary) (\(change.source)): \(change.field) \(JSONValue.number(change.from).text) → \(JSONValue.number(change.to).text)"
                + (change.count > 1 ? ", in \(change.count) constraints written there" : "")
        }
    }

    /// A constraint's text without its numbers or priority: what it relates, whatever the
    /// constant, multiplier and priority.
    private static func shape(of fields: [String: JSONValue]) -> String {
        (fields["constraint"]?.text ?? "").replacingOccurrences(of: #"-?[0-9]+(\.[0-9]+)?"#, with: "#", options: .regularExpression)
            .replacingOccurrences(of: #"\s*@#$"#, with: "", options: .regularExpression)
    }
}
