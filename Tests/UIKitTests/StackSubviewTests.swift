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

    /// Fill proportionally shares the stack's width by each view's size before layout where
    /// it has no intrinsic one: views made with frames 100 and 200 wide get a third and two.
    @Test func fillProportionallySharesByTheFramesViewsWereMadeWith() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let narrow = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let wide = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let row = UIStackView(arrangedSubviews: [narrow, wide])
        row.distribution = .fillProportionally
        root.addSubview(row)
        row.snp.makeConstraints { make in
            make.left.top.equalToSuperview()
            make.width.equalTo(300)
            make.height.equalTo(40)
        }
        root.layoutIfNeeded()
        #expect(narrow.frame.width == 100 && wide.frame == CGRect(x: 100, y: 0, width: 200, height: 40))
    }

    /// Arranging a view that is already arranged moves it; removing one leaves it a subview,
    /// no longer arranged (UIKit's rules), and arranging it again arranges it once.
    @Test func rearrangingMovesAndRemovingUnarranges() {
        let a = UIView(), b = UIView(), c = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.insertArrangedSubview(c, at: 0)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [c, b].map(ObjectIdentifier.init))
        #expect(a.superview === stack)
        stack.removeArrangedSubview(a)
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(a)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
    }
}
