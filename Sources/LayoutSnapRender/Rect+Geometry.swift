import LayoutSnapScenario

// Rectangle arithmetic the canvas, the diagrams and label placement share.

extension Rect {
    /// The smallest rectangle holding both.
    func union(_ other: Rect) -> Rect {
        let minX = min(x, other.x), minY = min(y, other.y)
        return Rect(
            x: minX, y: minY, width: max(x + width, other.x + other.width) - minX,
            height: max(y + height, other.y + other.height) - minY)
    }

    func contains(_ other: Rect) -> Bool {
        other.x >= x && other.y >= y && other.x + other.width <= x + width && other.y + other.height <= y + height
    }

    /// Whether the two share any area (touching edges do not count).
    func overlaps(_ other: Rect) -> Bool {
        x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
    }
}
