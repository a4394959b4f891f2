import Foundation
import LayoutSnapScenario

/// `<constraint>` elements: an implicit first item (the view holding the constraint),
/// attributes, relation, multiplier (`0.5`, `3:4`, `16/9`), constant and priority.
enum Constraints {
    /// `item` resolves an IB id and the attribute named on it (a legacy layout guide stands
    /// for another item's other edge); nil when the id is unknown.
    static func read(
        _ element: XMLElement, holder: String, item: (String, LayoutAttribute) -> (LayoutItem, LayoutAttribute)?
    ) -> LayoutConstraintSpec? {
        guard var firstAttribute = attribute(element["firstAttribute"]) else { return nil }
        let first: LayoutItem
        if let id = element["firstItem"] {
            guard let resolved = item(id, firstAttribute) else { return nil }
            (first, firstAttribute) = resolved
        } else {
            first = .view(holder)
        }
        var second: LayoutItem?
        var secondAttribute: LayoutAttribute?
        if let id = element["secondItem"] {
            guard let attribute = attribute(element["secondAttribute"]), let resolved = item(id, attribute) else { return nil }
            (second, secondAttribute) = resolved
        } else if element["secondAttribute"] != nil, element["firstItem"] != nil {
            // `secondAttribute` without `secondItem`: the implicit item is the holder.
            second = .view(holder)
            secondAttribute = attribute(element["secondAttribute"])
        }
        let relation: LayoutConstraintSpec.Relation
        switch element["relation"] {
        case "lessThanOrEqual": relation = .lessThanOrEqual
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        default: relation = .equal
        }
        var spec = LayoutConstraintSpec(
            first, firstAttribute, relation, second, secondAttribute, multiplier: multiplier(element["multiplier"]),
            constant: Double(element["constant"] ?? "") ?? 0, priority: min(1000, max(1, Int(element["priority"] ?? "") ?? 1000)),
            location: element.location, source: "constraint \(element["id"] ?? "")")
        spec.identifier = element["identifier"]
        return spec
    }

    static func attribute(_ name: String?) -> LayoutAttribute? {
        guard let name else { return nil }
        if name == "baseline" { return .lastBaseline }
        return LayoutAttribute(rawValue: name)
    }

    /// `0.5`, `3:4` or `16/9`.
    static func multiplier(_ text: String?) -> Double {
        guard let text, !text.isEmpty else { return 1 }
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator)).compactMap { Double($0) }
            if parts.count == 2, parts[1] != 0 { return parts[0] / parts[1] }
        }
        return Double(text) ?? 1
    }
}
