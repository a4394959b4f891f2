extension ViewKind {
    /// UITextField with the rounded-rect border.
    public static let textField = ViewKind(named: "textField")
}

/// UITextField, rounded-rect border: 34 pt tall at the default 14 pt font (DESIGN §10); taller
/// fonts grow it by their line height beyond 14 pt's. As wide as its text or placeholder.
struct TextFieldKind: ViewKindDescriptor {
    static let height = 34.0, defaultFontSize = 14.0

    let kind = ViewKind.textField
    let outlineName = "Text Field"
    let interfaceBuilderElements = ["textField"]
    let takesStoredInterfaceBuilderSize = true
    let scenarioKeys = ["text", "placeholder", "font", "color"] + controlKeys

    var defaultControl: ControlSpec? {
        var control = ControlSpec()
        control.font = FontSpec(size: Self.defaultFontSize)
        control.contentInsets = Insets(top: 0, left: 7, bottom: 0, right: 7)
        return control
    }

    func read(_ map: YAMLMapping, into view: inout ViewSpec) throws(ScenarioError) { try readControlFields(map, into: &view) }

    func read(interfaceBuilder element: some InterfaceBuilderElement, into view: inout ViewSpec) {
        readControl(element, into: &view) { control in control.readText(element) }
    }

    func scenarioFields(of view: ViewSpec) -> [String] { controlFields(of: view) { $0.textFields(placeholder: true) } }

    func appearanceJSON(of view: ViewSpec) -> [(String, JSONValue)] { controlJSON(of: view) { $0.textJSON("text") } }

    func measure(_ view: ViewSpec, in context: MeasureContext) -> Measurement? {
        guard let control = view.control else { return nil }
        let measurer = context.measurer
        let text = max(control.line(control.title ?? "", measurer: measurer).width, control.line(control.placeholder ?? "", measurer: measurer).width)
        let growth = max(0, control.line("X", measurer: measurer).height - control.line("X", size: Self.defaultFontSize, measurer: measurer).height)
        return Measurement(width: text + control.contentInsets.left + control.contentInsets.right, height: Self.height + growth)
    }

    func baselineText(of view: ViewSpec) -> BaselineText? { view.control?.baselineText(wraps: false, empty: "X") }

    func drawing(of view: ViewSpec, in frame: Rect, context: DrawingContext) -> [DrawCommand] {
        guard let control = view.control else { return [] }
        // The text, or else the grey placeholder, sits at the field's leading edge.
        let text = control.title ?? ""
        let shown = text.isEmpty ? control.placeholder ?? "" : text
        let color = text.isEmpty ? context.system("placeholderText") : control.textColor
        return [.stroke(.roundedRect(frame.inset(by: Insets(all: 0.25)), radius: 5), context.system("opaqueSeparator"), lineWidth: 0.5)]
            + context.centredText(
                shown, font: control.font, color: color, in: frame.inset(by: control.contentInsets), alignment: view.isRightToLeft ? .right : .left,
                rightToLeft: view.isRightToLeft)
    }
}

extension ControlSpec {
    /// A text field's or text view's element: its text, placeholder and text colour.
    mutating func readText(_ element: some InterfaceBuilderElement) {
        title = element["text"]
        placeholder = element["placeholder"]
        if let color = InterfaceBuilderValues.color(element.child("color", key: "textColor")) { textColor = color }
    }

    /// `import`'s fields of a text field or text view.
    func textFields(placeholder writesPlaceholder: Bool) -> [String] {
        typealias W = ScenarioWriter
        var fields: [String] = []
        if let title { fields.append("text: \(W.quote(title))") }
        if let placeholder, writesPlaceholder { fields.append("placeholder: \(W.quote(placeholder))") }
        return fields + ["font: \(W.font(font))", "color: \(W.color(textColor))"]
    }
}
