import LayoutSnapScenario

extension TreeBuilder {
    /// The `source` of the constraints standing for the canvas's hold on a stored size.
    static let canvasHoldSource = "canvas hold on the stored size"

    /// Above the 250 of a content view centred on its scroll view (Stopp Corona's 34 scrolling
    /// screens: Xcode stored the content at its natural height, where UIKit's rule stretches it
    /// to the frame) and of default hugging. The wide corpus gives the same figures for any
    /// priority from 251 to 749; at 200 the centring wins and Stopp Corona's misses stay.
    static let canvasHoldPriority = 300

    /// Whether Xcode's canvas holds a view at its stored size where no stronger constraint
    /// decides it: a view placed by constraints with nothing inside to size it — a plain view
    /// or a stack view with no subviews (a spacer, a separator, a box the code fills; a plain
    /// view's designable intrinsic size hugs at 250, below the hold), any other view with no
    /// subviews and no intrinsic size (a map, a container view), a text view that scrolls (its
    /// placeholder size, if any, hugs at 250: Stopp Corona's stored 106 tall over a
    /// placeholder of 25), a table or collection view (its cells do not size it). UIKit at run
    /// time has no such hold: only canvas layouts (stored intrinsic sizes) add it. Containers
    /// are not held: their content sizes them.
    static func canvasHolds(_ element: XMLElement, view: ViewSpec, isRoot: Bool, arranged: Bool) -> Bool {
        guard !isRoot, view.frame == nil else { return false }
        guard arranged || element["translatesAutoresizingMaskIntoConstraints"] == "NO" else { return false }
        switch view.kind {
        case .scroll: return element.name != "scrollView" || view.subviews.isEmpty
        case .view, .stack: return view.subviews.isEmpty && (element.name == "view" || view.intrinsicSize == nil)
        case .textView: return element["scrollEnabled"] != "NO"
        default: return false
        }
    }

    /// Holds the view at its stored width and height at `canvasHoldPriority`, where the canvas does.
    mutating func holdStoredSize(_ element: XMLElement, _ view: ViewSpec, frame: Rect?, isRoot: Bool, arranged: Bool) {
        guard let frame, Self.canvasHolds(element, view: view, isRoot: isRoot, arranged: arranged) else { return }
        holds += [(LayoutAttribute.width, frame.width), (.height, frame.height)].map { attribute, size in
            LayoutConstraintSpec(.view(view.id), attribute, .equal, constant: size, priority: Self.canvasHoldPriority, location: element.location, source: Self.canvasHoldSource)
        }
    }

    /// The intrinsic size Interface Builder's "Placeholder" option gives a view on the canvas
    /// only (a text view that scrolls, which has none, stored with one so that Xcode stops
    /// asking for a height: Stopp Corona's guidelines). "infinite" leaves the axis without one.
    static func placeholderIntrinsicSize(_ element: XMLElement) -> IntrinsicSize? {
        let width = element["placeholderIntrinsicWidth"], height = element["placeholderIntrinsicHeight"]
        guard width != nil || height != nil else { return nil }
        return IntrinsicSize(width: width.flatMap(Double.init), height: height.flatMap(Double.init))
    }
}
