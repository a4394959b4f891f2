import CCairo
import LayoutSnapScenario

// The safe-area overlay: each unsafe band tinted and hatched, and labelled with what covers it.
extension SceneDrawer {
    static let unsafeColor = Color(red: 1, green: 0.58, blue: 0)

    var screenRectangle: Rect {
        rectangle(of: "root") ?? Rect(x: 0, y: 0, width: scenario.device.width, height: scenario.device.height)
    }

    func safeAreaBands() -> SafeAreaBands {
        SafeAreaBands(screen: screenRectangle, insets: scenario.device.safeArea)
    }

    func drawSafeArea() {
        let tint = Self.unsafeColor
        for band in safeAreaBands().bands {
            let r = band.rect
            cairo_save(cairo)
            cairo_rectangle(cairo, r.x, r.y, r.width, r.height)
            cairo_clip(cairo)
            setColor(Color(red: tint.red, green: tint.green, blue: tint.blue, alpha: 0.18))
            cairo_paint(cairo)
            // Hatched, so the band reads as covered over any background colour.
            setColor(Color(red: tint.red, green: tint.green, blue: tint.blue, alpha: 0.45))
            cairo_set_line_width(cairo, 1)
            var x = r.x - r.height
            while x < r.x + r.width {
                cairo_move_to(cairo, x, r.y + r.height)
                cairo_line_to(cairo, x + r.height, r.y)
                x += 8
            }
            cairo_stroke(cairo)
            cairo_restore(cairo)
        }
        safeAreaTags().forEach(draw)
    }

    /// Each band's label: at the trailing end of a top or bottom band, centred across it; from
    /// the inner top corner of a side band, which is narrower than its label.
    func safeAreaTags() -> [Tag] {
        let screen = screenRectangle
        return safeAreaBands().bands.map { band in
            let r = band.rect
            var tag = Tag(text: band.label, point: .zero, color: Self.unsafeColor, above: false, size: 9)
            if r.width >= r.height {
                let height = box(of: tag).height
                tag.point = Point(x: r.x + r.width - 2, y: r.y + max(0, (r.height - height) / 2))
                tag.alignedRight = true
            } else {
                let leading = r.x == screen.x
                tag.point = Point(x: leading ? r.x + 2 : r.x + r.width - 2, y: r.y + 2)
                tag.alignedRight = !leading
            }
            return tag
        }
    }
}
