import LayoutSnapScenario
import LayoutSnapUIKit

/// A device to show a view controller on, as swift-snapshot-testing's `ViewImageConfig` is on
/// iOS (that one does not exist off Apple platforms): the screen's size and safe area, in
/// portrait or landscape.
public struct ViewImageConfig: Sendable {
    public enum Orientation: Sendable { case landscape, portrait }

    public var safeArea: UIEdgeInsets
    public var size: CGSize?
    /// Pixels per point of the device's screen.
    var scale: CGFloat = 2

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil) {
        self.safeArea = safeArea
        self.size = size
    }

    /// A phone: portrait as given; landscape turned, its status bar hidden, a notch's inset on
    /// both sides and the home indicator's 21 points below.
    private static func phone(
        _ width: CGFloat, _ height: CGFloat, top: CGFloat, bottom: CGFloat, scale: CGFloat, _ orientation: Orientation
    ) -> ViewImageConfig {
        var config =
            switch orientation {
            case .portrait: ViewImageConfig(safeArea: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0), size: CGSize(width: width, height: height))
            case .landscape:
                ViewImageConfig(
                    safeArea: top > 20 ? UIEdgeInsets(top: 0, left: top, bottom: 21, right: top) : .zero, size: CGSize(width: height, height: width))
            }
        config.scale = scale
        return config
    }

    /// A tablet: the status bar stays in landscape.
    private static func tablet(_ width: CGFloat, _ height: CGFloat, top: CGFloat, bottom: CGFloat, _ orientation: Orientation) -> ViewImageConfig {
        let safeArea = UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
        return ViewImageConfig(safeArea: safeArea, size: orientation == .portrait ? CGSize(width: width, height: height) : CGSize(width: height, height: width))
    }

    public static let iPhoneSe = iPhoneSe(.portrait)
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig { phone(320, 568, top: 20, bottom: 0, scale: 2, orientation) }
    public static let iPhone8 = iPhone8(.portrait)
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig { phone(375, 667, top: 20, bottom: 0, scale: 2, orientation) }
    public static let iPhone8Plus = iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig { phone(414, 736, top: 20, bottom: 0, scale: 3, orientation) }
    public static let iPhoneX = iPhoneX(.portrait)
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig { phone(375, 812, top: 44, bottom: 34, scale: 3, orientation) }
    public static let iPhoneXr = iPhoneXr(.portrait)
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig { phone(414, 896, top: 44, bottom: 34, scale: 2, orientation) }
    public static let iPhoneXsMax = iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig { phone(414, 896, top: 44, bottom: 34, scale: 3, orientation) }
    public static let iPhone12 = iPhone12(.portrait)
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig { phone(390, 844, top: 47, bottom: 34, scale: 3, orientation) }
    public static let iPhone12Pro = iPhone12Pro(.portrait)
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { phone(390, 844, top: 47, bottom: 34, scale: 3, orientation) }
    public static let iPhone12ProMax = iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig { phone(428, 926, top: 47, bottom: 34, scale: 3, orientation) }
    public static let iPhone13 = iPhone13(.portrait)
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig { phone(390, 844, top: 47, bottom: 34, scale: 3, orientation) }
    public static let iPhone13Mini = iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig { phone(375, 812, top: 50, bottom: 34, scale: 3, orientation) }
    public static let iPhone13Pro = iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { phone(390, 844, top: 47, bottom: 34, scale: 3, orientation) }
    public static let iPhone13ProMax = iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig { phone(428, 926, top: 47, bottom: 34, scale: 3, orientation) }
    public static let iPadMini = iPadMini(.portrait)
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { tablet(768, 1024, top: 20, bottom: 0, orientation) }
    public static let iPadPro11 = iPadPro11(.portrait)
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { tablet(834, 1194, top: 24, bottom: 20, orientation) }
    public static let iPadPro12_9 = iPadPro12_9(.portrait)
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { tablet(1024, 1366, top: 24, bottom: 20, orientation) }

    /// The screen as layoutsnap's model has it.
    var device: Device {
        let size = self.size ?? CGSize(width: 375, height: 667)
        return Device(
            width: Double(size.width), height: Double(size.height), scale: Double(scale),
            safeArea: Insets(top: Double(safeArea.top), left: Double(safeArea.left), bottom: Double(safeArea.bottom), right: Double(safeArea.right)))
    }
}
