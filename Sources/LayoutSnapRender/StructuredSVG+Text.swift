import LayoutSnapLayout
import LayoutSnapScenario
import LayoutSnapText

// Text in the structured SVG is `<text>`: labels' lines here, other text Pango sets whole
// through the pieces' `TextSink`s.
extension StructuredSVG {
    /// A label's lines as `<text>`, where and as Pango sets them; a line its clipping ancestors
    /// leave wholly out of sight (`visible`) is left out, as it draws nothing: a scroll view's
    /// long text on screen, which a browser would otherwise set line by line all the same.
    func labelText(_ view: ViewSpec, frame: Rect, visible: Rect?) -> [String] {
        guard view.kind == .label, let label = view.label, !label.text.isEmpty, frame.width > 0, frame.height > 0 else { return [] }
        let style = SceneDrawer.fittedStyle(label, frame: frame, measurer: measurer)
        let size = measurer.size(of: label.text, style: style, width: frame.width)
        let set = measurer.lines(of: label.text, style: style, width: frame.width)
        let textTop = frame.y + (frame.height - size.height) / 2, top = textTop - bounds.y
        let whole = set.map(\.text).joined().count < label.text.replacingOccurrences(of: "\n", with: "").count
        func lines(color: Color, runs: [TextRun]) -> [String] {
            set.enumerated().compactMap { index, line -> String? in
                // Out of sight with room to spare: a line's ascent and descent are well within
                // twice and once its font's size of its baseline.
                let baseline = textTop + line.baseline
                if let visible, baseline + style.size < visible.y || baseline - 2 * style.size > visible.y + visible.height { return nil }
                // A cut line shows Pango's ellipsis, not the rest of its text (its runs' styles
                // are then left out); a last line before lines left out ends in one.
                let ellipsis = whole && index == set.count - 1 && line.shownText == nil ? "…" : ""
                let content =
                    if let shown = line.shownText { escape(shown) }
                    else if runs.isEmpty { escape(line.text + ellipsis) }
                    else { Self.spans(of: line, runs: runs) + ellipsis }
                return Self.element(line, box: frame.width, style: style, color: color, content: content)
            }
        }
        let corner = Point(x: frame.x - bounds.x, y: top)
        // The shadow first, in its one colour: the runs' fonts without their colours.
        let shadow = label.shadow?.visible.map { shadow in
            Self.placed(
                lines(color: shadow.color, runs: label.runs.map(\.uncoloured)),
                at: Point(x: corner.x + shadow.offset.width, y: corner.y + shadow.offset.height))
        }
        return (shadow ?? []) + Self.placed(lines(color: label.color, runs: label.runs), at: corner)
    }

    /// The texts a piece's sink took, as `<text>` (placed in document coordinates, as the piece's own).
    func written(_ sink: TextSink) -> [String] {
        sink.items.flatMap { item in
            Self.placed(
                measurer.lines(of: item.text, style: item.style, width: item.width).map { line in
                    Self.element(line, box: item.width, style: item.style, color: item.color, content: escape(line.text))
                }, at: item.origin)
        }
    }

    /// A text's lines, set from (0, 0), moved to their box's corner by a group's transform:
    /// a view that moves changes one attribute, and a browser showing the new drawing in place
    /// of the old (the preview) does not lay its text out again.
    private static func placed(_ lines: [String], at corner: Point) -> [String] {
        guard !lines.isEmpty else { return [] }
        return ["<g transform=\"translate(\(NumberText.points(corner.x)) \(NumberText.points(corner.y)))\">"] + lines + ["</g>"]
    }

    /// One line's `<text>`, in a box whose top-left corner is the origin.
    private static func element(_ line: TextLine, box: Double?, style: TextStyle, color: Color, content: String) -> String {
        "<text \(position(line, box: box, rightToLeft: style.rightToLeft)) y=\"\(NumberText.points(line.baseline))\" "
            + "\(textAttributes(family: style.family, size: style.size, weight: style.weight, color: color)) xml:space=\"preserve\">\(content)</text>"
    }

