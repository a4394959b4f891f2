import LayoutSnapScenario

/// Where Interface Builder's canvas puts a scene's or a xib's view on the document's device,
/// which decides the view's safe area (the frames Xcode stored are the reference; the wide
/// corpus in docs/interface-builder.md is the evidence for each case).
enum CanvasPlacement: Sendable, Equatable {
    /// A view controller's view filling the screen, with the bars around it.
    case screen
    /// A view controller presented as a page sheet (iOS 13 and later): shorter than the screen,
    /// no status bar above it, a 56-point navigation bar, the home indicator below.
    case sheet
    /// A view at the screen's top left, as big as it is: its safe area is the part of the
    /// screen's unsafe bands it overlaps (a controller shown in a container view, a free-size
    /// xib view), or all of them for a view wider than the screen.
    case overlapping
    /// A view Xcode 11 to 12.3 gave the device's notch and home indicator whatever its size
    /// (their canvas for a xib's File's Owner view: OnionBrowser's bookmarks, Element's screens
    /// on an iPhone 8, none).
    case wholeScreen
    /// No safe area (a free-size scene, a cell).
    case none

    /// A storyboard scene's view.
    static func of(
        controller: XMLElement, view: XMLElement, isEmbedded: Bool, isPopover: Bool = false, hasTopBar: Bool = false, screen: ScreenMetrics
    ) -> CanvasPlacement {
        if isEmbedded {
            // From Xcode 14.3 (21600 on, where the canvas always draws the status bar too) an
            // embedded controller's view is drawn as a screen of its own, the device's bands
            // at its top and foot (HaishinKit's playback view, Xcode 14.3: 813 points tall in
            // a container above a tab bar, its buttons 15 points above the home indicator's 34);
            // Xcode 11 to 14.2 give it the bands it overlaps (taken as screens, five views of
            // ArcGIS's samples and the wide corpus's Xcode 11 to 13 files moved).
            if screen.toolsVersion >= 21600 { return .screen }
            // An iPad's legacy top guide kept the status bar (Estimote's 500×200 panel, Xcode 9).
            let padBelowLegacyGuide = controller.child("layoutGuides") != nil && screen.deviceID?.hasPrefix("ipad") == true
            return isXcode9Or10(screen) && !takesTheScreensTop(view, screen: screen) && !padBelowLegacyGuide ? .none : .overlapping
        }
        // A popover's content is drawn at its own size, away from the screen's bands, until
        // Xcode 11 (Rocket.Chat's drawing tools, Xcode 10: their views' safe area starts at 0);
        // since, a phone's popover is a sheet like any other shorter view (Esri's KML messages,
        // Xcode 12: 842 points tall, the home indicator below). One a navigation controller
        // also shows is drawn there, under its bar (Pampered Pets' vet card, Xcode 7: its name
        // 27 points below a 64-point top guide).
        if isPopover, screen.toolsVersion < 15000, !hasTopBar { return .none }
        if isFreeform(view) { return .none }
        // Xcode 10 gives a scene its controller makes freeform no safe area (App Center's today
        // widget, 320×228: its first label at the top); Xcode 9 on the legacy guides and 11 on
        // do (AppAuth's widget, Artsy's 815×660 kiosk screens, Element's threads sheet). A
        // scene on the legacy layout guides under a navigation bar keeps its bars
        // (SkyFloatingLabelTextField's 400×1000 examples, pushed in a navigation controller:
        // fields 20 below the 64-point top guide),
        // and so does one wider than tall the size of an iPad, which keeps its status bar in
        // landscape (Synth One's 1024×768 about screens: 20 points down); with no bar, one
        // wider than tall and smaller is a landscape phone's, with no status bar (Synth One's
        // 512×299 bank editor and 667×475 iPhone about screen, Xcode 10.2: their top guide at 0).
        // (A controller that keeps a freeform size without the metric naming it is one too:
        // Synth One's 500×337 search panel.)
        // Xcode 9 did the same for a freeform scene on the safe area, not the legacy guides,
        // with no bar (RWDevCon's today widget, Xcode 9.2: its countdown pinned to the top
        // margin at 0; Hacking with Swift's action extension, in a navigation controller, 64).
        if isXcode9(screen), setsItsOwnSize(controller), controller.child("layoutGuides") == nil, !hasTopBar { return .none }
        if (14000..<14800).contains(screen.toolsVersion), setsItsOwnSize(controller) {
            let size = DocumentReader.rect(view).map { Size(width: $0.width, height: $0.height) }
            let phoneLandscape = size.map { $0.width > $0.height && $0.height < 768 } ?? false
            if controller.child("layoutGuides") == nil || (!hasTopBar && phoneLandscape) { return .none }
        }
        if controller.child("modalPageSheetSimulatedSizeMetrics") != nil { return .sheet }
        // Shorter than its screen since iOS 13's sheets: a sheet. Before, a view that size sat
        // on the screen like any other; a view Xcode flags misplaced has a stale frame; and a
        // size the controller sets is drawn on the screen with its bands (Cloudinary's 393×603
        // freeform samples, Xcode 15: 59 points down, 34 above the foot).
        if screen.toolsVersion >= 15000, view["misplaced"] != "YES", !setsItsOwnSize(controller),
            let frame = DocumentReader.rect(view), let size = screen.screenSize,
            abs(frame.width - size.width) < 1, frame.height < size.height - 1
        {
            return .sheet
        }
        return .screen
    }

