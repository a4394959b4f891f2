import LayoutSnapScenario

/// A colour, as UIKit's `UIColor`: fixed components, or UIKit's semantic and system colours
/// with their light and dark values, resolved per render.
open class UIColor: @unchecked Sendable, Equatable {
    /// The colour in layoutsnap's model (straight alpha, a dark value for dynamic colours).
    let color: Color

    init(color: Color) { self.color = color }

    /// A UIKit system colour by name; one layoutsnap does not know is mid grey.
    init(systemNamed name: String) { color = Color.named(name) ?? Color(red: 0.5, green: 0.5, blue: 0.5) }

    /// A colour set of an asset catalog in `UIImage.searchFolders`, with its dark value where it
    /// has one; nil where no catalog has the name, as in UIKit.
    public convenience init?(named name: String) {
        guard let color = ResourceFolders.catalog().color(named: name) else { return nil }
        self.init(color: color)
    }

    /// `UIColor(named:)`: catalogs come from the search folders, whatever the bundle.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

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

    public class var black: UIColor { UIColor(systemNamed: "black") }
    public class var white: UIColor { UIColor(systemNamed: "white") }
    public class var clear: UIColor { UIColor(systemNamed: "clear") }
    public class var red: UIColor { UIColor(systemNamed: "red") }
    public class var green: UIColor { UIColor(systemNamed: "green") }
    public class var blue: UIColor { UIColor(systemNamed: "blue") }
    public class var yellow: UIColor { UIColor(systemNamed: "yellow") }
    public class var cyan: UIColor { UIColor(systemNamed: "cyan") }
    public class var magenta: UIColor { UIColor(systemNamed: "magenta") }
    public class var orange: UIColor { UIColor(systemNamed: "orange") }
    public class var purple: UIColor { UIColor(systemNamed: "purple") }
    public class var brown: UIColor { UIColor(systemNamed: "brown") }
    public class var gray: UIColor { UIColor(systemNamed: "gray") }
    public class var lightGray: UIColor { UIColor(systemNamed: "lightGray") }
    public class var darkGray: UIColor { UIColor(systemNamed: "darkGray") }
    public class var systemBackground: UIColor { UIColor(systemNamed: "systemBackground") }
    public class var secondarySystemBackground: UIColor { UIColor(systemNamed: "secondarySystemBackground") }
    public class var tertiarySystemBackground: UIColor { UIColor(systemNamed: "tertiarySystemBackground") }
    public class var systemGroupedBackground: UIColor { UIColor(systemNamed: "systemGroupedBackground") }
    public class var secondarySystemGroupedBackground: UIColor { UIColor(systemNamed: "secondarySystemGroupedBackground") }
    public class var tertiarySystemGroupedBackground: UIColor { UIColor(systemNamed: "tertiarySystemGroupedBackground") }
    public class var label: UIColor { UIColor(systemNamed: "label") }
    public class var secondaryLabel: UIColor { UIColor(systemNamed: "secondaryLabel") }
    public class var tertiaryLabel: UIColor { UIColor(systemNamed: "tertiaryLabel") }
    public class var quaternaryLabel: UIColor { UIColor(systemNamed: "quaternaryLabel") }
    public class var placeholderText: UIColor { UIColor(systemNamed: "placeholderText") }
    public class var separator: UIColor { UIColor(systemNamed: "separator") }
    public class var opaqueSeparator: UIColor { UIColor(systemNamed: "opaqueSeparator") }
    public class var link: UIColor { UIColor(systemNamed: "link") }
    public class var systemFill: UIColor { UIColor(systemNamed: "systemFill") }
    public class var secondarySystemFill: UIColor { UIColor(systemNamed: "secondarySystemFill") }
    public class var tertiarySystemFill: UIColor { UIColor(systemNamed: "tertiarySystemFill") }
    public class var quaternarySystemFill: UIColor { UIColor(systemNamed: "quaternarySystemFill") }
    public class var systemBlue: UIColor { UIColor(systemNamed: "systemBlue") }
    public class var systemGreen: UIColor { UIColor(systemNamed: "systemGreen") }
    public class var systemIndigo: UIColor { UIColor(systemNamed: "systemIndigo") }
    public class var systemOrange: UIColor { UIColor(systemNamed: "systemOrange") }
    public class var systemPink: UIColor { UIColor(systemNamed: "systemPink") }
    public class var systemPurple: UIColor { UIColor(systemNamed: "systemPurple") }
    public class var systemRed: UIColor { UIColor(systemNamed: "systemRed") }
    public class var systemTeal: UIColor { UIColor(systemNamed: "systemTeal") }
    public class var systemYellow: UIColor { UIColor(systemNamed: "systemYellow") }
    public class var systemBrown: UIColor { UIColor(systemNamed: "systemBrown") }
    public class var systemCyan: UIColor { UIColor(systemNamed: "systemCyan") }
    public class var systemMint: UIColor { UIColor(systemNamed: "systemMint") }
    public class var darkText: UIColor { UIColor(systemNamed: "darkText") }
    public class var lightText: UIColor { UIColor(systemNamed: "lightText") }
    public class var groupTableViewBackground: UIColor { UIColor(systemNamed: "groupTableViewBackground") }
    public class var systemGray: UIColor { UIColor(systemNamed: "systemGray") }
    public class var systemGray2: UIColor { UIColor(systemNamed: "systemGray2") }
    public class var systemGray3: UIColor { UIColor(systemNamed: "systemGray3") }
    public class var systemGray4: UIColor { UIColor(systemNamed: "systemGray4") }
    public class var systemGray5: UIColor { UIColor(systemNamed: "systemGray5") }
    public class var systemGray6: UIColor { UIColor(systemNamed: "systemGray6") }
}

/// Core Graphics' colour, as far as layers take one.
public struct CGColor: Hashable, Sendable {
    let color: Color
}
