extension ViewKind {
    /// UIPageControl.
    public static let pageControl = ViewKind(named: "pageControl")
}

/// UIPageControl (iOS 14 style): 26 pt tall, 16 pt per page indicator plus 20 of padding
/// (Xcode's default frame; none in the corpus). Right to left, the first page is on the right.
struct PageControlKind: ViewKindDescriptor {
    static let height = 26.0, padding = 20.0, indicator = 16.0

    let kind = ViewKind.pageControl
    let outlineName = "Page Control"
    let interfaceBuilderElements = ["pageControl"]
    let takesStoredInterfaceBuilderSize = true
    let scenarioKeys = ["pages", "currentPage"] + controlKeys
    var defaultControl: ControlSpec? { ControlSpec() }

    func read(_ map: YAMLMapping, into view: inout ViewSpec) throws(ScenarioError) { try readControlFields(map, into: &view) }

    func read(interfaceBuilder element: some InterfaceBuilderElement, into view: inout ViewSpec) {
        readControl(element, into: &view) { control in
            control.pages = Int(element["numberOfPages"] ?? "") ?? 3
            control.currentPage = Int(element["currentPage"] ?? "") ?? 0
        }
    }

    func scenarioFields(of view: ViewSpec) -> [String] { controlFields(of: view) { ["pages: \($0.pages)", "currentPage: \($0.currentPage)"] } }

    func appearanceJSON(of view: ViewSpec) -> [(String, JSONValue)] {
        controlJSON(of: view) { [("pages", .number(Double($0.pages))), ("currentPage", .number(Double($0.currentPage)))] }
    }

    func measure(_ view: ViewSpec, in context: MeasureContext) -> Measurement? {
        guard let control = view.control else { return nil }
        return Measurement(width: control.pages > 0 ? Double(control.pages) * Self.indicator + Self.padding : 0, height: Self.height)
    }

    func drawing(of view: ViewSpec, in frame: Rect, context: DrawingContext) -> [DrawCommand] {
        guard let control = view.control, control.pages > 0 else { return [] }
        let start = frame.x + (frame.width - Double(control.pages) * Self.indicator) / 2 + Self.indicator / 2
        return (0..<control.pages).map { page in
            let slot = view.isRightToLeft ? control.pages - 1 - page : page
            let dot = DrawPath.circle(Point(x: start + Double(slot) * Self.indicator, y: frame.y + frame.height / 2), radius: 3.5)
            return .fill(dot, context.system("label").withAlpha(page == control.currentPage ? 0.8 : 0.25))
        }
    }
}
