extension ViewKind {
    /// UISearchBar.
    public static let searchBar = ViewKind(named: "searchBar")
}

/// UISearchBar (iOS 13 and later, default style): 56 pt tall with no intrinsic width (Xcode's
/// default frame for a freshly dropped search bar; none in the corpus); a 36-point rounded
/// field inset 8 pt from each side, a magnifying glass at its leading end, and the text or
/// the "Search" placeholder after it.
struct SearchBarKind: ViewKindDescriptor {
    static let height = 56.0, fieldHeight = 36.0, fieldInset = 8.0, textStart = 30.0

    let kind = ViewKind.searchBar
    let outlineName = "Search Bar"
    let interfaceBuilderElements = ["searchBar"]
    let scenarioKeys = ["text", "placeholder"] + controlKeys

    var defaultControl: ControlSpec? {
        var control = ControlSpec()
        control.placeholder = "Search"
        return control
    }

    func read(_ map: YAMLMapping, into view: inout ViewSpec) throws(ScenarioError) { try readControlFields(map, into: &view) }

    func read(interfaceBuilder element: some InterfaceBuilderElement, into view: inout ViewSpec) {
        readControl(element, into: &view) { control in
            control.title = element["text"]
            if let placeholder = element["placeholder"] { control.placeholder = placeholder }
        }
    }

    func scenarioFields(of view: ViewSpec) -> [String] {
        controlFields(of: view) { control in
            var fields: [String] = []
            if let text = control.title { fields.append("text: \(ScenarioWriter.quote(text))") }
            if let placeholder = control.placeholder { fields.append("placeholder: \(ScenarioWriter.quote(placeholder))") }
            return fields
        }
    }

    func appearanceJSON(of view: ViewSpec) -> [(String, JSONValue)] { controlJSON(of: view) { $0.textJSON("text") } }

    func measure(_ view: ViewSpec, in context: MeasureContext) -> Measurement? { Measurement(width: nil, height: Self.height) }

    func drawing(of view: ViewSpec, in frame: Rect, context: DrawingContext) -> [DrawCommand] {
        guard let control = view.control else { return [] }
        let height = min(Self.fieldHeight, frame.height)
        let field = Rect(
            x: frame.x + Self.fieldInset, y: frame.y + (frame.height - height) / 2, width: max(0, frame.width - 2 * Self.fieldInset), height: height)
        let rightToLeft = view.isRightToLeft
        // The glass: a ring and its handle, at the field's leading end.
        let centre = Point(x: rightToLeft ? field.x + field.width - 15 : field.x + 15, y: field.y + field.height / 2 - 1.5)
        let handle = DrawPath([
            .move(Point(x: centre.x + (rightToLeft ? -4 : 4), y: centre.y + 4)), .line(Point(x: centre.x + (rightToLeft ? -7.5 : 7.5), y: centre.y + 7.5)),
        ])
        let glass = context.system("secondaryLabel")
        let text = control.title ?? ""
        let shown = text.isEmpty ? control.placeholder ?? "" : text
        let box = field.inset(by: rightToLeft ? Insets(top: 0, left: 8, bottom: 0, right: Self.textStart) : Insets(top: 0, left: Self.textStart, bottom: 0, right: 8))
        return [
            .fill(.roundedRect(field, radius: 10), context.system("tertiarySystemFill")),
            .stroke(.circle(centre, radius: 5.5), glass, lineWidth: 1.75),
            .stroke(handle, glass, lineWidth: 1.75, roundCap: true),
        ]
            + context.centredText(
                shown, font: control.font, color: text.isEmpty ? glass : control.textColor, in: box, alignment: rightToLeft ? .right : .left,
                rightToLeft: rightToLeft)
    }
}
