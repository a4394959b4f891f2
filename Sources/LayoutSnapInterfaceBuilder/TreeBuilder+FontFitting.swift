import LayoutSnapScenario

extension TreeBuilder {
    /// Where a system-font label's line says it was drawn at a size its font does not say: the
    /// size whose line `height` is. Two readings of a height say so:
    /// - `.stored`: a label subclass's stored frame, when it is one line (the label's only one,
    ///   or too short to be two) and taller than its font's line (CWA's `ENALabel` titles: 17 in
    ///   the file, 26.5 tall as 22 is). Shorter, it was compressed, not drawn smaller (Esri's
    ///   squeezed static rows).
    /// - `.measured`: a designables agent's measured height, when it is no whole number of the
    ///   font's lines (CWA's `title1`: measured 33.5 as 28 is, stored squeezed to 31.5).
    static func fitFont(_ view: inout ViewSpec, toLine height: Double, _ source: LineSource) {
        guard view.kind == .label, let label = view.label, label.font.family == "system", label.font.size > 0 else { return }
        let line = TextStyle.systemLineHeightRatio * label.font.size
        guard height >= line else { return }
        switch source {
        case .stored:
            guard label.lines == 1 || height < 1.5 * line, abs(height - (line * 2).rounded(.up) / 2) > 1 else { return }
        case .measured:
            guard abs(height - (height / line).rounded() * line) > 1 else { return }
        }
        view.label?.font.size = height / TextStyle.systemLineHeightRatio
    }

    /// Where a label's line height was read (see `fitFont`).
    enum LineSource { case stored, measured }
}
