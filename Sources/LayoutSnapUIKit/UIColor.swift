import LayoutSnapScenario

/// A colour, as UIKit's `UIColor`: fixed components, or UIKit's semantic and system colours
/// with their light and dark values, resolved per render.
open class UIColor: @unchecked Sendable, Equatable {
    /// The colour in layoutsnap's model (straight alpha, a dark value for dynamic colours).
    let color: Color

    init(color: Color) { self.color = color }

    /// A UIKit system colour by name; one layoutsnap does not know is mid grey.
    init(named name: String) { color = Color.named(name) ?? Color(red: 0.5, green: 0.5, blue: 0.5) }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    public convenience init(cgColor: CGColor) { self.init(color: cgColor.color) }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        // HSB to RGB: the hue's sector and the position within it.
        let h = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let c = brightness * saturation, x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = brightness - c
        let (r, g, b): (CGFloat, CGFloat, CGFloat) =
            switch Int(h) {
            case 0: (c, x, 0)
            case 1: (x, c, 0)
            case 2: (0, c, x)
            case 3: (0, x, c)
            case 4: (x, 0, c)
            default: (c, 0, x)
            }
        self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
    }

    /// A colour that differs by appearance: asked once for light and once for dark.
    public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color
        let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).color
        self.init(color: Color(light: light.resolved(for: .light), dark: dark.resolved(for: .dark)))
    }

    /// The same colour at another opacity (both appearances).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(color: color.withAlpha(Double(alpha)))
    }

    /// The colour for Core Graphics (a layer's border or shadow colour).
    public var cgColor: CGColor { CGColor(color: color) }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.color == rhs.color }

    public class var black: UIColor { UIColor(named: "black") }
    public class var white: UIColor { UIColor(named: "white") }
    public class var clear: UIColor { UIColor(named: "clear") }
    public class var red: UIColor { UIColor(named: "red") }
    public class var green: UIColor { UIColor(named: "green") }
    public class var blue: UIColor { UIColor(named: "blue") }
    public class var yellow: UIColor { UIColor(named: "yellow") }
    public class var cyan: UIColor { UIColor(named: "cyan") }
    public class var magenta: UIColor { UIColor(named: "magenta") }
    public class var orange: UIColor { UIColor(named: "orange") }
    public class var purple: UIColor { UIColor(named: "purple") }
    public class var brown: UIColor { UIColor(named: "brown") }
    public class var gray: UIColor { UIColor(named: "gray") }
    public class var lightGray: UIColor { UIColor(named: "lightGray") }
    public class var darkGray: UIColor { UIColor(named: "darkGray") }
    public class var systemBackground: UIColor { UIColor(named: "systemBackground") }
    public class var secondarySystemBackground: UIColor { UIColor(named: "secondarySystemBackground") }
    public class var tertiarySystemBackground: UIColor { UIColor(named: "tertiarySystemBackground") }
    public class var systemGroupedBackground: UIColor { UIColor(named: "systemGroupedBackground") }
    public class var secondarySystemGroupedBackground: UIColor { UIColor(named: "secondarySystemGroupedBackground") }
    public class var tertiarySystemGroupedBackground: UIColor { UIColor(named: "tertiarySystemGroupedBackground") }
    public class var label: UIColor { UIColor(named: "label") }
    public class var secondaryLabel: UIColor { UIColor(named: "secondaryLabel") }
    public class var tertiaryLabel: UIColor { UIColor(named: "tertiaryLabel") }
    public class var quaternaryLabel: UIColor { UIColor(named: "quaternaryLabel") }
    public class var placeholderText: UIColor { UIColor(named: "placeholderText") }
    public class var separator: UIColor { UIColor(named: "separator") }
    public class var opaqueSeparator: UIColor { UIColor(named: "opaqueSeparator") }
    public class var link: UIColor { UIColor(named: "link") }
    public class var systemFill: UIColor { UIColor(named: "systemFill") }
    public class var secondarySystemFill: UIColor { UIColor(named: "secondarySystemFill") }
    public class var tertiarySystemFill: UIColor { UIColor(named: "tertiarySystemFill") }
    public class var quaternarySystemFill: UIColor { UIColor(named: "quaternarySystemFill") }
    public class var systemBlue: UIColor { UIColor(named: "systemBlue") }
    public class var systemGreen: UIColor { UIColor(named: "systemGreen") }
    public class var systemIndigo: UIColor { UIColor(named: "systemIndigo") }
    public class var systemOrange: UIColor { UIColor(named: "systemOrange") }
    public class var systemPink: UIColor { UIColor(named: "systemPink") }
    public class var systemPurple: UIColor { UIColor(named: "systemPurple") }
    public class var systemRed: UIColor { UIColor(named: "systemRed") }
    public class var systemTeal: UIColor { UIColor(named: "systemTeal") }
    public class var systemYellow: UIColor { UIColor(named: "systemYellow") }
    public class var systemGray: UIColor { UIColor(named: "systemGray") }
    public class var systemGray2: UIColor { UIColor(named: "systemGray2") }
    public class var systemGray3: UIColor { UIColor(named: "systemGray3") }
    public class var systemGray4: UIColor { UIColor(named: "systemGray4") }
    public class var systemGray5: UIColor { UIColor(named: "systemGray5") }
    public class var systemGray6: UIColor { UIColor(named: "systemGray6") }
}

/// Core Graphics' colour, as far as layers take one.
public struct CGColor: Hashable, Sendable {
    let color: Color
}
