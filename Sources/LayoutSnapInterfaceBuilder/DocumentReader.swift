import Foundation
import LayoutSnapScenario

/// Turns an Interface Builder document's elements into scenario values.
struct DocumentReader {
    let document: XMLElement
    let intrinsicSizes: IntrinsicSizeSource
    /// Outlet destination id → property name, the most readable name a view has.
    let outlets: [String: String]
    let screen: ScreenMetrics
    /// IBDesignable views' intrinsic sizes as Xcode's designables agent computed them.
    let designables: [String: IntrinsicSize]

    /// A view to lay out: a scene's view or a xib's top-level view.
    struct Root {
        let element: XMLElement
        let name: String
        /// Where the canvas puts the view, which decides its safe area.
        var placement: CanvasPlacement
        /// The bars around a storyboard scene, or the ones a xib's owner's view simulates.
        var bars: SimulatedBars?
        /// The title a simulated navigation bar shows (the navigation item's, else the scene's).
        var title: String?
        /// The navigation item whose bar button items a simulated navigation bar shows.
        var navigationItem: XMLElement?
        /// The items a simulated toolbar shows: the controller's own `toolbarItems`.
        var toolbarItems: [XMLElement] = []
        /// The item a simulated tab bar shows: the tab's `tabBarItem` (the canvas draws a tab's
        /// scene with its own item only).
        var tabBarItem: XMLElement?
        /// `automaticallyAdjustsScrollViewInsets`, on unless the scene turns it off.
        var adjustsScrollViewInsets = true
        /// The controller's legacy top and bottom layout guides: id → "top" or "bottom".
        var legacyGuides: [String: String] = [:]
        /// Whether the controller sets a size of its own (freeform), so that no device of
        /// that size, only the document's, gives it its bands.
        var isFreeform = false
    }

    /// The legacy layout guides of the root being read.
    var legacyGuides: [String: String] = [:]

    /// The asset catalogs found for the file: image views' images.
    let catalog: AssetCatalog
    /// Image names the document's resources mark as SF Symbols (`catalog="system"`).
    let symbols: Set<String>
    /// The sizes the document's resources give its images: points for an app's images, the
    /// outline's proportions (128 on the longer side) for a symbol.
    let imageSizes: [String: Size]

    init(document: XMLElement, intrinsicSizes: IntrinsicSizeSource, catalog: AssetCatalog = AssetCatalog()) {
        self.document = document
        self.intrinsicSizes = intrinsicSizes
        self.catalog = catalog
        let resources = document.child("resources")?.children(named: "image") ?? []
        symbols = Set(resources.filter { $0["catalog"] == "system" }.compactMap { $0["name"] })
        var imageSizes: [String: Size] = [:]
        for image in resources {
            guard let name = image["name"], let width = image["width"].flatMap(Double.init), let height = image["height"].flatMap(Double.init),
                width > 0, height > 0
            else { continue }
            imageSizes[name] = Size(width: width, height: height)
        }
        self.imageSizes = imageSizes
        var outlets: [String: String] = [:]
        func visit(_ element: XMLElement) {
            if element.name == "outlet", let destination = element["destination"], let property = element["property"], outlets[destination] == nil {
                outlets[destination] = property
            }
            element.children.forEach(visit)
        }
        visit(document)
        self.outlets = outlets
        screen = ScreenMetrics(document: document)
        var designables: [String: IntrinsicSize] = [:]
        for designable in document.child("designables")?.children(named: "designable") ?? [] {
            guard let id = designable["name"], let size = designable.child("size", key: "intrinsicContentSize") else { continue }
            func axis(_ name: String) -> Double? { size[name].flatMap(Double.init).flatMap { $0 < 0 ? nil : $0 } }
            designables[id] = IntrinsicSize(width: axis("width"), height: axis("height"))
        }
        self.designables = designables
    }

