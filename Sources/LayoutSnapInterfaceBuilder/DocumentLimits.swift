import LayoutSnapScenario

/// The scenario format's limits (`ScenarioLimits`) applied to an Interface Builder document
/// before it is read, at the element that holds the value: a number the YAML loader refuses
/// is refused here too, so `layout` of a file and of its `import` agree.
enum DocumentLimits {
    /// Elements whose numeric attributes are all lengths.
    private static let geometry: Set<String> = ["rect", "size", "point", "edgeInsets", "directionalEdgeInsets", "inset"]
    /// Attributes read as plain numbers on any element (values, ranges, alpha).
    private static let numbers = ["alpha", "value", "minValue", "maxValue", "minimumValue", "maximumValue", "progress"]

    static func check(_ root: XMLElement) throws(ScenarioError) {
        var views = 0
        try visit(root, views: &views)
    }

    private static func visit(_ element: XMLElement, views: inout Int) throws(ScenarioError) {
        try checkAttributes(of: element)
        if element.name == "subviews" {
            views += element.children.count
            if let problem = ScenarioLimits.viewCount(views) { throw ScenarioError(problem, at: element.location) }
        }
        for child in element.children { try visit(child, views: &views) }
    }

    private static func checkAttributes(of element: XMLElement) throws(ScenarioError) {
        func fail(_ problem: String?) throws(ScenarioError) {
            if let problem { throw ScenarioError(problem, at: element.location) }
        }
        /// A number as Interface Builder writes it; text that is no number is left to the
        /// reader's defaults, as before.
        func number(_ name: String) -> (value: Double, text: String)? {
            guard let text = element[name], let value = Double(text) else { return nil }
            return (value, text)
        }
        func integer(_ name: String, _ what: String, in range: ClosedRange<Int>) throws(ScenarioError) {
            guard let text = element[name] else { return }
            guard let value = Int(text) else { return try fail("expected \(what), not '\(text)'") }
            try fail(ScenarioLimits.integer(value, what, in: range))
        }
        if geometry.contains(element.name) {
            for (name, text) in element.attributes.sorted(by: { $0.key < $1.key }) where name != "key" {
                guard let value = Double(text) else { continue }
                // A shadow's offset and a runtime attribute's size value may point up or left.
                let isOffset = element["key"].map { $0.hasSuffix("Offset") || $0 == "value" } ?? false
                if element.name == "rect" || element.name == "size", !isOffset, name == "width" || name == "height" {
                    try fail(ScenarioLimits.size(value, "a \(name)", written: text))
                } else {
                    try fail(ScenarioLimits.length(value, "'\(name)'", written: text))
                }
            }
        }
        for name in numbers {
            if let (value, text) = number(name) { try fail(ScenarioLimits.finite(value, "a number for '\(name)'", written: text)) }
        }
        switch element.name {
        case "fontDescription":
            // 0 is Xcode's "default size"; anything else must be a size the scenario format takes.
            if let (value, text) = number("pointSize"), value != 0 { try fail(ScenarioLimits.fontSize(value, written: text)) }
        case "label":
            try integer("numberOfLines", ScenarioLimits.linesWhat, in: ScenarioLimits.lines)
            if let text = element["text"] ?? element.child("string", key: "text")?.text {
                try fail(ScenarioLimits.text(text))
                try fail(ScenarioLimits.wrappingText(text, lines: element["numberOfLines"].flatMap { Int($0) } ?? 1))
            }
        case "string":
            try fail(ScenarioLimits.text(element.text, "a text"))
        case "fragment", "state", "segment", "textField", "textView", "button":
            for name in ["content", "title", "text", "placeholder"] {
                if let text = element[name] { try fail(ScenarioLimits.text(text, "a \(name)")) }
            }
        case "pageControl":
            try integer("numberOfPages", ScenarioLimits.pagesWhat, in: ScenarioLimits.pages)
            try integer("currentPage", "a page index", in: ScenarioLimits.pages)
        case "segments":
            try fail(element.children.count <= 100 ? nil : "expected 1 to 100 segment titles, not \(element.children.count)")
        case "constraint":
            if let (value, text) = number("constant") { try fail(ScenarioLimits.finite(value, "a finite constant", written: text)) }
            let multiplier = Constraints.multiplier(element["multiplier"])
            try fail(ScenarioLimits.finite(multiplier, "a finite multiplier", written: element["multiplier"]))
        case "stackView":
            if let (value, text) = number("spacing") { try fail(ScenarioLimits.length(value, "a spacing", written: text)) }
        case "userDefinedRuntimeAttribute", "real", "integer", "number":
            if let (value, text) = number("value") { try fail(ScenarioLimits.length(value, "a runtime attribute's value", written: text)) }
        default:
            break
        }
    }
}
