import LayoutSnapLayout
import LayoutSnapScenario
import Testing

@testable import LayoutSnapUIKit

/// A subview added to a stack with addSubview is not arranged: its own constraints place it.
@MainActor
@Suite struct StackSubviewTests {
    @Test func aBadgeAddedWithAddSubviewIsNotArranged() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let first = UILabel(), second = UILabel(), badge = UIView()
        first.text = "Inbox"
        second.text = "12"
        let row = UIStackView(arrangedSubviews: [first, second])
        row.spacing = 8
        root.addSubview(row)
        row.addSubview(badge)
        row.snp.makeConstraints { make in
            make.left.equalToSuperview().offset(20)
            make.top.equalToSuperview().offset(40)
        }
        badge.snp.makeConstraints { make in
            make.size.equalTo(10)
            make.centerX.equalTo(row.snp.right)
            make.centerY.equalTo(row.snp.top)
        }
        root.layoutIfNeeded()
        // The row is as long as its two labels; the badge sits on its top-right corner.
        #expect(second.frame.minX == first.frame.maxX + 8)
        #expect(row.frame.width == second.frame.maxX)
        #expect(badge.frame == CGRect(x: row.frame.width - 5, y: -5, width: 10, height: 10))
    }
}
