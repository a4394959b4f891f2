import LayoutSnapLayout
import LayoutSnapScenario

extension Linter {
    /// Text or a control reaching into the area outside the safe area (the status bar or
    /// Dynamic Island above, the home indicator below, a notch at the side in landscape),
    /// unless it is scrolling content, which scrolls out from under them.
    func outsideSafeArea(_ view: ViewSpec, _ context: Context) -> Finding? {
        guard view.kind == .label || view.kind.isControl, context.drawsContent(view), !context.inScrollView(view.id),
            let frame = context.layout.view(view.id)?.absolute, frame.width > 0, frame.height > 0
        else { return nil }
        let device = context.layout.device, safe = device.safeArea
        var bands: [String] = []
        // No status band is taller than 62 points (an iPhone 16 Pro's): a taller top inset
        // holds the bars a controller shows too.
        let top = safe.top > 62 ? "status bar and bars" : "status bar"
        if safe.top > 0 && frame.minY < safe.top - 1 { bands.append("the top \(NumberText.points(safe.top)) pt (\(top))") }
        if safe.bottom > 0 && frame.maxY > device.height - safe.bottom + 1 { bands.append("the bottom \(NumberText.points(safe.bottom)) pt (home indicator)") }
        if safe.left > 0 && frame.minX < safe.left - 1 { bands.append("the left \(NumberText.points(safe.left)) pt") }
        if safe.right > 0 && frame.maxX > device.width - safe.right + 1 { bands.append("the right \(NumberText.points(safe.right)) pt") }
        guard !bands.isEmpty else { return nil }
        return context.finding(.outsideSafeArea, [view.id], "'\(view.id)' reaches into \(bands.joined(separator: " and ")) outside the safe area")
    }
}
