import Foundation

/// A collection view's layout, as UIKit's `UICollectionViewLayout`: subclasses compile; only
/// `UICollectionViewFlowLayout` places items here.
@MainActor
open class UICollectionViewLayout {
    public init() {}
    public required init?(coder: NSCoder) {}
    open func invalidateLayout() { LayoutGeneration.advance() }
    open var collectionViewContentSize: CGSize { .zero }
}

/// Lines of items, as UIKit's `UICollectionViewFlowLayout`: items in reading order along
/// lines across the scrolling direction, each line as long as the collection view allows.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Non-zero: items are as big as their constraints make them (`automaticSize`).
    open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    open var sectionHeadersPinToVisibleBounds = false
    open var sectionFootersPinToVisibleBounds = false

    /// UIKit's "size the items by their constraints" value for `estimatedItemSize`.
    public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    public enum SectionInsetReference: Int, Sendable { case fromContentInset, fromSafeArea, fromLayoutMargins }

    /// The size an item has unless the delegate gives one: `itemSize`, or with an estimated
    /// size a negative one, read as "what its constraints make it".
    var defaultItemSize: CGSize { estimatedItemSize == .zero ? itemSize : CGSize(width: -1, height: -1) }
}

/// One section as the flow layout places it: its items' sizes, spacing and insets, and the
/// sizes of its header and footer.
struct FlowSection {
    var itemSizes: [CGSize]
    var inset: UIEdgeInsets
    var lineSpacing: CGFloat
    var interitemSpacing: CGFloat
    var header: CGSize
    var footer: CGSize
}

/// The flow layout's arithmetic, along one axis (`across` is the length a line may take):
/// items fill a line while they fit at the least spacing; a line of several is spread to the
/// line's full length (the last line of a section keeps the spacing of the line before it); a
/// line of one item is centred; items are centred across their line's thickness.
struct FlowPlacement {
    var itemFrames: [[CGRect]] = []
    var headerFrames: [CGRect] = []
    var footerFrames: [CGRect] = []
    var contentSize = CGSize.zero

    init(sections: [FlowSection], length: CGFloat, vertical: Bool) {
        // Worked in (along the line, down the lines); flipped for horizontal scrolling.
        func frame(_ along: CGFloat, _ down: CGFloat, _ size: CGSize) -> CGRect {
            vertical ? CGRect(x: along, y: down, width: size.width, height: size.height) : CGRect(x: down, y: along, width: size.width, height: size.height)
        }
        func alongSize(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
        func downSize(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
        var down: CGFloat = 0
        for section in sections {
            let (start, end) = vertical ? (section.inset.left, section.inset.right) : (section.inset.top, section.inset.bottom)
            let (before, after) = vertical ? (section.inset.top, section.inset.bottom) : (section.inset.left, section.inset.right)
            headerFrames.append(frame(0, down, vertical ? CGSize(width: length, height: section.header.height) : CGSize(width: section.header.width, height: length)))
            down += downSize(section.header) + before
            let room = max(0, length - start - end)
            var frames: [CGRect] = []
            var index = 0
            var previousSpacing: CGFloat?
            while index < section.itemSizes.count {
                var line = [section.itemSizes[index]]
                var used = alongSize(section.itemSizes[index])
                index += 1
                while index < section.itemSizes.count, used + section.interitemSpacing + alongSize(section.itemSizes[index]) <= room + 0.0001 {
                    used += section.interitemSpacing + alongSize(section.itemSizes[index])
                    line.append(section.itemSizes[index])
                    index += 1
                }
                let isLast = index == section.itemSizes.count
                let thickness = line.map(downSize).max() ?? 0
                var along = start
                var spacing = section.interitemSpacing
                if line.count == 1 {
                    along = start + (room - alongSize(line[0])) / 2
                } else if isLast, let previousSpacing {
                    spacing = previousSpacing
                } else if !isLast {
                    spacing = (room - line.map(alongSize).reduce(0, +)) / CGFloat(line.count - 1)
                }
                if line.count > 1 { previousSpacing = spacing }
                for size in line {
                    frames.append(frame(along, down + (thickness - downSize(size)) / 2, size))
                    along += alongSize(size) + spacing
                }
                down += thickness + (isLast ? 0 : section.lineSpacing)
            }
            itemFrames.append(frames)
            down += after
            footerFrames.append(frame(0, down, vertical ? CGSize(width: length, height: section.footer.height) : CGSize(width: section.footer.width, height: length)))
            down += downSize(section.footer)
        }
        contentSize = vertical ? CGSize(width: length, height: down) : CGSize(width: down, height: length)
    }
}
