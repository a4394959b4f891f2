import LayoutSnapScenario

/// One view's solved geometry.
public struct ViewLayout: Sendable {
    public var id: String
    public var kind: ViewKind
    public var parent: String?
    /// In the superview's coordinates (content coordinates inside a scroll view), as UIKit
    /// reports `frame`.
    public var frame: Rect
    /// On screen, in the root view's coordinates.
    public var absolute: Rect
    /// `frame` and `absolute` as the engine solved them, before UIKit's rounding to the
    /// device's pixel grid (which `frame` and `absolute` have had).
    public var exactFrame: Rect
    public var exactAbsolute: Rect
    /// Scroll views only.
    public var scroll: ScrollLayout?
    /// Views that lay out text: the first and last lines' baselines, in the view's own
    /// coordinates (from its top).
    public var firstBaseline: Double?
    public var lastBaseline: Double?
    /// What the view looks like (colours, corner radius, border, alpha, hidden, text, font,
    /// image) as the render saw it, without its subviews: the layout JSON records it so that a
    /// colour change is named before pixels are counted.
    public var appearance: ViewSpec?
}

/// A scroll view's content area and what it does with it.
public struct ScrollLayout: Sendable {
    public var contentSize: Size
    public var contentOffset: Point
    /// contentInset plus the safe-area insets the adjustment behaviour adds.
    public var adjustedContentInset: Insets
    public var scrollsHorizontally: Bool
    public var scrollsVertically: Bool
    /// The content area on screen: the frame's origin minus the offset, at the content size.
    public var contentArea: Rect

    /// The content area grown by the adjusted content inset: everything the scroll view can
    /// scroll to.
    public var insetContentArea: Rect {
        let inset = adjustedContentInset
        return Rect(
            x: contentArea.x - inset.left, y: contentArea.y - inset.top, width: contentArea.width + inset.left + inset.right,
            height: contentArea.height + inset.top + inset.bottom)
    }
}

/// Something the layout says about itself: an ambiguity, a conflict, a warning.
public struct Diagnostic: Sendable, Equatable {
    public enum Severity: String, Sendable { case error, warning }
    public enum Code: String, Sendable {
        case ambiguousContentSize = "ambiguous-content-size"
        case ambiguousLayout = "ambiguous-layout"
        case unsatisfiableConstraints = "unsatisfiable-constraints"
        case textLayoutNotConverged = "text-layout-not-converged"
        case contentSizeIgnored = "content-size-ignored"
        case valueOutOfRange = "value-out-of-range"
        case negativeSize = "negative-size"
        case missingGlyphs = "missing-glyphs"
        case unsupportedInput = "unsupported-input"
    }

    public var severity: Severity
    public var code: Code
    /// The views concerned, the main one first.
    public var views: [String]
    public var axis: LayoutAttribute.Axis?
    public var message: String
    public var source: SourceLocation?
    /// For conflicts: the constraints that cannot hold together, and the one broken.
    public var constraints: [ConstraintReference] = []
    public var broken: ConstraintReference?
    /// More about the finding, such as where a broken constraint chain ends.
    public var detail: String?
}

/// A constraint as diagnostics name it: what it says and where it was written.
public struct ConstraintReference: Sendable, Equatable {
    public var summary: String
    public var source: SourceLocation?
}

/// The solved layout of one render of a scenario.
public struct LayoutResult: Sendable {
    public var scenario: String
    public var render: String
    public var device: Device
    /// The Dynamic Type category, appearance and direction the render was laid out under.
    public var traits: Traits = .standard
    /// Depth-first in document order.
    public var views: [ViewLayout] {
        didSet { positions = Self.positions(of: views) }
    }
    public var diagnostics: [Diagnostic]
    /// Solve → measure → re-solve rounds the text needed.
    public var textPasses: Int
    /// Custom layout guides, in document order.
    public var guides: [GuideLayout] = []
    /// Where each constraint acts, for diagrams: the scenario's and stack views', in order.
    public var constraints: [ConstraintGeometry] = []
    /// Every constraint as written, with its numbers, in the same order: what the layout JSON
    /// lists (cheaper than the geometry, which only diagrams need).
    public var constraintList: [ConstraintSummary] = []
    /// The scenario as this render laid it out (its device, overrides and traits applied):
    /// with the frames, all the renderer needs.
    public var scene: Scenario

    /// Where each id lies in `views` (the first view of an id): drawing looks views up by id
    /// for every view and every constraint end, which a search of the list made quadratic.
    private var positions: [String: Int]

    public init(
        scenario: String, render: String, device: Device, traits: Traits = .standard, views: [ViewLayout], diagnostics: [Diagnostic],
        textPasses: Int, guides: [GuideLayout] = [], constraints: [ConstraintGeometry] = [], scene: Scenario
    ) {
        self.scene = scene
        self.scenario = scenario
        self.render = render
        self.device = device
        self.traits = traits
        self.views = views
        self.diagnostics = diagnostics
        self.textPasses = textPasses
        self.guides = guides
        self.constraints = constraints
        positions = Self.positions(of: views)
    }

    public func view(_ id: String) -> ViewLayout? { positions[id].map { views[$0] } }

    private static func positions(of views: [ViewLayout]) -> [String: Int] {
        var positions: [String: Int] = [:]
        positions.reserveCapacity(views.count)
        for (index, view) in views.enumerated() where positions[view.id] == nil { positions[view.id] = index }
        return positions
    }
}

/// A custom layout guide's solved rectangle.
public struct GuideLayout: Sendable {
    public var id: String
    public var owner: String
    /// In the owner's coordinates (unrounded: a guide is never drawn).
    public var frame: Rect
}

/// One constraint as the layout JSON lists it: its text, where it is written, its numbers.
/// The text is written when it is read: a layout pass that only wants frames (UIKit code's)
/// never pays for it.
public struct ConstraintSummary: Sendable, Equatable {
    let spec: LayoutConstraintSpec

    public var summary: String { spec.summary }
    public var source: SourceLocation { spec.location }
    public var constant: Double { spec.constant }
    public var multiplier: Double { spec.multiplier }
    public var priority: Int { spec.priority }
}
