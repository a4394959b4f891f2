import LayoutSnapScenario

/// Places overlay tags so that none overlaps another, none covers text the scene shows, and
/// none leaves the canvas: each tag takes the first of its candidate boxes that is free. A tag
/// with no free candidate is left out and counted, so that a crowded diagram says so instead of
/// drawing a mess.
struct LabelPlacer {
    private(set) var placed: [Rect] = []
    /// Text the tags must not cover.
    let obstacles: [Rect]
    let bounds: Rect
    private(set) var omitted = 0

    init(obstacles: [Rect], bounds: Rect) {
        self.obstacles = obstacles
        self.bounds = bounds
    }

    /// The first candidate (boxes of the tag's size) that is free; nil, counted as omitted,
    /// when none is.
    mutating func place(_ candidates: [Rect], within region: Rect? = nil) -> Rect? {
        for box in candidates where fits(box) && region.map({ $0.contains(box) }) ?? true {
            placed.append(box)
            return box
        }
        omitted += 1
        return nil
    }

    private func fits(_ box: Rect) -> Bool {
        box.x >= bounds.x && box.y >= bounds.y && box.x + box.width <= bounds.x + bounds.width
            && box.y + box.height <= bounds.y + bounds.height
            && !placed.contains { $0.overlaps(box) } && !obstacles.contains { $0.overlaps(box) }
    }
}
