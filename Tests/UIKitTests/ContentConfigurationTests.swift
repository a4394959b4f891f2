import LayoutSnapLayout
import LayoutSnapScenario
import Testing

@testable import LayoutSnapUIKit

/// Cells that show a list content configuration: the image at the leading margin, the texts
/// after it, stacked or side by side, inside the cell's margins.
@MainActor
@Suite struct ContentConfigurationTests {
    func parts(of cell: UITableViewCell) throws -> (image: UIImageView, text: UILabel, secondary: UILabel) {
        let list = try #require(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first)
        return (list.imageView, list.textLabel, list.secondaryTextLabel)
    }

    func fit(_ cell: UITableViewCell, width: CGFloat = 375) -> CGSize {
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        cell.frame = CGRect(origin: .zero, size: size)
        cell.layoutIfNeeded()
        return size
    }

    /// A subtitle cell sized to fit: 11 points, the title, 3, the subtitle, 11; both after the
    /// image and its 16 points of padding.
    @Test func aSubtitleCellStacksItsTextsAfterTheImage() throws {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Morning run"
        content.secondaryText = "5.2 km along the river"
        content.image = UIImage(systemName: "star")
        cell.contentConfiguration = content
        let size = fit(cell)
        let (image, text, secondary) = try parts(of: cell)
        #expect(text.text == "Morning run" && secondary.text == "5.2 km along the river")
        #expect(text.font.pointSize == 17 && secondary.font.pointSize == 15 && secondary.textColor == .secondaryLabel)
        let textHeight = text.intrinsicContentSize.height, secondaryHeight = secondary.intrinsicContentSize.height
        #expect(abs(size.height - (11 + textHeight + 3 + secondaryHeight + 11)) < 0.01, "\(size)")
        #expect(image.frame.minX == 16 && abs(image.frame.midY - size.height / 2) < 0.5)
        #expect(text.frame.minX == 16 + image.frame.width + 16 && secondary.frame.minX == text.frame.minX)
        #expect(abs(secondary.frame.minY - (text.frame.maxY + 3)) < 0.01)
    }

    /// In a table, a configured cell's separator starts at its text, past the image (Apple's
    /// list cells), unless the cell sets its own inset.
    @Test func theSeparatorStartsAtTheText() throws {
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                var content = cell.defaultContentConfiguration()
                content.text = "Help"
                content.image = UIImage(systemName: "info.circle")
                cell.contentConfiguration = content
                if indexPath.row == 1 { cell.separatorInset = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0) }
                return cell
            }
        }
        let source = Source()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 200), style: .plain)
        table.dataSource = source
        table.layoutIfNeeded()
        let cells = table.visibleCells
        #expect(cells.count == 2)
        let first = try #require(cells.first), second = try #require(cells.last)
        let (_, text, _) = try parts(of: first)
        let line = try #require(first.subviews.first { $0.frame.height == 0.5 })
        #expect(line.frame.minX == text.frame.minX && text.frame.minX > 40)
        #expect(second.subviews.first { $0.frame.height == 0.5 }?.frame.minX == 30)
    }

    /// A collection view cell shows a configuration the same way, over its content view.
    @Test func aCollectionViewCellShowsItsConfiguration() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        var content = cell.defaultContentConfiguration()
        content.text = "Photos"
        cell.contentConfiguration = content
        cell.layoutIfNeeded()
        let list = try #require(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first)
        #expect(list.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(list.textLabel.text == "Photos" && list.textLabel.frame.minX == 16 && abs(list.textLabel.frame.midY - 22) < 0.5)
    }

    /// A value cell in a 44-point row: the title at the leading margin, the value against the
    /// trailing one, both centred.
    @Test func aValueCellSetsItsTextsSideBySide() throws {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Units"
        content.secondaryText = "Metric"
        cell.contentConfiguration = content
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        cell.layoutIfNeeded()
        let (image, text, secondary) = try parts(of: cell)
        #expect(image.superview == nil, "no image, no image view")
        #expect(text.frame.minX == 16 && abs(secondary.frame.maxX - (375 - 16)) < 0.01)
        #expect(abs(text.frame.midY - 22) < 0.5 && abs(secondary.frame.midY - 22) < 0.5)
        #expect(secondary.textColor == .secondaryLabel && secondary.font.pointSize == 17)
    }

    /// A grouped header's text is written in capitals; a configuration replaces the style's
    /// own labels, and setting none removes its view.
    @Test func aConfigurationReplacesTheStylesLabels() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Old"
        var header = UIListContentConfiguration.groupedHeader()
        header.text = "Privacy"
        cell.contentConfiguration = header
        _ = fit(cell)
        #expect(cell.textLabel?.isHidden == true)
        let (_, text, _) = try parts(of: cell)
        #expect(text.text == "PRIVACY" && text.font.pointSize == 13)
        cell.contentConfiguration = nil
        #expect(cell.contentView.subviews.allSatisfy { !($0 is UIListContentView) })
    }
}
