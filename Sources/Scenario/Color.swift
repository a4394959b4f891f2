/// A colour with straight (not premultiplied) alpha, components 0…1.
public struct Color: Hashable, Sendable {
    public var red: Double, green: Double, blue: Double, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
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
        "systemBlue": Color(red: 0, green: 122.0 / 255, blue: 1),
        "systemRed": Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255),
        "systemGreen": Color(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255),
        "systemGray6": Color(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255),
    ]

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
