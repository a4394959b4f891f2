import LayoutSnapScenario

/// Which of a file's required constraints its own stored frames break: where they do, Xcode
/// saved views misplaced (the canvas's "misplaced views" warning), and those frames are no
/// reference for a layout. Only constraints between views' edges, centres and sizes are
/// checked, on the frames' alignment rectangles: they need nothing but the stored frames, so the
/// check does not depend on how layoutsnap reads guides, margins or fonts.
enum StoredFrameCheck {
    /// The `source` of every required constraint the stored frames break by more than
    /// `tolerance` points, with by how much (the stored frames' side less the other's).
    static func brokenConstraints(in scenario: Scenario, tolerance: Double = 1) -> [String: Double] {
        var frames: [String: Rect] = [:]
        func place(_ view: ViewSpec, origin: (x: Double, y: Double)) {
            guard let stored = view.interfaceBuilderFrame else { return }
            // The root sits at the origin whatever its stored position (below an opaque bar).
            let absolute = view.id == "root" ? Rect(x: 0, y: 0, width: stored.width, height: stored.height) : Rect(
                x: origin.x + stored.x, y: origin.y + stored.y, width: stored.width, height: stored.height)
            // Constraints act on the alignment rectangle (a slider's or a switch's is narrower).
            frames[view.id] = absolute.inset(by: view.alignmentRectInsets)
            // Inside a scroll view, stored frames are content coordinates: its content's origin
            // is the scroll view's own.
            for subview in view.subviews { place(subview, origin: (absolute.x, absolute.y)) }
        }
        place(scenario.root, origin: (0, 0))
        func value(_ item: LayoutItem?, _ attribute: LayoutAttribute?) -> Double? {
            guard case .view(let id) = item, let attribute, let frame = frames[id] else { return nil }
            switch attribute {
            case .left, .leading: return frame.x
            case .right, .trailing: return frame.x + frame.width
            case .top: return frame.y
            case .bottom: return frame.y + frame.height
            case .width: return frame.width
            case .height: return frame.height
            case .centerX: return frame.x + frame.width / 2
            case .centerY: return frame.y + frame.height / 2
            default: return nil
            }
        }
        var broken: [String: Double] = [:]
        for constraint in scenario.constraints where constraint.priority >= 1000 {
            guard let first = value(constraint.firstItem, constraint.firstAttribute) else { continue }
            var second = 0.0
            if constraint.secondItem != nil {
                guard let value = value(constraint.secondItem, constraint.secondAttribute) else { continue }
                second = value
            }
            let error = first - (constraint.multiplier * second + constraint.constant)
            let breaks: Bool
            switch constraint.relation {
            case .equal: breaks = abs(error) > tolerance
            case .lessThanOrEqual: breaks = error > tolerance
            case .greaterThanOrEqual: breaks = error < -tolerance
            }
            if breaks { broken[constraint.source] = error }
        }
        return broken
    }
}
