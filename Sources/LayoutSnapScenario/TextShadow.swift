/// A label's text shadow or a button's title shadow (UILabel's `shadowColor` and
/// `shadowOffset`, UIButton's title shadow colour and `titleShadowOffset`): the text drawn
/// again in the colour, moved by the offset, beneath it. It has no blur, and does not change the
/// text's size.
public struct TextShadow: Hashable, Sendable {
    public var color: Color
    /// Points right and down (UIKit's `CGSize`: a positive height is below the text).
    public var offset: Size

    public init(color: Color, offset: Size) {
        self.color = color
        self.offset = offset
    }

    /// The largest offset either way, in points.
    static let maximumOffset = 1_000.0

    /// The shadow where it shows — a colour that is not clear, at an offset that is not zero —
    /// else nil (what drawing it needs).
    public var visible: TextShadow? { color.alpha > 0 && (offset.width != 0 || offset.height != 0) ? self : nil }

    /// The colour for an appearance (a named or dynamic colour's light or dark value).
    func resolved(for appearance: Appearance) -> TextShadow { TextShadow(color: color.resolved(for: appearance), offset: offset) }
}

extension ScenarioLoader {
    /// `shadow: {color: "#00000080", offset: [1, 1]}`; the offset defaults to the kind's
    /// (UILabel's 0 × −1, UIButton's 0 × 0).
    static func readTextShadow(_ node: YAMLNode, defaultOffset: Size) throws(ScenarioError) -> TextShadow {
        let map = try node.mapping("a text shadow", allowed: ["color", "offset"])
        let color = try readColor(try map.required("color", in: "a text shadow"))
        guard let offsetNode = map["offset"] else { return TextShadow(color: color, offset: defaultOffset) }
        let offset = try offsetNode.numbers(2, "a shadow offset [x, y] in points")
        for (value, item) in zip(offset, try offsetNode.sequence()) where !(abs(value) <= TextShadow.maximumOffset) {
            let limit = NumberText.exact(TextShadow.maximumOffset)
            throw item.error("expected a shadow offset from -\(limit) to \(limit) points, not \(item.scalarText)")
        }
        return TextShadow(color: color, offset: Size(width: offset[0], height: offset[1]))
    }
}

extension ScenarioWriter {
    /// A shadow as `readTextShadow` reads it back.
    static func textShadow(_ shadow: TextShadow) -> String {
        "{color: \(color(shadow.color)), offset: [\(NumberText.exact(shadow.offset.width)), \(NumberText.exact(shadow.offset.height))]}"
    }
}

extension InterfaceBuilderValues {
    /// A shadow from a document's colour and `size` elements (Xcode leaves the offset out at
    /// its default, `defaultOffset`); nil where it would not show.
    package static func textShadow<Element: InterfaceBuilderElement>(color: Element?, offset: Element?, defaultOffset: Size) -> TextShadow? {
        guard let color = self.color(color) else { return nil }
        func length(_ key: String, _ fallback: Double) -> Double {
            guard let value = offset?[key].flatMap(Double.init), abs(value) <= TextShadow.maximumOffset else { return fallback }
            return value
        }
        let shadow = TextShadow(color: color, offset: Size(width: length("width", defaultOffset.width), height: length("height", defaultOffset.height)))
        return shadow.visible
    }
}

extension TextShadow {
    /// The layout JSON's record of a shadow.
    var json: JSONValue { .object([("color", .string(color.hex)), ("offset", .array([.number(offset.width), .number(offset.height)]))]) }
}
