import Foundation

/// What a table lays down its content, in order.
enum TableContentPart {
    case row(UITableViewCell, IndexPath)
    /// A section's header or footer: its height (automatic below 0) and the gap above it.
    case supplement(UIView, height: CGFloat, padding: CGFloat)

    var view: UIView {
        switch self {
        case .row(let cell, _): cell
        case .supplement(let view, _, _): view
        }
    }
}

extension UITableView {
    /// The gap above each of a plain table's section headers where `sectionHeaderTopPadding` is
    /// automatic: iOS 15 added it, and Xcode 15's canvas draws it (DuckDuckGo's debug settings,
    /// toolsVersion 23504: a titled section's first row 50 points down, 22 above a 28-point
    /// header; Xcode 11 to 12's canvases, before it, 28).
    public static let automaticSectionHeaderTopPadding: CGFloat = 22

    /// A grouped table's section header or footer with no title and an automatic height:
    /// 18 points (Xcode's canvases: untitled sections 18 points apart from the top and 36 from
    /// each other, in Xcode 12 to 16's grouped and inset grouped tables).
    static let groupedSpacing: CGFloat = 18
    /// Above a grouped table's first section title: its header is 55.5 points down to the
    /// first row where later titled headers are 38 (Xcode 11 to 16's canvases).
    static let groupedFirstTitlePadding: CGFloat = 17.5

    /// How far an inset grouped table's sections sit in from its sides: the system's minimum
    /// layout margins, 20 points from a 414-point width, 16 below (Xcode's canvas: cells at
    /// x = 20, 374 wide, in a 414-point table).
    var insetGroupedSideInset: CGFloat {
        guard style == .insetGrouped else { return 0 }
        return (frame.width > 0 ? frame.width : CGFloat(UIScreen.main.device.width)) >= 414 ? 20 : 16
    }

    /// A grouped section's cells: the cells' grouped background (where code kept the
    /// default), no separator below the last, and in an inset grouped table the section's
    /// outer corners rounded (10 points).
    func styleGroupedSection(_ cells: [UITableViewCell]) {
        guard style != .plain, let last = cells.last else { return }
        last.showSeparator(nil)
        for (index, cell) in cells.enumerated() {
            if cell.backgroundColor == .systemBackground { cell.backgroundColor = .secondarySystemGroupedBackground }
            guard style == .insetGrouped else { continue }
            var corners: CACornerMask = []
            if index == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if index == cells.count - 1 { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            cell.layer.cornerRadius = corners.isEmpty ? 0 : 10
            cell.layer.maskedCorners = corners
            cell.clipsToBounds = !corners.isEmpty
        }
    }

    /// A section's header (or footer): the delegate's view, else the data source's title in a
    /// `UITableViewHeaderFooterView` in the table style's header (or footer) configuration;
    /// where there is neither, an empty gap as tall as the delegate asks, if it asks for any
    /// height (a grouped table's, 18 points where it asks for none). Nil where the section has
    /// none, or its height is 0.
    func supplement(header: Bool, of section: Int, dataSource: any UITableViewDataSource) -> TableContentPart? {
        let delegate = self.delegate as? any UITableViewDelegate
        let height = (header ? delegate?.tableView(self, heightForHeaderInSection: section) : delegate?.tableView(self, heightForFooterInSection: section))
            ?? (header ? sectionHeaderHeight : sectionFooterHeight)
        guard height != 0 else { return nil }
        var view = header ? delegate?.tableView(self, viewForHeaderInSection: section) : delegate?.tableView(self, viewForFooterInSection: section)
        let title = header ? dataSource.tableView(self, titleForHeaderInSection: section) : dataSource.tableView(self, titleForFooterInSection: section)
        let titled = view == nil && !(title ?? "").isEmpty
        if titled {
            let titledView = UITableViewHeaderFooterView(reuseIdentifier: nil)
            titledView.textLabel?.text = title
            view = titledView
        }
        let grouped = style != .plain
        let titleStyle: UIListContentConfiguration = grouped ? (header ? .groupedHeader() : .groupedFooter()) : (header ? .plainHeader() : .plainFooter())
        (view as? UITableViewHeaderFooterView)?.showTextLabel(as: titleStyle)
        // A grouped table spaces its sections whatever they hold; a plain one only where asked.
        let isGap = view == nil
        if isGap, height > 0 || grouped { view = UIView() }
        guard let view else { return nil }
        if grouped {
            let padding = header && section == 0 && titled ? Self.groupedFirstTitlePadding : 0
            return .supplement(view, height: isGap && height < 0 ? Self.groupedSpacing : height, padding: padding)
        }
        let padding = header ? (sectionHeaderTopPadding >= 0 ? sectionHeaderTopPadding : Self.automaticSectionHeaderTopPadding) : 0
        return .supplement(view, height: height, padding: padding)
    }

    /// A plain table without a footer view draws the separators of empty rows below its last
    /// row, a row's height apart, down past the screen's bottom (code sets an empty
    /// `tableFooterView` to hide them); they take no room in the content. Returns their
    /// constraints, from `bottom`, the content's end.
    func showEmptyRowSeparators(below bottom: NSLayoutYAxisAnchor) -> [NSLayoutConstraint] {
        for line in emptyRowSeparators { line.removeFromSuperview() }
        emptyRowSeparators = []
        guard style == .plain, tableFooterView == nil, separatorStyle != .none, !visibleCells.isEmpty else { return [] }
        let spacing = rowHeight > 0 ? rowHeight : 44
        let count = min(Self.maximumRows, Int((CGFloat(UIScreen.main.device.height) / spacing).rounded(.up)))
        var made: [NSLayoutConstraint] = []
        for index in 1...max(1, count) {
            let line = UIView()
            line.backgroundColor = separatorColor ?? .separator
            line.translatesAutoresizingMaskIntoConstraints = false
            addSubview(line)
            made += [
                line.topAnchor.constraint(equalTo: bottom, constant: CGFloat(index) * spacing - 0.5),
                line.leadingAnchor.constraint(equalTo: frameLayoutGuide.leadingAnchor, constant: separatorInset.left),
                line.trailingAnchor.constraint(equalTo: frameLayoutGuide.trailingAnchor, constant: -separatorInset.right),
                line.heightAnchor.constraint(equalToConstant: 0.5),
            ]
            emptyRowSeparators.append(line)
        }
        return made
    }

    /// A header's or footer's height: the one asked for, or automatic, what its constraints
    /// need (its title's text and margins).
    func supplementHeightConstraints(_ view: UIView, height: CGFloat) -> [NSLayoutConstraint] {
        if height >= 0 { return [view.heightAnchor.constraint(equalToConstant: height)] }
        let compressed = view.heightAnchor.constraint(equalToConstant: 0)
        compressed.priority = .fittingSizeLevel
        return [compressed]
    }
}
