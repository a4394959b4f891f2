import Foundation
import LayoutSnapScenario
import Testing

@testable import LayoutSnapUIKit

/// A collection view with a compositional layout draws its items where their groups put them:
/// fractions of the group's and the section's size, repeated while they fit, groups down the
/// section (or across it where it scrolls on its own), headers above.
@MainActor
@Suite struct CompositionalLayoutTests {
    final class Sections: NSObject, UICollectionViewDataSource {
        let counts: [Int]
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.contentView.backgroundColor = .systemTeal
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
    }

    func laidOut(_ layout: UICollectionViewCompositionalLayout, _ counts: [Int], width: CGFloat = 375) -> (UICollectionView, Sections) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 600))
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "header")
        let source = Sections(counts)
        collection.dataSource = source
        root.addSubview(collection)
        collection.snp.makeConstraints { $0.edges.equalToSuperview() }
        root.layoutIfNeeded()
        return (collection, source)
    }

    static func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    @Test func aGridOfThirdsRepeatsItsItemAndStacksItsGroups() {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        let (collection, _) = laidOut(UICollectionViewCompositionalLayout(section: section), [7])
        let frames = collection.visibleCells.map(\.frame)
        let third: CGFloat = (375.0 - 32) / 3
        #expect(frames.count == 7)
        // Three a group, each a third of the 343 points inside the insets, less its own 2 (on
        // the pixel grid, as every frame is).
        let expected: [CGFloat] = [18, 16 + third + 2, 16 + 2 * third + 2]
        #expect(zip(frames.prefix(3).map(\.minX), expected).allSatisfy { abs($0 - $1) <= 0.25 }, "\(frames)")
        #expect(abs(frames[0].width - (third - 4)) <= 0.25 && frames[0].height == 96)
        #expect(frames.map(\.minY) == [18, 18, 18, 128, 128, 128, 238], "groups 100 tall, 10 apart")
        #expect(collection.contentSize == CGSize(width: 375, height: 16 + 3 * 100 + 2 * 10 + 16))
    }

    @Test func aCountedGroupSharesItsWidthAndNestedGroupsPlaceTheirOwn() {
        let half = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(1)))
        let pair = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(60)), repeatingSubitem: half, count: 2)
        pair.interItemSpacing = .fixed(8)
        // A big item beside two stacked ones.
        let big = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let stack = NSCollectionLayoutGroup.vertical(layoutSize: Self.size(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [small])
        let mosaic = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(200)), subitems: [big, stack])
        let layout = UICollectionViewCompositionalLayout { index, environment in
            #expect(environment.container.effectiveContentSize.width == 320)
            return NSCollectionLayoutSection(group: index == 0 ? pair : mosaic)
        }
        let (collection, _) = laidOut(layout, [2, 3], width: 320)
        let frames = collection.visibleCells.map(\.frame)
        #expect(frames[0] == CGRect(x: 0, y: 0, width: 156, height: 60) && frames[1] == CGRect(x: 164, y: 0, width: 156, height: 60), "\(frames)")
        #expect(frames[2] == CGRect(x: 0, y: 60, width: 160, height: 200))
        #expect(frames[3] == CGRect(x: 160, y: 60, width: 160, height: 100) && frames[4] == CGRect(x: 160, y: 160, width: 160, height: 100))
        #expect(collection.contentSize.height == 260)
    }

    /// Rows of an estimated height are as tall as their constraints make them at their width.
    @Test func estimatedHeightsAreSelfSizing() {
        final class Notes: NSObject, UICollectionViewDataSource {
            let texts = ["Milk", "Call the plumber about the kitchen tap, the one that has dripped since spring, before Friday."]
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                let label = UILabel()
                label.numberOfLines = 0
                label.font = .systemFont(ofSize: 17)
                label.text = texts[indexPath.item]
                cell.contentView.addSubview(label)
                label.snp.makeConstraints { $0.edges.equalToSuperview().inset(12) }
                return cell
            }
        }
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 1
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = Notes()
        collection.dataSource = source
        root.addSubview(collection)
        collection.snp.makeConstraints { $0.edges.equalToSuperview() }
        root.layoutIfNeeded()
        let frames = collection.visibleCells.map(\.frame)
        // One line of 17-point text and 24 points of insets; the long note wraps to three or more.
        #expect(abs(frames[0].height - 44.5) <= 1, "\(frames)")
        #expect(frames[1].height > 80 && frames[1].minY == frames[0].maxY + 1 && frames[1].width == 320, "\(frames)")
        #expect(abs(collection.contentSize.height - frames[1].maxY) <= 0.5, "the last row's bottom, before the pixel grid")
        withExtendedLifetime(source) {}
    }

    @Test func anOrthogonalSectionRunsAcrossUnderItsHeader() throws {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(0.8), .absolute(150)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: Self.size(.fractionalWidth(1), .absolute(44)), elementKind: "header", alignment: .top)
        ]
        let (collection, source) = laidOut(UICollectionViewCompositionalLayout(section: section), [3])
        let frames = collection.visibleCells.map(\.frame)
        let width: CGFloat = (375.0 - 40) * 0.8
        #expect(frames.map(\.minY) == [44, 44, 44], "\(frames)")
        let lefts: [CGFloat] = [20, 20 + width + 12, 20 + 2 * (width + 12)]
        #expect(zip(frames.map(\.minX), lefts).allSatisfy { abs($0 - $1) <= 0.25 }, "\(frames)")
        // The header keeps to the section's insets, above the cards.
        let header = collection.subviews.first { $0 is UICollectionReusableView && !($0 is UICollectionViewCell) }
        #expect(header?.frame == CGRect(x: 20, y: 0, width: 335, height: 44))
        #expect(collection.contentSize == CGSize(width: 375, height: 194), "one row tall; the cards run past the edge, which clips them")
        // Drawn: a card, the gap between two, the next card's start.
        let image = try #require(collection.superview).drawnAtScaleOne(name: "cards")
        func isTeal(_ x: Int, _ y: Int) -> Bool { image.pixel(x: x, y: y).red < 120 && image.pixel(x: x, y: y).green > 150 }
        #expect(isTeal(100, 120), "\(image.pixel(x: 100, y: 120)) \(image.width)×\(image.height)")
        #expect(!isTeal(Int(20 + width + 6), 120), "\(image.pixel(x: Int(20 + width + 6), y: 120))")
        #expect(isTeal(Int(20 + width + 20), 120), "\(image.pixel(x: Int(20 + width + 20), y: 120))")
        withExtendedLifetime(source) {}  // the collection view holds its data source weakly, as UIKit's
    }
}
