import LayoutSnapScenario

/// Xcode 8's betas (toolsVersion 11xxx) stored a view's frame as insets in its superview,
/// `<frame key="frameInset" minX="21.47%" minY="13.82%" width="57.20%" height="34"/>`, where
/// every other Xcode stores `<rect key="frame">`: `minX` and `minY` are the left and top
/// insets, `maxX` and `maxY` the right and bottom ones, a value with `%` a share of the
/// superview's width or height; a side with no size stretches between its insets (an empty
/// element fills the superview). Resolved into plain frames before the tree is read, top down,
/// so that such views are drawn and placed where the canvas showed them (27 files of the wide
/// corpus: a BahamaAir login screen had been drawn blank, every view at a zero frame).
enum FrameInsets {
    static func resolve(_ document: XMLElement) -> XMLElement {
        // Only Xcode 8's betas wrote them: other documents are not copied.
        contains(document) ? resolve(document, superviewSize: nil) : document
    }

    private static func contains(_ element: XMLElement) -> Bool {
        element.children.contains { ($0.name == "frame" && $0["key"] == "frameInset") || contains($0) }
    }

    private static func resolve(_ element: XMLElement, superviewSize: Size?) -> XMLElement {
        var element = element
        if let index = element.children.firstIndex(where: { $0.name == "frame" && $0["key"] == "frameInset" }),
            !element.children.contains(where: { $0.name == "rect" && $0["key"] == "frame" })
        {
            element.children[index] = frame(from: element.children[index], in: superviewSize ?? Size(width: 0, height: 0))
        }
        // What this element's subviews are inset in: its own frame's size; a view stored
        // without a frame has a zero one (a frameless effect view's content view fills nothing
        // yet); an element that is no view passes its superview's on.
        let holdsViews = element.child("subviews") != nil || element.children.contains { $0["key"] == "contentView" }
        let size = DocumentReader.rect(element).map { Size(width: $0.width, height: $0.height) } ?? (holdsViews ? Size(width: 0, height: 0) : superviewSize)
        element.children = element.children.map { resolve($0, superviewSize: size) }
        return element
    }

    private static func frame(from insets: XMLElement, in superview: Size) -> XMLElement {
        func value(_ name: String, of length: Double) -> Double? {
            guard var text = insets[name] else { return nil }
            let isShare = text.hasSuffix("%")
            if isShare { text.removeLast() }
            guard let number = Double(text), number.isFinite else { return nil }
            return isShare ? number / 100 * length : number
        }
        func side(min: String, max: String, size: String, length: Double) -> (origin: Double, size: Double) {
            let lower = value(min, of: length), upper = value(max, of: length)
            if let extent = value(size, of: length) {
                // A size with only the far inset hangs from that edge.
                if lower == nil, let upper { return (length - upper - extent, extent) }
                return (lower ?? 0, extent)
            }
            let origin = lower ?? 0
            return (origin, Swift.max(0, length - origin - (upper ?? 0)))
        }
        let horizontal = side(min: "minX", max: "maxX", size: "width", length: superview.width)
        let vertical = side(min: "minY", max: "maxY", size: "height", length: superview.height)
        let attributes = [
            "key": "frame", "x": "\(horizontal.origin)", "y": "\(vertical.origin)", "width": "\(horizontal.size)", "height": "\(vertical.size)",
        ]
        return XMLElement(name: "rect", attributes: attributes, location: insets.location)
    }
}
