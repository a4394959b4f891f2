extension ViewKind {
    /// UISegmentedControl.
    public static let segmented = ViewKind(named: "segmented")
}

/// UISegmentedControl: a 31-pt-tall alignment rectangle in a frame 1 pt taller below; every
/// segment as wide as the widest title plus 16 (Xcode's default "First | Second" control).
/// Xcode's stored frames: RxSwift's 32-pt control at the top of a stack has the next view at
/// 31; SwiftMessages' controls pinned by their bottom sit 1 pt lower than their 32-pt frames
/// would; Corona-Warn-App's `height == 41` is a 42-pt frame.
struct SegmentedControlKind: ViewKindDescriptor {
    static let height = 31.0, segmentPadding = 16.0
    let alignmentRectInsets = Insets(top: 0, left: 0, bottom: 1, right: 0)

    let kind = ViewKind.segmented
    let outlineName = "Segmented Control"
    let interfaceBuilderElements = ["segmentedControl"]
    let takesStoredInterfaceBuilderSize = true
    let scenarioKeys = ["segments", "selectedSegment", "font"] + controlKeys

    var defaultControl: ControlSpec? {
        var control = ControlSpec()
        control.segments = ["First", "Second"]
        control.font = FontSpec(weight: 400, size: 13)
        return control
    }

    func read(_ map: YAMLMapping, into view: inout ViewSpec) throws(ScenarioError) { try readControlFields(map, into: &view) }

    func read(interfaceBuilder element: some InterfaceBuilderElement, into view: inout ViewSpec) {
        readControl(element, into: &view) { control in
            let titles = element.child("segments", key: nil)?.children(named: "segment").map { $0["title"] ?? "" } ?? []
            if !titles.isEmpty { control.segments = titles }
            control.selectedSegment = Int(element["selectedSegmentIndex"] ?? "") ?? 0
        }
    }

    func scenarioFields(of view: ViewSpec) -> [String] {
        controlFields(of: view) { control in
            typealias W = ScenarioWriter
            return [
                "segments: [\(control.segments.map(W.quote).joined(separator: ", "))]", "selectedSegment: \(control.selectedSegment)",
                "font: \(W.font(control.font))",
            ]
        }
    }

    func appearanceJSON(of view: ViewSpec) -> [(String, JSONValue)] {
        controlJSON(of: view) { [("segments", .array($0.segments.map(JSONValue.string))), ("selectedSegment", .number(Double($0.selectedSegment)))] }
    }

    func measure(_ view: ViewSpec, in context: MeasureContext) -> Measurement? {
        guard let control = view.control else { return nil }
        let widest = control.segments.map { control.line($0, measurer: context.measurer).width }.max() ?? 0
        return Measurement(width: Double(control.segments.count) * (widest + Self.segmentPadding), height: Self.height)
    }

    func drawing(of view: ViewSpec, in frame: Rect, context: DrawingContext) -> [DrawCommand] {
        guard let control = view.control else { return [] }
        // Drawn in its alignment rectangle (the frame's extra point below is UIKit's).
        let frame = frame.inset(by: view.alignmentRectInsets)
        var commands: [DrawCommand] = [.fill(.roundedRect(frame, radius: 8), context.system("tertiarySystemFill"))]
        let width = frame.width / Double(max(1, control.segments.count))
        for (index, title) in control.segments.enumerated() {
            let segment = Rect(x: frame.x + Double(index) * width, y: frame.y, width: width, height: frame.height)
            if index == control.selectedSegment {
                // The selected segment: white, or dark grey in the dark appearance.
                let fill = context.appearance == .dark ? context.system("systemGray").withAlpha(0.7) : Color(red: 1, green: 1, blue: 1)
                commands.append(.fill(.roundedRect(segment.inset(by: Insets(all: 2)), radius: 7), fill))
            } else if index > 0 && index - 1 != control.selectedSegment {
                let divider = Rect(x: segment.x - 0.5, y: frame.y + frame.height * 0.25, width: 1, height: frame.height * 0.5)
                commands.append(.fill(.rect(divider), context.system("opaqueSeparator")))
            }
            var font = control.font
            if index == control.selectedSegment { font.weight = max(font.weight, 600) }
            commands += context.centredText(title, font: font, color: context.system("label"), in: segment.inset(by: Insets(top: 0, left: 4, bottom: 0, right: 4)))
        }
        return commands
    }
}
