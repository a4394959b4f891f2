import Foundation

/// How a bar looks, as UIKit's `UIBarAppearance`: its background colour (nil: the system's
/// translucent material, drawn as its colour) and the shadow line along its edge.
@MainActor
open class UIBarAppearance {
    open var backgroundColor: UIColor?
    /// The hairline along the bar's edge; nil or clear for none.
    open var shadowColor: UIColor? = .separator
    /// Whether the background is see-through (`configureWithTransparentBackground()`).
    var isTransparent = false

    public init() { configureWithDefaultBackground() }

    public required init(barAppearance: UIBarAppearance) {
        backgroundColor = barAppearance.backgroundColor
        shadowColor = barAppearance.shadowColor
        isTransparent = barAppearance.isTransparent
    }

    /// The system's translucent background and a shadow.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        shadowColor = .separator
        isTransparent = false
    }

    /// An opaque background in the system background colour, and a shadow.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        shadowColor = .separator
        isTransparent = false
    }

    /// No background and no shadow: what is behind shows through.
    open func configureWithTransparentBackground() {
        backgroundColor = nil
        shadowColor = nil
        isTransparent = true
    }

    /// The colour the bar is filled with: its own, else clear when transparent, else the
    /// material's (`fallback`).
    func fill(fallback: UIColor) -> UIColor { backgroundColor ?? (isTransparent ? .clear : fallback) }

    /// Draws a toolbar or tab bar as this appearance says: its fill (else `fallback`, the bar
    /// tint or the material's colour) and its shadow line.
    func draw(_ bar: UIView, hairline: UIView, fallback: UIColor) {
        bar.backgroundColor = fill(fallback: fallback)
        hairline.isHidden = shadowColor == nil
        hairline.backgroundColor = shadowColor ?? .clear
    }

    /// A copy whose background and shadow are clear, as UIKit derives a scroll edge appearance
    /// nobody set from the standard one.
    func transparentCopy() -> Self {
        let copy = Self(barAppearance: self)
        copy.backgroundColor = nil
        copy.shadowColor = nil
        copy.isTransparent = true
        return copy
    }
}

/// A navigation bar's look, as UIKit's `UINavigationBarAppearance`: a bar appearance with the
/// title's and the large title's text attributes (their colour and font).
@MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    public override init() { super.init() }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let navigation = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = navigation.titleTextAttributes
            largeTitleTextAttributes = navigation.largeTitleTextAttributes
        }
    }
}

/// A toolbar's look, as UIKit's `UIToolbarAppearance`.
@MainActor
open class UIToolbarAppearance: UIBarAppearance {}

/// A tab bar's look, as UIKit's `UITabBarAppearance`.
@MainActor
open class UITabBarAppearance: UIBarAppearance {}

extension UIView {
    /// A toolbar's or tab bar's parts: the material's colour behind, a row of `height` points
    /// along its top, a hairline along its top edge; returns the row's height constraint.
    func installBarParts(row: UIStackView, hairline: UIView, height: CGFloat) -> NSLayoutConstraint {
        backgroundColor = .secondarySystemBackground
        hairline.backgroundColor = .separator
        row.axis = .horizontal
        for view in [row, hairline] {
            addSubview(view)
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        let rowHeight = row.heightAnchor.constraint(equalToConstant: height)
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: topAnchor), rowHeight,
            hairline.topAnchor.constraint(equalTo: topAnchor), hairline.leadingAnchor.constraint(equalTo: leadingAnchor),
            hairline.trailingAnchor.constraint(equalTo: trailingAnchor), hairline.heightAnchor.constraint(equalToConstant: 0.5),
        ])
        return rowHeight
    }
}
