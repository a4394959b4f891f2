import Foundation
import LayoutSnapScenario

/// Scales a font of the app's own, or a length, with Dynamic Type as a text style does, as
/// UIKit's `UIFontMetrics`: a scaled font follows each render's content size category.
open class UIFontMetrics: @unchecked Sendable {  // immutable after init
    /// The body style's metrics.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    let style: TextStyleName

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        style = textStyle.modelName
    }

    /// `font` at the size it has at the default category (large), scaled as this style scales
    /// in every render.
    open func scaledFont(for font: UIFont) -> UIFont {
        scaled(font, maximum: nil)
    }

    /// `scaledFont(for:)`, never above `maximumPointSize`.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaled(font, maximum: Double(maximumPointSize))
    }

    /// `font` for the category `traitCollection` names (the default category without one):
    /// a fixed size, as UIKit computes it once.
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.withSize(scaledValue(for: font.pointSize, compatibleWith: traitCollection))
    }

    /// `value` scaled as this style scales from the default category to the app's. Code runs
    /// once for every render here, so the app's category is the default one: `value` itself.
    open func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled as this style scales from the default category to the one
    /// `traitCollection` names.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        let category = traitCollection?.preferredContentSizeCategory.model ?? .large
        return value * CGFloat(DynamicType.size(of: style, at: category) / DynamicType.size(of: style, at: .large))
    }

    private func scaled(_ font: UIFont, maximum: Double?) -> UIFont {
        var spec = font.spec
        // A font that already follows a style keeps its size at the default category.
        let base = spec.textStyle.map { DynamicType.size(of: $0, at: .large) * spec.textStyleScale } ?? spec.size
        spec.textStyle = style
        spec.textStyleScale = base / DynamicType.size(of: style, at: .large)
        spec.maximumSize = maximum
        spec.size = min(base, maximum ?? base)
        return UIFont(spec: spec)
    }
}
