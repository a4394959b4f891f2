import Foundation
import LayoutSnapScenario

/// The kind of device, as UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6

    /// A screen whose shorter side is at least 744 points (the iPad mini's) is a pad's.
    init(screen device: Device) {
        self = min(device.width, device.height) >= 744 ? .pad : .phone
    }
}

/// The device's orientation, as UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The device, as UIKit's `UIDevice`: `current` is the main screen's, an iPhone in portrait.
/// Code that lays out by idiom should read the trait collection's `userInterfaceIdiom`, which
/// follows each render's device (as on iOS, where it follows the window's screen).
@MainActor
public final class UIDevice {
    public static let current = UIDevice()

    public var userInterfaceIdiom: UIUserInterfaceIdiom { UIUserInterfaceIdiom(screen: UIScreen.main.device) }
    public var orientation: UIDeviceOrientation { .portrait }
    public var name: String { "iPhone" }
    public var model: String { "iPhone" }
    public var localizedModel: String { "iPhone" }
    public var systemName: String { "iOS" }
    /// The iOS version whose layout layoutsnap follows.
    public var systemVersion: String { "17.0" }
    public var identifierForVendor: UUID? { nil }
    public var isBatteryMonitoringEnabled = false
}

/// The pasteboard, as UIKit's `UIPasteboard`: kept in memory for the process.
@MainActor
public final class UIPasteboard {
    public static let general = UIPasteboard()

    public var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }
    public var strings: [String]?
    public var url: URL?
    public var image: UIImage?
    public var hasStrings: Bool { strings?.isEmpty == false }
}
