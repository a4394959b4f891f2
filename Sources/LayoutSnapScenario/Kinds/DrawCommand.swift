/// A kind's drawing as a display list the renderer plays back (as resvg draws usvg's
/// resolved tree): paths, text and images, never the kind itself.
package enum DrawCommand: Sendable {
    case fill(DrawPath, Color)
    case stroke(DrawPath, Color, lineWidth: Double, roundCap: Bool = false)
    /// Text with its layout box's top-left corner at `origin`, wrapped or cut at `width`.
    case text(String, TextStyle, Color, origin: Point, width: Double?)
    /// Clips what follows, within this view's drawing, to a rectangle.
    case clip(Rect)
    /// A label's text, fitted to the frame's lines as UILabel fits it.
    case label(LabelSpec, frame: Rect, clips: Bool)
    /// An image file or placeholder, filling the frame.
    case image(ImageSpec, frame: Rect)
}

/// A path: sub-paths of lines, arcs, rectangles and rounded rectangles.
package struct DrawPath: Sendable {
    package enum Element: Sendable {
        case move(Point)
        case line(Point)
        /// A full circle.
        case circle(center: Point, radius: Double)
        case roundedRect(Rect, radius: Double)
    }

    package var elements: [Element]

    package init(_ elements: [Element]) { self.elements = elements }

    package static func circle(_ center: Point, radius: Double) -> DrawPath { DrawPath([.circle(center: center, radius: radius)]) }
    package static func roundedRect(_ rect: Rect, radius: Double) -> DrawPath { DrawPath([.roundedRect(rect, radius: radius)]) }
    /// A rectangle (a rounded one of radius 0).
    package static func rect(_ rect: Rect) -> DrawPath { DrawPath([.roundedRect(rect, radius: 0)]) }
}

/// What a kind's drawing depends on besides the view: the appearance, the text measurer, and
/// the device's scale (an image file's pixels over it are its size in points).
package struct DrawingContext {
    package let appearance: Appearance
    package let measurer: any TextMeasuring
    package let scale: Double

    package init(appearance: Appearance, measurer: any TextMeasuring, scale: Double = 1) {
        self.appearance = appearance
        self.measurer = measurer
        self.scale = scale
    }

    /// A UIKit system colour in the render's appearance.
    package func system(_ name: String) -> Color {
        (Color.named(name) ?? Color(red: 0.5, green: 0.5, blue: 0.5)).resolved(for: appearance)
    }

    /// One line of text centred vertically in a box, aligned within it; its shadow, when it
    /// has one, first.
    package func centredText(
        _ text: String, font: FontSpec, color: Color, in box: Rect, alignment: TextStyle.Alignment = .center, rightToLeft: Bool = false,
        shadow: TextShadow? = nil
    ) -> [DrawCommand] {
        guard !text.isEmpty, box.width > 0 else { return [] }
        let style = TextStyle(family: font.family, size: font.size, weight: font.weight, lines: 1, alignment: alignment, rightToLeft: rightToLeft)
        let size = measurer.size(of: text, style: style, width: box.width)
        let origin = Point(x: box.x, y: box.y + (box.height - size.height) / 2)
        let shadowed = shadow?.visible.map { shadow in
            DrawCommand.text(text, style, shadow.color, origin: Point(x: origin.x + shadow.offset.width, y: origin.y + shadow.offset.height), width: box.width)
        }
        return (shadowed.map { [$0] } ?? []) + [.text(text, style, color, origin: origin, width: box.width)]
    }
}
