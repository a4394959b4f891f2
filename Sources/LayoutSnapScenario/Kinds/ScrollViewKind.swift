extension ViewKind {
    /// UIScrollView (and Interface Builder's table and collection views, sized by their content).
    public static let scroll = ViewKind(named: "scroll")
}

/// UIScrollView: content size and offset, content insets and their adjustment.
struct ScrollViewKind: ViewKindDescriptor {
    let kind = ViewKind.scroll
    let outlineName = "Scroll View"
    let interfaceBuilderElements = ["scrollView", "tableView", "collectionView"]
    let scenarioKeys = ["contentSize", "contentOffset", "contentInset", "contentInsetAdjustment"]

    func applyDefaults(to view: inout ViewSpec) { view.clipsToBounds = true }

    func read(_ map: YAMLMapping, into view: inout ViewSpec) throws(ScenarioError) {
        if let node = map["contentSize"] {
            let s = try node.numbers(2, "a content size [width, height]")
            view.contentSize = Size(width: s[0], height: s[1])
        }
        if let node = map["contentOffset"] {
            let o = try node.numbers(2, "a content offset [x, y]")
            view.contentOffset = Point(x: o[0], y: o[1])
        }
        if let node = map["contentInset"] { view.contentInset = try ScenarioLoader.readInsets(node, "content insets") }
        if let node = map["contentInsetAdjustment"] {
            view.contentInsetAdjustment = try ScenarioLoader.choice(node, "content inset adjustment")
        }
    }

    func read(interfaceBuilder element: some InterfaceBuilderElement, into view: inout ViewSpec) {
        if let inset = element.child("inset", key: "contentInset") {
            view.contentInset = InterfaceBuilderValues.insets(inset, left: "minX", right: "maxX", top: "minY", bottom: "maxY")
        }
        if let behaviour = element["contentInsetAdjustmentBehavior"], let adjustment = ContentInsetAdjustment(rawValue: behaviour),
            adjustment != .automatic
        {
            view.contentInsetAdjustment = adjustment
        }
        // A table or collection view sizes its own content: here, its stored frame (none for
        // one stored without a frame, which holds no cell the canvas placed). A scroll view
        // with no subviews keeps UIKit's zero content size: nothing in the file fills it.
        if element.name == "tableView" || element.name == "collectionView" {
            let frame = element.child("rect", key: "frame")
            view.contentSize = Size(width: Double(frame?["width"] ?? "") ?? 0, height: Double(frame?["height"] ?? "") ?? 0)
        } else if element.name == "scrollView", element.child("subviews", key: nil) == nil {
            view.contentSize = Size(width: 0, height: 0)
        }
    }

    func scenarioFields(of view: ViewSpec) -> [String] {
        typealias W = ScenarioWriter
        var fields: [String] = []
        if let size = view.contentSize { fields.append("contentSize: [\(NumberText.exact(size.width)), \(NumberText.exact(size.height))]") }
        if let offset = view.contentOffset { fields.append("contentOffset: [\(NumberText.exact(offset.x)), \(NumberText.exact(offset.y))]") }
        if view.contentInset != .zero { fields.append("contentInset: \(W.insets(view.contentInset))") }
        if view.contentInsetAdjustment != .automatic { fields.append("contentInsetAdjustment: \(view.contentInsetAdjustment.rawValue)") }
        return fields
    }
}