    func roots() -> [Root] {
        var roots: [Root] = []
        if let scenes = document.child("scenes") {
            let bars = SimulatedBars.resolve(scenes: scenes, screen: screen)
            var tabItems: [String: XMLElement] = [:]
            for item in scenes.descendants(named: "tabBarItem") { if let id = item["id"] { tabItems[id] = item } }
            // Controllers shown inside another's container view.
            let segues = scenes.descendants(named: "segue")
            // (One also pushed is drawn as the pushed scene, under the navigation bar: JTApple-
            // Calendar's test screen, embedded in a page and shown from a menu, its content 44
            // points down under Xcode 15.)
            let pushed = Set(segues.filter { $0["kind"] == "show" || $0["kind"] == "push" }.compactMap { $0["destination"] })
            let embedded = Set(segues.filter { $0["kind"] == "embed" }.compactMap { $0["destination"] }).subtracting(pushed)
            // Controllers a popover segue presents (`popover` before Xcode 8).
            let popovers = Set(segues.filter { $0["kind"] == "popoverPresentation" || $0["kind"] == "popover" }.compactMap { $0["destination"] })
            for scene in scenes.children(named: "scene") {
                guard let objects = scene.child("objects") else { continue }
                for controller in objects.children where controller.name.hasSuffix("Controller") {
                    guard let view = controller.children.first(where: { $0["key"] == "view" && $0.child("rect", key: "frame") != nil }) else { continue }
                    let name = controller["storyboardIdentifier"] ?? controller["customClass"] ?? controller["id"] ?? "scene"
                    var guides: [String: String] = [:]
                    for guide in controller.child("layoutGuides")?.children(named: "viewControllerLayoutGuide") ?? [] {
                        if let id = guide["id"], let type = guide["type"] { guides[id] = type }
                    }
                    let sceneBars = bars[controller["id"] ?? ""] ?? SimulatedBars()
                    let placement = CanvasPlacement.of(
                        controller: controller, view: view, isEmbedded: embedded.contains(controller["id"] ?? ""),
                        isPopover: popovers.contains(controller["id"] ?? ""), hasTopBar: sceneBars.top != nil, screen: screen)
                    var scene = Root(element: view, name: Self.identifier(name), placement: placement, legacyGuides: guides)
                    scene.bars = sceneBars
                    scene.isFreeform = CanvasPlacement.setsItsOwnSize(controller)
                    scene.navigationItem = controller.child("navigationItem", key: "navigationItem")
                    scene.toolbarItems = controller.child("toolbarItems")?.children(named: "barButtonItem") ?? []
                    scene.tabBarItem = sceneBars.tabItem.flatMap { tabItems[$0] } ?? controller.child("tabBarItem", key: "tabBarItem")
                    scene.title = scene.navigationItem?["title"] ?? controller["title"]
                    scene.adjustsScrollViewInsets = controller["automaticallyAdjustsScrollViewInsets"] != "NO"
                    roots.append(scene)
                }
            }
        } else if let objects = document.child("objects") {
            let ownerView = outlets.first { $0.value == "view" }?.key
            for element in objects.children where element.name != "placeholder" && element.child("rect", key: "frame") != nil {
                let name = outlets[element["id"] ?? ""] ?? element["userLabel"] ?? element["id"] ?? "view"
                let placement = CanvasPlacement.of(topLevel: element, isOwnersView: element["id"] == ownerView, screen: screen)
                var root = Root(element: element, name: Self.identifier(name), placement: placement)
                if placement == .screen || placement == .wholeScreen { root.bars = SimulatedBars.own(element, screen: screen) }
                roots.append(root)
            }
        }
        return roots
    }

