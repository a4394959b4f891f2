import Foundation

/// A section of a compositional layout, as UIKit's `NSCollectionLayoutSection`: its group
/// repeated down the section (or across it, where it scrolls on its own), `interGroupSpacing`
/// apart, inside `contentInsets`, with headers and footers.
@MainActor
open class NSCollectionLayoutSection {
    public let group: NSCollectionLayoutGroup
    open var interGroupSpacing: CGFloat = 0
    open var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    /// Not `.none`: the groups run across, past the collection view's edge, which clips them.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers keep to the section's leading and trailing insets.
    open var supplementariesFollowContentInsets = true
    /// Set for a list section (`list(using:layoutEnvironment:)`): how its cells are drawn.
    var list: UICollectionLayoutListConfiguration?

    public init(group: NSCollectionLayoutGroup) { self.group = group }
}

public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// Where a boundary item sits, as UIKit's `NSRectAlignment` (top: a header; bottom: a footer).
public enum NSRectAlignment: Int, Sendable { case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing }

/// A section's header or footer, as UIKit's `NSCollectionLayoutBoundarySupplementaryItem`.
@MainActor
open class NSCollectionLayoutBoundarySupplementaryItem {
    public let layoutSize: NSCollectionLayoutSize
    public let elementKind: String
    public let alignment: NSRectAlignment
    open var pinToVisibleBounds = false

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
    }

    var isAbove: Bool { [.top, .topLeading, .topTrailing].contains(alignment) }
}

/// What a section provider learns of where its section goes, as UIKit's
/// `NSCollectionLayoutEnvironment`: the container's size (and with insets) and the traits.
@MainActor
public protocol NSCollectionLayoutEnvironment {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// The collection view's size as a section sees it, as UIKit's `NSCollectionLayoutContainer`.
@MainActor
public protocol NSCollectionLayoutContainer {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

struct LayoutEnvironment: NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer
    let traitCollection: UITraitCollection
}

struct LayoutContainer: NSCollectionLayoutContainer {
    let contentSize: CGSize
    let effectiveContentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    let effectiveContentInsets: NSDirectionalEdgeInsets
}

/// A compositional layout's section for a section index, as UIKit's type of that name.
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout of sections built from items and groups, as UIKit's
/// `UICollectionViewCompositionalLayout`, vertically scrolling: one section for every section
/// of the data source, or the provider's section for each. Estimated sizes are laid out at
/// their estimates; decoration items are not there.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let section: NSCollectionLayoutSection?
    private let provider: UICollectionViewCompositionalLayoutSectionProvider?

    public init(section: NSCollectionLayoutSection) {
        self.section = section
        provider = nil
        super.init()
    }

    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        section = nil
        provider = sectionProvider
        super.init()
    }

    public required init?(coder: NSCoder) {
        section = nil
        provider = nil
        super.init(coder: coder)
    }

    /// The section laid out as `index`.
    func section(_ index: Int, environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? {
        provider.map { $0(index, environment) } ?? section
    }
}

/// Where a compositional layout puts each section's cells, headers and footers, down a
/// container `width` wide and `height` tall. In a horizontal group of an estimated height,
/// a cell of an estimated height is as tall as `measure(section, item, width)` says its
/// constraints make it at its width, and the group as tall as its tallest (UIKit's self-sizing).
struct CompositionalPlacement {
    var itemFrames: [[CGRect]] = []
    /// Each section's list configuration, where it is a list.
    var lists: [UICollectionLayoutListConfiguration?] = []
    /// Each boundary item's section, kind and frame.
    var supplementaries: [(section: Int, kind: String, frame: CGRect)] = []
    var contentSize = CGSize.zero

    @MainActor
    init(
        sections: [(section: NSCollectionLayoutSection?, items: Int)], width: CGFloat, height: CGFloat,
        measure: (_ section: Int, _ item: Int, _ width: CGFloat) -> CGFloat? = { _, _, _ in nil }
    ) {
        var down: CGFloat = 0
        for (index, entry) in sections.enumerated() {
            lists.append(entry.section?.list)
            guard let section = entry.section else {
                itemFrames.append([])
                continue
            }
            let insets = section.contentInsets
            let room = CGSize(width: max(0, width - insets.leading - insets.trailing), height: max(0, height - insets.top - insets.bottom))
            down += insets.top
            // A grouped list's first section header sits 17.5 points down, as a grouped table's.
            if index == 0, let list = section.list, list.isGrouped, list.headerMode == .supplementary { down += UITableView.groupedFirstTitlePadding }
            func boundary(_ item: NSCollectionLayoutBoundarySupplementaryItem) {
                let (left, across) = section.supplementariesFollowContentInsets ? (insets.leading, room.width) : (0, width)
                let size = item.layoutSize.resolved(in: CGSize(width: across, height: room.height))
                supplementaries.append((index, item.elementKind, CGRect(x: left, y: down, width: size.width, height: size.height)))
                down += size.height
            }
            for item in section.boundarySupplementaryItems where item.isAbove { boundary(item) }
            let groupSize = section.group.layoutSize.resolved(in: room)
            var frames: [CGRect] = []
            var offset: CGFloat = 0
            let across = section.orthogonalScrollingBehavior != .none
            while frames.count < entry.items {
                let origin = across ? CGPoint(x: insets.leading + offset, y: down) : CGPoint(x: insets.leading, y: down + offset)
                // A group places at least one cell (or none at all, and the section ends).
                var cells = Array(section.group.cells(in: CGRect(origin: origin, size: groupSize)).prefix(entry.items - frames.count))
                guard !cells.isEmpty else { break }
                var groupHeight = groupSize.height
                if !across, section.group.isHorizontal, section.group.layoutSize.heightDimension.isEstimated {
                    // A list's rows are 44 points tall at least, as UIKit's list cells.
                    let minimum: CGFloat = section.list == nil ? 0 : 44
                    groupHeight = Self.selfSize(&cells, top: origin.y) { item, width in measure(index, frames.count + item, width).map { max($0, minimum) } }
                }
                frames += cells.map(\.frame)
                offset += (across ? groupSize.width : groupHeight) + section.interGroupSpacing
            }
            itemFrames.append(frames)
            down += across ? (frames.isEmpty ? 0 : groupSize.height) : max(0, offset - section.interGroupSpacing)
            for item in section.boundarySupplementaryItems where !item.isAbove { boundary(item) }
            down += insets.bottom
        }
        contentSize = CGSize(width: width, height: down)
    }

    /// A self-sizing group's cells made as tall as `measure(index in group, width)` says where
    /// their items' heights are estimated; the group's height, down to its tallest cell's
    /// bottom inset.
    @MainActor
    private static func selfSize(
        _ cells: inout [(frame: CGRect, item: NSCollectionLayoutItem)], top: CGFloat, measure: (_ item: Int, _ width: CGFloat) -> CGFloat?
    ) -> CGFloat {
        var height: CGFloat = 0
        for index in cells.indices {
            if cells[index].item.layoutSize.heightDimension.isEstimated, let fitted = measure(index, cells[index].frame.width) {
                cells[index].frame.size.height = fitted
            }
            height = max(height, cells[index].frame.maxY + cells[index].item.contentInsets.bottom - top)
        }
        return height
    }
}
