import LayoutSnapLayout
import LayoutSnapScenario

extension Linter {
    /// Content cut by an ancestor that clips to its bounds (a card with rounded, masked
    /// corners; a fixed-height container): the part outside never shows. Ancestors from the
    /// nearest scroll view up are left alone — scrolling brings content into view, and
    /// content beyond the screen is `offscreen`'s.
    func clipping(of view: ViewSpec, _ context: Context) -> Finding? {
        guard context.drawsContent(view), let own = context.layout.view(view.id)?.absolute, own.width > 0, own.height > 0 else { return nil }
        for ancestor in context.tree.ancestry(of: view.id).dropFirst() where ancestor != "root" {
            if context.tree.kind(of: ancestor) == .scroll { return nil }
            guard context.tree.view(ancestor)?.clipsToBounds == true, let bounds = context.layout.view(ancestor)?.absolute else { continue }
            let hidden = [
                ("top", bounds.minY - own.minY), ("bottom", own.maxY - bounds.maxY),
                ("left", bounds.minX - own.minX), ("right", own.maxX - bounds.maxX),
            ].filter { $0.1 >= 1 }
            guard !hidden.isEmpty else { continue }
            guard let shown = own.intersection(bounds), shown.width > 0, shown.height > 0 else {
                return context.finding(
                    .clippedBySuperview, [view.id, ancestor], "'\(view.id)' lies wholly outside '\(ancestor)', which clips to its bounds: none of it shows")
            }
            let sides = hidden.map { "\(NumberText.points(min($0.1, $0.0 == "top" || $0.0 == "bottom" ? own.height : own.width))) pt at the \($0.0)" }
            return context.finding(
                .clippedBySuperview, [view.id, ancestor],
                "'\(view.id)' is cut by '\(ancestor)', which clips to its bounds: \(sides.joined(separator: ", ")) hidden")
        }
        return nil
    }
}
