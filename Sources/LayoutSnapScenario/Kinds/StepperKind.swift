extension ViewKind {
    /// UIStepper.
    public static let stepper = ViewKind(named: "stepper")
}

/// UIStepper (iOS 13 style): 94×32 whatever its values (Xcode's default frame; no stepper in
/// the corpus). Its value lies in its own range, `minimum`…`maximum`.
struct StepperKind: ViewKindDescriptor {
    let kind = ViewKind.stepper
    let outlineName = "Stepper"
    let interfaceBuilderElements = ["stepper"]
    /// Its size changes with the iOS release: Xcode's canvas is the reference.
    let takesStoredInterfaceBuilderSize = true
    let scenarioKeys = ["value", "minimum", "maximum"] + controlKeys

    var defaultControl: ControlSpec? {
        var control = ControlSpec()
        control.value = 0
        return control
    }

    func read(_ map: YAMLMapping, into view: inout ViewSpec) throws(ScenarioError) {
        var control = view.control ?? defaultControl ?? ControlSpec()
        if let node = map["minimum"] { control.minimum = try node.number("a minimum value") }
        if let node = map["maximum"] { control.maximum = try node.number("a maximum value") }
        if control.minimum >= control.maximum, let node = map["minimum"] ?? map["maximum"] {
            // UIStepper raises on a minimum not below its maximum.
            throw node.error(
                "a stepper's minimum must be below its maximum (\(NumberText.exact(control.minimum)) ≥ \(NumberText.exact(control.maximum)))")
        }
        // UIStepper clamps its value into a new range.
        if map["value"] == nil { control.value = min(max(control.value, control.minimum), control.maximum) }
        view.control = control
        try readControlFields(map, into: &view, valueRange: control.minimum...control.maximum)
    }

    func read(interfaceBuilder element: some InterfaceBuilderElement, into view: inout ViewSpec) {
        readControl(element, into: &view) { control in
            // Interface Builder writes UIStepper's values as minimumValue, maximumValue, value.
            control.minimum = Double(element["minimumValue"] ?? "") ?? 0
            control.maximum = Double(element["maximumValue"] ?? "") ?? 100
            if !(control.minimum < control.maximum) { (control.minimum, control.maximum) = (0, 100) }
            control.value = min(max(Double(element["value"] ?? "") ?? 0, control.minimum), control.maximum)
        }
    }

    func scenarioFields(of view: ViewSpec) -> [String] {
        controlFields(of: view) { control in
            return ["value: \(NumberText.exact(control.value))", "minimum: \(NumberText.exact(control.minimum))", "maximum: \(NumberText.exact(control.maximum))"]
        }
    }

    func appearanceJSON(of view: ViewSpec) -> [(String, JSONValue)] {
        controlJSON(of: view) { [("value", .number($0.value)), ("minimum", .number($0.minimum)), ("maximum", .number($0.maximum))] }
    }

    func measure(_ view: ViewSpec, in context: MeasureContext) -> Measurement? { Measurement(width: 94, height: 32) }

    func drawing(of view: ViewSpec, in frame: Rect, context: DrawingContext) -> [DrawCommand] {
        guard let control = view.control else { return [] }
        // A rounded grey field split in two, − on the left and + on the right (they do not
        // mirror); the one at the end of the range is drawn disabled.
        let middle = frame.x + frame.width / 2, cy = frame.y + frame.height / 2
        let inset = min(8, frame.height / 4)
        var commands: [DrawCommand] = [
            .fill(.roundedRect(frame, radius: min(8, frame.height / 2)), context.system("tertiarySystemFill")),
            .fill(.rect(Rect(x: middle - 0.5, y: frame.y + inset, width: 1, height: max(0, frame.height - 2 * inset))), context.system("opaqueSeparator")),
        ]
        let arm = min(7, frame.height / 4, frame.width / 8)
        for (centre, plus) in [(frame.x + frame.width / 4, false), (frame.x + frame.width * 3 / 4, true)] {
            var path: [DrawPath.Element] = [.move(Point(x: centre - arm, y: cy)), .line(Point(x: centre + arm, y: cy))]
            if plus { path += [.move(Point(x: centre, y: cy - arm)), .line(Point(x: centre, y: cy + arm))] }
            let atEnd = plus ? control.value >= control.maximum : control.value <= control.minimum
            commands.append(.stroke(DrawPath(path), context.system(atEnd ? "tertiaryLabel" : "label"), lineWidth: 2, roundCap: true))
        }
        return commands
    }
}
