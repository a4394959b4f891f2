import Foundation
import LayoutSnapUIKit
import Testing

/// The docs' UIKit snippets do what the docs say when run, not only compile.
@MainActor
@Suite struct RenderedSnippetTests {
    /// docs/uikit-code.md's settings list: two inset grouped sections of two rows each.
    @Test func theSettingsListShowsItsRowsInInsetSections() throws {
        let controller = SettingsListViewController()
        controller.view.layoutIfNeeded()
        let list = try #require(controller.view.subviews.compactMap { $0 as? UICollectionView }.first)
        let frames = list.visibleCells.map(\.frame)
        try #require(frames.count == 4)
        #expect(frames.allSatisfy { $0.minX == 16 && $0.width == 343 && $0.height == 44 }, "\(frames)")
        #expect(frames[0].minY == 18 && frames[2].minY == frames[1].maxY + 36)
        #expect(list.visibleCells.allSatisfy { ($0 as? UICollectionViewListCell)?.accessories.count == 1 })
    }
}
