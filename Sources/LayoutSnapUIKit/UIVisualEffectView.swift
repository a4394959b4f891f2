import LayoutSnapScenario

/// A blur or vibrancy effect, as UIKit's `UIBlurEffect` and `UIVibrancyEffect`.
open class UIVisualEffect: @unchecked Sendable {}

public final class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    public let style: Style
    public init(style: Style) { self.style = style }

    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    }
}

/// Vibrancy: the labels and template images in the effect view's content view are drawn in
/// the effect's colour rather than their own, as UIKit renders them through the effect (it
/// blends that colour with the blur beneath; here it is drawn flat). The colour is the
/// style's semantic one (`secondaryLabel` without a style), in the dark or light appearance a
/// dark or light blur style implies, else in the render's.
public final class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    let blurEffect: UIBlurEffect
    let style: UIVibrancyEffectStyle?

    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        style = nil
    }

    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
    }

    /// What the content is drawn in.
    var contentColor: Color? {
        let name =
            switch style {
            case .label: "label"
            case .secondaryLabel, nil: "secondaryLabel"
            case .tertiaryLabel: "tertiaryLabel"
            case .quaternaryLabel: "quaternaryLabel"
            case .fill: "systemFill"
            case .secondaryFill: "secondarySystemFill"
            case .tertiaryFill: "tertiarySystemFill"
            case .separator: "separator"
            }
        guard let color = Color.named(name) else { return nil }
        switch blurEffect.style {
        case .dark: return color.resolved(for: .dark)
        case .light, .extraLight: return color.resolved(for: .light)
        default: return color
        }
    }
}

/// How vibrant a vibrancy effect's content is, as UIKit's `UIVibrancyEffectStyle`.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

extension UIView {
    /// The colour a vibrancy effect draws this view's content in: the nearest visual-effect
    /// view above decides, when its content view holds this view.
    var vibrancyColor: Color? {
        var child: UIView = self
        while let parent = child.superview {
            if let effectView = parent as? UIVisualEffectView {
                return child === effectView.contentView ? (effectView.effect as? UIVibrancyEffect)?.contentColor : nil
            }
            child = parent
        }
        return nil
    }
}

/// A visual-effect view, as UIKit's `UIVisualEffectView`: its `contentView` fills it. A blur
/// effect blurs what lies beneath (`ViewSpec.materialBlurRadius`) under a translucent material
/// tint; vibrancy draws nothing of its own, and its content in the effect's colour.
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
