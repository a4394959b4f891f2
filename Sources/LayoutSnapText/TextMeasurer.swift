import CCairo
import CPangoCairo
import LayoutSnapScenario

/// Measures text with Pango under the determinism rules of DESIGN §5: pinned fonts, 72 dpi
/// (1 pt = 1 unit), no hinting, no glyph-position rounding, no inserted hyphens, an explicit
/// language. Line breaks therefore do not depend on the scale the text is later drawn at.
///
/// Measurement uses a Pango context with no Cairo surface behind it (a scaled context
/// mis-measures empty lines in Pango 1.50). Results are cached by text, style and width. A
/// measurer is not thread-safe: use one per thread.
public final class TextMeasurer {
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    /// A second context for drawing, whose transform follows the Cairo target.
    let drawingContext: OpaquePointer
    private var cache: [Key: TextSize] = [:]
    /// Text laid out in `drawingContext`, kept for the next time it is drawn: a screen drawn
    /// again (in another appearance, at the next check) is not shaped again. A layout follows
    /// its context: drawn at another scale, Pango lays it out anew.
    private var drawingLayouts: [Key: OpaquePointer] = [:]
    /// Entries each kept cache holds before it starts over (a few hundred screens' labels).
    static let keptLimit = 512
    /// Text set as lines for writing as text (`lines(of:style:width:)`), kept as `cache` keeps
    /// sizes: a structured SVG is written twice per render (screen and content) and again on
    /// every save in the preview, and a long paragraph costs milliseconds to set.
    var setLines: [Key: [TextLine]] = [:]

    struct Key: Hashable {
        let text: String
        let style: TextStyle
        let width: Double?
    }

    /// Creates a measurer on the pinned font configuration.
    public init() {
        fontMap = FontConfiguration.shared.makeFontMap()
        context = pango_font_map_create_context(fontMap)
        drawingContext = pango_font_map_create_context(fontMap)
        Self.configure(context)
        Self.configure(drawingContext)
    }

    deinit {
        forgetDrawingLayouts()
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(drawingContext))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// The size of `text` set in `style`, wrapped (or truncated) at `width` points; with no
    /// width the text is set on as few lines as its newlines allow. Empty text is 0×0, as in
    /// UILabel.
    public func size(of text: String, style: TextStyle, width: Double? = nil) -> TextSize {
        guard !text.isEmpty else { return TextSize(width: 0, height: 0, lineCount: 0) }
        let key = Key(text: text, style: style, width: width)
        if let known = cache[key] { return known }
        let layout = makeLayout(text: text, style: style, width: width)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = Double(PANGO_SCALE)
        // The last line's baseline: walk the lines to the end.
        let iterator = pango_layout_get_iter(layout)
        while pango_layout_iter_next_line(iterator) != 0 {}
        let lastBaseline = Double(pango_layout_iter_get_baseline(iterator)) / scale
        pango_layout_iter_free(iterator)
        let size = TextSize(
            width: Double(logical.width) / scale, height: Double(logical.height) / scale,
            lineCount: Int(pango_layout_get_line_count(layout)), firstBaseline: Double(pango_layout_get_baseline(layout)) / scale,
            lastBaseline: lastBaseline)
        cache[key] = size
        return size
    }

