import Foundation
import LayoutSnapScenario

/// A view element's attributes and property children: appearance, priorities, margins; each
/// kind's descriptor reads its own (text, fonts, titles, stack arrangement, scroll insets).
enum Properties {
    static func apply(_ element: XMLElement, to view: inout ViewSpec, reader: DocumentReader, cell: CellContext = CellContext()) {
        // A stopped activity indicator that hides when stopped is stored hidden, but the canvas
        // lays it out and shows it (the wide corpus: stack views keep its room).
        let stoppedIndicator = element.name == "activityIndicatorView" && element["hidesWhenStopped"] == "YES" && element["animating"] != "YES"
        if element["hidden"] == "YES", !stoppedIndicator { view.isHidden = true }
        if let alpha = element["alpha"].flatMap(Double.init) { view.alpha = min(1, max(0, alpha)) }
        if element["clipsSubviews"] == "YES" { view.clipsToBounds = true }
        if let color = InterfaceBuilderValues.color(element.child("color", key: "backgroundColor")) { view.background = color }
        func priority(_ name: String) -> Int? { element[name].flatMap { Int($0) }.map { min(1000, max(1, $0)) } }
        if let h = priority("horizontalHuggingPriority") { view.hugging.horizontal = h }
        if let v = priority("verticalHuggingPriority") { view.hugging.vertical = v }
        if let h = priority("horizontalCompressionResistancePriority") { view.compressionResistance.horizontal = h }
        if let v = priority("verticalCompressionResistancePriority") { view.compressionResistance.vertical = v }
        if element["insetsLayoutMarginsFromSafeArea"] == "NO" { view.insetsLayoutMarginsFromSafeArea = false }
        if element["preservesSuperviewLayoutMargins"] == "YES" { view.preservesSuperviewLayoutMargins = true }
        if element["layoutMarginsFollowReadableWidth"] == "YES" { view.layoutMarginsFollowReadableWidth = true }
        if let margins = element.child("edgeInsets", key: "layoutMargins") {
            view.layoutMargins = InterfaceBuilderValues.insets(margins, left: "left", right: "right")
        }
        if let margins = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            view.layoutMargins = InterfaceBuilderValues.insets(margins, left: "leading", right: "trailing")
            view.hasDirectionalMargins = true
        }
        if element.name == "visualEffectView", let blur = element.child("blurEffect") {
            view.blurRadius = ViewSpec.materialBlurRadius
            if view.background == nil { view.background = blurFill(blur["style"] ?? "regular") }
        }
        // Before Xcode 9.3 a table had iOS 8 to 10's 15-point sides, which its cells and their
        // content views keep where they preserve their superviews' margins (GitHawk's mail cells
        // on a 414-point phone, Xcode 8.3: 15 from the edge, not the 20 of a root that wide).
        if element.name == "tableView", view.layoutMargins == nil, (1..<13500).contains(reader.screen.toolsVersion) {
            view.layoutMargins = Insets(top: 8, left: 15, bottom: 8, right: 15)
        }
        if element.name == "tableViewCellContentView" {
            var standard = cellContentMargins(reader.screen, cell: cell)
            // Beside an accessory (a disclosure indicator, a checkmark) the trailing margin is 8.
            if cell.besideAccessory { standard.right = 8 }
            if let own = view.layoutMargins {
                // Margins of its own that preserve the cell's: the cell's are the standard
                // ones, and the larger of the two holds on each edge. Above and below, the
                // standard ones hold as a minimum from Xcode 11 on, preserved or not (the
                // wide corpus: 8 of its own laid out as 11 either way; 16 stays 16).
                let preserves = element["preservesSuperviewLayoutMargins"] == "YES"
                let verticalMinimum = preserves || reader.screen.toolsVersion >= 15000
                view.layoutMargins = Insets(
                    top: verticalMinimum ? max(own.top, standard.top) : own.top, left: preserves ? max(own.left, standard.left) : own.left,
                    bottom: verticalMinimum ? max(own.bottom, standard.bottom) : own.bottom, right: preserves ? max(own.right, standard.right) : own.right)
            } else {
                view.layoutMargins = standard
            }
        }
        for attribute in element.child("userDefinedRuntimeAttributes")?.children ?? [] where attribute["keyPath"] == "layer.cornerRadius" {
            // Xcode writes the number as <real> or <integer>, by how it was typed.
            let stored = attribute.children.first { $0.name == "real" || $0.name == "integer" }
            if let radius = attribute["value"].flatMap(Double.init) ?? stored?["value"].flatMap(Double.init) {
                view.cornerRadius = radius
            }
        }
        // <accessibility key="accessibilityConfiguration" label="Close"><bool key="isElement" value="NO"/></accessibility>
        if let accessibility = element.child("accessibility", key: "accessibilityConfiguration") {
            if let label = accessibility["label"] { view.accessibilityLabel = label }
            if let element = accessibility.child("bool", key: "isElement")?["value"] { view.isAccessibilityElement = element == "YES" }
        }
        view.kind.descriptor.read(interfaceBuilder: element, into: &view)
        // Xcode 8 and older laid labels out as iOS 10 did: one stretched taller than its text
        // kept its last baseline where the text's top puts it (Yep's cells, Xcode 8.0; the
        // Birthdays sample's form, 8.3: text fields on those baselines stored a point higher
        // than iOS 11's, which every later Xcode in the corpus shows).
        if view.kind == .label, (1..<13000).contains(reader.screen.toolsVersion) { view.label?.lastBaselineFromTop = true }
    }
}

