import LayoutSnapLayout
import LayoutSnapScenario

/// What a drawing shows of the views inside `id` (and of `id` itself when `including`): the
/// intersection of the clipping rectangles above it, as the drawing clips — a scroll view only
/// on screen (in content mode it washes its content out instead), any other view when it clips
/// to its bounds. Nil when nothing clips; an empty rectangle when the clips do not meet.
/// The constraint overlay clips its marks by it, and the live preview its hover outlines.
package func visibleRegion(ofChildrenIn id: String, including: Bool, tree: ViewTree, layout: LayoutResult, mode: RenderMode) -> Rect? {
    var result: Rect?
    for ancestor in tree.ancestry(of: id).dropFirst(including ? 0 : 1) {
        guard ancestor != "root", let view = tree.view(ancestor), let rect = layout.view(ancestor)?.absolute else { continue }
        guard view.kind == .scroll ? mode == .screen : view.clipsToBounds else { continue }
        result = result.map { $0.intersection(rect) ?? Rect(x: rect.x, y: rect.y, width: 0, height: 0) } ?? rect
    }
    return result
}
