import LayoutSnapScenario

/// One element VoiceOver focuses: a view read as a whole, with what it reads.
public struct AccessibilityElement: Sendable, Equatable {
    public var id: String
    /// What VoiceOver reads: the view's `accessibilityLabel`, else its text or title; nil
    /// when it has neither (an image or an image-only button nobody labelled).
    public var label: String?
    /// In screen coordinates.
    public var frame: Rect
}

extension LayoutResult {
    /// The accessible elements in VoiceOver's reading order, as UIKit orders a container's
    /// elements by default: each container's children in rows from the top, a row from the
    /// leading edge (the right, right to left), a child container's elements read together
    /// before the next child's. An element hides its subviews; hidden and fully
    /// transparent views are skipped with theirs.
    public var accessibilityElements: [AccessibilityElement] {
        var result: [AccessibilityElement] = []
        visit(scene.root, into: &result)
        return result
    }

    private func visit(_ view: ViewSpec, into result: inout [AccessibilityElement]) {
        guard !view.isHidden, view.alpha > 0, let own = self.view(view.id)?.absolute else { return }
        if Self.isElement(view) {
            result.append(AccessibilityElement(id: view.id, label: Self.spokenLabel(of: view), frame: own))
            return
        }
        let children = view.subviews.compactMap { child in self.view(child.id).map { (child, $0.absolute) } }
        for (child, _) in Self.readingOrder(children, rightToLeft: view.isRightToLeft) { visit(child, into: &result) }
    }

    /// Whether VoiceOver reads the view as one element: as set, else text, buttons and
    /// controls are; an image is when it has a label.
    package static func isElement(_ view: ViewSpec) -> Bool {
        if let set = view.isAccessibilityElement { return set }
        switch view.kind {
        case .label: return !(view.label?.text.isEmpty ?? true)
        case .image: return view.accessibilityLabel != nil
        default: return view.kind.isControl
        }
    }

    /// The label VoiceOver reads: the one set, else the text, title, placeholder or
    /// selected segment a person sees.
    package static func spokenLabel(of view: ViewSpec) -> String? {
        if let label = view.accessibilityLabel, !label.isEmpty { return label }
        if let text = view.label?.text, !text.isEmpty { return text }
        guard let control = view.control else { return nil }
        for text in [control.title, control.placeholder] {
            if let text, !text.isEmpty { return text }
        }
        if control.segments.indices.contains(control.selectedSegment) { return control.segments[control.selectedSegment] }
        return nil
    }

    /// Siblings in rows: sorted by top edge, a sibling joins the row while its top is above
    /// the row's highest bottom less half its height (vertically they overlap), and each
    /// row reads from the leading edge.
    static func readingOrder<T>(_ items: [(T, Rect)], rightToLeft: Bool) -> [(T, Rect)] {
        let byTop = items.enumerated().sorted { a, b in
            a.element.1.y != b.element.1.y ? a.element.1.y < b.element.1.y : a.offset < b.offset
        }.map(\.element)
        var rows: [[(T, Rect)]] = []
        var rowBottom = -Double.infinity
        for item in byTop {
            let rect = item.1
            if let last = rows.indices.last, rect.y < rowBottom - rect.height / 2 {
                rows[last].append(item)
                rowBottom = min(rowBottom, rect.y + rect.height)
            } else {
                rows.append([item])
                rowBottom = rect.y + rect.height
            }
        }
        return rows.flatMap { row in
            row.enumerated().sorted { a, b in
                let ax = rightToLeft ? -(a.element.1.x + a.element.1.width) : a.element.1.x
                let bx = rightToLeft ? -(b.element.1.x + b.element.1.width) : b.element.1.x
                return ax != bx ? ax < bx : a.offset < b.offset
            }.map(\.element)
        }
    }
}
