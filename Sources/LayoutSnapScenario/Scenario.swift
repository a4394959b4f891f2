/// A scenario file: a view hierarchy, its constraints, and the renders it asks for.
public struct Scenario: Sendable {
    /// The name outputs are filed under; defaults to the file name without extension.
    public var name: String
    public var file: String
    /// Where the name is written (the file's start when the name comes from the file name).
    public var nameLocation: SourceLocation
    public var device: Device
    /// The view controller's view; its id is always "root".
    public var root: ViewSpec
    public var constraints: [LayoutConstraintSpec]
    public var spacing: Spacing
    public var metrics: [String: Double]
    /// The renders the file asks for; one named "default" when it declares none.
    public var renders: [RenderSpec]
    /// What the reader could not reproduce exactly; each render reports them as warnings.
    public var warnings: [InputWarning] = []
    /// Files besides `file` whose contents the scenario holds (an Interface Builder file's
    /// colour sets): a check's cache keys on them as on the file itself.
    public var inputFiles: [String] = []

    /// A scenario built in code: the view tree as values, constraints as the same text a file
    /// holds (VFL lines or expressions). Errors name `file` and the constraint's index as its
    /// line.
    public init(
        name: String, device: Device = .standard,
        root: ViewSpec, constraints lines: [String], spacing: Spacing = Spacing(), metrics: [String: Double] = [:],
        renders: [RenderSpec] = [], file: String = "<code>"
    ) throws(ScenarioError) {
        var rootView = root
        rootView.id = "root"
        let tree = ViewTree(root: rootView)
        var constraints: [LayoutConstraintSpec] = []
        for (index, line) in lines.enumerated() {
            let location = SourceLocation(file: file, line: index + 1, column: 1)
            constraints += try ScenarioLoader.constraints(
                from: line, options: [], at: location, optionsAt: location, tree: tree, spacing: spacing, metrics: metrics)
        }
        self.init(
            name: name, file: file, device: device, root: rootView, constraints: constraints, spacing: spacing, metrics: metrics,
            renders: renders.isEmpty ? [RenderSpec(name: "default")] : renders)
    }

    /// A scenario whose constraints are already read (an Interface Builder file's).
    public init(name: String, file: String, device: Device, root: ViewSpec, constraints: [LayoutConstraintSpec], nameLocation: SourceLocation? = nil) {
        self.init(
            name: name, file: file, device: device, root: root, constraints: constraints, spacing: Spacing(), metrics: [:],
            renders: [RenderSpec(name: "default")], nameLocation: nameLocation)
    }

    init(
        name: String, file: String, device: Device, root: ViewSpec, constraints: [LayoutConstraintSpec], spacing: Spacing,
        metrics: [String: Double], renders: [RenderSpec], nameLocation: SourceLocation? = nil
    ) {
        self.name = name
        self.file = file
        self.nameLocation = nameLocation ?? SourceLocation(file: file, line: 1, column: 1)
        self.device = device
        self.root = root
        self.constraints = constraints
        self.spacing = spacing
        self.metrics = metrics
        self.renders = renders
    }

    /// Every view, depth-first in document order.
    public var allViews: [ViewSpec] { root.allViews }

    /// The scenario as one render sees it: its device, offsets and property overrides applied.
    /// Its traits resolved too: text-style fonts take the category's sizes, colours their
    /// appearance's values, and every view knows whether it lays out right to left.
    public func applying(_ render: RenderSpec) -> Scenario {
        var copy = self
        if let device = render.device { copy.device = device }
        if let scene = render.scene {
            copy.root = scene.root
            copy.constraints = scene.constraints
        }
        copy.root = Scenario.apply(render, to: copy.root, rightToLeft: render.traits.direction == .rtl)
        if copy.root.background == nil {
            // A view controller's view is systemBackground.
            copy.root.background = Color.named("systemBackground")?.resolved(for: render.traits.appearance)
        }
        copy.renders = [render]
        return copy
    }