    /// A xib's top-level element.
    static func of(topLevel element: XMLElement, isOwnersView: Bool, screen: ScreenMetrics) -> CanvasPlacement {
        guard element.name == "view" else { return .none }
        // Xcode 11 to 12.3: a view of its own sits at the screen's top like later Xcodes' (YubiKit's
        // 300×370 scan panel on an iPhone 11, Xcode 11.2: 44 points above, none of the home
        // indicator below; SwiftMessages' cards, wider than the screen, both).
        if (15000..<17700).contains(screen.toolsVersion) { return isOwnersView ? .wholeScreen : .overlapping }
        if isOwnersView, !isFreeform(element) { return .screen }
        // Xcode 12.4 (toolsVersion 17701) and later: a free-size view sits at the screen's top
        // (DuckDuckGo's notification view, Xcode 15: 20 points of status bar; CWA's tooltip,
        // Xcode 13: none of the home indicator below its 102 points; Element's section footer,
        // Xcode 12.5: 44 above, none below its 210; Stopp Corona's views, Xcode 12.4, alike).
        if screen.toolsVersion >= 17700 { return .overlapping }
        if isXcode9Or10(screen), takesTheScreensTop(element, screen: screen) { return .overlapping }
        return .none
    }

    private static func isXcode9Or10(_ screen: ScreenMetrics) -> Bool { (13000..<14800).contains(screen.toolsVersion) }
    private static func isXcode9(_ screen: ScreenMetrics) -> Bool { (13000..<14000).contains(screen.toolsVersion) }

    /// Whether Xcode 9 or 10 put the view at the screen's top, below the status bar: a view that
    /// fits on the screen and takes more than half of it (Rocket.Chat's 496- to 667-point lists);
    /// smaller ones it left out of the bands (its 55-point headers, 95-point previews, and
    /// TensorFlow's 162-point panel in a container view at the screen's foot).
    private static func takesTheScreensTop(_ view: XMLElement, screen: ScreenMetrics) -> Bool {
        guard let frame = DocumentReader.rect(view), let size = screen.screenSize else { return false }
        return frame.width <= size.width && frame.height <= size.height && frame.height > size.height / 2
    }

    private static func isFreeform(_ view: XMLElement) -> Bool {
        view.children.contains { $0.name == "freeformSimulatedSizeMetrics" }
    }

