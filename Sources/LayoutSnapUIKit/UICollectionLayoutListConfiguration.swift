import Foundation

/// A list's look, as UIKit's `UICollectionLayoutListConfiguration`: full-width rows as tall as
/// their content (44 points at least, where a list cell's content asks for less), separators
/// between them, and headers and footers as supplementary views. Grouped lists space their
/// sections as grouped tables do and draw their cells on the grouped background; inset
/// grouped ones sit 16 points in from the sides (20 from 414 points) with their sections'
/// outer corners rounded. Sidebars are laid out as plain and inset grouped lists.
public struct UICollectionLayoutListConfiguration: Sendable {
    public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
    public enum FooterMode: Int, Sendable { case none, supplementary }

    public var appearance: Appearance
    public var showsSeparators = true
    /// The list's background; nil is the appearance's (the grouped background for grouped
    /// lists, the system background for plain ones).
    public var backgroundColor: UIColor?
    public var headerMode = HeaderMode.none
    public var footerMode = FooterMode.none
    /// Above each header of a plain list; nil is iOS 15's 22 points, as plain tables.
    public var headerTopPadding: CGFloat?

    public init(appearance: Appearance) { self.appearance = appearance }

    /// Grouped or inset grouped (an inset sidebar too).
    var isGrouped: Bool { [.grouped, .insetGrouped, .sidebar].contains(appearance) }
    var isInset: Bool { [.insetGrouped, .sidebar].contains(appearance) }

    /// The background the list draws behind its cells.
    var resolvedBackground: UIColor { backgroundColor ?? (isGrouped ? .systemGroupedBackground : .systemBackground) }
}

extension NSCollectionLayoutSection {
    /// A section laid out as a list (`UICollectionLayoutListConfiguration`), for a section
    /// provider that mixes lists with other sections.
    public static func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
        let width = layoutEnvironment.container.contentSize.width
        let side: CGFloat = configuration.isInset ? (width >= 414 ? 20 : 16) : 0
        let headed = configuration.headerMode == .supplementary, footed = configuration.footerMode == .supplementary
        // Grouped: untitled sections 18 points from the top and 36 apart, a titled header 38
        // points tall, an 18-point footer, as grouped tables (UITableView.groupedSpacing).
        let spacing = configuration.isGrouped ? UITableView.groupedSpacing : 0
        let above = headed ? (configuration.isGrouped ? 0 : configuration.headerTopPadding ?? UITableView.automaticSectionHeaderTopPadding) : spacing
        section.contentInsets = NSDirectionalEdgeInsets(top: above, leading: side, bottom: footed ? 0 : spacing, trailing: side)
        if headed {
            let height: CGFloat = configuration.isGrouped ? 38 : 28
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(height)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if footed {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(spacing > 0 ? spacing : 28)),
                    elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.list = configuration
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list, as UIKit's `list(using:)`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in .list(using: configuration, layoutEnvironment: environment) }
    }
}
