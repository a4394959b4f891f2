import Foundation

/// The few SF Symbols layoutsnap draws as strokes instead of a placeholder: the chevrons of
/// back buttons and disclosure indicators, checkmarks, the circled "i" of detail and info
/// buttons and the circled "+" of add buttons, the plus, minus and cross that bar items and
/// controls use, tab bars' search, more, home, star and person, and bars' usual outlines
/// (circle, share, trash, pencil, compose, calendar, gear, refresh), and a photo, a camera and
/// a globe for image views. SF Symbols themselves cannot be
/// shipped; these are drawn from scratch in the symbols' proportions, in the image view's tint.
enum SymbolGlyphs {
    /// The symbol's strokes in `frame` (aspect-fit, centred), and their width; nil for a symbol
    /// not in the table.
    static func strokes(_ name: String, in frame: Rect) -> (path: DrawPath, lineWidth: Double)? {
        guard let (aspect, points, weight) = shapes[name], frame.width > 0, frame.height > 0 else { return nil }
        // The glyph's box: `aspect` (width over height) fitted into the frame.
        let height = min(frame.height, frame.width / aspect), width = height * aspect
        let box = Rect(x: frame.x + (frame.width - width) / 2, y: frame.y + (frame.height - height) / 2, width: width, height: height)
        func place(_ point: (Double, Double)) -> Point { Point(x: box.x + point.0 * box.width, y: box.y + point.1 * box.height) }
        var elements: [DrawPath.Element] = []
        for polyline in points {
            guard let first = polyline.first else { continue }
            elements.append(.move(place(first)))
            for point in polyline.dropFirst() { elements.append(.line(place(point))) }
        }
        return (DrawPath(elements), max(1, height * weight))
    }

    static func draws(_ name: String) -> Bool { shapes[name] != nil }

