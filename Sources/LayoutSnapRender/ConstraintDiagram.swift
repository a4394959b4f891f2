import LayoutSnapLayout
import LayoutSnapScenario

/// The constraint overlay as Interface Builder draws it, worked out before drawing (so tests
/// can check it against the solved geometry): a line between the two anchors a spacing or edge
/// constraint joins, an I-beam across a view for a width or height, a line across both items
/// where edges, centres or baselines align, and the constant on the line.
struct ConstraintDiagram {
    enum Style: Equatable {
        case required, optional, broken
    }

    struct Mark {
        enum Shape {
            /// From the second anchor to the first, along the constraint's axis.
            case spacing(from: Point, to: Point)
            /// A width or height: across the view, with end bars.
            case iBeam(from: Point, to: Point)
            /// Edges, centres or baselines in line: across the items, at their common position.
            case alignment(from: Point, to: Point)
        }

        var shape: Shape
        var style: Style
        /// Made by a stack view: drawn lighter.
        var isGenerated: Bool
        /// Ends that attach to a scroll view's content area rather than its frame.
        var contentAreaEnds: [Point]
        /// Where the mark shows: the part of the screen its items show in (a scroll view's
        /// frame clips what lies in its content); nil for everywhere.
        var region: Rect?
        var label: String?
        var labelBox: Rect?
        var summary: String
        var source: SourceLocation
    }

    private(set) var marks: [Mark] = []
    /// Labels there was no free room for.
    private(set) var omittedLabels = 0
    /// The text the labels keep clear of.
    private(set) var obstacles: [Rect] = []

    /// No marks.
    init() {}

    /// `measure` gives a label's box size; `obstacles` are the rectangles of text in the scene;
    /// `bounds` the canvas in root coordinates; `region` where an item's marks may show.
    init(
        layout: LayoutResult, visible: (String) -> Bool, region: (ConstraintGeometry.Anchor) -> Rect?, bounds: Rect, obstacles: [Rect],
        measure: (String) -> Size
    ) {
        self.obstacles = obstacles
        var placer = LabelPlacer(obstacles: obstacles, bounds: bounds)
        // The user's constraints first: their labels get the best places.
        let ordered = layout.constraints.filter { !$0.isGenerated } + layout.constraints.filter(\.isGenerated)
        for constraint in ordered where visible(constraint.first.item) && constraint.second.map({ visible($0.item) }) ?? true {
            // A stack view's tie-breakers (priority 1 to 49) decide nothing a reader sees.
            if constraint.isGenerated && constraint.priority < 50 { continue }
            guard var mark = Self.mark(for: constraint) else { continue }
            // Of a stack view's own constraints only the spacing is labelled, as Interface
            // Builder's stack inspector shows it.
            if constraint.isGenerated && constraint.identifier != "UISV-spacing" { mark.label = nil }
            // An I-beam lies across its own view only; a line between two items runs in either.
            let regions = constraint.first.attribute.isSize ? [region(constraint.first)] : [region(constraint.first), constraint.second.flatMap(region)]
            if regions.allSatisfy({ $0 != nil }) {
                let present = regions.compactMap { $0 }
                mark.region = present.dropFirst().reduce(present[0]) { $0.union($1) }
            }
            if let text = mark.label {
                let size = measure(text)
                mark.labelBox = placer.place(Self.candidates(for: mark.shape, size: size), within: mark.region)
                if mark.labelBox == nil { mark.label = nil }
            }
            marks.append(mark)
        }
        omittedLabels = placer.omitted
    }

