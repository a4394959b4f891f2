import Foundation
import LayoutSnapPNG
import LayoutSnapScenario
import Testing

@testable import LayoutSnapUIKit

/// A list layout (`UICollectionViewCompositionalLayout.list(using:)`) draws its rows full
/// width and self-sizing, spaced as the grouped tables beside it, with list cells' separators,
/// grouped backgrounds, rounded inset sections and accessories.
@MainActor
@Suite struct ListConfigurationTests {
    final class Settings: NSObject, UICollectionViewDataSource {
        let rows = [["Wi-Fi", "Bluetooth", "Mobile Data"], ["Notifications"]]
        func numberOfSections(in collectionView: UICollectionView) -> Int { rows.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { rows[section].count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            guard let cell = cell as? UICollectionViewListCell else { return cell }
            var content = cell.defaultContentConfiguration()
            content.text = rows[indexPath.section][indexPath.item]
            cell.contentConfiguration = content
            cell.accessories = indexPath.section == 0 ? [.disclosureIndicator()] : [.label(text: "On"), .checkmark()]
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
    }

    func laidOut(_ configuration: UICollectionLayoutListConfiguration, width: CGFloat = 375) -> (UICollectionView, Settings) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 600))
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collection.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        let source = Settings()
        collection.dataSource = source
        root.addSubview(collection)
        collection.snp.makeConstraints { $0.edges.equalToSuperview() }
        root.layoutIfNeeded()
        return (collection, source)
    }

    @Test func anInsetGroupedListIsSpacedAndDrawnAsAnInsetGroupedTable() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let (collection, source) = laidOut(configuration)
        let cells = collection.visibleCells.compactMap { $0 as? UICollectionViewListCell }
        try #require(cells.count == 4)
        // 16 in from the sides; the first header 17.5 down and 38 tall, so the first row at
        // 55.5; rows of one line of body text, 44 points (a list row's least); the second
        // section's header 38 tall below the first's 18-point footer room.
        #expect(cells[0].frame.minX == 16 && cells[0].frame.width == 343 && cells[0].frame.minY == 55.5)
        #expect(cells[0].frame.height == 44, "\(cells[0].frame)")
        #expect(cells[1].frame.minY == cells[0].frame.maxY && cells[3].frame.minY == cells[2].frame.maxY + 18 + 38)
        // Grouped background behind, cells on the secondary one; outer corners rounded.
        #expect(collection.backgroundColor == .systemGroupedBackground && cells[1].backgroundColor == .secondarySystemGroupedBackground)
        #expect(cells[0].layer.cornerRadius == 10 && cells[0].layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(cells[1].layer.cornerRadius == 0 && cells[3].layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        // Separators from the text's leading edge, none under a section's last row.
        let parts = cells.map { Dictionary($0.namedParts.map { ($0.name, $0.view) }, uniquingKeysWith: { first, _ in first }) }
        let separator = try #require(parts[0]["separator"])
        #expect(separator.frame.minY == cells[0].bounds.height - 0.5 && separator.frame.minX == 16 && separator.frame.maxX == 343)
        #expect(parts[2]["separator"] == nil && parts[3]["separator"] == nil)
        // The disclosure indicator 16 points from the trailing edge, the content view before it;
        // the label and the checkmark 8 apart.
        let chevron = try #require(parts[0]["accessory0"])
        #expect(chevron.frame.maxX == 343 - 16 && chevron.frame.width == 8 && cells[0].contentView.frame.maxX == chevron.frame.minX - 4)
        let label = try #require(parts[3]["accessory0"]), check = try #require(parts[3]["accessory1"])
        #expect(check.frame.maxX == 343 - 16 && label.frame.maxX == check.frame.minX - 8 && (label as? UILabel)?.text == "On")
        withExtendedLifetime(source) {}
    }

    @Test func aPlainListRunsEdgeToEdgeWithSeparatorsUnderEveryRow() throws {
        let (collection, source) = laidOut(UICollectionLayoutListConfiguration(appearance: .plain))
        let cells = collection.visibleCells.compactMap { $0 as? UICollectionViewListCell }
        try #require(cells.count == 4)
        #expect(cells[0].frame.minX == 0 && cells[0].frame.width == 375 && cells[0].frame.minY == 0)
        #expect(cells[3].frame.minY == cells[2].frame.maxY, "no spacing between plain sections without headers")
        #expect(cells.allSatisfy { cell in cell.namedParts.contains { $0.name == "separator" } })
        #expect(collection.backgroundColor == .systemBackground && cells[0].layer.cornerRadius == 0)
        // Drawn: the separator's grey under the first row, at the text's inset.
        let image = try #require(collection.superview).drawnAtScaleOne(name: "list")
        let line = image.pixel(x: 100, y: Int((cells[0].frame.maxY - 0.25).rounded(.down))), row = image.pixel(x: 100, y: 20)
        #expect(line != row, "\(line) under the row, \(row) in it")
        withExtendedLifetime(source) {}
    }
}
