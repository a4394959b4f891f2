extension LabelSpec {
    /// The text style the label's properties ask for; measuring and drawing both use it.
    package var textStyle: TextStyle {
        let lineBreak: TextStyle.LineBreak
        switch self.lineBreak {
        case .wordWrap: lineBreak = .wordWrap
        case .charWrap: lineBreak = .charWrap
        case .truncateHead: lineBreak = .truncateHead
        case .truncateMiddle: lineBreak = .truncateMiddle
        case .truncateTail: lineBreak = .truncateTail
        case .clip: lineBreak = .clip
        }
        let alignment: TextStyle.Alignment
        switch self.alignment {
        case .natural: alignment = isRightToLeft ? .right : .left
        case .left: alignment = .left
        case .center: alignment = .center
        case .right: alignment = .right
        case .justified: alignment = .justified
        }
        var style = TextStyle(
            family: font.family, size: font.size, weight: font.weight, lines: lines, lineBreak: lineBreak,
            alignment: alignment, rightToLeft: isRightToLeft)
        style.runs = runs
        return style
    }
}