    /// A line's `x`, anchored where Pango's alignment put it in its box — at the start, the
    /// end or the middle — so that a browser setting it in a font of another width keeps it
    /// aligned (right-to-left text would otherwise run past a field's edge). Right to left,
    /// the direction is written too (a sentence's final stop is then at its left), and the
    /// start is the right edge.
    private static func position(_ line: TextLine, box: Double?, rightToLeft: Bool) -> String {
        let leftEdge = line.x, rightEdge = leftEdge + line.width
        let atLeft = box.map { box in box - line.width <= 0.5 || line.x <= 0.25 } ?? true
        let atRight = box.map { box in abs(line.x + line.width - box) < 0.25 } ?? false
        let (x, anchor): (Double, String?) =
            if atLeft && !(rightToLeft && atRight) { (leftEdge, rightToLeft ? "end" : nil) }
            else if atRight { (rightEdge, rightToLeft ? nil : "end") }
            else { (leftEdge + line.width / 2, "middle") }
        return "x=\"\(NumberText.points(x))\"" + (anchor.map { " text-anchor=\"\($0)\"" } ?? "") + (rightToLeft ? " direction=\"rtl\"" : "")
    }

    /// The attributes that set text in a font and colour.
    private static func textAttributes(family: String, size: Double, weight: Int, color: Color) -> String {
        let families = family == "system" ? "Inter, -apple-system, system-ui, sans-serif" : "\(family), sans-serif"
        var fill = rgb(color)
        if color.alpha < 1 { fill += "\" fill-opacity=\"\(NumberText.points(color.alpha))" }
        let spacing = family == "system" ? " letter-spacing=\"\(NumberText.points(-0.43 * size / 17))\"" : ""
        return "font-family=\"\(families)\" font-size=\"\(NumberText.points(size))\" font-weight=\"\(weight)\"\(spacing) fill=\"\(fill)\""
    }

    /// A colour as SVG's `rgb(r,g,b)` (its alpha is written apart, where it is below 1).
    private static func rgb(_ color: Color) -> String {
        "rgb(\(Int((color.red * 255).rounded())),\(Int((color.green * 255).rounded())),\(Int((color.blue * 255).rounded())))"
    }

    /// A line's text cut where runs start and end, each run's part a `<tspan>` in its font,
    /// colour, lines and extra spacing (the label's where the run says nothing).
    private static func spans(of line: TextLine, runs: [TextRun]) -> String {
        let bytes = Array(line.text.utf8), end = line.start + bytes.count
        var cuts = Set([line.start, end])
        for run in runs {
            for cut in [run.start, run.end] where cut > line.start && cut < end { cuts.insert(cut) }
        }
        let sorted = cuts.sorted()
        return zip(sorted, sorted.dropFirst()).map { from, to in
            let part = String(decoding: bytes[(from - line.start)..<(to - line.start)], as: UTF8.self).xmlEscaped
            guard let run = runs.last(where: { $0.start <= from && $0.end >= to }) else { return part }
            var attributes: [String] = []
            if let font = run.font {
                attributes.append("font-size=\"\(NumberText.points(font.size))\" font-weight=\"\(font.weight)\"")
            }
            if let color = run.color {
                attributes.append("fill=\"\(rgb(color))\"")
            }
            let lines = (run.underline ? ["underline"] : []) + (run.strikethrough ? ["line-through"] : [])
            if !lines.isEmpty { attributes.append("text-decoration=\"\(lines.joined(separator: " "))\"") }
            if let kern = run.kern { attributes.append("letter-spacing=\"\(NumberText.points(kern))\"") }
            return attributes.isEmpty ? part : "<tspan \(attributes.joined(separator: " "))>\(part)</tspan>"
        }.joined()
    }
}