    /// Each symbol: its width over its height, polylines in a unit box, and the stroke's
    /// width over the glyph's height (a point is a stroke of no length: round caps draw it).
    private static let shapes: [String: (Double, [[(Double, Double)]], Double)] = {
        let back: (Double, [[(Double, Double)]], Double) = (0.6, [[(0.85, 0.08), (0.18, 0.5), (0.85, 0.92)]], 0.12)
        let forward: (Double, [[(Double, Double)]], Double) = (0.6, [[(0.15, 0.08), (0.82, 0.5), (0.15, 0.92)]], 0.12)
        let down: (Double, [[(Double, Double)]], Double) = (1.7, [[(0.08, 0.15), (0.5, 0.82), (0.92, 0.15)]], 0.12)
        let up: (Double, [[(Double, Double)]], Double) = (1.7, [[(0.08, 0.85), (0.5, 0.18), (0.92, 0.85)]], 0.12)
        let circle = (0...32).map { step -> (Double, Double) in
            let angle = Double(step) / 32 * 2 * Double.pi
            return (0.5 + 0.45 * cos(angle), 0.5 + 0.45 * sin(angle))
        }
        func ellipse(_ x: Double, _ y: Double, _ rx: Double, _ ry: Double, from: Double = 0, to: Double = 2 * Double.pi) -> [(Double, Double)] {
            (0...32).map { step in
                let angle = from + Double(step) / 32 * (to - from)
                return (x + rx * cos(angle), y + ry * sin(angle))
            }
        }
        func ring(_ x: Double, _ y: Double, _ radius: Double, from: Double = 0, to: Double = 2 * Double.pi) -> [(Double, Double)] {
            ellipse(x, y, radius, radius, from: from, to: to)
        }
        let square: [(Double, Double)] = [(0.08, 0.1), (0.92, 0.1), (0.92, 0.92), (0.08, 0.92), (0.08, 0.1)]
        // A gear's eight teeth, from its rim outwards.
        let teeth = (0..<8).map { step -> [(Double, Double)] in
            let angle = Double(step) / 8 * 2 * Double.pi
            return [(0.5 + 0.3 * cos(angle), 0.5 + 0.3 * sin(angle)), (0.5 + 0.45 * cos(angle), 0.5 + 0.45 * sin(angle))]
        }
        let star = (0...10).map { step -> (Double, Double) in
            let angle = Double(step) / 10 * 2 * Double.pi - Double.pi / 2, radius = step % 2 == 0 ? 0.48 : 0.2
            return (0.5 + radius * cos(angle), 0.54 + radius * sin(angle))
        }
        return [
            // Tab bars' usual symbols: search, more, home, favourites, a person.
            "magnifyingglass": (1, [ring(0.42, 0.42, 0.32), [(0.65, 0.65), (0.92, 0.92)]], 0.1),
            "ellipsis": (3.5, [[(0.12, 0.5), (0.12, 0.5)], [(0.5, 0.5), (0.5, 0.5)], [(0.88, 0.5), (0.88, 0.5)]], 0.55),
            "house": (1.15, [[(0.05, 0.5), (0.5, 0.08), (0.95, 0.5)], [(0.18, 0.4), (0.18, 0.92), (0.82, 0.92), (0.82, 0.4)]], 0.09),
            "star": (1.05, [star], 0.08),
            "person": (1, [ring(0.5, 0.28, 0.2), ring(0.5, 0.98, 0.4, from: Double.pi, to: 2 * Double.pi)], 0.09),
            "info.circle": (1, [circle, [(0.5, 0.45), (0.5, 0.74)], [(0.5, 0.29), (0.5, 0.29)]], 0.085),
            "plus.circle": (1, [circle, [(0.5, 0.28), (0.5, 0.72)], [(0.28, 0.5), (0.72, 0.5)]], 0.085),
            "chevron.backward": back, "chevron.left": back,
            "chevron.forward": forward, "chevron.right": forward,
            "chevron.down": down, "chevron.up": up,
            "checkmark": (1.1, [[(0.08, 0.55), (0.38, 0.88), (0.92, 0.1)]], 0.12),
            "xmark": (1, [[(0.12, 0.12), (0.88, 0.88)], [(0.88, 0.12), (0.12, 0.88)]], 0.12),
            "plus": (1, [[(0.5, 0.08), (0.5, 0.92)], [(0.08, 0.5), (0.92, 0.5)]], 0.12),
            "minus": (1, [[(0.08, 0.5), (0.92, 0.5)]], 0.12),
            // Toolbars' and navigation bars' usual outline symbols.
            "circle": (1, [circle], 0.085),
            "xmark.circle": (1, [circle, [(0.34, 0.34), (0.66, 0.66)], [(0.66, 0.34), (0.34, 0.66)]], 0.085),
            "plus.square": (1, [square, [(0.5, 0.28), (0.5, 0.72)], [(0.28, 0.5), (0.72, 0.5)]], 0.085),
            "square.and.arrow.up": (
                0.8, [[(0.3, 0.4), (0.08, 0.4), (0.08, 0.95), (0.92, 0.95), (0.92, 0.4), (0.7, 0.4)], [(0.5, 0.05), (0.5, 0.62)], [(0.3, 0.22), (0.5, 0.05), (0.7, 0.22)]],
                0.08
            ),
            "trash": (
                0.85, [[(0.05, 0.2), (0.95, 0.2)], [(0.35, 0.2), (0.35, 0.06), (0.65, 0.06), (0.65, 0.2)], [(0.13, 0.2), (0.2, 0.95), (0.8, 0.95), (0.87, 0.2)]], 0.08
            ),
            "pencil": (1, [[(0.1, 0.9), (0.14, 0.7), (0.72, 0.12), (0.88, 0.28), (0.3, 0.86), (0.1, 0.9)]], 0.08),
            "square.and.pencil": (
                1, [[(0.55, 0.12), (0.1, 0.12), (0.1, 0.9), (0.88, 0.9), (0.88, 0.45)], [(0.4, 0.6), (0.45, 0.45), (0.82, 0.08), (0.92, 0.18), (0.55, 0.55), (0.4, 0.6)]],
                0.075
            ),
            "calendar": (1.1, [square, [(0.06, 0.32), (0.94, 0.32)], [(0.28, 0.02), (0.28, 0.18)], [(0.72, 0.02), (0.72, 0.18)]], 0.075),
            "gear": (1, [ring(0.5, 0.5, 0.3), ring(0.5, 0.5, 0.1)] + teeth, 0.09),
            "arrow.clockwise": (0.9, [ring(0.5, 0.55, 0.4, from: -1.2, to: 4.5), [(0.3, 0.02), (0.45, 0.17), (0.3, 0.32)]], 0.09),
            // Image views' usual outlines: a photo (frame, hills, sun), a camera, a globe.
            "photo": (1.33, [square, [(0.08, 0.8), (0.35, 0.52), (0.55, 0.72), (0.68, 0.6), (0.92, 0.84)], ring(0.68, 0.34, 0.08)], 0.07),
            "camera": (
                1.35, [[(0.06, 0.28), (0.3, 0.28), (0.38, 0.12), (0.62, 0.12), (0.7, 0.28), (0.94, 0.28), (0.94, 0.9), (0.06, 0.9), (0.06, 0.28)], ring(0.5, 0.57, 0.18)],
                0.07
            ),
            "globe": (1, [circle, [(0.05, 0.5), (0.95, 0.5)], [(0.5, 0.05), (0.5, 0.95)], ellipse(0.5, 0.5, 0.2, 0.45)], 0.07),
        ]
    }()
}