    func scenario(for root: Root, name: String, file: String) -> Scenario {
        var reader = self
        reader.legacyGuides = root.legacyGuides
        var builder = TreeBuilder(reader: reader)
        var rootView = builder.view(root.element, isRoot: true)
        // Before iOS 11 (files Xcode 8 and older saved) UIKit set a controller's root view's top
        // and bottom margins to zero, status bar or not (Yep's feed list: a table on the root's
        // top margin stored at 0 below the status bar).
        if screen.predatesIOS11, !root.legacyGuides.isEmpty { rootView.insetsLayoutMarginsFromSafeArea = false }
        var frame = Self.rect(root.element) ?? Rect(x: 0, y: 0, width: 375, height: 667)
        // Xcode 8 stored a view below an opaque bar at the bar's bottom with the whole screen's
        // height; its canvas laid the view out in what is left of the screen.
        if root.placement == .screen, let screenSize = screen.screenSize, frame.y > 0, frame.y + frame.height > screenSize.height + 0.5 {
            frame.height = max(0, screenSize.height - frame.y)
        }
        // A root Xcode flags misplaced kept a stale frame: the canvas lays it out on the screen,
        // between the opaque bars it does not reach under (DuckDuckGo's feedback form: 666
        // stored, 672 below the bar on a 736-point screen, where its subviews were stored).
        // With no device named, a view the size of a phone on its side is that screen; a
        // freeform one wider than tall is not (Pampered Pets' 270×200 vet card, Xcode 7: a
        // 44-point bar).
        let ownSize = Size(width: frame.width, height: frame.height)
        let bars = root.bars.map { bars in
            screen.screenSize.map { bars.fitted(toScreen: $0) } ?? (screen.isScreenSize(ownSize) ? bars.fitted(toScreen: ownSize) : bars)
        }
        if root.element["misplaced"] == "YES", root.placement == .screen, let screenSize = screen.screenSize {
            let shown = bars ?? SimulatedBars()
            let statusBar = screen.drawsStatusBar(simulated: shown.statusBarShown, belowLegacyGuide: !root.legacyGuides.isEmpty)
            let beside = shown.opaqueBands(screen: screen.safeArea(width: screenSize.width, height: screenSize.height, statusBarShown: statusBar))
            frame = Rect(x: 0, y: beside.top, width: screenSize.width, height: max(0, screenSize.height - beside.top - beside.bottom))
        }
        let safeArea = root.placement.safeArea(
            size: Size(width: frame.width, height: frame.height), bars: bars ?? SimulatedBars(), screen: screen, legacyGuides: !root.legacyGuides.isEmpty,
            freeform: root.isFreeform)
        // Under a navigation bar, `automatic` adjusts the controller's own scroll views
        // vertically whether their content scrolls or not (UIScrollView's documentation).
        if root.bars?.top != nil, root.adjustsScrollViewInsets {
            func adjustAlways(_ view: inout ViewSpec) {
                if view.kind == .scroll, view.contentInsetAdjustment == .automatic { view.contentInsetAdjustment = .always }
            }
            adjustAlways(&rootView)
            for index in rootView.subviews.indices { adjustAlways(&rootView.subviews[index]) }
        }
        if let bars, root.placement == .screen || root.placement == .sheet {
            let shift = rootView.kind == .scroll && rootView.contentInsetAdjustment == .always ? rootView.contentInset.top + safeArea.top : 0
            rootView.subviews += SimulatedBarViews.views(
                bars: bars, safeArea: safeArea, size: Size(width: frame.width, height: frame.height), shift: shift, title: root.title,
                prompt: root.navigationItem?["prompt"], location: root.element.location, uniqueID: { builder.uniqueID($0) })
            func simulated(_ viewClass: String) -> Int? {
                rootView.subviews.lastIndex { $0.interfaceBuilderClass == viewClass && $0.interfaceBuilderID == SimulatedBarViews.simulatedID }
            }
            if let item = root.navigationItem, let top = bars.top, let index = simulated("UINavigationBar") {
                builder.addSimulatedBarItems(item, to: &rootView.subviews[index], rowTop: top.titleRowTop(safeAreaTop: safeArea.top), screenWidth: frame.width)
            }
            if let index = simulated("UIToolbar") {
                builder.addSimulatedToolbarItems(root.toolbarItems, to: &rootView.subviews[index])
            } else if let item = root.tabBarItem, let index = simulated("UITabBar") {
                builder.addSimulatedTabBarItem(item, to: &rootView.subviews[index])
            }
        }
        let deviceSpec = Device(name: screen.deviceID, width: frame.width, height: frame.height, scale: screen.scale, safeArea: safeArea)
        // The canvas gives a root view its side margins by its own width, where a device's go by
        // a phone's: they differ from 400 to 413 points (IBAnimatable's and SkyFloatingLabel-
        // TextField's 400-point freeform scenes store 20; 393-point phones' roots 16), and in
        // Xcode 6's scenes, 16 at any width.
        let side = TreeBuilder.canvasSideMargin(rootWidth: frame.width, screen: screen)
        if rootView.layoutMargins == nil, side != deviceSpec.rootLayoutMargins.left - safeArea.left {
            rootView.layoutMargins = Insets(top: 0, left: side, bottom: 0, right: side)
        }
        let constraints = builder.constraints()
        // Interface Builder's build-time rule: a view no constraint mentions keeps its frame.
        let constrained = Set(
            constraints.filter { $0.source != TreeBuilder.simulatedSource }.flatMap { [$0.firstItem.viewID, $0.secondItem?.viewID].compactMap { $0 } })
        rootView = builder.fixUnconstrained(rootView, constrained: constrained)
        var scenario = Scenario(name: name, file: file, device: deviceSpec, root: rootView, constraints: constraints, nameLocation: root.element.location)
        scenario.warnings = builder.warnings
        return scenario
    }

    static func rect(_ element: XMLElement, key: String = "frame") -> Rect? {
        guard let rect = element.child("rect", key: key) else { return nil }
        func number(_ name: String) -> Double { Double(rect[name] ?? "") ?? 0 }
        return Rect(x: number("x"), y: number("y"), width: number("width"), height: number("height"))
    }

    /// A scenario identifier from an outlet, label or IB id.
    static func identifier(_ text: String) -> String {
        var result = String(text.unicodeScalars.map { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "_") ? Character($0) : "_" })
        if result.isEmpty || result.first?.isNumber == true { result = "v_" + result }
        return result == "root" ? "root_" : result
    }
}
