extension ViewKind {
    /// UIButton (system type): a tinted title.
    public static let button = ViewKind(named: "button")
}

/// UIButton: its image (when it has one) and title side by side, centred as one, plus its
/// content insets, is its intrinsic size; the image comes first in reading order.
struct ButtonKind: ViewKindDescriptor {
    let kind = ViewKind.button
    let outlineName = "Button"
    let interfaceBuilderElements = ["button"]
    let takesStoredInterfaceBuilderSize = true
    let scenarioKeys = ["title", "font", "contentInsets", "image", "titleShadow"] + controlKeys

    var defaultControl: ControlSpec? {
        var control = ControlSpec()
        control.title = "Button"
        control.font = FontSpec(size: 15)
        control.contentInsets = Insets(top: 6, left: 0, bottom: 6, right: 0)
        return control
    }

    func read(_ map: YAMLMapping, into view: inout ViewSpec) throws(ScenarioError) {
        try readControlFields(map, into: &view)
        if let node = map["titleShadow"] { view.control?.titleShadow = try ScenarioLoader.readTextShadow(node, defaultOffset: Size(width: 0, height: 0)) }
        try ImageViewKind().read(map, into: &view)
    }

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
            // A system button's title takes its tint unless the state gives a colour; a custom
            // one's (no `buttonType`, without a configuration) is white, tint or not.
            let isCustom = element["buttonType"] == nil && configuration == nil
            if let color = InterfaceBuilderValues.color(normal?.child("color", key: "titleColor"))
                ?? InterfaceBuilderValues.color(configuration?.child("color", key: "baseForegroundColor"))
                ?? (isCustom ? Color(red: 1, green: 1, blue: 1) : InterfaceBuilderValues.color(element.child("color", key: "tintColor")))
            {
                control.tint = color
            }
            control.titleShadow = InterfaceBuilderValues.textShadow(
                color: normal?.child("color", key: "titleShadowColor"), offset: element.child("size", key: "titleShadowOffset"), defaultOffset: Size(width: 0, height: 0))
        }
    }

    func scenarioFields(of view: ViewSpec) -> [String] {
        controlFields(of: view) { control in
            typealias W = ScenarioWriter
            return ["title: \(W.quote(control.title ?? ""))", "font: \(W.font(control.font))", "contentInsets: \(W.insets(control.contentInsets))"]
                + (control.titleShadow.map { ["titleShadow: \(W.textShadow($0))"] } ?? [])
        } + ImageViewKind().scenarioFields(of: view)
    }

    func appearanceJSON(of view: ViewSpec) -> [(String, JSONValue)] {
        controlJSON(of: view) { $0.textJSON("title") + ($0.titleShadow.map { [("titleShadow", $0.json)] } ?? []) } + ImageViewKind().appearanceJSON(of: view)
    }

    func measure(_ view: ViewSpec, in context: MeasureContext) -> Measurement? {
        guard let control = view.control else { return nil }
        let insets = control.contentInsets
        let hasTitle = !(control.title?.isEmpty ?? true)
        let title = control.line(control.title ?? "", measurer: context.measurer)
        guard let image = view.image.flatMap({ ImageViewKind.size(of: $0, scale: context.scale) }) else {
            let height = hasTitle ? title.height : control.line("X", measurer: context.measurer).height
            return Measurement(width: title.width + insets.left + insets.right, height: height + insets.top + insets.bottom)
        }
        return Measurement(
            width: image.width + (hasTitle ? title.width : 0) + insets.left + insets.right,
            height: max(image.height, hasTitle ? title.height : 0) + insets.top + insets.bottom)
    }

    func baselineText(of view: ViewSpec) -> BaselineText? { view.control?.baselineText(wraps: false) }

    func drawing(of view: ViewSpec, in frame: Rect, context: DrawingContext) -> [DrawCommand] {
        guard let control = view.control else { return [] }
        let content = frame.inset(by: control.contentInsets)
        guard let image = view.image, let size = ImageViewKind.size(of: image, scale: context.scale) else {
            return context.centredText(control.title ?? "", font: control.font, color: control.tint, in: content, shadow: control.titleShadow)
        }
        // Image and title centred as one; the image leads (on the right, right to left).
        let title = control.title ?? ""
        let titleWidth = title.isEmpty ? 0 : min(max(0, content.width - size.width), control.line(title, measurer: context.measurer).width)
        let start = content.x + (content.width - size.width - titleWidth) / 2
        let imageX = view.isRightToLeft ? start + titleWidth : start
        let imageFrame = Rect(x: imageX, y: content.y + (content.height - size.height) / 2, width: size.width, height: size.height)
        let titleBox = Rect(x: view.isRightToLeft ? start : start + size.width, y: content.y, width: titleWidth, height: content.height)
        return ImageViewKind.drawing(of: image, in: imageFrame, tint: control.tint, context: context)
            + context.centredText(title, font: control.font, color: control.tint, in: titleBox, shadow: control.titleShadow)
    }
}