    static func mark(for constraint: ConstraintGeometry) -> Mark? {
        let style: Style = constraint.isBroken ? .broken : constraint.priority < 1000 ? .optional : .required
        let first = constraint.first
        let vertical = constraint.axis == .vertical
        // A point on the axis at `position`, across it at `cross`.
        func point(_ position: Double, cross: Double) -> Point { vertical ? Point(x: cross, y: position) : Point(x: position, y: cross) }
        func extent(_ rect: Rect) -> (low: Double, high: Double) {
            vertical ? (rect.x, rect.x + rect.width) : (rect.y, rect.y + rect.height)
        }
        var shape: Mark.Shape
        var ends: [Point] = []
        if first.attribute.isSize {
            // Across the view, just inside its far side.
            let span = vertical ? (first.rect.y, first.rect.y + first.rect.height) : (first.rect.x, first.rect.x + first.rect.width)
            let across = extent(first.rect)
            let cross = across.high - across.low > 16 ? across.high - 6 : (across.low + across.high) / 2
            shape = .iBeam(from: point(span.0, cross: cross), to: point(span.1, cross: cross))
        } else if let second = constraint.second {
            let a = extent(first.rect), b = extent(second.rect)
            if abs(first.position - second.position) < 0.5 {
                // In line: across both items.
                shape = .alignment(from: point(first.position, cross: min(a.low, b.low)), to: point(first.position, cross: max(a.high, b.high)))
            } else {
                // Between the anchors, through the middle of the first item, kept within the
                // second where they overlap.
                var cross = (a.low + a.high) / 2
                if b.high > b.low { cross = min(max(cross, b.low), b.high) }
                shape = .spacing(from: point(second.position, cross: cross), to: point(first.position, cross: cross))
                if second.isContentArea { ends.append(point(second.position, cross: cross)) }
                if first.isContentArea { ends.append(point(first.position, cross: cross)) }
            }
            if case .alignment = shape, first.isContentArea || second.isContentArea {
                ends.append(point(first.position, cross: (a.low + a.high) / 2))
            }
        } else {
            return nil
        }
        return Mark(
            shape: shape, style: style, isGenerated: constraint.isGenerated, contentAreaEnds: ends, region: nil,
            label: label(for: constraint), summary: constraint.summary, source: constraint.source)
    }

    /// The constant as IB shows it, with the relation and what else changes it.
    static func label(for constraint: ConstraintGeometry) -> String? {
        var parts: [String] = []
        let relation = constraint.relation == .greaterThanOrEqual ? "≥ " : constraint.relation == .lessThanOrEqual ? "≤ " : ""
        if constraint.first.attribute.isSize, let second = constraint.second {
            var text = "= \(second.item).\(second.attribute.rawValue)"
            if constraint.multiplier != 1 { text += " × \(NumberText.points(constraint.multiplier))" }
            if constraint.constant != 0 { text += (constraint.constant < 0 ? " − " : " + ") + NumberText.points(abs(constraint.constant)) }
            parts.append(relation.isEmpty ? text : relation + text.dropFirst(2))
        } else if constraint.first.attribute.isSize {
            parts.append(relation + NumberText.points(constraint.constant))
        } else {
            // A gap is shown as a distance, as Interface Builder shows it: `b.trailing ==
            // a.trailing - 20` is a 20-point gap, and `<= … - 20` a gap of at least 20.
            var shown = relation
            var constant = constraint.constant
            if constraint.multiplier == 1 && constant < 0 {
                constant = -constant
                shown = relation == "≥ " ? "≤ " : relation == "≤ " ? "≥ " : ""
            }
            if constraint.multiplier != 1 { parts.append("×\(NumberText.points(constraint.multiplier))") }
            if constant != 0 || !shown.isEmpty { parts.append(shown + NumberText.points(constant)) }
        }
        if constraint.priority < 1000 { parts.append("@\(constraint.priority)") }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// Where a label may go: beside the middle of the mark, then beside its quarters.
    static func candidates(for shape: Mark.Shape, size: Size) -> [Rect] {
        let from: Point, to: Point
        switch shape {
        case .spacing(let a, let b), .iBeam(let a, let b), .alignment(let a, let b): (from, to) = (a, b)
        }
        let gap = 2.0
        var boxes: [Rect] = []
        for fraction in [0.5, 0.25, 0.75] {
            let x = from.x + (to.x - from.x) * fraction, y = from.y + (to.y - from.y) * fraction
            if abs(to.x - from.x) < abs(to.y - from.y) {
                // A vertical mark: beside it.
                boxes.append(Rect(x: x + gap, y: y - size.height / 2, width: size.width, height: size.height))
                boxes.append(Rect(x: x - gap - size.width, y: y - size.height / 2, width: size.width, height: size.height))
            } else {
                // A horizontal mark: above it, then below.
                boxes.append(Rect(x: x - size.width / 2, y: y - gap - size.height, width: size.width, height: size.height))
                boxes.append(Rect(x: x - size.width / 2, y: y + gap, width: size.width, height: size.height))
            }
        }
        return boxes
    }
}
