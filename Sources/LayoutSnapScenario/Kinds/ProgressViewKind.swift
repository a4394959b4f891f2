extension ViewKind {
    /// UIProgressView.
    public static let progress = ViewKind(named: "progress")
}

/// UIProgressView: 4 pt tall (covidbe-exposure-submission.storyboard stores height 4), no
/// intrinsic width; filled from the leading edge.
struct ProgressViewKind: ViewKindDescriptor {
    static let height = 4.0

    let kind = ViewKind.progress
    let outlineName = "Progress View"
    let interfaceBuilderElements = ["progressView"]
    let scenarioKeys = ["value"] + controlKeys
    var defaultControl: ControlSpec? { ControlSpec() }

    func applyDefaults(to view: inout ViewSpec) {
        view.control = defaultControl
        // Interface Builder's stored default (../shared/ib-corpus: every progress view).
        view.hugging.vertical = 750
    }

    func read(_ map: YAMLMapping, into view: inout ViewSpec) throws(ScenarioError) { try readControlFields(map, into: &view) }

    func read(interfaceBuilder element: some InterfaceBuilderElement, into view: inout ViewSpec) {
        readControl(element, into: &view) { $0.value = min(1, max(0, Double(element["progress"] ?? "") ?? 0.5)) }
    }

    func scenarioFields(of view: ViewSpec) -> [String] { controlFields(of: view) { ["value: \(NumberText.exact($0.value))"] } }

    func appearanceJSON(of view: ViewSpec) -> [(String, JSONValue)] { controlJSON(of: view) { [("value", .number($0.value))] } }

    func measure(_ view: ViewSpec, in context: MeasureContext) -> Measurement? { Measurement(width: nil, height: Self.height) }

    func drawing(of view: ViewSpec, in frame: Rect, context: DrawingContext) -> [DrawCommand] {
        guard let control = view.control else { return [] }
        return Self.track(frame, value: control.value, tint: control.tint, rightToLeft: view.isRightToLeft, context: context)
    }

    /// A grey track filled with the tint to `value` (0…1) from the leading end.
    static func track(_ track: Rect, value: Double, tint: Color, rightToLeft: Bool, context: DrawingContext) -> [DrawCommand] {
        let width = track.width * value
        let filled = Rect(x: rightToLeft ? track.x + track.width - width : track.x, y: track.y, width: width, height: track.height)
        return [
            .fill(.roundedRect(track, radius: track.height / 2), context.system("systemGray5")),
            .fill(.roundedRect(filled, radius: track.height / 2), tint),
        ]
    }
}
