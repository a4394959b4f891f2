/// A colour with straight (not premultiplied) alpha, components 0…1.
public struct Color: Hashable, Sendable {
    public var red: Double, green: Double, blue: Double, alpha: Double
    /// The components in the dark appearance, when they differ (a semantic colour, or
    /// `{light: …, dark: …}` in the file).
    public var dark: Components?

    /// Red, green, blue and alpha, 0…1.
    public struct Components: Hashable, Sendable {
        public var red: Double, green: Double, blue: Double, alpha: Double
    }

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour with a light and a dark value.
    public init(light: Color, dark: Color) {
        self = light.resolved(for: .light)
        let darkValue = dark.resolved(for: .dark)
        self.dark = Components(red: darkValue.red, green: darkValue.green, blue: darkValue.blue, alpha: darkValue.alpha)
    }

    /// The colour in one appearance, with no variant left.
    public func resolved(for appearance: Appearance) -> Color {
        if appearance == .dark, let dark { return Color(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.alpha) }
        return Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// UIKit's named colours (the `UIColor` class properties) and a few CSS names.
    static let named: [String: Color] = [
        "black": Color(red: 0, green: 0, blue: 0), "white": Color(red: 1, green: 1, blue: 1),
        "clear": Color(red: 0, green: 0, blue: 0, alpha: 0),
        "red": Color(red: 1, green: 0, blue: 0), "green": Color(red: 0, green: 1, blue: 0),
        "blue": Color(red: 0, green: 0, blue: 1), "yellow": Color(red: 1, green: 1, blue: 0),
        "cyan": Color(red: 0, green: 1, blue: 1), "magenta": Color(red: 1, green: 0, blue: 1),
        "orange": Color(red: 1, green: 0.5, blue: 0), "purple": Color(red: 0.5, green: 0, blue: 0.5),
        "brown": Color(red: 0.6, green: 0.4, blue: 0.2), "gray": Color(red: 0.5, green: 0.5, blue: 0.5),
        "grey": Color(red: 0.5, green: 0.5, blue: 0.5),
        "lightGray": Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3),
        "darkGray": Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3),
    ].merging(semantic) { fixed, _ in fixed }

    /// UIKit's semantic and system colours with their published light and dark values
    /// (UIColor's standard colors, iOS 13 and later).
    static let semantic: [String: Color] = {
        func rgb(_ value: UInt32, _ alpha: Double = 1) -> Color {
            Color(red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255, blue: Double(value & 0xFF) / 255, alpha: alpha)
        }
        let pairs: [(String, Color, Color)] = [
            ("systemBackground", rgb(0xFFFFFF), rgb(0x000000)),
            ("secondarySystemBackground", rgb(0xF2F2F7), rgb(0x1C1C1E)),
            ("tertiarySystemBackground", rgb(0xFFFFFF), rgb(0x2C2C2E)),
            ("systemGroupedBackground", rgb(0xF2F2F7), rgb(0x000000)),
            ("secondarySystemGroupedBackground", rgb(0xFFFFFF), rgb(0x1C1C1E)),
            ("tertiarySystemGroupedBackground", rgb(0xF2F2F7), rgb(0x2C2C2E)),
            ("label", rgb(0x000000), rgb(0xFFFFFF)),
            ("secondaryLabel", rgb(0x3C3C43, 0.6), rgb(0xEBEBF5, 0.6)),
            ("tertiaryLabel", rgb(0x3C3C43, 0.3), rgb(0xEBEBF5, 0.3)),
            ("quaternaryLabel", rgb(0x3C3C43, 0.18), rgb(0xEBEBF5, 0.16)),
            ("placeholderText", rgb(0x3C3C43, 0.3), rgb(0xEBEBF5, 0.3)),
            ("separator", rgb(0x3C3C43, 0.29), rgb(0x545458, 0.6)),
            ("opaqueSeparator", rgb(0xC6C6C8), rgb(0x38383A)),
            ("link", rgb(0x007AFF), rgb(0x0984FF)),
            ("systemFill", rgb(0x787880, 0.2), rgb(0x787880, 0.36)),
            ("secondarySystemFill", rgb(0x787880, 0.16), rgb(0x787880, 0.32)),
            ("tertiarySystemFill", rgb(0x767680, 0.12), rgb(0x767680, 0.24)),
            ("quaternarySystemFill", rgb(0x747480, 0.08), rgb(0x767680, 0.18)),
            ("systemBlue", rgb(0x007AFF), rgb(0x0A84FF)),
            ("systemGreen", rgb(0x34C759), rgb(0x30D158)),
            ("systemIndigo", rgb(0x5856D6), rgb(0x5E5CE6)),
            ("systemOrange", rgb(0xFF9500), rgb(0xFF9F0A)),
            ("systemPink", rgb(0xFF2D55), rgb(0xFF375F)),
            ("systemPurple", rgb(0xAF52DE), rgb(0xBF5AF2)),
            ("systemRed", rgb(0xFF3B30), rgb(0xFF453A)),
            ("systemTeal", rgb(0x5AC8FA), rgb(0x64D2FF)),
            ("systemYellow", rgb(0xFFCC00), rgb(0xFFD60A)),
            ("systemBrown", rgb(0xA2845E), rgb(0xAC8E68)),
            ("systemCyan", rgb(0x32ADE6), rgb(0x64D2FF)),
            ("systemMint", rgb(0x00C7BE), rgb(0x63E6E2)),
            ("systemGray", rgb(0x8E8E93), rgb(0x8E8E93)),
            ("systemGray2", rgb(0xAEAEB2), rgb(0x636366)),
            ("systemGray3", rgb(0xC7C7CC), rgb(0x48484A)),
            ("systemGray4", rgb(0xD1D1D6), rgb(0x3A3A3C)),
            ("systemGray5", rgb(0xE5E5EA), rgb(0x2C2C2E)),
            ("systemGray6", rgb(0xF2F2F7), rgb(0x1C1C1E)),
            // The colours before iOS 13 that Interface Builder files still name: the grouped
            // table background became the grouped system background; the text colours stay fixed.
            ("groupTableViewBackground", rgb(0xF2F2F7), rgb(0x000000)),
            ("darkText", rgb(0x000000), rgb(0x000000)),
            ("lightText", rgb(0xFFFFFF, 0.6), rgb(0xFFFFFF, 0.6)),
            ("scrollViewTexturedBackground", rgb(0x6F7179), rgb(0x6F7179)),
        ]
        return Dictionary(uniqueKeysWithValues: pairs.map { ($0.0, Color(light: $0.1, dark: $0.2)) })
    }()

    /// A named colour; nil for a name UIKit does not have.
    public static func named(_ name: String) -> Color? { named[name] }

    /// A colour from a name (`lightGray`), `#rgb`, `#rrggbb` or `#rrggbbaa`.
    public init?(parsing text: String) {
        if let color = Color.named[text] {
            self = color
            return
        }
        guard text.hasPrefix("#") else { return nil }
        var hex = String(text.dropFirst())
        if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
        guard hex.count == 6 || hex.count == 8, let value = UInt32(hex, radix: 16) else { return nil }
        let full = hex.count == 6 ? value << 8 | 0xFF : value
        self.init(
            red: Double(full >> 24 & 0xFF) / 255, green: Double(full >> 16 & 0xFF) / 255,
            blue: Double(full >> 8 & 0xFF) / 255, alpha: Double(full & 0xFF) / 255)
    }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque, as the layout JSON and diffs print it.
    public var hex: String {
        func byte(_ value: Double) -> String {
            let clamped = value.isNaN ? 0 : max(0, min(255, (value * 255).rounded()))
            let text = String(Int(clamped), radix: 16)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }
}

extension Color {
    /// The same colour at another opacity (in both appearances).
    package func withAlpha(_ alpha: Double) -> Color {
        var copy = self
        copy.alpha = alpha
        copy.dark?.alpha = alpha
        return copy
    }
}
