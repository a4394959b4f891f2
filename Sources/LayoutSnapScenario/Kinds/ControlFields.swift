// What the control kinds share: reading their scenario keys and Interface Builder element,
// writing them back, recording them in the layout JSON, and measuring a line of their text.

/// The keys every control takes.
let controlKeys = ["tint"]

extension ViewKindDescriptor {
    /// Reads the control keys present (the loader has refused those the kind does not take);
    /// a value must lie in `valueRange`.
    func readControlFields(_ map: YAMLMapping, into view: inout ViewSpec, valueRange: ClosedRange<Double> = 0...1) throws(ScenarioError) {
        var control = view.control ?? defaultControl ?? ControlSpec()
        func text(_ node: YAMLNode, _ what: String) throws(ScenarioError) -> String {
            let value = try node.string(what)
            if let problem = ScenarioLimits.text(value, what) { throw node.error(problem) }
            return value
        }
        if let node = map["title"] { control.title = try text(node, "a title") }
        if let node = map["text"] { control.title = try text(node, "a text") }
        if let node = map["placeholder"] { control.placeholder = try text(node, "a placeholder") }
        if let node = map["font"] { control.font = try ScenarioLoader.readFont(node) }
        if let node = map["contentInsets"] { control.contentInsets = try ScenarioLoader.readInsets(node, "content insets") }
        if let node = map["isOn"] { control.isOn = try node.bool() }
        if let node = map["value"] {
            let what = "a value from \(NumberText.exact(valueRange.lowerBound)) to \(NumberText.exact(valueRange.upperBound))"
            control.value = try node.number(what)
            guard valueRange.contains(control.value) else { throw node.error("expected \(what)") }
        }
        if let node = map["segments"] {
            control.segments = try node.sequence("a list of segment titles").map { n throws(ScenarioError) in try text(n, "a segment title") }
            guard !control.segments.isEmpty, control.segments.count <= 100 else { throw node.error("expected 1 to 100 segment titles") }
        }
        if let node = map["selectedSegment"] {
            control.selectedSegment = try node.integer("a segment index", in: -1...max(-1, control.segments.count - 1))
        }
        if let node = map["pages"] { control.pages = try node.integer(ScenarioLimits.pagesWhat, in: ScenarioLimits.pages) }
        if let node = map["currentPage"] { control.currentPage = try node.integer("a page index", in: 0...max(0, control.pages - 1)) }
        if let node = map["large"] { control.isLarge = try node.bool() }
        if let node = map["tint"] { control.tint = try ScenarioLoader.readColor(node) }
        if let node = map["color"] { control.textColor = try ScenarioLoader.readColor(node) }
        view.control = control
    }

    /// Reads a control's element: its font, then what `body` reads of the kind's own.
    func readControl(
        _ element: some InterfaceBuilderElement, into view: inout ViewSpec, _ body: (inout ControlSpec) -> Void = { _ in }
    ) {
        var control = view.control ?? defaultControl ?? ControlSpec()
        if let font = InterfaceBuilderValues.font(element.child("fontDescription", key: "fontDescription")) { control.font = font }
        body(&control)
        view.control = control
    }

    /// `import`'s fields of a control: its tint, then the kind's own.
    func controlFields(of view: ViewSpec, _ own: (ControlSpec) -> [String] = { _ in [] }) -> [String] {
        guard let control = view.control else { return [] }
        return ["tint: \(ScenarioWriter.color(control.tint))"] + own(control)
    }

    /// The layout JSON's record of a control: the kind's own entries, then its tint.
    func controlJSON(of view: ViewSpec, _ own: (ControlSpec) -> [(String, JSONValue)] = { _ in [] }) -> [(String, JSONValue)] {
        guard let control = view.control else { return [] }
        return own(control) + [("tint", .string(control.tint.hex))]
    }
}

extension ControlSpec {
    /// One line of text in the control's font (at another size, when given).
    func line(_ text: String, size: Double? = nil, measurer: any TextMeasuring) -> TextSize {
        var font = self.font
        if let size { font.size = size }
        return measurer.size(of: text, style: TextStyle(family: font.family, size: font.size, weight: font.weight, lines: 1))
    }

    /// The layout JSON's record of a text-bearing control: its text (as `textKey`),
    /// placeholder and font.
    func textJSON(_ textKey: String) -> [(String, JSONValue)] {
        var entries: [(String, JSONValue)] = []
        if let title { entries.append((textKey, .string(title))) }
        if let placeholder { entries.append(("placeholder", .string(placeholder))) }
        entries.append(("font", font.json))
        return entries
    }

    /// The text a button or field's baselines follow: its text, or else its placeholder.
    /// - Parameter empty: what stands in for no text at all (an empty text field still has
    ///   its font's baseline, centred; a button without a title has none).
    func baselineText(wraps: Bool, empty: String? = nil) -> BaselineText? {
        let written = title.flatMap { $0.isEmpty ? nil : $0 } ?? placeholder.flatMap { $0.isEmpty ? nil : $0 }
        guard let text = written ?? empty else { return nil }
        let style = TextStyle(
            family: font.family, size: font.size, weight: font.weight, lines: wraps ? 0 : 1, lineBreak: wraps ? .wordWrap : .truncateTail)
        return BaselineText(text: text, style: style, insets: contentInsets, anchoring: wraps ? .top : .centre)
    }
}
