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
    /// decides it: a plain view placed by constraints with no subviews, which has no intrinsic
    /// size and nothing inside to size it (a spacer, a separator, a placeholder for content the
    /// code adds). UIKit at run time has no such hold: only canvas layouts (stored intrinsic
    /// sizes) add it. Containers are not held: their content sizes them.
    static func canvasHolds(_ element: XMLElement, view: ViewSpec, isRoot: Bool, arranged: Bool) -> Bool {
        guard !isRoot, view.frame == nil, view.kind == .view, element.name == "view" else { return false }
        guard arranged || element["translatesAutoresizingMaskIntoConstraints"] == "NO" else { return false }
        return (element.child("subviews")?.children ?? []).isEmpty
    }

    /// The hold: the view's stored width and height at `canvasHoldPriority`.
    static func canvasHoldConstraints(_ id: String, frame: Rect, at location: SourceLocation) -> [LayoutConstraintSpec] {
        [(LayoutAttribute.width, frame.width), (.height, frame.height)].map { attribute, size in
            LayoutConstraintSpec(.view(id), attribute, .equal, constant: size, priority: canvasHoldPriority, location: location, source: canvasHoldSource)
        }
    }
}
