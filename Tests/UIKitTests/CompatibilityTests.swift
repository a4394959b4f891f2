import LayoutSnapLayout
import LayoutSnapScenario
import Testing

@testable import LayoutSnapUIKit

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

    /// Target-action compiles with a selector made from the method's name (what `#selector`
    /// makes on Apple platforms); targets are held weakly, and never sent anything.
    @Test func targetActionIsKeptWithItsTargetHeldWeakly() {
        @MainActor final class Screen {
            let button = UIButton(type: .system)
            let tap = UITapGestureRecognizer(target: nil, action: nil)
            lazy var done = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: Selector("finish"))
            init() {
                button.addTarget(self, action: Selector("save"), for: .touchUpInside)
                button.addTarget(self, action: "share", for: [.touchUpInside, .valueChanged])
                tap.addTarget(self, action: "dismiss")
                button.addGestureRecognizer(tap)
            }
        }
        var screen: Screen? = Screen()
        let button = screen?.button
        #expect(button?.actions(forTarget: screen, forControlEvent: .touchUpInside) == ["save", "share"])
        #expect(button?.actions(forTarget: screen, forControlEvent: .valueChanged) == ["share"])
        #expect(screen?.done.action == Selector("finish") && screen?.done.target === screen)
        #expect(UIApplication.shared.sendAction("save", to: screen, from: nil, for: nil) == false, "nothing is sent")
        button?.removeTarget(screen, action: "share", for: .valueChanged)
        #expect(button?.actions(forTarget: screen, forControlEvent: .touchUpInside) == ["save"])
        let done = screen?.done
        screen = nil
        #expect(done?.target == nil, "held weakly")
        #expect(button?.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["save"])
    }

    /// Transforms, added layers, shadow paths and selected backgrounds are kept, and change
    /// no frame: UIKit lays a view out untransformed.
    @Test func transformsAndLayersAreKeptAndLayOutNothing() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = UIView()
        root.addSubview(box)
        box.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
        box.transform = CGAffineTransform(scaleX: 2, y: 2).rotated(by: .pi / 2)
        let gradient = CALayer(), mask = CALayer()
        box.layer.addSublayer(gradient)
        box.layer.insertSublayer(mask, at: 0)
        box.layer.shadowPath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 80, height: 80)).cgPath
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 10, width: 80, height: 80))
        #expect(box.layer.sublayers?.count == 2 && box.layer.sublayers?.first === mask && gradient.superlayer === box.layer)
        let turned = CGPoint(x: 1, y: 0).applying(box.transform)
        #expect(abs(turned.x) < 1e-9 && abs(turned.y - 2) < 1e-9, "a quarter turn, twice the size")
        #expect(CGAffineTransform.identity.isIdentity && !box.transform.isIdentity)
        let field = UITextField()
        field.borderStyle = UITextBorderStyle.roundedRect
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.selectedBackgroundView = UIView()
        #expect(field.borderStyle == .roundedRect && cell.selectedBackgroundView != nil)
    }

    /// `field.delegate = self` and `scrollView.delegate = self` compile, and hold their
    /// delegates weakly, as UIKit's do.
    @Test func delegatesAreHeldWeakly() {
        final class Form: UITextFieldDelegate, UIScrollViewDelegate {}
        let field = UITextField(), scroll = UIScrollView()
        var form: Form? = Form()
        field.delegate = form
        scroll.delegate = form
        #expect(field.delegate === form && scroll.delegate === form)
        form = nil
        #expect(field.delegate == nil && scroll.delegate == nil)
    }

    @Test func aVisualEffectViewHoldsItsContentAndATranslucentFillOverABlur() {
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        blur.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        let label = UILabel()
        label.text = "Over the blur"
        blur.contentView.addSubview(label)
        label.snp.makeConstraints { $0.center.equalToSuperview() }
        blur.layoutIfNeeded()
        #expect(blur.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 50))
        #expect(blur.modelSpec().background?.alpha == 0.8)
        #expect(blur.modelSpec().blurRadius == 20)
        // Vibrancy draws nothing of its own.
        #expect(UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light))).modelSpec().blurRadius == 0)
        #expect(label.frame.midX == 100)
    }

    /// A vibrancy effect's labels and symbols are drawn in its style's colour, not their own:
    /// in the dark values over a dark blur, following the render's appearance over a material.
    @Test func vibrantContentIsDrawnInTheEffectsColour() throws {
        // The blur view is returned too: a view holds its superview weakly.
        func vibrant(_ blur: UIBlurEffect, style: UIVibrancyEffectStyle?) -> (blur: UIView, label: UILabel, symbol: UIImageView) {
            let blurView = UIVisualEffectView(effect: blur)
            let effect = style.map { UIVibrancyEffect(blurEffect: blur, style: $0) } ?? UIVibrancyEffect(blurEffect: blur)
            let vibrancyView = UIVisualEffectView(effect: effect)
            blurView.contentView.addSubview(vibrancyView)
            let label = UILabel(), symbol = UIImageView(image: UIImage(systemName: "chevron.forward"))
            label.textColor = .systemRed
            symbol.tintColor = .systemRed
            vibrancyView.contentView.addSubview(label)
            vibrancyView.contentView.addSubview(symbol)
            return (blurView, label, symbol)
        }
        let dark = vibrant(UIBlurEffect(style: .dark), style: nil)
        let secondary = try #require(Color.named("secondaryLabel"))
        #expect(dark.label.modelSpec().label?.color == secondary.resolved(for: .dark))
        #expect(dark.symbol.modelSpec().image?.tint == secondary.resolved(for: .dark))
        let material = vibrant(UIBlurEffect(style: .systemMaterial), style: .tertiaryLabel)
        #expect(material.label.modelSpec().label?.color == Color.named("tertiaryLabel"), "both appearances kept")
        // Outside a vibrancy effect's content view a label keeps its colour, over a blur too.
        let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        let plain = UILabel()
        plain.textColor = .systemRed
        blurView.contentView.addSubview(plain)
        #expect(plain.modelSpec().label?.color == UIColor.systemRed.color)
    }

    @Test func aColourComesBackFromItsCGColorAndImagesIgnoreTheirBundle() {
        let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(UIColor(cgColor: orange.cgColor).cgColor == orange.cgColor)
        #expect(UIImage(named: "no-such-image", in: nil, compatibleWith: nil) == nil)
    }

    @Test func aControlsStateFollowsItsFlagsAndSegmentsCanBeRemoved() {
        let button = UIButton(type: .system)
        #expect(button.state == .normal)
        button.isEnabled = false
        button.isSelected = true
        #expect(button.state == [.disabled, .selected])
        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        segments.selectedSegmentIndex = 2
        segments.removeSegment(at: 0, animated: false)
        #expect(segments.numberOfSegments == 2 && segments.titleForSegment(at: 0) == "Week" && segments.selectedSegmentIndex == -1)
        segments.removeAllSegments()
        #expect(segments.numberOfSegments == 0 && segments.modelSpec().control?.segments == [])
    }
}
