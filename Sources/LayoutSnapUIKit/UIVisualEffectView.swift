import LayoutSnapScenario

/// A blur or vibrancy effect, as UIKit's `UIBlurEffect` and `UIVibrancyEffect`.
open class UIVisualEffect: @unchecked Sendable {}

public final class UIBlurEffect: UIVisualEffect {
    public let style: Style
    public init(style: Style) { self.style = style }

    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    }
}

public final class UIVibrancyEffect: UIVisualEffect {
    public init(blurEffect: UIBlurEffect) {}
}

/// A visual-effect view, as UIKit's `UIVisualEffectView`: its `contentView` fills it. A blur
/// effect blurs what lies beneath (`ViewSpec.materialBlurRadius`) under a translucent material
/// tint; vibrancy draws nothing of its own.
@MainActor
open class UIVisualEffectView: UIView {
    public let contentView = UIView()
    open var effect: UIVisualEffect? { didSet { LayoutGeneration.advance() } }

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
        contentView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            contentView.topAnchor.constraint(equalTo: topAnchor), contentView.leadingAnchor.constraint(equalTo: leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: trailingAnchor), contentView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override var namedParts: [(name: String, view: UIView)] { [("contentView", contentView)] }

    override func describe(into spec: inout ViewSpec) {
        super.describe(into: &spec)
        guard let blur = effect as? UIBlurEffect else { return }
        spec.blurRadius = ViewSpec.materialBlurRadius
        guard spec.background == nil else { return }
        let dark = blur.style == .dark
        spec.background = (dark ? Color(red: 0.1, green: 0.1, blue: 0.1) : Color.named("systemBackground") ?? Color(red: 1, green: 1, blue: 1)).withAlpha(0.8)
    }
}
