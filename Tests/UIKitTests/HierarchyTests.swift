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
}

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

/// iOS 15 buttons: `UIButton.Configuration` decides the title, colours, background and the
/// size (one 17-point line plus 7 and 12 points of insets).
@MainActor
@Suite struct ButtonConfigurationTests {
    @Test func aFilledButtonIsSizedByItsTitleAndInsetsAndFilledWithTheTint() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        let button = UIButton(configuration: configuration)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.addSubview(button)
        button.snp.makeConstraints { $0.top.left.equalToSuperview() }
        root.layoutIfNeeded()
        let plain = UILabel()
        plain.text = "Continue"
        #expect(abs(button.frame.height - (20.29 + 14)) < 0.5, "\(button.frame)")
        #expect(abs(button.frame.width - (plain.intrinsicContentSize.width + 24)) < 0.5, "\(button.frame)")
        let spec = button.modelSpec()
        #expect(spec.background == UIColor.systemBlue.color)
        #expect(spec.control?.tint == Color(red: 1, green: 1, blue: 1))
        #expect(spec.cornerRadius == 6)
    }
}

/// A navigation controller: its bar under the status bar, the top view controller's title in
/// it, and that view controller's safe area starting below the bar.
@MainActor
@Suite struct NavigationControllerTests {
    final class Inbox: UIViewController {
        let firstRow = UILabel()
        override func viewDidLoad() {
            title = "Inbox"
            firstRow.text = "Welcome"
            view.addSubview(firstRow)
            firstRow.snp.makeConstraints { make in
                make.top.equalTo(view.safeAreaLayoutGuide).offset(8)
                make.leading.equalTo(view.layoutMarginsGuide)
            }
        }
    }

    @Test func theChildIsLaidOutBelowTheBar() throws {
        let inbox = Inbox()
        let navigation = UINavigationController(rootViewController: inbox)
        navigation.view.layoutIfNeeded()
        #expect(inbox.navigationController === navigation)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 375, height: 64))
        #expect(navigation.navigationBar.titleLabel.text == "Inbox")
        #expect(abs(navigation.navigationBar.titleLabel.frame.midY - 42) < 0.5)
        #expect(inbox.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(inbox.firstRow.frame.minY == 72 && inbox.firstRow.frame.minX == 16)
        let model = HierarchyModel(root: navigation.view, name: "nav", device: .standard, isControllerView: true, owner: navigation)
        #expect(model.views.map(\.id) == ["root", "Inbox", "firstRow", "navigationBar", "navigationTitle", "UIView_1_1"])
    }
}

/// Attributed text sets a label's characters and its first run's font, colour and alignment.
@MainActor
@Suite struct AttributedTextTests {
    @Test func theFirstRunsStyleIsTheLabels() {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        let label = UILabel()
        label.attributedText = NSAttributedString(
            string: "Hello", attributes: [.font: UIFont.boldSystemFont(ofSize: 24), .foregroundColor: UIColor.systemRed, .paragraphStyle: paragraph])
        let spec = label.modelSpec()
        #expect(spec.label?.text == "Hello")
        #expect(spec.label?.font.size == 24 && spec.label?.font.weight == 700)
        #expect(spec.label?.color == UIColor.systemRed.color)
        #expect(spec.label?.alignment == .center)
    }
}

/// What view files call that lays nothing out compiles and does what a snapshot needs.
@MainActor
@Suite struct CompatibilityTests {
    @Test func animationsRunAtOnceAndPresentationCompletes() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = UIView()
        root.addSubview(box)
        box.translatesAutoresizingMaskIntoConstraints = false
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([width, box.heightAnchor.constraint(equalToConstant: 10), box.topAnchor.constraint(equalTo: root.topAnchor), box.leftAnchor.constraint(equalTo: root.leftAnchor)])
        var completed = false
        UIView.animate(withDuration: 0.3, animations: {
            width.constant = 60
            root.layoutIfNeeded()
        }, completion: { completed = $0 })
        #expect(completed && box.frame.width == 60)
        let tap = UITapGestureRecognizer()
        box.addGestureRecognizer(tap)
        #expect(tap.view === box && !box.becomeFirstResponder())
        var dismissed = false
        UIViewController().dismiss(animated: true) { dismissed = true }
        #expect(dismissed)
    }

    @Test func aVisualEffectViewHoldsItsContentAndATranslucentFill() {
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        blur.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        let label = UILabel()
        label.text = "Over the blur"
        blur.contentView.addSubview(label)
        label.snp.makeConstraints { $0.center.equalToSuperview() }
        blur.layoutIfNeeded()
        #expect(blur.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 50))
        #expect(blur.modelSpec().background?.alpha == 0.8)
        #expect(label.frame.midX == 100)
    }
}
