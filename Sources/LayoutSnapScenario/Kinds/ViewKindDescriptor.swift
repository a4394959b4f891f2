/// What every stage needs of one UIKit view class, in one place: the scenario keys it takes,
/// its Interface Builder element, what `import` writes and the layout JSON records, its
/// intrinsic size, alignment rectangle and baseline, and its drawing. The layout engine and
/// the renderer ask the descriptor (as yoga asks a node's measure function) and never switch
/// on the kind. Every requirement has a default for kinds with nothing of their own.
package protocol ViewKindDescriptor: Sendable {
    var kind: ViewKind { get }
    /// What Xcode's document outline calls a view of this kind ("Stack View").
    var outlineName: String { get }

    /// The Interface Builder elements read as this kind (`<slider>`).
    var interfaceBuilderElements: [String] { get }
    /// Whether, asked to reproduce Xcode's canvas, the frame Interface Builder stored stands in
    /// for the intrinsic size (text and images, whose measure differs from the Mac's).
    var takesStoredInterfaceBuilderSize: Bool { get }
    /// Sets the kind's own properties from its Interface Builder element, normalised to the
    /// scenario format's ranges.
    func read(interfaceBuilder element: some InterfaceBuilderElement, into view: inout ViewSpec)

    /// A new view's control properties; nil for kinds that are not controls.
    var defaultControl: ControlSpec? { get }
    /// Sets a new view's defaults where they differ from a plain view's (a label's empty text,
    /// a switch's hugging as Interface Builder stores it).
    func applyDefaults(to view: inout ViewSpec)
    /// The scenario keys only some kinds take, this one among them. The loader refuses them on
    /// other kinds and passes the mapping to `read` once they are checked.
    var scenarioKeys: [String] { get }
    /// Sets the kind's own properties from a view's definition or a render's overrides.
    func read(_ map: YAMLMapping, into view: inout ViewSpec) throws(ScenarioError)
    /// What `import` writes of the kind's own properties: one `key: value` each.
    func scenarioFields(of view: ViewSpec) -> [String]
    /// What the layout JSON records of what the view shows.
    func appearanceJSON(of view: ViewSpec) -> [(String, JSONValue)]

    /// The intrinsic content size; nil when the kind has none (noIntrinsicMetric on both axes).
    func measure(_ view: ViewSpec, in context: MeasureContext) -> Measurement?
    /// UIView.alignmentRectInsets: constraints act on the frame inset by these.
    var alignmentRectInsets: Insets { get }
    /// The text the view's first and last baselines follow; nil where UIKit puts them at the
    /// bottom edge.
    func baselineText(of view: ViewSpec) -> BaselineText?

    /// The view's own content (above its background and border), in absolute coordinates.
    func drawing(of view: ViewSpec, in frame: Rect, context: DrawingContext) -> [DrawCommand]
}

extension ViewKindDescriptor {
    package var interfaceBuilderElements: [String] { [] }
    package var takesStoredInterfaceBuilderSize: Bool { false }
    package func read(interfaceBuilder element: some InterfaceBuilderElement, into view: inout ViewSpec) {}
    package var defaultControl: ControlSpec? { nil }
    package func applyDefaults(to view: inout ViewSpec) { view.control = defaultControl }
    package var scenarioKeys: [String] { [] }
    package func read(_ map: YAMLMapping, into view: inout ViewSpec) throws(ScenarioError) {}
    package func scenarioFields(of view: ViewSpec) -> [String] { [] }
    package func appearanceJSON(of view: ViewSpec) -> [(String, JSONValue)] { [] }
    package func measure(_ view: ViewSpec, in context: MeasureContext) -> Measurement? { nil }
    package var alignmentRectInsets: Insets { .zero }
    package func baselineText(of view: ViewSpec) -> BaselineText? { nil }
    package func drawing(of view: ViewSpec, in frame: Rect, context: DrawingContext) -> [DrawCommand] { [] }
}
