/// A size in points.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A point in points.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    public static let zero = Point(x: 0, y: 0)
}

/// A rectangle in points: origin and size.
public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// Insets from the edges of a rectangle, as `UIEdgeInsets`.
public struct Insets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }
    public static let zero = Insets(all: 0)
}

/// A view's intrinsic content size; nil on an axis is UIKit's `noIntrinsicMetric` (the view
/// has no preferred size along it).
public struct IntrinsicSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
}

extension Rect {
    /// The common part; nil when there is none (the renderer's diagrams and lint's overlaps).
    package func intersection(_ other: Rect) -> Rect? {
        let minX = max(x, other.x), minY = max(y, other.y)
        let maxX = min(x + width, other.x + other.width), maxY = min(y + height, other.y + other.height)
        return maxX > minX && maxY > minY ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : nil
    }

    /// The rectangle shrunk by insets, never below zero size.
    package func inset(by insets: Insets) -> Rect {
        Rect(
            x: x + insets.left, y: y + insets.top, width: max(0, width - insets.left - insets.right),
            height: max(0, height - insets.top - insets.bottom))
    }

    /// The rectangle grown by insets (`inset(by:)` undone: an alignment rectangle's frame).
    package func outset(by insets: Insets) -> Rect {
        Rect(x: x - insets.left, y: y - insets.top, width: width + insets.left + insets.right, height: height + insets.top + insets.bottom)
    }
}
