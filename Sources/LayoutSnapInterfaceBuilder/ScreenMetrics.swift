import LayoutSnapScenario

/// The screens Interface Builder lays its canvas out on: scale, and the safe area a
/// full-screen view gets there, by device and by the Xcode that saved the file.
///
/// Xcode reuses a device id for a newer model of the same class (`retina6_12` was the 390×844
/// iPhone 12 and is the 393×852 iPhone 14 Pro and 15 since Xcode 14.2), so the safe area is looked up by the
/// root view's stored size, the id only telling apart models of one size.
struct ScreenMetrics: Sendable {
    /// Xcode's device id (`retina6_1`), from `<device id>` or, in files of Xcode 8 and older,
    /// `<simulatedScreenMetrics type="retina4_7.fullscreen">`.
    var deviceID: String?
    /// The major build of the Xcode that saved the file (`toolsVersion="23504"` → 23504); 0
    /// where the file does not say.
    var toolsVersion: Int
    var isLandscape: Bool

    init(document: XMLElement) {
        let device = document.child("device")
        let simulated = document.child("simulatedMetricsContainer", key: "defaultSimulatedMetrics")?.child("simulatedScreenMetrics", key: "destination")
        let legacyType = simulated?["type"].map { String($0.split(separator: ".").first ?? "") }
        deviceID = device?["id"] ?? legacyType
        let version = document["toolsVersion"]?.split(separator: ".").first.flatMap { Int($0) } ?? 0
        toolsVersion = version
        isLandscape = device?["orientation"] == "landscape" || simulated?["orientation"] == "landscapeRight"
    }

    /// Points per pixel on the device.
    var scale: Double {
        let threeX: Set<String> = [
            "retina5_5", "retina5_9", "retina5_4", "retina6_5", "retina6_12", "retina6_3", "retina6_7", "retina6_72", "retina6_9", "retina6_0",
        ]
        return deviceID.map { threeX.contains($0) } == true ? 3 : 2
    }

    /// The device's full screen in the file's orientation, where Xcode's id is known.
    var screenSize: Size? {
        // Xcode 14.2 (toolsVersion 21507) already draws `retina6_12` and `retina6_72` at the
        // 14 Pro's and Pro Max's sizes, later the 15's (Datadog's and R.swift's 393×852 scenes).
        let newer = toolsVersion >= 21500
        let sizes: [String: (Double, Double)] = [
            "retina3_5": (320, 480), "retina4_0": (320, 568), "retina4_7": (375, 667), "retina5_5": (414, 736), "retina5_9": (375, 812),
            "retina5_4": (375, 812), "retina6_0": (390, 844), "retina6_1": (414, 896), "retina6_5": (414, 896), "retina6_12": newer ? (393, 852) : (390, 844),
            "retina6_72": newer ? (430, 932) : (428, 926), "retina6_7": (428, 926), "retina6_3": (402, 874), "retina6_9": (440, 956),
            "ipad9_7": (768, 1024), "ipad10_2": (810, 1080), "ipad10_5": (834, 1112), "ipad11": (834, 1194), "ipad12_9": (1024, 1366),
            "ipad12_9rounded": (1024, 1366), "ipad10_9rounded": (820, 1180), "ipad8_3": (744, 1133), "ipad13": (1032, 1376),
        ]
        guard let (width, height) = deviceID.flatMap({ sizes[$0] }) else { return nil }
        return isLandscape ? Size(width: height, height: width) : Size(width: width, height: height)
    }

    /// The size class Xcode's canvas shows the device in: an iPad regular both ways, an
    /// iPhone compact in width (regular in landscape on the Plus and Max sizes) and regular in
    /// height (compact in landscape); nil where the device is not known.
    var sizeClass: SizeClass? {
        guard let size = screenSize else { return nil }
        let regular = Device.regularSizeClasses(width: size.width, height: size.height)
        return SizeClass(width: regular.width ? .regular : .compact, height: regular.height ? .regular : .compact)
    }

    /// Whether some device's screen has this size, either way up.
    func isScreenSize(_ size: Size) -> Bool { insets(width: size.width, height: size.height) != nil }

