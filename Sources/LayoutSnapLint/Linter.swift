import LayoutSnapLayout
import LayoutSnapScenario

/// Finds what breaks a laid-out render: text that does not fit or that its background hides,
/// content views on top of each other, buttons too small to tap, content beyond the screen
/// where nothing scrolls to it, and the layout's own ambiguity and conflicts.
package struct Linter {
    let measurer: any TextMeasuring

    package init(measurer: any TextMeasuring) { self.measurer = measurer }

    /// Apple's minimum hit target (Human Interface Guidelines: 44 × 44 points).
    static let minimumTarget = 44.0

    package func findings(in layout: LayoutResult) -> [Finding] {
        let tree = ViewTree(root: layout.scene.root)
        let context = Context(layout: layout, tree: tree)
        var findings: [Finding] = []
        for view in layout.scene.allViews where view.id != "root" && context.isVisible(view.id) && !context.isLeftOut(view.id) {
            guard let frame = layout.view(view.id)?.frame else { continue }
            if let finding = truncation(of: view, frame: frame, context) { findings.append(finding) }
            if view.kind == .button && (frame.width < Self.minimumTarget || frame.height < Self.minimumTarget) {
                findings.append(
                    context.finding(
                        .smallTouchTarget, [view.id],
                        "'\(view.id)' is \(NumberText.points(frame.width)) × \(NumberText.points(frame.height)) pt, smaller than the 44 × 44 pt a finger needs"))
            }
            if context.drawsContent(view), let finding = offscreen(view, context) { findings.append(finding) }
            if let finding = clipping(of: view, context) { findings.append(finding) }
            if let finding = missingLabel(view, context) { findings.append(finding) }
            if let finding = lowContrast(view, context) { findings.append(finding) }
            if let finding = outsideSafeArea(view, context) { findings.append(finding) }
        }
        findings += overlaps(context)
        for diagnostic in layout.diagnostics {
            switch diagnostic.code {
            case .ambiguousLayout, .ambiguousContentSize:
                findings.append(context.finding(.ambiguousLayout, diagnostic.views, diagnostic.message, at: diagnostic.source))
            case .unsatisfiableConstraints:
                findings.append(context.finding(.unsatisfiableConstraints, diagnostic.views, diagnostic.message, at: diagnostic.source))
            default: break
            }
        }
        return findings
    }

    /// A label whose text needs more room than its frame gives (UILabel would truncate or cut it).
    private func truncation(of view: ViewSpec, frame: Rect, _ context: Context) -> Finding? {
        guard view.kind == .label, let label = view.label, !label.text.isEmpty, frame.width > 0 else { return nil }
        var style = label.textStyle
        if label.lines == 1 {
            style.lineBreak = .clip
            let width = measurer.size(of: label.text, style: style).width
            guard width > frame.width + 0.5 else { return nil }
            return context.finding(.truncatedText, [view.id], "'\(view.id)' needs \(NumberText.points(width - frame.width)) pt more width for its one line")
        }
        style.lines = 0
        style.lineBreak = .wordWrap
        let needed = measurer.size(of: label.text, style: style, width: frame.width)
        let limit = label.lines == 0 ? Int.max : label.lines
        guard needed.lineCount > limit || needed.height > frame.height + 0.5 else { return nil }
        let lineHeight = needed.height / Double(max(1, needed.lineCount))
        let room = min(limit, Int((frame.height + 0.5) / max(lineHeight, 0.001)))
        return context.finding(.truncatedText, [view.id], "'\(view.id)' needs \(needed.lineCount) lines at its width and has room for \(room)")
    }

    /// Content partly or wholly beyond the screen with no scroll view above it to reach it.
    private func offscreen(_ view: ViewSpec, _ context: Context) -> Finding? {
        guard let absolute = context.layout.view(view.id)?.absolute, !context.inScrollView(view.id) else { return nil }
        let screen = Rect(x: 0, y: 0, width: context.layout.device.width, height: context.layout.device.height)
        let inside = absolute.minX >= screen.minX - 0.5 && absolute.minY >= screen.minY - 0.5 && absolute.maxX <= screen.maxX + 0.5
            && absolute.maxY <= screen.maxY + 0.5
        guard !inside, absolute.width > 0, absolute.height > 0 else { return nil }
        return context.finding(.offscreen, [view.id], "'\(view.id)' reaches beyond the screen (\(describe(absolute))) and no scroll view can bring it into view")
    }

    /// Content views that cover each other by a point or more, neither inside the other.
    private func overlaps(_ context: Context) -> [Finding] {
        let content = context.layout.scene.allViews.filter {
            $0.id != "root" && context.isVisible($0.id) && context.drawsContent($0) && !context.isLeftOut($0.id)
        }
        var findings: [Finding] = []
        for (index, a) in content.enumerated() {
            guard let first = context.layout.view(a.id)?.absolute else { continue }
            for b in content[(index + 1)...] {
                guard let second = context.layout.view(b.id)?.absolute,
                    !context.tree.isDescendant(a.id, of: b.id), !context.tree.isDescendant(b.id, of: a.id)
                else { continue }
                guard let common = first.intersection(second), common.width >= 1, common.height >= 1 else { continue }
                findings.append(
                    context.finding(.overlappingViews, [a.id, b.id], "'\(a.id)' and '\(b.id)' overlap by \(NumberText.points(common.width)) × \(NumberText.points(common.height)) pt"))
            }
        }
        return findings
    }

    private func describe(_ rect: Rect) -> String { "\(NumberText.points(rect.minX)), \(NumberText.points(rect.minY)), \(NumberText.points(rect.width)) × \(NumberText.points(rect.height))" }
}
