import LayoutSnapScenario

/// A size class pair, as `--traits compact-regular` names it: width first, then height
/// (Interface Builder's "wC hR").
public struct SizeClass: Sendable, Equatable, CustomStringConvertible {
    public enum Value: String, Sendable, CaseIterable { case compact, regular }
    public var width: Value
    public var height: Value

    public init(width: Value, height: Value) {
        self.width = width
        self.height = height
    }

    /// `compact-regular`, `regular-compact`, …; nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: "-").map(String.init)
        guard parts.count == 2, let width = Value(rawValue: parts[0]), let height = Value(rawValue: parts[1]) else { return nil }
        self.init(width: width, height: height)
    }

    public var description: String { "\(width.rawValue)-\(height.rawValue)" }
}

/// Interface Builder's size-class variations, resolved before the tree is read. A file keeps
/// its base (Any × Any) values in place and adds `<variation key="…">` elements:
/// - with a `<mask key="constraints">` or `<mask key="subviews">` listing `<exclude>` and
///   `<include reference="id"/>`: which constraints and views are installed (the `default`
///   variation's excludes hold for the base values);
/// - with property elements (a `fontDescription`, a `color`, a `rect`) or attributes of its own
///   (`constant="30"`, `axis="horizontal"`): the values that replace the element's own for
///   that class.
/// Without a size class, only the base values hold.
enum SizeClassVariations {
    static func resolve(_ document: XMLElement, for sizeClass: SizeClass?) -> XMLElement {
        // Installed or not, per referenced id: the default's excludes, then the variations that
        // match, the less specific first.
        var masks: [(rank: Int, variation: XMLElement)] = []
        func collect(_ element: XMLElement) {
            for child in element.children {
                if child.name == "variation", let rank = rank(of: child["key"], for: sizeClass), child.child("mask") != nil {
                    masks.append((rank, child))
                }
                collect(child)
            }
        }
        collect(document)
        var uninstalled: Set<String> = []
        for (_, variation) in masks.sorted(by: { $0.rank < $1.rank }) {
            for mask in variation.children(named: "mask") {
                for entry in mask.children {
                    guard let reference = entry["reference"] else { continue }
                    if entry.name == "exclude" { uninstalled.insert(reference) }
                    if entry.name == "include" { uninstalled.remove(reference) }
                }
            }
        }
        return apply(document, uninstalled: uninstalled, sizeClass: sizeClass)
    }

    /// How specific a variation key is for the size class: 0 for `default`, 1 for one class
    /// named, 2 for both; nil when it does not apply.
    private static func rank(of key: String?, for sizeClass: SizeClass?) -> Int? {
        guard let key else { return nil }
        if key == "default" { return 0 }
        guard let sizeClass else { return nil }
        var rank = 0
        for condition in key.split(separator: "-") {
            let parts = condition.split(separator: "=").map(String.init)
            guard parts.count == 2, let value = SizeClass.Value(rawValue: parts[1]) else { return nil }
            switch parts[0] {
            case "widthClass" where value == sizeClass.width, "heightClass" where value == sizeClass.height: rank += 1
            default: return nil
            }
        }
        return rank
    }

    /// The element without uninstalled children, its properties replaced by the matching
    /// variations' (most specific last), and no variation elements left.
    private static func apply(_ element: XMLElement, uninstalled: Set<String>, sizeClass: SizeClass?) -> XMLElement {
        var copy = element
        let overrides = element.children
            .filter { $0.name == "variation" }
            .compactMap { variation in rank(of: variation["key"], for: sizeClass).map { (rank: $0, variation: variation) } }
            .filter { $0.rank > 0 }
            .sorted { $0.rank < $1.rank }
        copy.children = element.children.compactMap { child in
            guard child.name != "variation", child["id"].map({ !uninstalled.contains($0) }) ?? true else { return nil }
            return apply(child, uninstalled: uninstalled, sizeClass: sizeClass)
        }
        for (_, variation) in overrides {
            // Its own attributes replace the element's (`<variation key="heightClass=compact"
            // constant="30"/>` in a constraint, an axis in a stack view).
            for (name, value) in variation.attributes where name != "key" { copy.attributes[name] = value }
            for property in variation.children where property.name != "mask" {
                if let index = copy.children.firstIndex(where: { $0.name == property.name && $0["key"] == property["key"] }) {
                    copy.children[index] = property
                } else {
                    copy.children.append(property)
                }
            }
        }
        return copy
    }
}