    /// Whether a controller gives its view a size of its own: the freeform metric, or the
    /// freeform size alone, which some files keep without the metric.
    static func setsItsOwnSize(_ controller: XMLElement) -> Bool {
        isFreeform(controller) || controller.child("size", key: "freeformSize") != nil
    }

    /// The view's safe area on the canvas.
    /// - Parameter legacyGuides: whether the scene's controller has top and bottom layout
    ///   guides (a file without safe areas).
    /// - Parameter freeform: whether the controller sets the view's size: a freeform size a
    ///   screen also has is drawn on the document's device all the same, and an iPad's status
    ///   bar is not kept above its legacy top guide (Synth One's 812×375 iPhone scene in an
    ///   iPad document, Xcode 11.3: its top guide at 0, no notch's 21 points below it).
    func safeArea(size: Size, bars: SimulatedBars, screen: ScreenMetrics, legacyGuides: Bool = false, freeform: Bool = false) -> Insets {
        switch self {
        case .none:
            return .zero
        case .screen, .sheet, .wholeScreen:
            // A view of a size no device has is drawn on the document's device: that screen's
            // insets (a sheet's too: it is shorter than the screen it is on).
            let onScreen = self == .screen && !freeform && screen.isScreenSize(size) ? size : screen.screenSize ?? size
            var bars = bars
            let statusBar = screen.drawsStatusBar(simulated: bars.statusBarShown, belowLegacyGuide: legacyGuides && !freeform)
            var insets = screen.safeArea(width: onScreen.width, height: onScreen.height, statusBarShown: statusBar)
            if self == .sheet {
                // Xcode 26 draws a sheet's navigation bar 16 points down and 54 tall (Go Map!!'s
                // notes and search sheets), with a large title 4 points taller than elsewhere;
                // other Xcodes draw the bar at the sheet's top, 56 tall. From Xcode 14.3 no home
                // indicator is drawn below a sheet (ConnectyCube's dialogs, 14.3; nRF Mesh's
                // sheets, 26: content to the sheet's foot). Xcode 13.3 to 14.1 kept the screen's
                // status-bar inset above a sheet's content (Twilio's sign-in sheet: 53 points
                // below the top under Xcode 13.2, 97 once 13.3 laid it out). Xcode 26 keeps the
                // screen's status-bar inset, not doubled, above a sheet with no simulated bar
                // (Sentry's lifecycle test sheet: its stack 8 points below 59; Go Map!!'s GPX
                // sheet: a navigation bar of its own at 48 on a 414-point phone).
                if screen.isXcode26 {
                    insets.top = bars.top == nil ? screen.safeArea(width: onScreen.width, height: onScreen.height, statusBarShown: statusBar, bandsOnce: true).top : 16
                } else if !screen.keepsStatusBarInsetInSheets {
                    insets.top = 0
                }
                if screen.toolsVersion >= 21700 { insets.bottom = 0 }
                if let top = bars.top { bars.top?.height = screen.isXcode26 ? (top.hasLargeTitle ? screen.largeTitleBarHeight + 4 : screen.navigationBarHeight) : 56 }
            }
            return bars.safeArea(screen: insets)
        case .overlapping:
            guard let device = screen.screenSize else { return .zero }
            let bands = screen.safeArea(width: device.width, height: device.height, statusBarShown: screen.drawsStatusBar(simulated: bars.statusBarShown, belowLegacyGuide: legacyGuides))
            // One wider than the screen does not sit on it: it gets all the screen's bands
            // (the Corona-Warn-App's 468-point link card on a 390-point phone, Xcode 14.1:
            // 34 points of home indicator below its 360).
            if size.width > device.width + 0.5 { return bands }
            return Insets(
                top: min(size.height, bands.top), left: min(size.width, bands.left),
                bottom: max(0, min(bands.bottom, size.height - (device.height - bands.bottom))),
                right: max(0, min(bands.right, size.width - (device.width - bands.right))))
        }
    }
}
