import Foundation

/// One length of a compositional layout, as UIKit's `NSCollectionLayoutDimension`: a fraction
/// of its container's width or height, a number of points, or an estimate.
@MainActor
public final class NSCollectionLayoutDimension {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    public let dimension: CGFloat

    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalWidth, fractionalWidth) }
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalHeight, fractionalHeight) }
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { .init(.absolute, absoluteDimension) }
    /// An estimate: an item's height in a horizontal group of an estimated height is what its
    /// constraints make it (`CompositionalPlacement`); elsewhere it is laid out as given.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { .init(.estimated, estimatedDimension) }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `size`.
    func resolved(in size: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: max(0, size.width * dimension)
        case .fractionalHeight: max(0, size.height * dimension)
        case .absolute, .estimated: max(0, dimension)
        }
    }
}

/// A width and a height, as UIKit's `NSCollectionLayoutSize`.
@MainActor
public final class NSCollectionLayoutSize {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}

/// The room between a group's items, as UIKit's `NSCollectionLayoutSpacing` (a flexible
/// spacing is laid out at its least).
@MainActor
public final class NSCollectionLayoutSpacing {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(fixedSpacing, flexible: false) }
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(flexibleSpacing, flexible: true) }
    public var isFixedSpacing: Bool { !isFlexibleSpacing }
}

/// One cell's place in a compositional layout, as UIKit's `NSCollectionLayoutItem`: its size in
/// its group, and insets that shrink the cell within that place.
@MainActor
open class NSCollectionLayoutItem {
    public let layoutSize: NSCollectionLayoutSize
    open var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    public init(layoutSize: NSCollectionLayoutSize) { self.layoutSize = layoutSize }
}

/// Items (or groups) side by side or one above another, as UIKit's `NSCollectionLayoutGroup`:
/// its subitems repeat while they fit, or it holds `count` of one subitem sharing its length.
@MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    public let subitems: [NSCollectionLayoutItem]
    let isHorizontal: Bool
    /// Set: exactly this many of the first subitem, sharing the group's length.
    let count: Int?
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], horizontal: Bool, count: Int? = nil) {
        self.subitems = subitems
        isHorizontal = horizontal
        self.count = count.map { max(1, $0) }
        super.init(layoutSize: layoutSize)
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: true)
    }
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: false)
    }
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], horizontal: true, count: count)
    }
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], horizontal: false, count: count)
    }
    @available(iOS, deprecated: 16.0, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
    @available(iOS, deprecated: 16.0, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// The cells' frames inside the group at `frame`, in order, with the items they are:
    /// each subitem sized in the group, placed along its axis `interItemSpacing` apart while it
    /// fits (the first always), a subgroup's own cells in its place, each cell shrunk by its
    /// item's insets.
    func cells(in frame: CGRect) -> [(frame: CGRect, item: NSCollectionLayoutItem)] {
        let spacing = interItemSpacing?.spacing ?? 0
        let length = isHorizontal ? frame.width : frame.height
        var places: [(item: NSCollectionLayoutItem, frame: CGRect)] = []
        func place(_ item: NSCollectionLayoutItem, size: CGSize, at offset: CGFloat) {
            let origin = isHorizontal ? CGPoint(x: frame.minX + offset, y: frame.minY) : CGPoint(x: frame.minX, y: frame.minY + offset)
            places.append((item, CGRect(origin: origin, size: size)))
        }
        if let count, let subitem = subitems.first {
            let share = max(0, (length - spacing * CGFloat(count - 1)) / CGFloat(count))
            let size = subitem.layoutSize.resolved(in: frame.size)
            for index in 0..<count {
                place(subitem, size: isHorizontal ? CGSize(width: share, height: size.height) : CGSize(width: size.width, height: share), at: CGFloat(index) * (share + spacing))
            }
        } else {
            var offset: CGFloat = 0
            // Repeats its subitems while they fit (a subitem of no length ends the repeating).
            repeating: while places.count < Self.maximumCells {
                for subitem in subitems {
                    let size = subitem.layoutSize.resolved(in: frame.size)
                    let along = isHorizontal ? size.width : size.height
                    guard along > 0, places.isEmpty || offset + along <= length + 0.001 else { break repeating }
                    place(subitem, size: size, at: offset)
                    offset += along + spacing
                }
            }
        }
        return places.flatMap { item, frame in
            if let group = item as? NSCollectionLayoutGroup { return group.cells(in: frame) }
            let insets = item.contentInsets
            let cell = CGRect(
                x: frame.minX + insets.leading, y: frame.minY + insets.top, width: max(0, frame.width - insets.leading - insets.trailing),
                height: max(0, frame.height - insets.top - insets.bottom))
            return [(cell, item)]
        }
    }

    /// The most cells one group places (a runaway repeat stops here).
    static let maximumCells = 120
}