    private static func apply(_ render: RenderSpec, to original: ViewSpec, rightToLeft inherited: Bool) -> ViewSpec {
        var view = render.overrides[original.id] ?? original
        if let offset = render.offsets[view.id] { view.contentOffset = offset }
        switch view.semanticContentAttribute {
        case .forceRightToLeft: view.isRightToLeft = true
        case .forceLeftToRight, .playback, .spatial: view.isRightToLeft = false
        case .unspecified: view.isRightToLeft = inherited
        }
        view.resolveTraits(render.traits)
        view.label?.isRightToLeft = view.isRightToLeft
        view.subviews = view.subviews.map { apply(render, to: $0, rightToLeft: view.isRightToLeft) }
        return view
    }
}

extension ViewSpec {
    /// Colours to the appearance, text-style fonts to the category.
    mutating func resolveTraits(_ traits: Traits) {
        let appearance = traits.appearance
        background = background?.resolved(for: appearance)
        borderColor = borderColor?.resolved(for: appearance)
        if var label {
            label.color = label.color.resolved(for: appearance)
            label.font = label.font.resolved(for: traits.contentSizeCategory)
            label.shadow = label.shadow?.resolved(for: appearance)
            label.runs = label.runs.map { run in
                var run = run
                run.color = run.color?.resolved(for: appearance)
                run.background = run.background?.resolved(for: appearance)
                run.font = run.font?.resolved(for: traits.contentSizeCategory)
                return run
            }
            self.label = label
        }
        if var control {
            control.tint = control.tint.resolved(for: appearance)
            control.textColor = control.textColor.resolved(for: appearance)
            control.titleShadow = control.titleShadow?.resolved(for: appearance)
            control.font = control.font.resolved(for: traits.contentSizeCategory)
            self.control = control
        }
    }
}

/// One render of a scenario (a state or variant): its own name, and optionally another
/// device, other scroll offsets, and views with properties overridden.
public struct RenderSpec: Sendable, Equatable {
    public var name: String
    public var device: Device?
    /// Scroll view id → content offset.
    public var offsets: [String: Point]
    /// View id → the view with the render's properties applied.
    public var overrides: [String: ViewSpec]
    /// Where the render is declared; nil for the implicit "default" render.
    public var location: SourceLocation?
    /// Dynamic Type category, appearance and layout direction.
    public var traits: Traits
    /// Also drawn as a filmstrip: the screen at several offsets of a scroll view, side by side.
    public var filmstrip: Filmstrip?
    /// Views and constraints of the render's own, in place of the scenario's: a view
    /// controller built in code and shown on this render's screen (whose size classes may
    /// have made it build another layout). Nil for every render read from a file.
    public var scene: RenderScene?

    public init(
        name: String, device: Device? = nil, offsets: [String: Point] = [:], overrides: [String: ViewSpec] = [:],
        location: SourceLocation? = nil, traits: Traits = .standard
    ) {
        self.location = location
        self.traits = traits
        self.name = name
        self.device = device
        self.offsets = offsets
        self.overrides = overrides
    }
}

/// The hierarchy and constraints one render lays out instead of its scenario's.
public struct RenderScene: Sendable, Equatable {
    public var root: ViewSpec
    public var constraints: [LayoutConstraintSpec]

    public init(root: ViewSpec, constraints: [LayoutConstraintSpec]) {
        self.root = root
        self.constraints = constraints
    }
}

/// A render drawn at `count` offsets of a scroll view, from the top of its content to the end,
/// side by side: what scrolls moves from frame to frame, what floats stays put.
public struct Filmstrip: Sendable, Hashable {
    public static let counts = 2...12
    public var count: Int
    /// The scroll view that scrolls; nil: the first one that scrolls vertically.
    public var scrollView: String?

    public init(count: Int, scrollView: String? = nil) {
        self.count = count
        self.scrollView = scrollView
    }
}