extension XMLElement: InterfaceBuilderElement {}

extension Properties {
    /// A table view cell's content view margins as the canvas lays them out (the wide corpus's
    /// cells): 8 points up to Xcode 9.2 (RxDataSources' cells, toolsVersion 13196); from Xcode
    /// 9.3's betas (Seafile's event cell, 13528; QuickBlox's and Expanding Collection's, 13771;
    /// the line is drawn at 13500), 11 above and, below, 10.5 until
    /// toolsVersion 14800 and 11 from then. At the sides a cell in a storyboard's table goes by
    /// the device: 20 from 414 points wide, 15 on a 320-point phone, 16 between. A xib's cell,
    /// which no table sizes, goes by its own width until Xcode 11: 20 from 414 points, below
    /// that 16 in Xcode 10 (Rocket.Chat's 320- and 375-point cells); Xcode 11 gives it the
    /// pre-iOS 11 15 whatever its width (Open Food Facts' 320- and 387-point cells on a
    /// 375-point phone, LoopKit's 600-point ones, its beta 14835). From Xcode 11
    /// on a 414-point phone a cell wider than 320 points has 20 and a 320-point one 16 (nRF
    /// Toolbox's cells, 320 to 522 points; nRF Mesh's 396-point ones, Xcode 16.3); elsewhere,
    /// from Xcode 12, the narrower of cell and device decides, 20 from 414 points and 16 below
    /// (a 600-point cell on a 375-point phone 16).
    static func cellContentMargins(_ screen: ScreenMetrics, cell: CellContext) -> Insets {
        let (inTable, cellWidth) = (cell.inTable, cell.width)
        let version = screen.toolsVersion
        if version > 0, version < 13500 { return Insets(top: 8, left: 8, bottom: 8, right: 8) }
        let device = screen.screenSize.map { min($0.width, $0.height) }
        // The phone width from which the canvas gives cells 20-point sides: Xcode 26 draws
        // them so on a 393-point phone too (Go Map!!'s cells in their table, Firebase's 339-point
        // xib cell; nRF Mesh's 320-point one has 16).
        let wideDevice: Double = screen.isXcode26 ? 393 : 414
        let side: Double
        if inTable, cell.inRootTable, let cellWidth, let device, cellWidth > device + 0.5 {
            // A table view controller's freeform view wider than the device goes by its own
            // width (Applozic's 600-point profile, SkyFloatingLabelTextField's 400-point list:
            // 20; the same app's 600-point tables inside a controller's view keep the device's 16).
            side = cellWidth > 375 ? 20 : 16
        } else if inTable, cell.onLegacyGuides, version < 17000, (device ?? 375) < wideDevice {
            // Before Xcode 12 a scene still on the top and bottom layout guides drew its table's
            // cells with iOS 10's 15-point sides below the 414-point phones (Kodeco's RxSwift
            // book, Xcode 10.1 and 11.5 on a 375-point phone; AudioKit Synth One's presets).
            side = 15
        } else if inTable {
            side = (device ?? 375) <= 320 ? 15 : (device ?? 375) >= wideDevice ? 20 : 16
        } else if version >= 14800, let cellWidth, let device, device >= wideDevice {
            side = cellWidth > 320 ? 20 : 16
        } else if version < 14800, let cellWidth {
            side = cellWidth >= 414 ? 20 : 16
        } else if version < 17000, cellWidth != nil {
            side = 15
        } else {
            side = ScreenMetrics.cellSideInset(width: [device, cellWidth].compactMap { $0 }.min() ?? 375)
        }
        // Xcode 26 draws them 15 points from the top and bottom.
        if screen.isXcode26 { return Insets(top: 15, left: side, bottom: 15, right: side) }
        return Insets(top: 11, left: side, bottom: version < 14800 ? 10.5 : 11, right: side)
    }
}

extension Properties {
    /// A blur effect as a translucent fill of its material's tint: layoutsnap does not blur
    /// what is behind, but a render shows the material's colour over it as the canvas does.
    static func blurFill(_ style: String) -> Color {
        let light = Color(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.8)
        let dark = Color(red: 0.11, green: 0.11, blue: 0.12, alpha: 0.8)
        switch style {
        case "dark", "systemMaterialDark", "systemThickMaterialDark", "systemThinMaterialDark", "systemUltraThinMaterialDark", "systemChromeMaterialDark":
            return dark
        case "extraLight", "light", "systemMaterialLight", "systemThickMaterialLight", "systemThinMaterialLight", "systemUltraThinMaterialLight", "systemChromeMaterialLight":
            return light
        default:
            // `regular`, `prominent` and the system materials follow the appearance.
            return Color(light: light, dark: dark)
        }
    }
}
