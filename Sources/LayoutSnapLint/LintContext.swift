import LayoutSnapLayout
import LayoutSnapScenario

/// What every check asks of a render: the views, their tree, and where each is defined.
struct Context {
    let layout: LayoutResult
    let tree: ViewTree

    func finding(_ code: Finding.Code, _ views: [String], _ message: String, at location: SourceLocation? = nil) -> Finding {
        Finding(
            code: code, scenario: layout.scenario, render: layout.render, views: views, message: message,
            location: location ?? views.first.flatMap { tree.view($0)?.location })
    }

    /// Whether the view and all its ancestors show (not hidden, not fully transparent).
    func isVisible(_ id: String) -> Bool {
        tree.ancestry(of: id).allSatisfy { ancestor in
            guard let view = tree.view(ancestor) else { return true }
            return !view.isHidden && view.alpha > 0
        }
    }

    /// Whether the view is left out of lint, or lies inside one that is: what layoutsnap draws
    /// for Xcode's canvas (a simulated bar, a bar's title or item, an item's custom view),
    /// where the developer put nothing to fix, and what a scenario marks `lint: {leaveOut: true}`.
    func isLeftOut(_ id: String) -> Bool { tree.ancestry(of: id).contains { tree.view($0)?.isLeftOutOfLint == true } }

    /// Text, an image or a control: what a person reads or taps.
    func drawsContent(_ view: ViewSpec) -> Bool {
        switch view.kind {
        case .label: !(view.label?.text.isEmpty ?? true)
        case .image: view.image != nil
        default: view.kind.isControl
        }
    }

    func inScrollView(_ id: String) -> Bool { tree.ancestry(of: id).dropFirst().contains { tree.kind(of: $0) == .scroll } }
}

extension Rect {
    var minX: Double { x }
    var minY: Double { y }
    var maxX: Double { x + width }
    var maxY: Double { y + height }
}
