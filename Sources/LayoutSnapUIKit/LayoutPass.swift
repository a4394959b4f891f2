import LayoutSnapLayout
import LayoutSnapPipeline
import LayoutSnapScenario

/// One layout of a whole hierarchy: its model built, solved by the engine the scenario
/// files use, and the frames written back to the views, as UIKit's layout pass does.
@MainActor
struct LayoutPass {
    let model: HierarchyModel
    let result: LayoutResult
    let session: LayoutSession

    /// Lays out the hierarchy `view` belongs to (from its top view). When nothing but
    /// constraints' constants changed since the last pass of the same hierarchy on the same
    /// screen, the constants move in the solver that pass kept (`LayoutGeneration`).
    /// - Parameter host: the screen and owner when the top view is a view controller's.
    @discardableResult
    static func run(from view: UIView, host: Host? = nil) -> LayoutPass {
        let root = sequence(first: view, next: \.superview).reduce(view) { _, next in next }
        let controller = root.owningController
        let host = host ?? controller?.host
        if let host {
            let screen = CGRect(x: 0, y: 0, width: host.device.width, height: host.device.height)
            if root.frame != screen { root.frame = screen }
        }
        controller?.viewWillLayoutSubviews()
        defer { controller?.viewDidLayoutSubviews() }
        // UIKit updates constraints before it solves: what updateConstraints changes counts.
        for view in root.hierarchy { view.updateConstraints() }
        let device = host?.device ?? Device(width: Double(root.frame.width), height: Double(root.frame.height), scale: 2)
        let render = host?.render ?? RenderSpec(name: "default")
        let key = LayoutPassCache.Key(root: ObjectIdentifier(root), device: device, name: host?.name, render: render)
        if let pass = LayoutPassCache.reuse(for: key) {
            pass.apply()
            return pass
        }
        let model = HierarchyModel(root: root, name: host?.name ?? "\(type(of: root))", device: device, isControllerView: host != nil, owner: host?.owner)
        let session = LayoutSession(engine: RenderWorker.current.engine, scenario: model.scenario, render: render, constraintGeometry: false)
        let pass = LayoutPass(model: model, result: session.result, session: session)
        LayoutPassCache.keep(LayoutPassCache.Entry(key: key, model: model, session: session))
        pass.apply()
        return pass
    }

    /// Where a view controller's view is shown.
    struct Host {
        var device: Device
        var name: String
        var owner: AnyObject?
        var render: RenderSpec?
    }

    private func apply() {
        for (id, view) in model.views {
            view.lastLayoutSession = session
            view.lastLayoutID = id
            guard let layout = result.view(id) else { continue }
            // The root keeps its frame (the screen's, or the one code gave it).
            let frame = CGRect(layout.frame)
            if view !== model.root, !view.translatesAutoresizingMaskIntoConstraints, view.frame != frame { view.frame = frame }
            if let scroll = layout.scroll, let scrollView = view as? UIScrollView { scrollView.solvedContentSize = CGSize(scroll.contentSize) }
        }
        for (id, guide) in model.guides {
            if let layout = result.guides.first(where: { $0.id == id }) { guide.layoutFrame = CGRect(layout.frame) }
        }
        for diagnostic in result.diagnostics where diagnostic.code == .unsatisfiableConstraints {
            UIKitProblems.report(Self.unsatisfiableReport(diagnostic))
        }
        // The frames just written are the pass's own: only what happens after them is a change.
        LayoutPassCache.noteLaidOut(model.root)
        // Each view's own layoutSubviews, parents first, as UIKit calls them.
        for (_, view) in model.views { view.layoutSubviews() }
    }

    /// UIKit's log of a conflict, with the line each constraint came from.
    static func unsatisfiableReport(_ diagnostic: Diagnostic) -> String {
        var lines = ["Unable to simultaneously satisfy constraints."]
        lines += diagnostic.constraints.map { "    \($0.summary)\($0.source.map { "  (\($0))" } ?? "")" }
        if let broken = diagnostic.broken {
            lines.append("Will attempt to recover by breaking constraint")
            lines.append("    \(broken.summary)\(broken.source.map { "  (\($0))" } ?? "")")
        }
        return lines.joined(separator: "\n")
    }
}

extension CGRect {
    init(_ rect: Rect) { self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height) }
}

extension CGSize {
    init(_ size: Size) { self.init(width: size.width, height: size.height) }
}

extension Size {
    init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
}

extension TextShadow {
    /// A label's or a button title's shadow colour and offset as the model draws them: nil
    /// with no colour, or where the shadow would not show.
    static func uiKit(color: UIColor?, offset: CGSize) -> TextShadow? {
        color.flatMap { TextShadow(color: $0.color, offset: Size(offset)).visible }
    }
}

extension UIView {
    /// Lays out the hierarchy now: frames, scroll content sizes and guide frames as UIKit's
    /// engine would set them.
    public func layoutIfNeeded() { LayoutPass.run(from: self) }

    /// Whether the constraints leave this view's frame undetermined.
    public var hasAmbiguousLayout: Bool {
        let pass = LayoutPass.run(from: self)
        guard let id = pass.model.id(of: self) else { return false }
        return pass.result.diagnostics.contains { $0.code == .ambiguousLayout && $0.views.contains(id) }
    }
}

extension UIView {
    /// The size the view's constraints give it nearest `targetSize`, at required priority on
    /// both axes: `UIView.layoutFittingCompressedSize` for the smallest, `…ExpandedSize` for
    /// the largest.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when its width and height are pulled towards
    /// `targetSize` at the given priorities (a cell at a fixed width: `.required` and
    /// `.fittingSizeLevel`). The view is laid out alone, as its own hierarchy's top.
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        let fitting = HierarchyModel.Fitting(size: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
        let device = Device(width: max(1, min(Double(targetSize.width), 100_000)), height: max(1, min(Double(targetSize.height), 100_000)), scale: 2)
        for view in hierarchy { view.updateConstraints() }
        let model = HierarchyModel(root: self, name: "\(type(of: self))", device: device, isControllerView: false, fitting: fitting)
        let result = RenderWorker.current.engine.layout(model.scenario, render: RenderSpec(name: "fitting"), constraintGeometry: false)
        guard let frame = result.view(HierarchyModel.Fitting.id)?.exactFrame else { return frame.size }
        return CGSize(width: frame.width, height: frame.height)
    }
}