    /// Whether the canvas gives a screen without a notch its status bar's inset, the file
    /// simulating one or not: Xcode 8 and 10 to 10.2 as the file says; Xcode 9 (toolsVersion
    /// 13000 to 14199) always, a status bar the scene hides too (Presentr's popup and split
    /// screens and PanelKit's text panels, 9.2 and 9.3: 20 points down); Xcode 11 (from its betas'
    /// 14868) to 14.2 (21507) never (the wide corpus: their iPhone 5s and 8 scenes and xibs sit
    /// at the top of the screen; edX's iPad xib, 14.1), except on an iPad below a legacy top
    /// layout guide (Google's IMA sample, 14.2, and Monal's settings, 13.3: 20 and 24 points
    /// down); Xcode 14.3 (21701: iNaturalist's onboarding and about screens, 20 points down)
    /// and later always (a hidden simulated status bar kept its 20 points on an iPad).
    func drawsStatusBar(simulated: Bool, belowLegacyGuide: Bool = false) -> Bool {
        switch toolsVersion {
        case 13000..<14200: true
        case 14800..<21600: belowLegacyGuide && simulated && deviceID?.hasPrefix("ipad") == true
        case 21600...: true
        default: simulated
        }
    }

    /// The safe area of a full-screen view of the given size with the status bar shown (or,
    /// `statusBarShown` false, hidden: a notch keeps its inset). `bandsOnce`: the device's own
    /// bands, where the canvas of some Xcodes doubles them.
    func safeArea(width: Double, height: Double, statusBarShown: Bool = true, bandsOnce: Bool = false) -> Insets {
        // A file of Xcode 8 or later that names no device was not laid out on one: its canvas
        // is freeform whatever its size (Go Map!!'s 414×896 height sheet, Xcode 12.5: its
        // buttons 20 points above the bottom edge, its labels at the top, no notch's bands).
        let freeform = deviceID == nil && toolsVersion >= 8000
        guard !freeform, let known = insets(width: width, height: height) else {
            // A size no device has (a freeform canvas sized like a screen): a status bar only.
            return Insets(top: statusBarShown ? 20 : 0, left: 0, bottom: 0, right: 0)
        }
        let landscape = width > height
        if !known.homeIndicator {
            // iPhones hide the status bar in landscape; iPads keep it.
            let shown = statusBarShown && !(landscape && !known.isPad)
            return Insets(top: shown ? 20 : 0, left: 0, bottom: 0, right: 0)
        }
        if known.isPad { return Insets(top: statusBarShown ? known.top : 0, left: 0, bottom: 20, right: 0) }
        if landscape { return Insets(top: 0, left: known.top, bottom: 21, right: known.top) }
        // From toolsVersion 23727 to 25094 the canvas lays a notched phone's scenes out inside
        // twice its bands (the wide corpus, four projects: IQKeyboardManager's scenes 96 points
        // below the top of a 414×896 phone and 68 above its bottom; Go Map!!'s 118 on a
        // 393-point one, 100 on a 375×812 one; Home Assistant's launch screen 68 above the
        // bottom); Xcode 15.3 and Xcode 26 (32700) once.
        let bands = (23700..<26000).contains(toolsVersion) && !bandsOnce ? 2.0 : 1.0
        return Insets(top: known.top * bands, left: 0, bottom: 34 * bands, right: 0)
    }

    /// Xcode 6 and older (toolsVersion below 8000; Xcode 7 saved 8121 on), whose canvas kept
    /// stored frames it did not draw and gave a root view 16-point margins at any width.
    var predatesXcode7: Bool { (1..<8000).contains(toolsVersion) }

    /// Xcode 8 and older (toolsVersion below 13000), whose canvas draws iOS 10's UIKit: before
    /// iOS 11, search bars 44 points tall and no top or bottom margin on a controller's root view.
    var predatesIOS11: Bool { (1..<13000).contains(toolsVersion) }

    /// Xcode 13.3 (toolsVersion 20037) to 14.1 (21208: Twilio's video app), whose canvas leaves a
    /// sheet's content below the screen's status-bar inset (13.2 and older do not, nor 14.3:
    /// ConnectyCube's dialogs, nor 15: iNaturalist's sheets on a 5.5-inch phone start at 0).
    var keepsStatusBarInsetInSheets: Bool { (20000..<21700).contains(toolsVersion) }

    /// Xcode 26 (toolsVersion 24000 to 25999, in files saved from June 2025 on; Xcode 16.3 saved
    /// 23727), whose canvas draws bars of its own sizes (LNPopupController's 25094 and 25095
    /// files store its 54-point bars).
    var isXcode26: Bool { (24000..<26000).contains(toolsVersion) }

