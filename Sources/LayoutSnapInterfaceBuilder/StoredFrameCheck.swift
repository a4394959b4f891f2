import LayoutSnapScenario

/// Which of a file's required constraints its own stored frames break: where they do, Xcode
/// saved views misplaced (the canvas's "misplaced views" warning), and those frames are no
/// reference for a layout. Only constraints between views' edges, centres and sizes are
/// checked, on the frames' alignment rectangles — and the root's safe area across, where the
/// device has no side insets, and side margins as the same on both sides: they need nothing but
/// the stored frames, so the check does not depend on how layoutsnap reads bars, margins or fonts.
enum StoredFrameCheck {
    /// The `source` of every required constraint the stored frames break by more than
    /// `tolerance` points, with by how much (the stored frames' side less the other's).
    static func brokenConstraints(in scenario: Scenario, tolerance: Double = 1) -> [String: Double] {
        var frames: [String: Rect] = [:]
        // A size read on a view whose frame is not its alignment rectangle is as loose as an edge.
        var exact: Set<String> = []
        func place(_ view: ViewSpec, origin: (x: Double, y: Double)) {
            guard let stored = view.interfaceBuilderFrame else { return }
            if Self.frameIsAlignmentRectangle(view) { exact.insert(view.id) }
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
        // With no side insets on the device, the root's safe area spans it across: its leading,
        // trailing and centre are the root's, whatever the bars do to its top and bottom.
        let safeAreaSpansRoot = scenario.device.safeArea.left == 0 && scenario.device.safeArea.right == 0
        func value(_ item: LayoutItem?, _ attribute: LayoutAttribute?) -> Double? {
            let id: String
            switch item {
            case .view(let view): id = view
            case .safeAreaGuide("root") where safeAreaSpansRoot && attribute?.axis == .horizontal: id = "root"
            default: return nil
            }
            guard let attribute, let frame = frames[id] else { return nil }
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
            // A size against a constant reads one stored size, which rounding to the pixel grid
            // moves by a quarter of a point at most: half a point off is Xcode's misplacement
            // (Branch's empty label stored 0 tall against its `height ≥ 1`, 13 views below it).
            let readsOneSize = if case .view(let id) = constraint.firstItem, constraint.secondItem == nil { exact.contains(id) } else { false }
            // Two views' centres on one line read two stored frames, each rounded to the pixel
            // grid: the corpus's frames that lay out within half a point are off by 0.75 at
            // most, and Chameleon's rows, whose sample text is stored centred 0.83 points off
            // its cell, were laid out in a cell Xcode no longer stored.
            let readsCentres = if case .view(let first) = constraint.firstItem, case .view(let second)? = constraint.secondItem {
                exact.contains(first) && exact.contains(second) && constraint.firstAttribute == constraint.secondAttribute
                    && (constraint.firstAttribute == .centerX || constraint.firstAttribute == .centerY) && constraint.multiplier == 1
            } else { false }
            let allowed = readsOneSize ? min(tolerance, 0.5) : readsCentres ? min(tolerance, 0.75) : tolerance
            let breaks: Bool
            switch constraint.relation {
            case .equal: breaks = abs(error) > allowed
            case .lessThanOrEqual: breaks = error > allowed
            case .greaterThanOrEqual: breaks = error < -allowed
            }
            if breaks { broken[constraint.source] = error }
        }
        let tree = ViewTree(root: scenario.root)
        for (source, error) in disagreeingEdges(scenario, tree: tree, value: value) where broken[source] == nil { broken[source] = error }
        // The pins to margins, found once for both checks that read them.
        let pins = marginPins(in: scenario, tree: tree)
        for (source, error) in marginsPastEdges(pins, tree: tree, value: value, tolerance: tolerance) where broken[source] == nil { broken[source] = error }
        for (source, error) in disagreeingMargins(pins, tree: tree, value: value, tolerance: tolerance) where broken[source] == nil { broken[source] = error }
        return broken
    }

    /// Two constraints that each place one edge (or the centre) of a view within the tolerance
    /// can still disagree on its size: a label 20 points from its superview's leading edge and
    /// centred in it, stored a point wider than that makes it (Xcode 6's launch-screen template:
    /// 441 points where its constraints say 440, in files no Xcode laid out again). Rounding a
    /// frame to the pixel grid moves its size by half a point at most. Only a view centred in
    /// its superview (not a scroll view) and pinned to one of its edges is read so: the sources
    /// of both constraints, with the size the stored frame has beyond theirs.
    private static func disagreeingEdges(
        _ scenario: Scenario, tree: ViewTree, value: (LayoutItem?, LayoutAttribute?) -> Double?, sizeTolerance: Double = 0.75
    ) -> [String: Double] {
        // Per view and axis: the error of its centring and of its pinning to an edge, as the
        // view sees it (how far its stored centre or edge is past where the constraint puts it).
        var centres: [String: (error: Double, source: String)] = [:]
        var edges: [String: [(error: Double, source: String)]] = [:]
        // Per view: the side margins its pins to its superview's margins read.
        var margins: [String: [(margin: Double, source: String)]] = [:]
        // A view, or a safe area as its owner: `value` below reads only the root's, across, on a
        // device with no side insets (IBLinter's test views, centred in the root and 67 points
        // from its safe area's leading edge, stored 240 wide where that makes 241).
        func viewID(_ item: LayoutItem?) -> String? {
            switch item {
            case .view(let id), .safeAreaGuide(let id): id
            default: nil
            }
        }
        for constraint in scenario.constraints where constraint.priority >= 1000 && constraint.relation == .equal && constraint.multiplier == 1 {
            guard let firstID = viewID(constraint.firstItem), let secondID = viewID(constraint.secondItem),
                let secondAttribute = constraint.secondAttribute
            else { continue }
            // Which of the two is the view, and which its superview.
            let (view, superview, sign): (String, String, Double)
            if tree.parent(of: firstID) == secondID {
                (view, superview, sign) = (firstID, secondID, 1)
            } else if tree.parent(of: secondID) == firstID {
                (view, superview, sign) = (secondID, firstID, -1)
            } else {
                continue
            }
            // Not in a scroll view (its content has coordinates of its own), and not an image
            // view (a symbol's alignment rectangle is not its frame, by insets not known).
            guard tree.kind(of: superview) != .scroll, tree.kind(of: view) != .image else { continue }
            let (viewAttribute, superviewAttribute) = sign > 0 ? (constraint.firstAttribute, secondAttribute) : (secondAttribute, constraint.firstAttribute)
            if superviewAttribute != viewAttribute {
                if superviewAttribute == Self.sideMargin(of: viewAttribute), readsMarginsAsSymmetric(view, in: superview, tree: tree, device: scenario.device) {
                    edges["\(view) \(LayoutAttribute.Axis.horizontal)", default: []].append((0, constraint.source))
                    // The margin this pin reads off the stored frames: the view's edge past the
                    // superview's, less the constant, counted inwards.
                    if tree.view(view)?.isMisplacedInInterfaceBuilder != true, let edge = value(.view(view), viewAttribute), let side = value(.view(superview), viewAttribute) {
                        let inwards: Double = viewAttribute == .leading || viewAttribute == .left ? 1 : -1
                        margins[view, default: []].append((inwards * (edge - side - sign * constraint.constant), constraint.source))
                    }
                }
                continue
            }
            guard let first = value(constraint.firstItem, constraint.firstAttribute), let second = value(constraint.secondItem, secondAttribute) else { continue }
            let error = sign * (first - second - constraint.constant)
            let attribute = constraint.firstAttribute
            switch attribute {
            case .centerX, .centerY: centres["\(view) \(attribute.axis)"] = (error, constraint.source)
            case .left, .leading, .top, .right, .trailing, .bottom: edges["\(view) \(attribute.axis)", default: []].append((error, constraint.source))
            default: continue
            }
        }
        var found: [String: Double] = [:]
        // In order, so a constraint in two such pairs always gives the same reason.
        for key in centres.keys.sorted() {
            guard let centre = centres[key] else { continue }
            for edge in edges[key] ?? [] where found[edge.source] == nil {
                // Centred and pinned at one edge, the size is twice the distance between them:
                // the stored size is off by twice the difference of the two errors.
                let size = 2 * abs(centre.error - edge.error)
                guard size > sizeTolerance else { continue }
                found[centre.source] = size
                found[edge.source] = size
            }
        }
        // Pinned to both side margins of a superview whose margins are the same on both sides,
        // the two must read one margin (HGPlaceholders' cell: its content view stored 232 wide,
        // the view inside it 304 wide at 8 from its leading margin).
        for (_, pins) in margins.sorted(by: { $0.key < $1.key }) {
            guard let low = pins.min(by: { $0.margin < $1.margin }), let high = pins.max(by: { $0.margin < $1.margin }), high.margin - low.margin > 1 else { continue }
            for pin in pins where found[pin.source] == nil { found[pin.source] = high.margin - low.margin }
        }
        return found
    }

    /// The margin attribute beside a side edge (`leadingMargin` for `leading`), if it has one.
    static func sideMargin(of attribute: LayoutAttribute) -> LayoutAttribute? {
        switch attribute {
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        case .left: .leftMargin
        case .right: .rightMargin
        default: nil
        }
    }

    /// Whether a view pinned to one of its superview's side margins (`leading ==
    /// superview.leadingMargin + 8`) can be read without the margin's width (which would depend
    /// on how layoutsnap reads margins): the margin is the same on both sides where the
    /// superview's own margins are symmetric and the device has no side insets, so the pinned
    /// edge is taken as the stored frame has it, and a view also centred in its superview must
    /// be stored symmetric (the launch-screen template against its superview's margins: 441
    /// points where its margins make 440, its centre half a point off). Not a view whose frame
    /// is wider than its alignment rectangle: Xcode rounds a centred slider's rectangle and
    /// frame apart (FSPagerView's, a point off either way).
    private static func readsMarginsAsSymmetric(_ view: String, in superview: String, tree: ViewTree, device: Device) -> Bool {
        guard device.safeArea.left == 0, device.safeArea.right == 0 else { return false }
        if let own = tree.view(superview)?.layoutMargins, own.left != own.right { return false }
        // Margins that take in the superview's own where they overlap need not be symmetric.
        if tree.view(superview)?.preservesSuperviewLayoutMargins == true { return false }
        return tree.view(view).map(frameIsAlignmentRectangle) == true
    }

    /// Whether a view's stored frame is the rectangle its constraints place: not where its
    /// alignment rectangle has insets (Xcode rounds a slider's and its frame apart), nor for an
    /// image view (an SF Symbol's alignment rectangle is a fraction of a point from its frame,
    /// by the symbol's own insets, not known here).
    static func frameIsAlignmentRectangle(_ view: ViewSpec) -> Bool {
        view.kind != .image && view.alignmentRectInsets == .zero
    }

    /// The stacks whose arranged views' stored frames overlap along the axis by more than
    /// `tolerance` beyond the stack's spacing, with why: a stack lays its visible views out one
    /// after another, so such frames are not its answer (a view added to a stack by an edit
    /// Xcode never laid out again: Sentry's sample stores two of a column's buttons at the same
    /// y), or, across the axis, stored narrower or wider than a stack that fills them across.
    /// Stacks spaced by baselines are not checked.
    static func staleStacks(in scenario: Scenario, tolerance: Double = 1) -> [String: String] {
        var stale: [String: String] = [:]
        for stack in scenario.allViews {
            guard let spec = stack.stack, !spec.baselineRelative else { continue }
            let visible = stack.arrangedSubviews.filter { !$0.isHidden && $0.interfaceBuilderFrame != nil }
            let vertical = spec.axis == .vertical
            // A stack stored with no length along its axis was squeezed to nothing, its views
            // piled up by the constraints UIKit broke (Expanding Collection's cells): no arrangement.
            guard let own = stack.interfaceBuilderFrame, (vertical ? own.height : own.width) > tolerance else { continue }
            for (before, after) in zip(visible, visible.dropFirst()) {
                // Stacks arrange alignment rectangles (a slider's frame is wider than its own).
                guard let first = before.interfaceBuilderFrame?.inset(by: before.alignmentRectInsets),
                    let second = after.interfaceBuilderFrame?.inset(by: after.alignmentRectInsets)
                else { continue }
                // Along the axis, each next view starts where the one before ends, plus the spacing
                // (right to left, a horizontal stack runs from the right).
                let (end, start) =
                    vertical ? (first.y + first.height, second.y)
                    : stack.isRightToLeft ? (-first.x, -(second.x + second.width)) : (first.x + first.width, second.x)
                let overlap = end + (spec.customSpacing[before.id] ?? spec.spacing) - start
                if overlap > tolerance {
                    stale[stack.id] = "stored frames put \(after.id) \(NumberText.points(overlap)) pt into \(before.id) in stack \(stack.id)"
                    break
                }
            }
            // Across its axis a filling stack stretches every view to its own breadth (Tinode's
            // settings rows: labels stored 241 points wide in a 324-point column).
            guard stale[stack.id] == nil, spec.alignment == .fill, !spec.marginsRelative else { continue }
            let breadth = vertical ? own.width : own.height
            // Not image views: an SF Symbol's alignment rectangle is not its frame, by insets
            // layoutsnap does not know (Element's chevron, nRF Toolbox's icons).
            for view in visible where view.kind != .image {
                guard let rect = view.interfaceBuilderFrame?.inset(by: view.alignmentRectInsets) else { continue }
                let short = breadth - (vertical ? rect.width : rect.height)
                if abs(short) > tolerance {
                    let how = vertical ? (short > 0 ? "narrower" : "wider") : (short > 0 ? "shorter" : "taller")
                    stale[stack.id] = "stored frames make \(view.id) \(NumberText.points(abs(short))) pt \(how) than stack \(stack.id), which fills across"
                    break
                }
            }
        }
        return stale
    }
}
