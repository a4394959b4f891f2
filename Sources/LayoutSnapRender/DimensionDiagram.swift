import LayoutSnapLayout
import LayoutSnapScenario

/// The dimensions overlay: a designer's redline. Each shown view gets its width along its top
/// and its height along its left side, just outside it; neighbouring views with the same superview get the gap
/// between them (the nearest one below, and the nearest one to the right, that overlaps it).
/// Labels are placed as the constraint overlay's are.
struct DimensionDiagram {
    private(set) var marks: [ConstraintDiagram.Mark] = []
    private(set) var omittedLabels = 0

    /// `views`: the shown views with their superviews, in document order.
    init(views: [(id: String, parent: String?, rect: Rect)], source: SourceLocation, bounds: Rect, obstacles: [Rect], measure: (String) -> Size) {
        var placer = LabelPlacer(obstacles: obstacles, bounds: bounds)
        func add(_ shape: ConstraintDiagram.Mark.Shape, _ value: Double, _ what: String) {
            let text = NumberText.points(value)
            let box = placer.place(ConstraintDiagram.candidates(for: shape, size: measure(text)))
            marks.append(
                ConstraintDiagram.Mark(
                    shape: shape, style: .required, isGenerated: false, contentAreaEnds: [], region: nil, label: box == nil ? nil : text,
                    labelBox: box, summary: what, source: source))
        }
        for view in views where view.rect.width >= 4 && view.rect.height >= 4 {
            let r = view.rect
            // Just outside the view, as a redline draws them: they cross no text of its own.
            let y = r.y - 3, x = r.x - 3
            add(.iBeam(from: Point(x: r.x, y: y), to: Point(x: r.x + r.width, y: y)), r.width, "\(view.id).width")
            add(.iBeam(from: Point(x: x, y: r.y), to: Point(x: x, y: r.y + r.height)), r.height, "\(view.id).height")
        }
        for view in views {
            let siblings = views.filter { $0.parent == view.parent && $0.id != view.id }
            let r = view.rect
            // The nearest sibling below that shares some of its width.
            let below = siblings.filter { $0.rect.y >= r.y + r.height && Self.overlap(r.x, r.width, $0.rect.x, $0.rect.width) > 0 }
                .min { $0.rect.y < $1.rect.y }
            if let below, below.rect.y - (r.y + r.height) >= 0.5 {
                let x = Self.middle(r.x, r.width, below.rect.x, below.rect.width)
                add(.spacing(from: Point(x: x, y: r.y + r.height), to: Point(x: x, y: below.rect.y)), below.rect.y - r.y - r.height,
                    "gap \(view.id)–\(below.id)")
            }
            // The nearest sibling to the right that shares some of its height.
            let right = siblings.filter { $0.rect.x >= r.x + r.width && Self.overlap(r.y, r.height, $0.rect.y, $0.rect.height) > 0 }
                .min { $0.rect.x < $1.rect.x }
            if let right, right.rect.x - (r.x + r.width) >= 0.5 {
                let y = Self.middle(r.y, r.height, right.rect.y, right.rect.height)
                add(.spacing(from: Point(x: r.x + r.width, y: y), to: Point(x: right.rect.x, y: y)), right.rect.x - r.x - r.width,
                    "gap \(view.id)–\(right.id)")
            }
        }
        omittedLabels = placer.omitted
    }

    private static func overlap(_ a: Double, _ aLength: Double, _ b: Double, _ bLength: Double) -> Double {
        min(a + aLength, b + bLength) - max(a, b)
    }

    /// The middle of the part two extents share.
    private static func middle(_ a: Double, _ aLength: Double, _ b: Double, _ bLength: Double) -> Double {
        (max(a, b) + min(a + aLength, b + bLength)) / 2
    }
}