    /// `text` laid out for drawing in `drawingContext` (whose transform the caller has set),
    /// kept by the measurer: the caller does not release it.
    func drawingLayout(text: String, style: TextStyle, width: Double?) -> OpaquePointer? {
        let key = Key(text: text, style: style, width: width)
        if let known = drawingLayouts[key] {
            // The context's direction is the text's, as `apply` left it.
            pango_context_set_base_dir(drawingContext, style.rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
            return known
        }
        if drawingLayouts.count >= Self.keptLimit { forgetDrawingLayouts() }
        guard let layout = pango_layout_new(drawingContext) else { return nil }
        Self.apply(text: text, style: style, width: width, to: layout)
        drawingLayouts[key] = layout
        return layout
    }

    private func forgetDrawingLayouts() {
        for layout in drawingLayouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
        drawingLayouts.removeAll()
    }

    /// A layout with every setting applied; the caller releases it. Drawing applies the same
    /// settings (`apply`), so drawn text always fits its measured box.
    func makeLayout(text: String, style: TextStyle, width: Double?) -> OpaquePointer? {
        let layout = pango_layout_new(context)
        Self.apply(text: text, style: style, width: width, to: layout)
        return layout
    }

    /// Applies the deterministic settings to a Pango context.
    static func configure(_ context: OpaquePointer?) {
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        // Simplified Chinese glyph forms for Han characters whatever LANG says.
        pango_context_set_language(context, pango_language_from_string("zh-cn"))
    }

    static func apply(text: String, style: TextStyle, width: Double?, to layout: OpaquePointer?) {
        let description = pango_font_description_new()
        pango_font_description_set_family(description, style.isSystemFont ? "Inter" : style.family)
        pango_font_description_set_absolute_size(description, style.size * Double(PANGO_SCALE))
        // The loader refuses weights outside 1...1000; clamped here too, as Pango expects.
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(min(max(style.weight, 1), 1000))))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)

        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        if style.letterSpacing != 0 {
            pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(pangoUnits(style.letterSpacing)))
        }
        if let lineHeight = style.lineHeight {
            pango_attr_list_insert(attributes, pango_attr_line_height_new_absolute(pangoUnits(lineHeight)))
        }
        insertRuns(of: style, length: text.utf8.count, into: attributes)
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        pango_layout_set_text(layout, text, -1)

        // A paragraph takes its direction from its first strong character (Arabic and Hebrew
        // run right to left), else from the view. Pango mirrors left and right alignment for a
        // paragraph whose direction differs from its context's; UIKit's alignment is by the
        // view, so the request is mirrored first to cancel that out.
        let base = style.rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR
        pango_context_set_base_dir(pango_layout_get_context(layout), base)
        pango_layout_context_changed(layout)
        let found = pango_find_base_dir(text, -1)
        let paragraphDiffers = (found == PANGO_DIRECTION_RTL || found == PANGO_DIRECTION_LTR) && found != base
        switch style.alignment {
        case .left: pango_layout_set_alignment(layout, paragraphDiffers ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, paragraphDiffers ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT)
        case .justified:
            pango_layout_set_justify(layout, 1)
            if style.rightToLeft != paragraphDiffers { pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT) }
        }
        // A width Pango cannot hold (over 2,097,151 pt, or not finite) wraps like no width.
        guard let width, width.isFinite, width * Double(PANGO_SCALE) < Double(Int32.max) else { return }
        pango_layout_set_width(layout, max(0, pangoUnits(width, rounding: .down)))
        let ellipsize: PangoEllipsizeMode
        switch style.lineBreak {
        case .truncateHead: ellipsize = PANGO_ELLIPSIZE_START
        case .truncateMiddle: ellipsize = PANGO_ELLIPSIZE_MIDDLE
        case .truncateTail: ellipsize = PANGO_ELLIPSIZE_END
        case .wordWrap, .charWrap, .clip: ellipsize = PANGO_ELLIPSIZE_NONE
        }
        if style.lines == 1 {
            // One line: no wrapping; shorten per the mode. Clipped text keeps its full width
            // (the drawing clips it and places it by its alignment).
            pango_layout_set_ellipsize(layout, ellipsize)
            pango_layout_set_height(layout, -1)
            if ellipsize == PANGO_ELLIPSIZE_NONE { pango_layout_set_width(layout, -1) }
        } else {
            pango_layout_set_wrap(layout, style.lineBreak == .charWrap ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
            if style.lines > 1 {
                pango_layout_set_height(layout, -Int32(clamping: style.lines))
                pango_layout_set_ellipsize(layout, ellipsize == PANGO_ELLIPSIZE_NONE ? PANGO_ELLIPSIZE_END : ellipsize)
            }
        }
    }
}

/// Points in Pango units, clamped to what Pango's Int32 holds (NaN becomes 0).
func pangoUnits(_ points: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Int32 {
    let units = (points * Double(PANGO_SCALE)).rounded(rule)
    guard !units.isNaN else { return 0 }
    return Int32(max(Double(Int32.min), min(Double(Int32.max), units)))
}
