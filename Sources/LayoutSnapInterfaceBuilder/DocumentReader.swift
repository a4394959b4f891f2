import Foundation
import LayoutSnapScenario

/// Turns an Interface Builder document's elements into scenario values.
struct DocumentReader {
    let document: XMLElement
    let intrinsicSizes: IntrinsicSizeSource
    /// Outlet destination id → property name, the most readable name a view has.
    let outlets: [String: String]
    let device: (name: String?, scale: Double, safeArea: Insets)
    /// IBDesignable views' intrinsic sizes as Xcode's designables agent computed them.
    let designables: [String: IntrinsicSize]

    /// A view to lay out: a scene's view or a xib's top-level view.
    struct Root {
        let element: XMLElement
        let name: String
        /// A view controller's view fills the screen and gets its safe area.
        let isControllerView: Bool
        /// A navigation bar above the scene adds to the top of the safe area.
        let navigationBarHeight: Double
        /// Presented as a page sheet: no status bar at its top.
        var isSheet = false
        /// The controller's legacy top and bottom layout guides: id → "top" or "bottom".
        var legacyGuides: [String: String] = [:]
    }

    /// The legacy layout guides of the root being read.
    var legacyGuides: [String: String] = [:]

    /// The full-screen height of the document's device, where Xcode's id is known.
    var screenHeight: Double? {
        let heights: [String: Double] = [
            "retina4_0": 568, "retina4_7": 667, "retina5_5": 736, "retina5_9": 812, "retina6_1": 896, "retina6_5": 896,
            "retina6_12": 844, "retina6_72": 926, "ipad9_7": 1024,
        ]
        return device.name.flatMap { heights[$0] }
    }

    init(document: XMLElement, intrinsicSizes: IntrinsicSizeSource) {
        self.document = document
        self.intrinsicSizes = intrinsicSizes
        var outlets: [String: String] = [:]
        func visit(_ element: XMLElement) {
            if element.name == "outlet", let destination = element["destination"], let property = element["property"], outlets[destination] == nil {
                outlets[destination] = property
            }
            element.children.forEach(visit)
        }
        visit(document)
        self.outlets = outlets
        device = Self.device(document.child("device")?["id"])
        var designables: [String: IntrinsicSize] = [:]
        for designable in document.child("designables")?.children(named: "designable") ?? [] {
            guard let id = designable["name"], let size = designable.child("size", key: "intrinsicContentSize") else { continue }
            func axis(_ name: String) -> Double? { size[name].flatMap(Double.init).flatMap { $0 < 0 ? nil : $0 } }
            designables[id] = IntrinsicSize(width: axis("width"), height: axis("height"))
        }
        self.designables = designables
    }

    /// Xcode's device ids: scale and the safe area Interface Builder lays its canvas out with.
    static func device(_ id: String?) -> (name: String?, scale: Double, safeArea: Insets) {
        switch id ?? "" {
        case "retina4_0", "retina4_7", "ipad9_7", "ipad10_2", "ipad10_5", "ipad12_9": (id, 2, Insets(top: 20, left: 0, bottom: 0, right: 0))
        case "retina5_5": (id, 3, Insets(top: 20, left: 0, bottom: 0, right: 0))
        case "retina6_1": (id, 2, Insets(top: 44, left: 0, bottom: 34, right: 0))
        case "retina5_9", "retina6_5": (id, 3, Insets(top: 44, left: 0, bottom: 34, right: 0))
        case "retina6_12", "retina6_72", "retina6_0": (id, 3, Insets(top: 47, left: 0, bottom: 34, right: 0))
        default: (id, 2, Insets(top: 20, left: 0, bottom: 0, right: 0))
        }
    }

    func roots() -> [Root] {
        var roots: [Root] = []
        if let scenes = document.child("scenes") {
            // Controllers a navigation controller shows first sit under its bar.
            var navigated: Set<String> = []
            func findRoots(_ element: XMLElement) {
                if element.name == "navigationController" {
                    for segue in element.child("connections")?.children(named: "segue") ?? [] where segue["relationship"] == "rootViewController" {
                        if let destination = segue["destination"] { navigated.insert(destination) }
                    }
                }
                element.children.forEach(findRoots)
            }
            findRoots(scenes)
            for scene in scenes.children(named: "scene") {
                guard let objects = scene.child("objects") else { continue }
                for controller in objects.children where controller.name.hasSuffix("Controller") {
                    guard let view = controller.children.first(where: { $0["key"] == "view" && $0.child("rect", key: "frame") != nil }) else { continue }
                    let name = controller["storyboardIdentifier"] ?? controller["customClass"] ?? controller["id"] ?? "scene"
                    let bar = controller.child("simulatedNavigationBarMetrics") != nil || navigated.contains(controller["id"] ?? "")
                    // A page sheet (shorter than the screen) has no status bar above it, and its
                    // navigation bar is 56 points tall.
                    let height = Self.rect(view)?.height ?? 0
                    let sheet = controller.child("modalPageSheetSimulatedSizeMetrics") != nil || (screenHeight.map { height < $0 - 1 } ?? false)
                    var guides: [String: String] = [:]
                    for guide in controller.child("layoutGuides")?.children(named: "viewControllerLayoutGuide") ?? [] {
                        if let id = guide["id"], let type = guide["type"] { guides[id] = type }
                    }
                    roots.append(
                        Root(
                            element: view, name: Self.identifier(name), isControllerView: !Self.isFreeform(view),
                            navigationBarHeight: bar ? (sheet ? 56 : 44) : 0, isSheet: sheet, legacyGuides: guides))
                }
            }
        } else if let objects = document.child("objects") {
            let ownerView = outlets.first { $0.value == "view" }?.key
            for element in objects.children where element.name != "placeholder" && element.child("rect", key: "frame") != nil {
                let name = outlets[element["id"] ?? ""] ?? element["userLabel"] ?? element["id"] ?? "view"
                let isScreen = element["id"] == ownerView && !Self.isFreeform(element)
                roots.append(Root(element: element, name: Self.identifier(name), isControllerView: isScreen, navigationBarHeight: 0))
            }
        }
        return roots
    }

    /// A view Interface Builder simulates at a free size is not a screen: it has no safe area.
    static func isFreeform(_ view: XMLElement) -> Bool {
        view.children.contains { $0.name == "freeformSimulatedSizeMetrics" }
    }

    func scenario(for root: Root, name: String, file: String) -> Scenario {
        var reader = self
        reader.legacyGuides = root.legacyGuides
        var builder = TreeBuilder(reader: reader)
        var rootView = builder.view(root.element, isRoot: true)
        let frame = Self.rect(root.element) ?? Rect(x: 0, y: 0, width: 375, height: 667)
        var safeArea = root.isControllerView ? device.safeArea : .zero
        if root.isSheet { safeArea.top = 0 }
        safeArea.top += root.navigationBarHeight
        let deviceSpec = Device(name: device.name, width: frame.width, height: frame.height, scale: device.scale, safeArea: safeArea)
        let constraints = builder.constraints()
        // Interface Builder's build-time rule: a view no constraint mentions keeps its frame.
        let constrained = Set(constraints.flatMap { [$0.firstItem.viewID, $0.secondItem?.viewID].compactMap { $0 } })
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
