/// An element of an Interface Builder document as a kind descriptor reads it (the reader's
/// XML tree conforms): attributes and keyed children.
package protocol InterfaceBuilderElement {
    /// The element's name: `slider`, `tableView`, ….
    var name: String { get }
    subscript(_ attribute: String) -> String? { get }
    /// The first child element of that name (and `key` attribute, when given).
    func child(_ name: String, key: String?) -> Self?
    func children(named name: String) -> [Self]
    /// Character data: the text of a `<string key="text">` element.
    var text: String { get }
}

/// How Interface Builder writes values that several kinds share: fonts, colours, insets.
package enum InterfaceBuilderValues {
    package static func insets(
        _ element: some InterfaceBuilderElement, left: String, right: String, top: String = "top", bottom: String = "bottom"
    ) -> Insets {
        func value(_ name: String) -> Double { Double(element[name] ?? "") ?? 0 }
        return Insets(top: value(top), left: value(left), bottom: value(bottom), right: value(right))
    }

    /// `<fontDescription>`: system fonts with a weight, text styles, named fonts (which fall
    /// back to the system font at their size).
    package static func font<Element: InterfaceBuilderElement>(_ element: Element?) -> FontSpec? {
        guard let element else { return nil }
        // Xcode writes `pointSize="0.0"` for "the default size" (a table cell's text label).
        let size = Double(element["pointSize"] ?? "").flatMap { $0 > 0 ? $0 : nil } ?? 17
        var font = FontSpec(size: size)
        if element["type"] == "boldSystem" { font.weight = 700 }
        let weights = ["ultraLight": 200, "thin": 100, "light": 300, "regular": 400, "medium": 500, "semibold": 600, "bold": 700, "heavy": 800, "black": 900]
        if let weight = element["weight"].flatMap({ weights[$0] }) { font.weight = weight }
        // A named font (`OpenSans-Semibold`) falls back to the system font: its weight, at least,
        // from the style its PostScript name ends with.
        if let name = element["name"], let style = name.split(separator: "-").last.map({ $0.lowercased() }), name.contains("-") {
            let styles = [
                "ultralight": 200, "extralight": 200, "thin": 100, "light": 300, "book": 400, "regular": 400, "roman": 400, "medium": 500,
                "demibold": 600, "semibold": 600, "bold": 700, "extrabold": 800, "heavy": 800, "black": 900,
            ]
            let bare = style.hasSuffix("italic") ? String(style.dropLast("italic".count)) : style
            if let weight = styles[bare] ?? (bare.isEmpty ? 400 : nil) { font.weight = weight }
        }
        if let style = element["style"], style.hasPrefix("UICTFontTextStyle") {
            let name = String(style.dropFirst("UICTFontTextStyle".count))
            let map: [String: TextStyleName] = [
                "Title0": .largeTitle, "Title1": .title1, "Title2": .title2, "Title3": .title3, "Headline": .headline, "Body": .body,
                "Callout": .callout, "Subhead": .subheadline, "Footnote": .footnote, "Caption1": .caption1, "Caption2": .caption2,
            ]
            if let textStyle = map[name] {
                font.textStyle = textStyle
                font.weight = DynamicType.weight(of: textStyle)
                font.size = DynamicType.size(of: textStyle, at: .large)
            }
        }
        return font
    }

    /// A system colour by the name Interface Builder writes (`darkTextColor`,
    /// `tableCellGroupedBackgroundColor`); nil for one layoutsnap does not know.
    package static func systemColor(_ written: String) -> Color? {
        let name = written.hasSuffix("Color") ? String(written.dropLast(5)) : written
        // Names only Interface Builder uses, for what UIKit calls otherwise: a grouped cell's
        // background, and a view's tint (the system blue unless an ancestor sets one).
        let uikitName = ["tableCellGroupedBackground": "secondarySystemGroupedBackground", "tint": "systemBlue"][name] ?? name
        return Color.named(uikitName)
    }

    /// `<color>`: sRGB or grey components, a system colour, or an asset-catalogue name
    /// (unknown here: grey).
    package static func color<Element: InterfaceBuilderElement>(_ element: Element?) -> Color? {
        guard let element else { return nil }
        func number(_ name: String) -> Double? { element[name].flatMap(Double.init) }
        if let red = number("red"), let green = number("green"), let blue = number("blue") {
            let light = Color(red: red, green: green, blue: blue, alpha: number("alpha") ?? 1)
            // A named colour resolved from an asset catalog carries its dark value too.
            let dark = element["layoutsnap-dark"].map { $0.split(separator: " ").compactMap { Double($0) } }
            if let dark, dark.count == 4 { return Color(light: light, dark: Color(red: dark[0], green: dark[1], blue: dark[2], alpha: dark[3])) }
            return light
        }
        if let white = number("white") { return Color(red: white, green: white, blue: white, alpha: number("alpha") ?? 1) }
        if let system = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            return systemColor(system) ?? Color(red: 0.5, green: 0.5, blue: 0.5)
        }
        if element["name"] != nil { return Color(red: 0.56, green: 0.56, blue: 0.58) }
        return nil
    }
}
