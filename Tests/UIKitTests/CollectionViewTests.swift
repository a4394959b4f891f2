import Foundation
import LayoutSnapScenario
import Testing

@testable import LayoutSnapUIKit

/// A collection view with a flow layout draws the items its data source gives where UIKit's
/// flow layout puts them: full lines spread to their length, a line of one item centred, the
/// last line in the columns above it, across the collection view's width as laid out.
@MainActor
@Suite struct CollectionViewTests {
    final class Colours: NSObject, UICollectionViewDataSource {
        var count: Int
        var identifier = "cell"
        init(_ count: Int) { self.count = count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
            cell.contentView.backgroundColor = .systemBlue
            return cell
        }
    }

    /// A collection view pinned to a root of `width`×`height`, with `layout` and `source`.
    func collection(width: CGFloat, height: CGFloat = 480, layout: UICollectionViewFlowLayout, source: UICollectionViewDataSource) -> (UIView, UICollectionView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = source
        root.addSubview(collection)
        collection.snp.makeConstraints { $0.edges.equalToSuperview() }
        return (root, collection)
    }

    @Test func aGridSpreadsFullLinesAndCentresALoneItem() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 80)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let source = Colours(5)
        let (root, collection) = collection(width: 320, layout: layout, source: source)
        root.layoutIfNeeded()
        let frames = collection.visibleCells.map(\.frame)
        // 300 points of room: two items a line, spread 100 apart; the fifth alone, centred.
        #expect(frames.map(\.minX) == [10, 210, 10, 210, 110], "\(frames)")
        #expect(frames.map(\.minY) == [10, 10, 100, 100, 190])
        #expect(collection.contentSize == CGSize(width: 320, height: 280))
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 100)
        // Wider, three a line, spread to the room; the last line keeps their columns.
        root.frame.size.width = 430
        root.layoutIfNeeded()
        #expect(collection.visibleCells.map(\.frame.minX) == [10, 165, 320, 10, 165], "\(collection.visibleCells.map(\.frame))")
        // Right to left, the flow starts at the right, as UIKit's flow layout flips.
        collection.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect(collection.visibleCells.map(\.frame.maxX) == [420, 265, 110, 420, 265], "\(collection.visibleCells.map(\.frame))")
        collection.semanticContentAttribute = .unspecified
        source.count = 2
        collection.reloadData()
        root.layoutIfNeeded()
        #expect(collection.visibleCells.count == 2 && collection.contentSize.height == 100)
    }

    @Test func aCarouselScrollsSideways() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 150, height: 100)
        layout.minimumLineSpacing = 12
        let source = Colours(4)
        let (root, collection) = collection(width: 320, height: 120, layout: layout, source: source)
        root.layoutIfNeeded()
        let frames = collection.visibleCells.map(\.frame)
        #expect(frames.map(\.minX) == [0, 162, 324, 486] && frames.allSatisfy { $0.minY == 10 }, "\(frames)")
        #expect(collection.contentSize == CGSize(width: 4 * 150 + 3 * 12, height: 120))
    }

    /// Sizes from the delegate win; a subclass registered by class is made the way the test
    /// says; with an estimated size, an item is what its constraints make it.
    @Test func delegateSizesMadeSubclassesAndSelfSizingItems() throws {
        final class Chip: UICollectionViewCell {
            let label = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                label.text = "Swift"
                contentView.addSubview(label)
                label.snp.makeConstraints { $0.edges.equalToSuperview().inset(UIEdgeInsets(top: 6, left: 12, bottom: 6, right: 12)) }
            }
            required init?(coder: NSCoder) { fatalError("not used") }
        }
        final class Sized: NSObject, UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                CGSize(width: 60 + 10 * indexPath.item, height: 40)
            }
        }
        let layout = UICollectionViewFlowLayout()
        let source = Colours(3)
        source.identifier = "chip"
        let (root, collection) = collection(width: 320, layout: layout, source: source)
        collection.register(Chip.self, forCellWithReuseIdentifier: "chip")
        root.layoutIfNeeded()
        #expect(collection.visibleCells.isEmpty, "no maker yet: the items are left out")
        UICollectionView.makeCells(of: Chip.self) { Chip(frame: .zero) }
        collection.reloadData()
        let sized = Sized()
        collection.delegate = sized
        root.layoutIfNeeded()
        #expect(collection.visibleCells.map(\.frame.width) == [60, 70, 80] && collection.visibleCells.allSatisfy { $0 is Chip })
        collection.delegate = nil
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        root.layoutIfNeeded()
        let chip = try #require(collection.visibleCells.first as? Chip)
        let text = chip.label.intrinsicContentSize
        #expect(abs(chip.frame.width - (text.width + 24)) < 0.5 && abs(chip.frame.height - (text.height + 12)) < 0.5, "\(chip.frame) \(text)")
    }

    /// A section's header and footer of the layout's reference sizes, from the data source,
    /// above and below its items, as wide as the collection view.
    @Test func headersAndFootersFrameTheirSection() throws {
        final class Titled: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
                let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
                view.accessibilityIdentifier = kind == UICollectionView.elementKindSectionHeader ? "header" : "footer"
                return view
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.footerReferenceSize = CGSize(width: 0, height: 24)
        let source = Titled()
        let (root, collection) = collection(width: 320, layout: layout, source: source)
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
        }
        root.layoutIfNeeded()
        let header = try #require(collection.subviews.first { $0.accessibilityIdentifier == "header" })
        let footer = try #require(collection.subviews.first { $0.accessibilityIdentifier == "footer" })
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 40) && footer.frame == CGRect(x: 0, y: 140, width: 320, height: 24))
        #expect(collection.visibleCells.map(\.frame.minY) == [40, 40] && collection.contentSize.height == 164)
    }

    @Test func aCollectionViewControllersViewIsItsCollection() {
        final class Grid: UICollectionViewController {
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 170, height: 170)
        let grid = Grid(collectionViewLayout: layout)
        grid.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        grid.view.layoutIfNeeded()
        // An iPhone 8's 375 points: two a line, 35 between them.
        #expect(grid.collectionView.visibleCells.map(\.frame.minX) == [0, 205, 0, 205])
    }
}
