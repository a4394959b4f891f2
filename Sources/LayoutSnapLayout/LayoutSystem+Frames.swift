import ConstraintSolver
import LayoutSnapScenario

// Reading solved values back as UIKit reports them: `frame` in the superview's coordinates
// (content coordinates inside a scroll view), the rectangle on screen, and scroll state. The
// solver works on alignment rectangles; frames are those grown by the alignment-rect insets,
// then rounded to the device's pixel grid as UIKit applies them.

extension LayoutSystem {
    func readViews() -> [ViewLayout] {
        let scale = scenario.device.scale
        let translation = self.translation
        var roundedOrigins: [String: Point] = [:]
        return views.map { view in
            var absolute = rectangle(of: view.id).outset(by: view.alignmentRectInsets)
            if let size = view.enforcedSize {
                absolute = Rect(
                    x: absolute.x + (absolute.width - size.width) / 2, y: absolute.y + (absolute.height - size.height) / 2,
                    width: size.width, height: size.height)
            }
            var frame = absolute
            var rounded = absolute.roundedToPixels(scale)
            let parent = tree.parent(of: view.id)
            if let parent {
                let originX = solver.value(of: translation.coordinateOrigin(ofChildrenOf: parent, axis: .horizontal))
                let originY = solver.value(of: translation.coordinateOrigin(ofChildrenOf: parent, axis: .vertical))
                frame.x = clean(absolute.x - originX)
                frame.y = clean(absolute.y - originY)
                // UIKit rounds each frame in its superview's coordinates.
                let parentOrigin = roundedOrigins[parent] ?? Point(x: originX, y: originY)
                rounded = frame.roundedToPixels(scale)
                rounded.x = clean(rounded.x)
                rounded.y = clean(rounded.y)
                let onScreen = Rect(x: clean(parentOrigin.x + rounded.x), y: clean(parentOrigin.y + rounded.y), width: rounded.width, height: rounded.height)
                roundedOrigins[view.id] = childOrigin(of: view, at: onScreen)
                return layout(view, parent: parent, frame: rounded, absolute: onScreen, exactFrame: frame, exactAbsolute: absolute)
            }
            roundedOrigins[view.id] = childOrigin(of: view, at: rounded)
            return layout(view, parent: nil, frame: rounded, absolute: rounded, exactFrame: frame, exactAbsolute: absolute)
        }
    }

    /// Where a view's subviews' coordinates start on screen, given its rounded rectangle.
    private func childOrigin(of view: ViewSpec, at rect: Rect) -> Point {
        guard view.kind == .scroll else { return Point(x: rect.x, y: rect.y) }
        let offset = contentOffset(of: view)
        return Point(x: rect.x - offset.x, y: rect.y - offset.y)
    }

    func contentOffset(of view: ViewSpec) -> Point {
        guard let own = variables[view.id] else { return .zero }
        return Point(x: clean(solver.value(of: own.contentOffsetX)), y: clean(solver.value(of: own.contentOffsetY)))
    }

    private func layout(_ view: ViewSpec, parent: String?, frame: Rect, absolute: Rect, exactFrame: Rect, exactAbsolute: Rect) -> ViewLayout {
        var scroll: ScrollLayout?
        if view.kind == .scroll, let own = variables[view.id] {
            let size = Size(
                width: clean(solver.value(of: own.contentWidth ?? own.width + 0)),
                height: clean(solver.value(of: own.contentHeight ?? own.height + 0)))
            let offset = contentOffset(of: view)
            let inset = adjustedInsets[view.id] ?? view.contentInset
            scroll = ScrollLayout(
                contentSize: size, contentOffset: offset, adjustedContentInset: inset,
                scrollsHorizontally: size.width + inset.left + inset.right > exactFrame.width + LayoutEngine.textTolerance,
                scrollsVertically: size.height + inset.top + inset.bottom > exactFrame.height + LayoutEngine.textTolerance,
                contentArea: Rect(x: clean(absolute.x - offset.x), y: clean(absolute.y - offset.y), width: size.width, height: size.height))
        }
        var appearance = view
        appearance.subviews = []
        var result = ViewLayout(
            id: view.id, kind: view.kind, parent: parent, frame: frame, absolute: absolute, exactFrame: exactFrame,
            exactAbsolute: exactAbsolute, scroll: scroll, appearance: appearance)
        if let text = BaselineText(view) {
            let offsets = text.offsets(width: exactFrame.width, measurer: measurer)
            let factors = text.anchoring.heightFactors
            result.firstBaseline = clean(exactFrame.height * factors.first + offsets.first)
            result.lastBaseline = clean(exactFrame.height * factors.last + offsets.last)
        }
        return result
    }

    /// Custom guides' rectangles in their owners' coordinates.
    func readGuides() -> [GuideLayout] {
        let translation = self.translation
        return tree.allGuides.map { guide, owner in
            var rect = rectangle(of: guide.name)
            rect.x = clean(rect.x - solver.value(of: translation.coordinateOrigin(ofChildrenOf: owner, axis: .horizontal)))
            rect.y = clean(rect.y - solver.value(of: translation.coordinateOrigin(ofChildrenOf: owner, axis: .vertical)))
            return GuideLayout(id: guide.name, owner: owner, frame: rect)
        }
    }

    func rectangle(of id: String) -> Rect {
        guard let own = variables[id] else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        return Rect(
            x: clean(solver.value(of: own.minX)), y: clean(solver.value(of: own.minY)),
            width: clean(solver.value(of: own.width)), height: clean(solver.value(of: own.height)))
    }

    /// Rounds away floating-point dust (and −0) below a millionth of a point.
    func clean(_ value: Double) -> Double {
        let rounded = (value * 1e6).rounded() / 1e6
        return rounded == 0 ? 0 : rounded
    }
}

extension Rect {
    /// The rectangle with its edges moved to the nearest pixel boundary at `scale` (halves
    /// away from zero, as UIKit's rounding), so its size is the distance between them.
    package func roundedToPixels(_ scale: Double) -> Rect {
        guard scale > 0 else { return self }
        // Dust first, so that 12.2499999 (a solver's 12.25) rounds as 12.25 does.
        func clean(_ value: Double) -> Double {
            let rounded = (value * 1e6).rounded() / 1e6
            return rounded == 0 ? 0 : rounded
        }
        func snap(_ value: Double) -> Double { clean((clean(value) * scale).rounded(.toNearestOrAwayFromZero) / scale) }
        let minX = snap(x), minY = snap(y)
        return Rect(x: minX, y: minY, width: clean(snap(x + width) - minX), height: clean(snap(y + height) - minY))
    }
}
