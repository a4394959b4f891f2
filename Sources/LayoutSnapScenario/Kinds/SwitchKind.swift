extension ViewKind {
    /// UISwitch.
    public static let `switch` = ViewKind(named: "switch")
}

/// UISwitch: a 49×31 alignment rectangle whose frame is 2 pt wider on the trailing side.
/// cwa-tracelocation-checkin.xib: `width == 50` gives a 52-wide frame whose leading edge sits
/// on the constraint; covidbe-settings.storyboard: an unconstrained switch 16 pt from the
/// trailing edge has a 51-wide frame ending 2 pt past it.
struct SwitchKind: ViewKindDescriptor {
    let kind = ViewKind.switch
    let outlineName = "Switch"
    let interfaceBuilderElements = ["switch"]
    /// Its size changes with the iOS release (iOS 26's switch is 63×28): Xcode's canvas is the reference.
    let takesStoredInterfaceBuilderSize = true
    let scenarioKeys = ["isOn"] + controlKeys
    let alignmentRectInsets = Insets(top: 0, left: 0, bottom: 0, right: 2)
    var defaultControl: ControlSpec? { ControlSpec() }

    func applyDefaults(to view: inout ViewSpec) {
        view.control = defaultControl
        // Interface Builder's stored default (../shared/ib-corpus: every switch has 750/750).
        view.hugging = AxisPriorities(horizontal: 750, vertical: 750)
    }

    func read(_ map: YAMLMapping, into view: inout ViewSpec) throws(ScenarioError) { try readControlFields(map, into: &view) }

    func read(interfaceBuilder element: some InterfaceBuilderElement, into view: inout ViewSpec) {
        readControl(element, into: &view) { $0.isOn = element["on"] == "YES" }
    }

    func scenarioFields(of view: ViewSpec) -> [String] { controlFields(of: view) { ["isOn: \($0.isOn)"] } }

    func appearanceJSON(of view: ViewSpec) -> [(String, JSONValue)] { controlJSON(of: view) { [("isOn", .bool($0.isOn))] } }

    func measure(_ view: ViewSpec, in context: MeasureContext) -> Measurement? { Measurement(width: 49, height: 31) }

    func drawing(of view: ViewSpec, in frame: Rect, context: DrawingContext) -> [DrawCommand] {
        guard let control = view.control else { return [] }
        // The pill is the 51×31 frame; the knob a 27-point circle inset by 2, at the trailing
        // end when on.
        let radius = max(0, frame.height / 2 - 2)
        let atRight = control.isOn != view.isRightToLeft
        let knob = DrawPath.circle(
            Point(x: atRight ? frame.x + frame.width - 2 - radius : frame.x + 2 + radius, y: frame.y + frame.height / 2), radius: radius)
        return [
            .fill(.roundedRect(frame, radius: frame.height / 2), context.system(control.isOn ? "systemGreen" : "systemGray5")),
            .fill(knob, Color(red: 1, green: 1, blue: 1)),
            .stroke(knob, Color(red: 0, green: 0, blue: 0, alpha: 0.06), lineWidth: 0.5),
        ]
    }
}
