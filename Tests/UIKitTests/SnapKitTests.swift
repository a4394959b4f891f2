import LayoutSnapLayout
import Testing

@testable import LayoutSnapUIKit

/// SnapKit's DSL means what SnapKit means: insets inward (negated on the right, bottom and
/// trailing edges), constants against the superview, sizes and centres from CGSize and
/// CGPoint, multipliers, priorities, and updating a kept constraint.
@MainActor
@Suite struct SnapKitTests {
    /// A 300×200 container with one subview made by `make`.
    func layout(_ make: (UIView, UIView) -> Void) -> (container: UIView, box: UIView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let box = UIView()
        container.addSubview(box)
        make(container, box)
        container.layoutIfNeeded()
        return (container, box)
    }

    @Test func insetsAreInwardOnEveryEdge() {
        let (_, box) = layout { _, box in box.snp.makeConstraints { $0.edges.equalToSuperview().inset(UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)) } }
        #expect(box.frame == CGRect(x: 20, y: 10, width: 240, height: 160))
        let (_, same) = layout { _, box in box.snp.makeConstraints { $0.left.right.top.bottom.equalToSuperview().inset(16) } }
        #expect(same.frame == CGRect(x: 16, y: 16, width: 268, height: 168))
    }

    @Test func offsetsAreNotNegated() {
        let (_, box) = layout { _, box in
            box.snp.makeConstraints { make in
                make.left.equalToSuperview().offset(10)
                make.right.equalToSuperview().offset(-10)
                make.top.equalTo(5)
                make.height.equalTo(44)
            }
        }
        #expect(box.frame == CGRect(x: 10, y: 5, width: 280, height: 44))
    }

    @Test func sizesCentresAndMultipliers() {
        let (_, box) = layout { _, box in
            box.snp.makeConstraints { make in
                make.size.equalTo(CGSize(width: 50, height: 40))
                make.center.equalToSuperview()
            }
        }
        #expect(box.frame == CGRect(x: 125, y: 80, width: 50, height: 40))
        let (_, half) = layout { _, box in
            box.snp.makeConstraints { make in
                make.width.equalToSuperview().multipliedBy(0.5)
                make.height.equalToSuperview().dividedBy(4)
                make.top.left.equalToSuperview()
            }
        }
        #expect(half.frame == CGRect(x: 0, y: 0, width: 150, height: 50))
    }

    @Test func relatesToAnotherViewsAttribute() {
        let (container, box) = layout { container, box in
            let header = UIView()
            header.accessibilityIdentifier = "header"
            container.addSubview(header)
            header.snp.makeConstraints { make in
                make.top.left.right.equalToSuperview()
                make.height.equalTo(60)
            }
            box.snp.makeConstraints { make in
                make.top.equalTo(header.snp.bottom).offset(8)
                make.left.right.equalTo(header)
                make.bottom.equalToSuperview()
            }
        }
        #expect(box.frame == CGRect(x: 0, y: 68, width: 300, height: 132))
        #expect(container.subviews.count == 2)
    }

    @Test func lowerPriorityGivesWay() {
        let (_, box) = layout { _, box in
            box.snp.makeConstraints { make in
                make.top.left.equalToSuperview()
                make.width.equalTo(100)
                make.height.equalTo(500).priority(.low)
                make.height.lessThanOrEqualToSuperview()
            }
        }
        #expect(box.frame.height == 200)
    }

    @Test func keptConstraintsUpdateAndConstraintsAreRemade() {
        var kept: Constraint?
        let (container, box) = layout { _, box in
            box.snp.makeConstraints { make in
                kept = make.top.equalToSuperview().offset(10).constraint
                make.left.equalToSuperview()
                make.size.equalTo(20)
            }
        }
        #expect(box.frame.minY == 10)
        kept?.update(offset: 30)
        container.layoutIfNeeded()
        #expect(box.frame.minY == 30)
        box.snp.updateConstraints { make in make.top.equalToSuperview().offset(50) }
        container.layoutIfNeeded()
        #expect(box.frame.minY == 50)
        box.snp.remakeConstraints { make in make.edges.equalToSuperview() }
        container.layoutIfNeeded()
        #expect(box.frame == container.bounds)
        kept?.deactivate()
        #expect(kept?.isActive == false)
    }

    @Test func safeAreaGuidesAreTargets() {
        final class Screen: UIViewController {
            let bar = UIView()
            override func viewDidLoad() {
                view.addSubview(bar)
                bar.snp.makeConstraints { make in
                    make.top.equalTo(view.safeAreaLayoutGuide.snp.top)
                    make.left.right.equalTo(view.safeAreaLayoutGuide)
                    make.height.equalTo(44)
                }
            }
        }
        let screen = Screen()
        screen.view.layoutIfNeeded()
        // An iPhone 8's status bar: 20 points of safe area on top.
        #expect(screen.bar.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
    }
}
