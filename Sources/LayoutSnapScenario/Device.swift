/// The screen a scenario is laid out on: size in points, pixel scale, and safe-area insets.
public struct Device: Hashable, Sendable {
    public var name: String?
    public var width: Double
    public var height: Double
    public var scale: Double
    public var safeArea: Insets

    public init(name: String? = nil, width: Double, height: Double, scale: Double, safeArea: Insets = .zero) {
        self.name = name
        self.width = width
        self.height = height
        self.scale = scale
        self.safeArea = safeArea
    }

    /// The preset devices, portrait, with their status-bar and home-indicator insets.
    public static let presets: [String: Device] = {
        func device(_ name: String, _ w: Double, _ h: Double, _ s: Double, top: Double, bottom: Double = 0) -> (String, Device) {
            (name, Device(name: name, width: w, height: h, scale: s, safeArea: Insets(top: top, left: 0, bottom: bottom, right: 0)))
        }
        return Dictionary(uniqueKeysWithValues: [
            device("iphone-se", 320, 568, 2, top: 20),
            ("iphone-8", standard),
            device("iphone-8-plus", 414, 736, 3, top: 20),
            device("iphone-x", 375, 812, 3, top: 44, bottom: 34),
            device("iphone-13", 390, 844, 3, top: 47, bottom: 34),
            device("iphone-15", 393, 852, 3, top: 59, bottom: 34),
            device("iphone-15-pro-max", 430, 932, 3, top: 59, bottom: 34),
            device("ipad", 768, 1024, 2, top: 20),
        ])
    }()

    /// The default device: an iPhone 8, 375×667 points at @2x.
    public static let standard = Device(name: "iphone-8", width: 375, height: 667, scale: 2, safeArea: Insets(top: 20, left: 0, bottom: 0, right: 0))

    /// The root view's layout margins: 16 or 20 at the sides (20 from 414 points wide, as
    /// UIKit's system minimum margins), the safe area at the top and bottom.
    public var rootLayoutMargins: Insets {
        let side: Double = width >= 414 ? 20 : 16
        return Insets(top: safeArea.top, left: side + safeArea.left, bottom: safeArea.bottom, right: side + safeArea.right)
    }
}

extension Device {
    /// Which of UIKit's size classes are regular on a full screen of this size: an iPad both,
    /// an iPhone height only in portrait, and in landscape width only on the Plus and Max sizes.
    package static func regularSizeClasses(width: Double, height: Double) -> (width: Bool, height: Bool) {
        let short = min(width, height)
        if short >= 744 { return (true, true) }
        guard width > height else { return (false, true) }
        return (short >= 414, false)
    }
}
