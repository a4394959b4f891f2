import CCairo
import CPangoCairo
import LayoutSnapScenario

extension TextMeasurer {
    /// Draws `text` with its layout box's top-left corner at the Cairo context's current point,
    /// with the same layout settings `size(of:style:width:)` measures with.
    ///
    /// Drawing uses its own Pango context, which follows the target's transform; the measuring
    /// context stays unscaled (DESIGN §5). Metrics are unhinted and glyph positions unrounded,
    /// so line breaks are the same at every scale.
    public func draw(_ text: String, style: TextStyle, width: Double?, on cairo: OpaquePointer) {
        guard !text.isEmpty else { return }
        pango_cairo_update_context(cairo, drawingContext)
        Self.configure(drawingContext)
        guard let layout = drawingLayout(text: text, style: style, width: width) else { return }
        pango_cairo_show_layout(cairo, layout)
    }
}

/// One line of set text: its characters, and where it starts and its baseline lies, from the
/// layout box's top-left corner, in points.
public struct TextLine: Sendable, Equatable {
    public var text: String
    public var x: Double
    public var baseline: Double
    /// Where the line starts in the text, in UTF-8 bytes (runs are placed by it).
    public var start = 0
    /// Its logical width, in points.
    public var width = 0.0
    /// What the line shows where Pango cut it with an ellipsis ("A very long ti…"); nil where
    /// it shows all of `text`.
    public var shownText: String?
}

extension TextMeasurer {
    /// The lines `text` is set in, as `draw` sets them: for writing text as text (structured
    /// SVG). A line Pango ellipsizes keeps its whole text; the caller marks the cut.
    public func lines(of text: String, style: TextStyle, width: Double?) -> [TextLine] {
        guard !text.isEmpty else { return [] }
        let key = Key(text: text, style: style, width: width)
        if let known = setLines[key] { return known }
        if setLines.count >= Self.keptLimit { setLines.removeAll() }
        let lines = layOutLines(of: text, style: style, width: width)
        setLines[key] = lines
        return lines
    }

    private func layOutLines(of text: String, style: TextStyle, width: Double?) -> [TextLine] {
        let layout = makeLayout(text: text, style: style, width: width)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let bytes = Array(text.utf8)
        let scale = Double(PANGO_SCALE)
        var result: [TextLine] = []
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
            let start = Int(line.pointee.start_index), length = Int(line.pointee.length)
            guard start >= 0, length >= 0, start + length <= bytes.count else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            var content = String(decoding: bytes[start..<(start + length)], as: UTF8.self)
            while content.last?.isNewline == true { content.removeLast() }
            result.append(
                TextLine(
                    text: content, x: Double(logical.x) / scale, baseline: Double(pango_layout_iter_get_baseline(iterator)) / scale, start: start,
                    width: Double(logical.width) / scale, shownText: Self.shownText(of: line, bytes: bytes)))
        } while pango_layout_iter_next_line(iterator) != 0
        return result
    }

    /// An ellipsized line's text as shown: its runs in text order, the ellipsis run (which
    /// stands for the text it replaces) as "…". Nil for a line with no ellipsis.
    private static func shownText(of line: UnsafeMutablePointer<PangoLayoutLine>, bytes: [UInt8]) -> String? {
        var runs: [(offset: Int, length: Int, isEllipsis: Bool)] = []
        var node = line.pointee.runs
        while let current = node {
            if let data = current.pointee.data, let item = data.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item {
                let isEllipsis = Int32(item.pointee.analysis.flags) & 2 != 0  // PANGO_ANALYSIS_FLAG_IS_ELLIPSIS
                runs.append((Int(item.pointee.offset), Int(item.pointee.length), isEllipsis))
            }
            node = current.pointee.next
        }
        guard runs.contains(where: \.isEllipsis) else { return nil }
        var shown = ""
        for run in runs.sorted(by: { $0.offset < $1.offset }) {
            if run.isEllipsis {
                shown += "…"
            } else if run.offset >= 0, run.length >= 0, run.offset + run.length <= bytes.count {
                shown += String(decoding: bytes[run.offset..<(run.offset + run.length)], as: UTF8.self)
            }
        }
        while shown.last?.isNewline == true { shown.removeLast() }
        return shown
    }
}
