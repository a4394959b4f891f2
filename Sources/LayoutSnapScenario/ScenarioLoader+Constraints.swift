// Reading constraints: VFL lines (with `|` resolved to the views' common superview) and
// expressions, each checked against the view tree.

extension ScenarioLoader {
    static func readConstraint(
        _ node: YAMLNode, tree: ViewTree, spacing: Spacing, metrics: [String: Double]
    ) throws(ScenarioError) -> [LayoutConstraintSpec] {
        var textNode = node
        var options: [FormatOption] = []
        if case .mapping = node.node {
            let map = try node.mapping("a VFL line with options", allowed: ["vfl", "options"])
            textNode = try map.required("vfl", in: "a VFL line with options")
            for optionNode in try map["options"]?.sequence("a list of format options") ?? [] {
                let name = try optionNode.string()
                guard let option = FormatOption(rawValue: name) else {
                    throw optionNode.error("unknown format option '\(name)'; expected \(FormatOption.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                options.append(option)
            }
        }
        let text = try textNode.string("a constraint: a VFL line or an expression")
        return try constraints(
            from: text, options: options, at: textNode.textLocation, optionsAt: node.location, tree: tree, spacing: spacing,
            metrics: metrics)
    }

    /// The constraints one line of text stands for: a VFL line (with format options) or an
    /// expression. `location` is where the text starts; errors point into it.
    static func constraints(
        from text: String, options: [FormatOption], at location: SourceLocation, optionsAt optionsLocation: SourceLocation,
        tree: ViewTree, spacing: Spacing, metrics: [String: Double]
    ) throws(ScenarioError) -> [LayoutConstraintSpec] {
        if isVisualFormat(text) {
            return try visualFormatConstraints(
                text, options: options, optionsAt: optionsLocation, at: location, tree: tree, spacing: spacing, metrics: metrics)
        }
        guard options.isEmpty else { throw ScenarioError("format options apply to VFL lines only", at: optionsLocation) }
        let constraints: [LayoutConstraintSpec]
        do {
            constraints = try ExpressionConstraint.parse(text, metrics: metrics, location: location)
        } catch {
            throw ScenarioError(error.message, at: location.advanced(by: error.offset))
        }
        var resolved: [LayoutConstraintSpec] = []
        for var constraint in constraints {
            constraint.firstItem = resolveGuide(constraint.firstItem, in: tree)
            constraint.secondItem = constraint.secondItem.map { resolveGuide($0, in: tree) }
            for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
                try check(item, in: tree, at: location, text: text)
            }
            try checkBaseline(constraint, in: tree, at: location, text: text)
            resolved.append(constraint)
        }
        return resolved
    }

    /// A name that is a custom guide's, not a view's, stands for that guide.
    private static func resolveGuide(_ item: LayoutItem, in tree: ViewTree) -> LayoutItem {
        if case .view(let name) = item, !tree.contains(name), tree.guide(name) != nil { return .guide(name) }
        return item
    }

    /// Baselines belong to views; a guide has none.
    private static func checkBaseline(
        _ constraint: LayoutConstraintSpec, in tree: ViewTree, at location: SourceLocation, text: String
    ) throws(ScenarioError) {
        let sides = [(constraint.firstItem, constraint.firstAttribute)]
            + [(constraint.secondItem, constraint.secondAttribute)].compactMap { item, attribute in item.flatMap { i in attribute.map { (i, $0) } } }
        for (index, (item, attribute)) in sides.enumerated() where attribute == .firstBaseline || attribute == .lastBaseline {
            if case .view = item { continue }
            // Point at this side's attribute: the second side's is the last one written.
            let found = index == 0 ? text.range(of: attribute.rawValue) : text.range(of: attribute.rawValue, options: .backwards)
            let offset = found.map { text.distance(from: text.startIndex, to: $0.lowerBound) } ?? 0
            throw ScenarioError("'\(item)' is a layout guide and has no \(attribute.rawValue); baselines belong to views", at: location.advanced(by: offset))
        }
    }

    /// VFL lines start with an axis, an edge or a view: `H:`, `V:`, `|`, `[`.
    static func isVisualFormat(_ text: String) -> Bool {
        let trimmed = text.drop { $0 == " " }
        return trimmed.hasPrefix("H:") || trimmed.hasPrefix("V:") || trimmed.hasPrefix("|") || trimmed.hasPrefix("[")
            || trimmed.hasPrefix("H|") || trimmed.hasPrefix("V|") || trimmed.hasPrefix("H[") || trimmed.hasPrefix("V[")
    }

    private static func visualFormatConstraints(
        _ text: String, options: [FormatOption], optionsAt optionsLocation: SourceLocation, at location: SourceLocation, tree: ViewTree,
        spacing: Spacing, metrics: [String: Double]
    ) throws(ScenarioError) -> [LayoutConstraintSpec] {
        let line: VisualFormat
        do {
            line = try VisualFormat.parse(text, metrics: metrics)
        } catch {
            throw ScenarioError(error.message, at: location.advanced(by: error.offset))
        }
        // Every view named must exist, and all must share one superview.
        var superview: String?
        for box in line.boxes {
            guard let view = tree.view(box.name) else {
                if tree.guide(box.name) != nil {
                    throw ScenarioError(
                        "'\(box.name)' is a layout guide; VFL takes views only (as Apple's does): write this constraint as an expression",
                        at: location.advanced(by: box.offset))
                }
                throw ScenarioError("unable to find view '\(box.name)'", at: location.advanced(by: box.offset))
            }
            guard let parent = tree.parent(of: view.id) else {
                throw ScenarioError("the root view has no superview to lay out against in VFL", at: location.advanced(by: box.offset))
            }
            if let superview, superview != parent {
                throw ScenarioError(
                    "'\(box.name)' is a subview of '\(parent)', not of '\(superview)': the views of a VFL line must be siblings",
                    at: location.advanced(by: box.offset))
            }
            superview = parent
            for predicate in box.predicates {
                if case .view(let other) = predicate.target, !tree.contains(other) {
                    throw ScenarioError("unable to find view '\(other)'", at: location.advanced(by: box.offset))
                }
            }
        }
        for option in options where !option.isDirection {
            let alongLine = (line.axis == .horizontal) == (option.attribute.axis == .horizontal)
            if alongLine {
                let axis = line.axis == .horizontal ? "horizontal" : "vertical"
                throw ScenarioError(
                    "\(option.rawValue) aligns views along the line's own axis: a \(axis) line can only align on the other axis",
                    at: optionsLocation)
            }
        }
        return line.constraints(
            superview: superview ?? tree.root.id, spacing: spacing, options: options, location: location, source: text)
    }

    private static func check(_ item: LayoutItem, in tree: ViewTree, at location: SourceLocation, text: String) throws(ScenarioError) {
        if case .guide = item { return }
        // Worked out only for an error: a valid file has thousands of constraints.
        var offset: Int { text.range(of: item.viewID).map { text.distance(from: text.startIndex, to: $0.lowerBound) } ?? 0 }
        guard let kind = tree.kind(of: item.viewID) else {
            throw ScenarioError("unknown view '\(item.viewID)'", at: location.advanced(by: offset))
        }
        switch item {
        case .contentGuide, .frameGuide:
            guard kind == .scroll else {
                throw ScenarioError("'\(item.viewID)' is not a scroll view, so it has no content or frame guide", at: location.advanced(by: offset))
            }
        case .view, .safeAreaGuide, .marginsGuide, .readableGuide, .guide:
            break
        }
    }
}

extension ScenarioLoader {
    /// One VFL line against views already in a tree (UIKit code's
    /// `constraints(withVisualFormat:options:metrics:views:)`), with UIKit's standard spacing.
    package static func visualFormat(
        _ text: String, options: [FormatOption], metrics: [String: Double], tree: ViewTree, at location: SourceLocation
    ) throws(ScenarioError) -> [LayoutConstraintSpec] {
        try visualFormatConstraints(text, options: options, optionsAt: location, at: location, tree: tree, spacing: Spacing(), metrics: metrics)
    }
}
