extension ViewKind {
    /// UIButton (system type): a tinted title.
    public static let button = ViewKind(named: "button")
}

/// UIButton: its title plus content insets is its intrinsic size.
struct ButtonKind: ViewKindDescriptor {
    let kind = ViewKind.button
    let outlineName = "Button"
    let interfaceBuilderElements = ["button"]
    let takesStoredInterfaceBuilderSize = true
    let scenarioKeys = ["title", "font", "contentInsets"] + controlKeys

    var defaultControl: ControlSpec? {
        var control = ControlSpec()
        control.title = "Button"
        control.font = FontSpec(size: 15)
        control.contentInsets = Insets(top: 6, left: 0, bottom: 6, right: 0)
        return control
    }

    func read(_ map: YAMLMapping, into view: inout ViewSpec) throws(ScenarioError) { try readControlFields(map, into: &view) }

    func read(interfaceBuilder element: some InterfaceBuilderElement, into view: inout ViewSpec) {
        readControl(element, into: &view) { control in
            let normal = element.child("state", key: "normal")
            let configuration = element.child("buttonConfiguration", key: "configuration")
            // The title as an attribute, as an element (with line breaks), or in an iOS 15
            // button configuration.
            control.title = normal?["title"] ?? normal?.child("string", key: "title")?.text ?? configuration?["title"] ?? ""
            if let insets = element.child("inset", key: "contentEdgeInsets") {
                control.contentInsets = InterfaceBuilderValues.insets(insets, left: "minX", right: "maxX", top: "minY", bottom: "maxY")
            }
            // A system button's title takes its tint unless the state gives a colour.
            if let color = InterfaceBuilderValues.color(normal?.child("color", key: "titleColor"))
                ?? InterfaceBuilderValues.color(configuration?.child("color", key: "baseForegroundColor"))
                ?? InterfaceBuilderValues.color(element.child("color", key: "tintColor"))
            {
                control.tint = color
            }
        }
    }

    func scenarioFields(of view: ViewSpec) -> [String] {
        controlFields(of: view) { control in
            typealias W = ScenarioWriter
            return ["title: \(W.quote(control.title ?? ""))", "font: \(W.font(control.font))", "contentInsets: \(W.insets(control.contentInsets))"]
        }
    }

    func appearanceJSON(of view: ViewSpec) -> [(String, JSONValue)] { controlJSON(of: view) { $0.textJSON("title") } }

    func measure(_ view: ViewSpec, in context: MeasureContext) -> Measurement? {
        guard let control = view.control else { return nil }
        let title = control.line(control.title ?? "", measurer: context.measurer)
        let height = control.title?.isEmpty ?? true ? control.line("X", measurer: context.measurer).height : title.height
        let insets = control.contentInsets
        return Measurement(width: title.width + insets.left + insets.right, height: height + insets.top + insets.bottom)
    }

    func baselineText(of view: ViewSpec) -> BaselineText? { view.control?.baselineText(wraps: false) }

    func drawing(of view: ViewSpec, in frame: Rect, context: DrawingContext) -> [DrawCommand] {
        guard let control = view.control else { return [] }
        return context.centredText(control.title ?? "", font: control.font, color: control.tint, in: frame.inset(by: control.contentInsets))
    }
}