    /// Xcode 10 and later (from its betas' toolsVersion 14269; 9.4 saved 14113), whose canvas
    /// draws iOS 12's iPad bars, 6 points taller (Xcode 9.3's 14109 drew PanelKit's 44 tall).
    private var drawsIOS12PadBars: Bool { toolsVersion >= 14200 }

    /// A standard navigation bar's height on the canvas: 54 points in Xcode 26 (every
    /// navigation controller its files store: 54 tall), 44 in the Xcodes before and after,
    /// 50 on an iPad from Xcode 10.
    var navigationBarHeight: Double {
        if isXcode26 { return 54 }
        guard drawsIOS12PadBars, let size = screenSize, insets(width: size.width, height: size.height)?.isPad == true else { return 44 }
        return 50
    }

    /// A navigation bar's height with its large title: 52 points of title below the standard
    /// bar, 96 in all, 106 in Xcode 26 (nRF Mesh's DFU screen: content at 202 on a 414×896
    /// phone, below twice its 48-point band).
    var largeTitleBarHeight: Double { navigationBarHeight + 52 }

    /// A toolbar's height on the canvas, in portrait: 49 on a phone with a home indicator
    /// (Google's ad samples, Xcode 15: a banner 83 points above a 13 mini's bottom) and, since
    /// Xcode 11, on any phone (App Center's sample across its history: a table 8 points above a
    /// 4.7-inch phone's toolbar grew 15 points taller when Xcode 11 saved it, 44 + 20 − 49);
    /// 50 on an iPad since Xcode 10 (iOS 12's taller iPad bars, as `navigationBarHeight`); 44
    /// before and elsewhere.
    var toolbarHeight: Double {
        guard let size = screenSize, size.width < size.height, let known = insets(width: size.width, height: size.height) else { return 44 }
        if known.isPad { return drawsIOS12PadBars ? 50 : 44 }
        return known.homeIndicator || toolsVersion >= 14800 ? 49 : 44
    }

    private struct Known {
        var top: Double
        var homeIndicator: Bool
        var isPad = false
    }

    /// The device of that size, portrait or landscape, with its top inset in portrait.
    private func insets(width: Double, height: Double) -> Known? {
        let short = min(width, height).rounded()
        let long = max(width, height).rounded()
        switch (short, long) {
        case (320, 480), (320, 568), (375, 667), (414, 736):
            return Known(top: 20, homeIndicator: false)
        case (375, 812):
            // Since Xcode 14 the canvas's 375×812 phone is the 13 mini (50); before, the X (44).
            return Known(top: toolsVersion >= 21000 || (deviceID == "retina5_4" && toolsVersion >= 19000) ? 50 : 44, homeIndicator: true)
        case (414, 896):
            // The XR and 11 (@2x) are drawn with iOS 14's 48 since Xcode 14.1 (21225; 14.0's 21208
            // still drew 44: Twilio's video app), with 44 before; the XS Max and 11 Pro Max (@3x)
            // with 44.
            return Known(top: deviceID == "retina6_1" && toolsVersion >= 21225 ? 48 : 44, homeIndicator: true)
        case (390, 844):
            // The 12 to 14: Xcode 12 drew them with iOS 14's 44 points, later Xcodes with 47.
            return Known(top: toolsVersion >= 19000 ? 47 : 44, homeIndicator: true)
        case (428, 926):
            // The 12 and 13 Pro Max and the 14 Plus: still 44 in Xcode 13 (PINRemoteImage's
            // example, laid out for it by 13.2), 47 from Xcode 14 as on the smaller models.
            return Known(top: toolsVersion >= 21000 ? 47 : 44, homeIndicator: true)
        case (393, 852), (430, 932):
            return Known(top: 59, homeIndicator: true)
        case (402, 874), (440, 956):
            return Known(top: 62, homeIndicator: true)
        case (768, 1024), (810, 1080), (834, 1112):
            return Known(top: 20, homeIndicator: false, isPad: true)
        case (1024, 1366) where deviceID != "ipad12_9rounded":
            return Known(top: 20, homeIndicator: false, isPad: true)
        case (744, 1133), (820, 1180), (834, 1194), (834, 1210), (1024, 1366), (1032, 1376):
            return Known(top: 24, homeIndicator: true, isPad: true)
        default:
            return nil
        }
    }
}
