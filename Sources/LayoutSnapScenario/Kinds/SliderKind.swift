extension ViewKind {
    /// UISlider.
    public static let slider = ViewKind(named: "slider")
}

/// UISlider: a 30-pt-tall alignment rectangle with no intrinsic width, in a frame 2 pt wider on
/// each side and 1 pt taller below. Xcode's stored frames in the Charts demo's 20 screens (40
/// sliders): `leading == 8` gives a frame at x = 6, 4 pt wider than the constraints make it;
/// `bottom == superview.bottom − 26` a 31-pt frame ending 25 above; a slider 8 below another
/// starts 8 below the other's frame less 1. Its value is 0…1 here; Interface Builder's
/// `minValue`…`maxValue` is scaled to that.
struct SliderKind: ViewKindDescriptor {
    static let height = 30.0, knob = 28.0
    let alignmentRectInsets = Insets(top: 0, left: 2, bottom: 1, right: 2)

    let kind = ViewKind.slider
    let outlineName = "Slider"
    let interfaceBuilderElements = ["slider"]
    let scenarioKeys = ["value"] + controlKeys
    var defaultControl: ControlSpec? { ControlSpec() }

    func read(_ map: YAMLMapping, into view: inout ViewSpec) throws(ScenarioError) { try readControlFields(map, into: &view) }

    func read(interfaceBuilder element: some InterfaceBuilderElement, into view: inout ViewSpec) {
        readControl(element, into: &view) { control in
            let minimum = Double(element["minValue"] ?? "") ?? 0, maximum = Double(element["maxValue"] ?? "") ?? 1
            let value = Double(element["value"] ?? "") ?? 0.5
            control.value = maximum > minimum ? min(1, max(0, (value - minimum) / (maximum - minimum))) : 0
        }
    }

    func scenarioFields(of view: ViewSpec) -> [String] { controlFields(of: view) { ["value: \(NumberText.exact($0.value))"] } }

    func appearanceJSON(of view: ViewSpec) -> [(String, JSONValue)] { controlJSON(of: view) { [("value", .number($0.value))] } }

    func measure(_ view: ViewSpec, in context: MeasureContext) -> Measurement? { Measurement(width: nil, height: Self.height) }

    func drawing(of view: ViewSpec, in frame: Rect, context: DrawingContext) -> [DrawCommand] {
        guard let control = view.control else { return [] }
        // Drawn in its alignment rectangle, as the frame's margins are UIKit's room for the knob.
        let frame = frame.inset(by: view.alignmentRectInsets)
        // Right to left, the minimum is on the right (as UIProgressView fills from the right).
        let track = Rect(x: frame.x, y: frame.y + frame.height / 2 - 2, width: frame.width, height: 4)
        let travel = (frame.width - Self.knob) * control.value
        let x = view.isRightToLeft ? frame.x + frame.width - Self.knob / 2 - travel : frame.x + Self.knob / 2 + travel
        let knob = DrawPath.circle(Point(x: x, y: frame.y + frame.height / 2), radius: Self.knob / 2)
        return ProgressViewKind.track(track, value: control.value, tint: control.tint, rightToLeft: view.isRightToLeft, context: context) + [
            .fill(knob, Color(red: 1, green: 1, blue: 1)), .stroke(knob, context.system("opaqueSeparator"), lineWidth: 0.5),
        ]
    }
}
