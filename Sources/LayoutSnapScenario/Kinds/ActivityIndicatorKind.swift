import Foundation

extension ViewKind {
    /// UIActivityIndicatorView.
    public static let activityIndicator = ViewKind(named: "activityIndicator")
}

/// UIActivityIndicatorView: medium 20×20, large 37×37 (Apple's documented sizes).
struct ActivityIndicatorKind: ViewKindDescriptor {
    static let medium = 20.0, large = 37.0

    let kind = ViewKind.activityIndicator
    let outlineName = "Activity Indicator View"
    let interfaceBuilderElements = ["activityIndicatorView"]
    /// Its size changes with the iOS release: Xcode's canvas is the reference.
    let takesStoredInterfaceBuilderSize = true
    let scenarioKeys = ["large"] + controlKeys
    var defaultControl: ControlSpec? { ControlSpec() }

    func read(_ map: YAMLMapping, into view: inout ViewSpec) throws(ScenarioError) { try readControlFields(map, into: &view) }

    func read(interfaceBuilder element: some InterfaceBuilderElement, into view: inout ViewSpec) {
        readControl(element, into: &view) { $0.isLarge = element["style"]?.contains("arge") == true }
    }

    func scenarioFields(of view: ViewSpec) -> [String] { controlFields(of: view) { ["large: \($0.isLarge)"] } }

    func appearanceJSON(of view: ViewSpec) -> [(String, JSONValue)] { controlJSON(of: view) { [("large", .bool($0.isLarge))] } }

    func measure(_ view: ViewSpec, in context: MeasureContext) -> Measurement? {
        guard let control = view.control else { return nil }
        let side = control.isLarge ? Self.large : Self.medium
        return Measurement(width: side, height: side)
    }

    func drawing(of view: ViewSpec, in frame: Rect, context: DrawingContext) -> [DrawCommand] {
        // Eight spokes, fading round the circle, as the medium and large styles draw them.
        let cx = frame.x + frame.width / 2, cy = frame.y + frame.height / 2
        let outer = min(frame.width, frame.height) / 2, inner = outer * 0.45
        return (0..<8).map { spoke in
            let angle = Double(spoke) * Double.pi / 4 - Double.pi / 2
            let path = DrawPath([
                .move(Point(x: cx + cos(angle) * inner, y: cy + sin(angle) * inner)),
                .line(Point(x: cx + cos(angle) * (outer - 1), y: cy + sin(angle) * (outer - 1))),
            ])
            return .stroke(path, context.system("secondaryLabel").withAlpha(0.2 + 0.1 * Double(spoke)), lineWidth: max(1, outer * 0.2), roundCap: true)
        }
    }
}
