extension ViewKind {
    /// UITextView.
    public static let textView = ViewKind(named: "textView")
}

/// UITextView. A non-scrolling one is its text wrapped at its width, plus 8 pt insets above
/// and below and 5 pt of line padding each side (textContainerInset, lineFragmentPadding); an
/// empty one is one line tall. A scrolling one (Interface Builder's default) has no
/// intrinsic size.
struct TextViewKind: ViewKindDescriptor {
    let kind = ViewKind.textView
    let outlineName = "Text View"
    let interfaceBuilderElements = ["textView"]
    let takesStoredInterfaceBuilderSize = true
    let scenarioKeys = ["text", "font", "color"] + controlKeys

    var defaultControl: ControlSpec? {
        var control = ControlSpec()
        control.font = FontSpec(size: 14)
        control.contentInsets = Insets(top: 8, left: 5, bottom: 8, right: 5)
        return control
    }

    func applyDefaults(to view: inout ViewSpec) {
        view.control = defaultControl
        view.clipsToBounds = true
    }

    func read(_ map: YAMLMapping, into view: inout ViewSpec) throws(ScenarioError) { try readControlFields(map, into: &view) }

    func read(interfaceBuilder element: some InterfaceBuilderElement, into view: inout ViewSpec) {
        readControl(element, into: &view) { control in control.readText(element) }
        // Interface Builder's text views scroll unless told not to, and then have no intrinsic size.
        if element["scrollEnabled"] != "NO" { view.intrinsicSize = IntrinsicSize(width: nil, height: nil) }
    }

    func scenarioFields(of view: ViewSpec) -> [String] { controlFields(of: view) { $0.textFields(placeholder: false) } }

    func appearanceJSON(of view: ViewSpec) -> [(String, JSONValue)] { controlJSON(of: view) { $0.textJSON("text") } }

    private static func style(_ control: ControlSpec, rightToLeft: Bool = false) -> TextStyle {
        TextStyle(
            family: control.font.family, size: control.font.size, weight: control.font.weight, lines: 0, lineBreak: .wordWrap,
            alignment: rightToLeft ? .right : .left, rightToLeft: rightToLeft)
    }

    func measure(_ view: ViewSpec, in context: MeasureContext) -> Measurement? {
        guard let control = view.control else { return nil }
        let insets = control.contentInsets
        let padding = Size(width: insets.left + insets.right, height: insets.top + insets.bottom)
        let text = control.title ?? ""
        let style = Self.style(control)
        let line = context.measurer.size(of: text, style: style)
        guard !text.isEmpty else {
            return Measurement(width: line.width + padding.width, height: context.measurer.size(of: "X", style: style).height + padding.height)
        }
        let height = context.measurer.size(of: text, style: style, width: line.width).height
        return Measurement(
            size: IntrinsicSize(width: line.width + padding.width, height: height + padding.height),
            wrapping: WrappingText(text: text, style: style, padding: padding))
    }

    func baselineText(of view: ViewSpec) -> BaselineText? { view.control?.baselineText(wraps: true) }

    func drawing(of view: ViewSpec, in frame: Rect, context: DrawingContext) -> [DrawCommand] {
        guard let control = view.control else { return [] }
        let box = frame.inset(by: control.contentInsets)
        return [
            .clip(frame),
            .text(control.title ?? "", Self.style(control, rightToLeft: view.isRightToLeft), control.textColor, origin: Point(x: box.x, y: box.y), width: max(0, box.width)),
        ]
    }
}
