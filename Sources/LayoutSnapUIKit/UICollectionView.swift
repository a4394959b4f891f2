import Foundation
import LayoutSnapScenario

/// A collection view, as UIKit's `UICollectionView`: a scroll view whose items its data source
/// gives. With a `UICollectionViewFlowLayout` the items are drawn where the flow layout puts
/// them — sizes from the delegate's `sizeForItemAt`, else the layout's `itemSize`, or their
/// constraints with an `estimatedItemSize` —, with a `UICollectionViewCompositionalLayout`
/// where its sections' groups put them, while every cell class registered can be made
/// (`UICollectionViewCell` itself, or one a test said how to make: `makeCells(of:with:)`).
/// Both depend on the collection view's size, so a layout first finds that size.
@MainActor
open class UICollectionView: UIScrollView {
    open var collectionViewLayout: UICollectionViewLayout { didSet { itemsChanged() } }
    open weak var dataSource: UICollectionViewDataSource? { didSet { itemsChanged() } }
    open var backgroundView: UIView?
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var isPrefetchingEnabled = true
    private var registered: [String: AnyClass] = [:]
    private var supplementaryClasses: [String: AnyClass] = [:]
    private var itemCells: [UICollectionViewCell] = []
    private var itemPaths: [IndexPath] = []
    /// The sections' headers and footers, where the flow layout last put them.
    private var supplementaries: [(view: UICollectionReusableView, frame: CGRect)] = []
    /// The sections the data source had at the last loading.
    private var loadedSections = 0
    private var itemsNeedLoading = true
    private var placedFrames: [CGRect] = []
    private var placementConstraints: [NSLayoutConstraint] = []
    /// While the collection view lays its hierarchy out to learn its own size.
    private var isMeasuring = false
    /// The most items asked for: a few screens' worth.
    static let maximumItems = 120

    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registered[identifier] = cellClass
        itemsChanged()
    }

    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryClasses[elementKind + "/" + identifier] = viewClass
        itemsChanged()
    }

    /// A new cell of the registered class (a plain one where a subclass has no maker: then the
    /// items are not asked for).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let cell = registered[identifier].flatMap(Self.newView(of:)) as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView {
        let view = supplementaryClasses[elementKind + "/" + identifier].flatMap(Self.newView(of:)) ?? UICollectionReusableView(frame: .zero)
        view.reuseIdentifier = identifier
        return view
    }

    // Updates ask the data source again, all at once (a snapshot animates nothing).
    open func reloadData() { itemsChanged() }
    open func reloadSections(_ sections: IndexSet) { itemsChanged() }
    open func insertSections(_ sections: IndexSet) { itemsChanged() }
    open func deleteSections(_ sections: IndexSet) { itemsChanged() }
    open func insertItems(at indexPaths: [IndexPath]) { itemsChanged() }
    open func deleteItems(at indexPaths: [IndexPath]) { itemsChanged() }
    open func reloadItems(at indexPaths: [IndexPath]) { itemsChanged() }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { itemsChanged() }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        itemsChanged()
        completion?(true)
    }
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {}
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {}
    open var indexPathsForSelectedItems: [IndexPath]? { [] }
    open var visibleCells: [UICollectionViewCell] { itemCells }
    open var indexPathsForVisibleItems: [IndexPath] { itemPaths }
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { itemPaths.firstIndex(of: indexPath).map { itemCells[$0] } }
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { itemCells.firstIndex { $0 === cell }.map { itemPaths[$0] } }
    open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 1 }
    open func numberOfItems(inSection section: Int) -> Int { dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0 }

    private func itemsChanged() {
        itemsNeedLoading = true
        LayoutGeneration.advance()
    }

    /// The items are asked for, and placed, as the constraints are updated before each layout.
    open override func updateConstraints() {
        if itemsNeedLoading { loadItems() }
        if !isMeasuring {
            // The flow follows the collection view's size: the hierarchy is laid out first.
            isMeasuring = true
            LayoutPass.run(from: self)
            isMeasuring = false
            placeItems()
        }
        super.updateConstraints()
    }

    /// The data source's cells and its sections' headers and footers, where they can be made.
    private func loadItems() {
        itemsNeedLoading = false
        for view in itemCells + supplementaries.map(\.view) { view.removeFromSuperview() }
        (itemCells, itemPaths, supplementaries, placedFrames, loadedSections) = ([], [], [], [], 0)
        NSLayoutConstraint.deactivate(placementConstraints)
        placementConstraints = []
        guard collectionViewLayout is UICollectionViewFlowLayout || collectionViewLayout is UICollectionViewCompositionalLayout,
            (Array(registered.values) + Array(Self.registrationClasses.values)).allSatisfy(Self.canMakeViews(of:)), let dataSource
        else { return }
        loadedSections = max(0, dataSource.numberOfSections(in: self))
        for section in 0..<loadedSections {
            for item in 0..<max(0, dataSource.collectionView(self, numberOfItemsInSection: section)) where itemCells.count < Self.maximumItems {
                let path = IndexPath(item: item, section: section)
                let cell = dataSource.collectionView(self, cellForItemAt: path)
                if cell.superview !== self { addSubview(cell) }
                itemCells.append(cell)
                itemPaths.append(path)
            }
        }
    }

    /// The items where the layout puts them, by constraints to the content guide; the
    /// constraints change only when the places do.
    private func placeItems() {
        let placed: (items: [[CGRect]], supplementaries: [(section: Int, kind: String, frame: CGRect)], contentSize: CGSize)
        var lists: [UICollectionLayoutListConfiguration?] = []
        if let flow = collectionViewLayout as? UICollectionViewFlowLayout {
            let placement = flowPlacement(flow)
            placed = (
                placement.itemFrames,
                placement.headerFrames.indices.flatMap { section in
                    [(section, Self.elementKindSectionHeader, placement.headerFrames[section]), (section, Self.elementKindSectionFooter, placement.footerFrames[section])]
                }, placement.contentSize
            )
        } else if let compositional = collectionViewLayout as? UICollectionViewCompositionalLayout {
            let placement = compositionalPlacement(compositional)
            placed = (placement.itemFrames, placement.supplementaries, placement.contentSize)
            lists = placement.lists
        } else {
            return
        }
        let frames = placed.items.flatMap { $0 } + [CGRect(origin: .zero, size: placed.contentSize)]
        guard frames != placedFrames else { return }
        placedFrames = frames
        styleLists(lists)
        placeSupplementaryViews(placed.supplementaries)
        NSLayoutConstraint.deactivate(placementConstraints)
        placementConstraints = []
        for (view, frame) in zip(itemCells, placed.items.flatMap { $0 }) { pin(view, at: frame) }
        for (view, frame) in supplementaries { pin(view, at: frame) }
        placementConstraints += [
            contentLayoutGuide.widthAnchor.constraint(equalToConstant: placed.contentSize.width),
            contentLayoutGuide.heightAnchor.constraint(equalToConstant: placed.contentSize.height),
        ]
        NSLayoutConstraint.activate(placementConstraints)
    }

    /// List sections' cells drawn as their lists draw them, and the list's background behind
    /// them (unless the list's is clear).
    private func styleLists(_ lists: [UICollectionLayoutListConfiguration?]) {
        for (section, list) in lists.enumerated() {
            guard let list else { continue }
            if section == 0, list.resolvedBackground != .clear { backgroundColor = list.resolvedBackground }
            let cells = zip(itemCells, itemPaths).filter { $0.1.section == section }.map(\.0)
            for (index, cell) in cells.enumerated() { (cell as? UICollectionViewListCell)?.styleInList(list, index: index, count: cells.count) }
        }
    }

    /// The room the layout fills: the bounds less the content insets.
    private var layoutRoom: CGSize {
        CGSize(width: max(0, bounds.width - contentInset.left - contentInset.right), height: max(0, bounds.height - contentInset.top - contentInset.bottom))
    }

    /// The sections as the compositional layout makes them for this size, each with its items.
    private func compositionalPlacement(_ layout: UICollectionViewCompositionalLayout) -> CompositionalPlacement {
        let room = layoutRoom
        let insets = NSDirectionalEdgeInsets(top: contentInset.top, leading: contentInset.left, bottom: contentInset.bottom, trailing: contentInset.right)
        let environment = LayoutEnvironment(
            container: LayoutContainer(contentSize: bounds.size, effectiveContentSize: room, contentInsets: insets, effectiveContentInsets: insets),
            traitCollection: traitCollection)
        let sections = (0..<loadedSections).map { section in
            (layout.section(section, environment: environment), itemPaths.filter { $0.section == section }.count)
        }
        let paths = itemPaths
        return CompositionalPlacement(sections: sections, width: room.width, height: room.height) { section, item, width in
            // The content view alone at the cell's width: its constraints give the height.
            guard let index = paths.firstIndex(of: IndexPath(item: item, section: section)) else { return nil }
            return self.itemCells[index].contentView.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
            ).height
        }
    }

    /// The sections as the flow layout places them.
    private func flowPlacement(_ flow: UICollectionViewFlowLayout) -> FlowPlacement {
        let delegate = delegate as? UICollectionViewDelegateFlowLayout
        let sectionCount = itemPaths.last.map { $0.section + 1 } ?? 0
        var sections: [FlowSection] = []
        for section in 0..<sectionCount {
            let cells = zip(itemCells, itemPaths).filter { $0.1.section == section }
            sections.append(
                FlowSection(
                    itemSizes: cells.map { size(of: $0.0, at: $0.1, flow: flow, delegate: delegate) },
                    inset: delegate?.collectionView(self, layout: flow, insetForSectionAt: section) ?? flow.sectionInset,
                    lineSpacing: delegate?.collectionView(self, layout: flow, minimumLineSpacingForSectionAt: section) ?? flow.minimumLineSpacing,
                    interitemSpacing: delegate?.collectionView(self, layout: flow, minimumInteritemSpacingForSectionAt: section) ?? flow.minimumInteritemSpacing,
                    header: delegate?.collectionView(self, layout: flow, referenceSizeForHeaderInSection: section) ?? flow.headerReferenceSize,
                    footer: delegate?.collectionView(self, layout: flow, referenceSizeForFooterInSection: section) ?? flow.footerReferenceSize))
        }
        let vertical = flow.scrollDirection == .vertical
        return FlowPlacement(sections: sections, length: vertical ? layoutRoom.width : layoutRoom.height, vertical: vertical)
    }

    /// Each section's headers and footers from the data source, where they have a size and
    /// their class can be made.
    private func placeSupplementaryViews(_ placed: [(section: Int, kind: String, frame: CGRect)]) {
        for (view, _) in supplementaries { view.removeFromSuperview() }
        supplementaries = []
        guard let dataSource, supplementaryClasses.values.allSatisfy(Self.canMakeViews(of:)) else { return }
        // A flow layout's header of a size along the scrolling only: the placed frame has both.
        for (section, kind, frame) in placed where frame.width > 0 && frame.height > 0 {
            let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: IndexPath(item: 0, section: section))
            if view.superview !== self { addSubview(view) }
            supplementaries.append((view, frame))
        }
    }

    private func pin(_ view: UIView, at frame: CGRect) {
        view.translatesAutoresizingMaskIntoConstraints = false
        placementConstraints += [
            view.leadingAnchor.constraint(equalTo: contentLayoutGuide.leadingAnchor, constant: frame.minX),
            view.topAnchor.constraint(equalTo: contentLayoutGuide.topAnchor, constant: frame.minY),
            view.widthAnchor.constraint(equalToConstant: frame.width), view.heightAnchor.constraint(equalToConstant: frame.height),
        ]
    }

    /// An item's size: the delegate's, else the layout's item size, or with an estimated size
    /// the smallest its constraints allow.
    private func size(of cell: UICollectionViewCell, at path: IndexPath, flow: UICollectionViewFlowLayout, delegate: UICollectionViewDelegateFlowLayout?) -> CGSize {
        let given = delegate?.collectionView(self, layout: flow, sizeForItemAt: path) ?? flow.defaultItemSize
        guard given.width < 0 else { return given }
        // The content view alone: the cell's own size is the place it was last given.
        return cell.contentView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    }

    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }

    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
}
