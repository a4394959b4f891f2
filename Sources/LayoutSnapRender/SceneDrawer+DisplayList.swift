import CCairo
import LayoutSnapScenario

// Plays back a view kind's drawing (LayoutSnapScenario's Kinds/): paths, text, a label's
// fitted text, an image. The renderer knows these commands, not the kinds that make them.

extension SceneDrawer {
    /// What a kind's drawing depends on in this render.
    var drawingContext: DrawingContext { DrawingContext(appearance: layout.traits.appearance, measurer: measurer, scale: layout.device.scale) }

    /// Draws a view's own content as its kind describes it (a label's text left out when
    /// `text` is false).
    func drawKindContent(_ view: ViewSpec, in frame: Rect, text: Bool) {
        guard frame.width > 0, frame.height > 0 else { return }
        let commands = view.kind.descriptor.drawing(of: view, in: frame, context: drawingContext)
        guard !commands.isEmpty else { return }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        for command in commands {
            switch command {
            case .fill(let path, let color):
                addPath(path)
                setColor(color)
                cairo_fill(cairo)
            case .stroke(let path, let color, let lineWidth, let roundCap):
                addPath(path)
                setColor(color)
                cairo_set_line_width(cairo, lineWidth)
                cairo_set_line_cap(cairo, roundCap ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
                cairo_stroke(cairo)
            case .text(let string, let style, let color, let origin, let width):
                setColor(color)
                cairo_move_to(cairo, origin.x, origin.y)
                showText(string, style: style, width: width)
            case .clip(let rect):
                cairo_new_path(cairo)
                cairo_rectangle(cairo, rect.x, rect.y, rect.width, rect.height)
                cairo_clip(cairo)
            case .label(let label, let frame, let clips):
                if text { drawLabel(label, in: frame, clips: clips) }
            case .image(let image, let frame):
                drawImage(image, in: frame)
            }
        }
    }

    /// Draws a text at the current point, unless the drawer's text sink takes it.
    func showText(_ text: String, style: TextStyle, width: Double?) {
        if textSink?.take(text, style: style, width: width, measurer: measurer, on: cairo) == true { return }
        measurer.draw(text, style: style, width: width, on: cairo)
    }

    private func addPath(_ path: DrawPath) {
        cairo_new_path(cairo)
        for element in path.elements {
            switch element {
            case .move(let point): cairo_move_to(cairo, point.x, point.y)
            case .line(let point): cairo_line_to(cairo, point.x, point.y)
            case .circle(let center, let radius):
                cairo_new_sub_path(cairo)
                cairo_arc(cairo, center.x, center.y, radius, 0, 2 * Double.pi)
            case .roundedRect(let rect, let radius): roundedRectangle(rect, radius: radius)
            }
        }
    }
}
