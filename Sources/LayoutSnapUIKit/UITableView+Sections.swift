import Foundation

/// What a plain table lays down its content, in order.
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

    /// A section's header (or footer): the delegate's view, else the data source's title in a
    /// `UITableViewHeaderFooterView` in the plain header (or footer) style; where there is
    /// neither, an empty gap as tall as the delegate asks, if it asks for any height. Nil where
    /// the section has none, or its height is 0.
    func supplement(header: Bool, of section: Int, dataSource: any UITableViewDataSource) -> TableContentPart? {
        let delegate = self.delegate as? any UITableViewDelegate
        let height = (header ? delegate?.tableView(self, heightForHeaderInSection: section) : delegate?.tableView(self, heightForFooterInSection: section))
            ?? (header ? sectionHeaderHeight : sectionFooterHeight)
        guard height != 0 else { return nil }
        var view = header ? delegate?.tableView(self, viewForHeaderInSection: section) : delegate?.tableView(self, viewForFooterInSection: section)
        let title = header ? dataSource.tableView(self, titleForHeaderInSection: section) : dataSource.tableView(self, titleForFooterInSection: section)
        if view == nil, let title, !title.isEmpty {
            let titled = UITableViewHeaderFooterView(reuseIdentifier: nil)
            titled.textLabel?.text = title
            view = titled
        }
        (view as? UITableViewHeaderFooterView)?.showTextLabel(as: header ? .plainHeader() : .plainFooter())
        if view == nil, height > 0 { view = UIView() }
        guard let view else { return nil }
        let padding = header ? (sectionHeaderTopPadding >= 0 ? sectionHeaderTopPadding : Self.automaticSectionHeaderTopPadding) : 0
        return .supplement(view, height: height, padding: padding)
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
