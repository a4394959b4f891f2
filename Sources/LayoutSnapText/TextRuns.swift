import CPangoCairo
import LayoutSnapScenario

extension TextMeasurer {
    /// An attributed string's runs as Pango attributes over their bytes, after the text's own
    /// (later attributes win): a run's font with the tracking and line height the system font
    /// takes at its size, its kerning added to that tracking, and its colour, background,
    /// underline and strikethrough, which only drawing shows.
    static func insertRuns(of style: TextStyle, length: Int, into attributes: OpaquePointer?) {
        for run in style.runs {
            let start = UInt32(clamping: min(max(run.start, 0), length)), end = UInt32(clamping: min(max(run.end, 0), length))
            guard start < end else { continue }
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = start
                attribute.pointee.end_index = end
                pango_attr_list_insert(attributes, attribute)
            }
            // The tracking the run's text is set with: its font's, else the label's.
            var tracking = style.letterSpacing
            if let font = run.font {
                let runStyle = TextStyle(family: font.family, size: font.size, weight: font.weight)
                insert(pango_attr_family_new(runStyle.isSystemFont ? "Inter" : font.family))
                insert(pango_attr_size_new_absolute(Int32(clamping: Int((font.size * Double(PANGO_SCALE)).rounded()))))
                insert(pango_attr_weight_new(PangoWeight(rawValue: UInt32(min(max(font.weight, 1), 1000)))))
                tracking = runStyle.letterSpacing
                if let lineHeight = runStyle.lineHeight { insert(pango_attr_line_height_new_absolute(pangoUnits(lineHeight))) }
            }
            if run.font != nil || run.kern != nil {
                insert(pango_attr_letter_spacing_new(pangoUnits(tracking + min(max(run.kern ?? 0, -1000), 1000))))
            }
            func channel(_ value: Double) -> UInt16 { UInt16((min(max(value, 0), 1) * 65535).rounded()) }
            if let color = run.color {
                insert(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
                insert(pango_attr_foreground_alpha_new(channel(color.alpha)))
            }
            if let color = run.background {
                insert(pango_attr_background_new(channel(color.red), channel(color.green), channel(color.blue)))
                insert(pango_attr_background_alpha_new(channel(color.alpha)))
            }
            if run.underline { insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)) }
            if run.strikethrough { insert(pango_attr_strikethrough_new(1)) }
        }
    }
}
