import LayoutSnapLayout
import LayoutSnapScenario
import Testing

@testable import LayoutSnapUIKit

/// Cells laid out alone at a width, as snapshot tests of cells do: their content view fills
/// them and `systemLayoutSizeFitting` gives the height their content needs.
@MainActor
@Suite struct CellTests {
    final class MessageCell: UITableViewCell {
        let bubble = UIView()
        let messageLabel = UILabel()

        override init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            messageLabel.numberOfLines = 0
            contentView.addSubview(bubble)
            bubble.addSubview(messageLabel)
            bubble.snp.makeConstraints { make in make.edges.equalToSuperview().inset(UIEdgeInsets(top: 6, left: 16, bottom: 6, right: 60)) }
            messageLabel.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
        }

        required init?(coder: NSCoder) { nil }
    }

    @Test func aCellsHeightFollowsItsTextAtAFixedWidth() {
        let cell = MessageCell(style: .default, reuseIdentifier: "message")
        cell.messageLabel.text = "Short"
        let short = cell.systemLayoutSizeFitting(
            CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        cell.messageLabel.text = String(repeating: "A longer message that wraps over several lines. ", count: 4)
        let long = cell.systemLayoutSizeFitting(
            CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(short.width == 375 && long.width == 375)
        // One line: 20.29 points of text, 10 + 10 inside the bubble, 6 + 6 around it.
        #expect(abs(short.height - (20.29 + 32)) < 0.5, "\(short)")
        #expect(long.height > short.height + 60, "\(long)")
        cell.frame.size = long
        cell.layoutIfNeeded()
        // Frames are on the pixel grid; the fitting size is the engine's.
        #expect(cell.contentView.frame.width == 375 && abs(cell.contentView.frame.height - long.height) < 0.5)
        #expect(abs(cell.bubble.frame.height - (long.height - 12)) < 0.5)
    }

    @Test func theDefaultStylesLabelsLiveInTheContentView() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Detail"
        cell.layoutIfNeeded()
        #expect(cell.textLabel?.superview === cell.contentView)
        #expect(cell.textLabel?.frame.minX == 16 && cell.detailTextLabel?.frame.minX == 16)
        #expect((cell.detailTextLabel?.frame.minY ?? 0) > (cell.textLabel?.frame.maxY ?? 100))
        let model = HierarchyModel(root: cell, name: "cell", device: Device(width: 320, height: 60, scale: 2), isControllerView: false)
        #expect(model.views.map(\.id) == ["root", "contentView", "textLabel", "detailTextLabel"])
    }
}
