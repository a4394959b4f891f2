import LayoutSnapScenario

/// `layoutsnap explain`: the diagnostics in plain words, with the constraints involved and
/// what to change.
package enum Explanation {
    package static func text(for scenario: Scenario, results: [LayoutResult]) -> String {
        var paragraphs: [String] = []
        let tree = ViewTree(root: scenario.root)
        let translation = ConstraintTranslation(tree: tree, variables: [:], baselines: [:], readableInsets: [:])
        for result in results {
            let heading = results.count > 1 ? "\(result.scenario) [\(result.render)]" : result.scenario
            if result.diagnostics.isEmpty {
                paragraphs.append("\(heading): every view's position and size is determined; nothing is ambiguous or broken.")
                continue
            }
            let findings = grouped(result.diagnostics)
            paragraphs.append("\(heading): \(findings.count) finding\(findings.count == 1 ? "" : "s").")
            for diagnostic in findings {
                paragraphs.append(explain(diagnostic, scenario: scenario, result: result, translation: translation))
            }
        }
        return paragraphs.joined(separator: "\n\n") + "\n"
    }

    private static func explain(
        _ diagnostic: Diagnostic, scenario: Scenario, result: LayoutResult, translation: ConstraintTranslation
    ) -> String {
        let place = diagnostic.source.map { "\($0): " } ?? ""
        var lines = ["\(place)\(diagnostic.message)."]
        switch diagnostic.code {
        case .ambiguousContentSize:
            guard let scroll = diagnostic.views.first, let axis = diagnostic.axis else { break }
            let (dimension, near, far) = axis == .horizontal ? ("width", "left (leading)", "right (trailing)") : ("height", "top", "bottom")
            lines.append(
                "  Constraints between \(scroll) and the views inside it attach their edges to \(scroll)'s content area, not its frame, and the content \(dimension) is whatever those constraints make it. Here they do not fix it: an unbroken chain of equalities and sizes must run from the content area's \(near) edge to its \(far) edge.")
            let reaching = scenario.constraints.filter { $0.firstAttribute.axis == axis && translation.reachesContentArea($0, of: scroll) }
            if reaching.isEmpty {
                lines.append("  No constraint attaches to the content area's edges along this axis.")
            } else {
                lines.append("  Constraints attached to the content area along this axis:")
                for constraint in reaching {
                    let note = constraint.relation == .equal ? "" : "  ← an inequality only bounds the edge; it does not fix it"
                    lines.append("    \(constraint.location): \(constraint.summary)\(note)")
                }
            }
            let others = diagnostic.views.dropFirst()
            if !others.isEmpty { lines.append("  The chain breaks at: \(others.joined(separator: ", ")).") }
            lines.append("  UIKit then picks a content \(dimension) arbitrarily, which is why such a layout can show nothing at all on a device.")
            lines.append(
                "  Fix: pin the content's \(far) edge to the content area with an equality (or give the content a \(dimension)), so that the content decides the content \(dimension). Only if the content should not scroll along this axis, tie its \(dimension) to the frame instead, e.g. `content.\(dimension) == \(scroll).\(dimension)` for a content view.")
        case .ambiguousLayout:
            if diagnostic.views.count > 1 { lines.append("  Views: \(diagnostic.views.joined(separator: ", ")).") }
            // Inequalities bound a view without placing it: the usual cause.
            let involved = Set(diagnostic.views)
            let inequalities = scenario.constraints.filter { constraint in
                constraint.relation != .equal && constraint.firstAttribute.axis == diagnostic.axis
                    && (involved.contains(constraint.firstItem.viewID) || constraint.secondItem.map { involved.contains($0.viewID) } == true)
            }
            if !inequalities.isEmpty {
                lines.append("  Likely cause: these inequalities bound the views along this axis without fixing them:")
                for constraint in inequalities { lines.append("    \(constraint.location): \(constraint.summary)") }
            }
            lines.append("  Add a constraint that fixes it, for example an explicit size, or equalities on both edges along that axis.")
        case .unsatisfiableConstraints:
            lines.append("  These required constraints cannot all hold:")
            lines += diagnostic.constraints.map(listed)
            if let broken = diagnostic.broken {
                lines.append("  As UIKit does, layoutsnap breaks one of them and goes on: \(broken.summary).")
            }
            lines.append("  Fix: remove one, or lower a priority below 1000 so that it can give way (e.g. `@999`).")
        case .contentSizeIgnored:
            lines.append(
                "  An explicit contentSize only holds while no constraint reaches the content area; once one does, Auto Layout's pass computes the content size and overwrites the value (seed 002's second and fourth versions).")
        case .valueOutOfRange:
            lines += diagnostic.constraints.map(listed)
            lines.append(
                "  Lengths and positions are limited to ±1000000 points: past that Pango cannot measure text and no device shows anything. Fix the constant, or the view's size, to stay within it.")
        case .negativeSize:
            lines.append("  The constraints along this axis that involve it:")
            lines += diagnostic.constraints.map(listed)
            lines.append(
                "  Its edges were pulled past each other: usually an inequality or a constant on the wrong side, or two views with equal compression resistance competing for too little room. Give one of them a higher compressionResistance, or a size that cannot go below 0 (`v.width >= 0`).")
        case .unsupportedInput:
            lines.append("  The rest of the file lays out; this part is approximated or left out, so compare it with Xcode's canvas.")
        case .missingGlyphs:
            lines.append(
                "  The pinned fonts cover Latin, Greek, Cyrillic, CJK, Arabic, Hebrew and colour emoji. These characters take room in the layout but the snapshot shows nothing where a device would draw them, so compare such a screen on a device, or use text the pinned fonts cover.")
        case .textLayoutNotConverged:
            lines.append("  A label's wrapped height and its width keep changing each other; give the label a fixed width or a preferredMaxLayoutWidth.")
        }
        return lines.joined(separator: "\n")
    }

    /// A constraint as a finding lists it: indented, with where it was written.
    private static func listed(_ constraint: ConstraintReference) -> String {
        "    \(constraint.source.map { "\($0): " } ?? "")\(constraint.summary)"
    }

    /// One finding per cause: the ambiguous-layout warnings of one axis become one finding
    /// listing every view, instead of one per view.
    static func grouped(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for diagnostic in diagnostics {
            if diagnostic.code == .ambiguousLayout,
                let index = result.firstIndex(where: { $0.code == .ambiguousLayout && $0.axis == diagnostic.axis })
            {
                result[index].views += diagnostic.views
                let axis = diagnostic.axis == .horizontal ? "horizontal" : "vertical"
                result[index].message = "\(result[index].views.count) views have an ambiguous \(axis) position or size"
            } else {
                result.append(diagnostic)
            }
        }
        return result
    }
}
