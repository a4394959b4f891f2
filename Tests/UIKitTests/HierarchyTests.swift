import LayoutSnapLayout
import LayoutSnapScenario
import Testing

@testable import LayoutSnapUIKit

/// A hierarchy built in code: views named as a developer looks for them, UIKit's rules for
/// margins, stacks and intrinsic sizes, and problems UIKit would crash or log on reported with
/// the line that caused them.
@MainActor
@Suite(.serialized) struct HierarchyTests {
    final class Card: UIView {
        let titleLabel = UILabel()
        lazy var subtitleLabel = UILabel()
        private let icon = UIImageView(image: UIImage(systemName: "star"))

        override init(frame: CGRect) {
            super.init(frame: frame)
            for view in [titleLabel, subtitleLabel, icon] { addSubview(view) }
            let badge = UIView()
            addSubview(badge)
            let tagged = UIView()
            tagged.accessibilityIdentifier = "close button"
            addSubview(tagged)
        }

        required init?(coder: NSCoder) { nil }
    }

    @Test func viewsAreNamedByIdentifierPropertyOrTypeAndIndex() {
        let card = Card(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let model = HierarchyModel(root: card, name: "Card", device: Device(width: 320, height: 100, scale: 2), isControllerView: false)
        #expect(model.views.map(\.id) == ["root", "titleLabel", "subtitleLabel", "icon", "UIView_3", "close_button"])
    }

    @Test func aPlainRootHasEightPointMarginsAndAControllersRootTheSystemOnes() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let inner = UIView()
        root.addSubview(inner)
        inner.snp.makeConstraints { $0.edges.equalTo(root.layoutMarginsGuide) }
        root.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 8, y: 8, width: 304, height: 84))

        final class Screen: UIViewController {
            let inner = UIView()
            override func viewDidLoad() {
                view.addSubview(inner)
                inner.snp.makeConstraints { $0.left.right.equalTo(view.layoutMarginsGuide) }
                inner.snp.makeConstraints { $0.top.height.equalTo(10) }
            }
        }
        let screen = Screen()
        screen.view.layoutIfNeeded()
        // An iPhone 8 controller's view: 16-point system margins at the sides.
        #expect(screen.inner.frame == CGRect(x: 16, y: 10, width: 343, height: 10))
    }

    /// Subviews are drawn in their order: bringing to the front, sending to the back and
    /// exchanging two reorder them (out-of-range indexes change nothing).
    @Test func subviewsCanBeReordered() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = UIView(), c = UIView()
        for view in [a, b, c] { root.addSubview(view) }
        root.bringSubviewToFront(a)
        #expect(root.subviews == [b, c, a])
        root.sendSubviewToBack(c)
        #expect(root.subviews == [c, b, a])
        root.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(root.subviews == [a, b, c])
        root.exchangeSubview(at: 0, withSubviewAt: 5)
        #expect(root.subviews == [a, b, c])
        let model = HierarchyModel(root: root, name: "order", device: Device(width: 100, height: 100, scale: 1), isControllerView: false)
        #expect(model.scenario.root.subviews.count == 3 && model.views.map(\.view) == [root, a, b, c])
    }

    @Test func stackViewsArrangeTheirSubviews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let stack = UIStackView(arrangedSubviews: [UIView(), UIView(), UIView()])
        stack.axis = .vertical
        stack.distribution = .fillEqually
        stack.spacing = 10
        root.addSubview(stack)
        stack.snp.makeConstraints { $0.edges.equalToSuperview() }
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 200, height: 93.5), CGRect(x: 0, y: 103.5, width: 200, height: 93), CGRect(x: 0, y: 206.5, width: 200, height: 93.5),
        ])
    }

    @Test func anIntrinsicContentSizeOverrideIsWhatTheLayoutUses() {
        final class PaddedLabel: UILabel {
            override var intrinsicContentSize: CGSize {
                let size = super.intrinsicContentSize
                return CGSize(width: size.width + 20, height: size.height + 10)
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let plain = UILabel(), padded = PaddedLabel()
        for label in [plain, padded] {
            label.text = "Hello"
            root.addSubview(label)
            label.snp.makeConstraints { $0.top.left.equalToSuperview() }
        }
        root.layoutIfNeeded()
        #expect(padded.frame.width - plain.frame.width == 20)
        #expect(padded.frame.height - plain.frame.height == 10)
        #expect(plain.frame.height > 19 && plain.frame.height < 22)
    }

    @Test func aConflictIsReportedWithTheLinesThatMadeIt() {
        _ = UIKitProblems.drain()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let box = UIView()
        root.addSubview(box)
        box.translatesAutoresizingMaskIntoConstraints = false
        let line = #line + 2
        NSLayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 100),
            box.widthAnchor.constraint(equalToConstant: 200),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        let report = UIKitProblems.drain().joined(separator: "\n")
        #expect(report.contains("Unable to simultaneously satisfy constraints."))
        #expect(report.contains("HierarchyTests.swift:\(line)") && report.contains("HierarchyTests.swift:\(line + 1)"), "\(report)")
    }

    @Test func constraintsBetweenUnrelatedViewsAreAnErrorNotACrash() {
        _ = UIKitProblems.drain()
        let a = UIView(), b = UIView()
        a.accessibilityIdentifier = "a"
        let line = #line + 1
        a.leftAnchor.constraint(equalTo: b.leftAnchor).isActive = true
        let problems = UIKitProblems.drain()
        #expect(problems.count == 1)
        #expect(problems.first?.contains("UIKitTests/HierarchyTests.swift:\(line)") == true)
        #expect(problems.first?.contains("no common ancestor") == true)
        a.addSubview(a)
        #expect(UIKitProblems.drain().first?.contains("cannot contain itself") == true)
        #expect(a.subviews.isEmpty)
    }

    @Test func aVisualFormatErrorNamesTheLineAndMakesNothing() {
        _ = UIKitProblems.drain()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let box = UIView()
        root.addSubview(box)
        let line = #line + 1
        let made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[box]-[missing]-|", options: [], metrics: nil, views: ["box": box])
        #expect(made.isEmpty)
        let problem = UIKitProblems.drain().first ?? ""
        #expect(problem.contains("HierarchyTests.swift:\(line)") && problem.contains("missing"), "\(problem)")
        box.translatesAutoresizingMaskIntoConstraints = false
        let good = NSLayoutConstraint.constraints(withVisualFormat: "H:|-(m)-[box(==40)]", options: [], metrics: ["m": 12], views: ["box": box])
        NSLayoutConstraint.activate(good + [box.topAnchor.constraint(equalTo: root.topAnchor), box.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 12, y: 0, width: 40, height: 10))
    }

    @Test func ambiguityIsReportedPerViewAndPointsConvertBetweenViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let placed = UIView(), loose = UIView()
        for view in [placed, loose] {
            root.addSubview(view)
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        placed.snp.makeConstraints { make in
            make.left.equalToSuperview().offset(40)
            make.top.equalToSuperview().offset(30)
            make.size.equalTo(50)
        }
        loose.snp.makeConstraints { $0.size.equalTo(10) }
        #expect(!placed.hasAmbiguousLayout && loose.hasAmbiguousLayout)
        let inner = UIView(frame: CGRect(x: 5, y: 6, width: 10, height: 10))
        placed.addSubview(inner)
        root.layoutIfNeeded()
        #expect(inner.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 46, y: 38))
        #expect(root.convert(CGPoint(x: 46, y: 38), to: inner) == CGPoint(x: 1, y: 2))
        #expect(inner.convert(CGPoint(x: 46, y: 38), from: nil) == CGPoint(x: 1, y: 2))
    }
}
