extension ViewKind {
    /// UIStackView.
    public static let stack = ViewKind(named: "stack")
}

/// UIStackView: how its arranged subviews are laid out (the layout engine's
/// `StackArrangement` turns this into constraints).
struct StackViewKind: ViewKindDescriptor {
    let kind = ViewKind.stack
    let outlineName = "Stack View"
    let interfaceBuilderElements = ["stackView"]
    let scenarioKeys = ["axis", "distribution", "alignment", "spacing", "customSpacing", "baselineRelative", "marginsRelative", "keepsInitialSizes", "arrangedCount"]

    func applyDefaults(to view: inout ViewSpec) { view.stack = StackSpec() }

    func read(_ map: YAMLMapping, into view: inout ViewSpec) throws(ScenarioError) {
        var stack = view.stack ?? StackSpec()
        if let node = map["axis"] { stack.axis = try ScenarioLoader.choice(node, "axis") }
        if let node = map["distribution"] { stack.distribution = try ScenarioLoader.choice(node, "distribution") }
        if let node = map["alignment"] { stack.alignment = try ScenarioLoader.choice(node, "alignment") }
        if let node = map["spacing"] { stack.spacing = try ScenarioLoader.length(node, "a spacing in points") }
        if let node = map["baselineRelative"] { stack.baselineRelative = try node.bool() }
        if let node = map["marginsRelative"] { stack.marginsRelative = try node.bool() }
        if let node = map["keepsInitialSizes"] { stack.keepsInitialSizes = try node.bool() }
        if let node = map["arrangedCount"] { stack.arrangedCount = try node.integer("how many subviews are arranged", in: 0...100_000) }
        if let node = map["customSpacing"] {
            stack.customSpacing = [:]
            for entry in try node.namedEntries("custom spacing: arranged view id → points") {
                stack.customSpacing[entry.name] = try ScenarioLoader.length(entry.value, "a spacing in points")
                stack.customSpacingLocations[entry.name] = entry.keyNode.location
            }
        }
        if stack.axis == .vertical, stack.alignment == .firstBaseline || stack.alignment == .lastBaseline {
            throw (map["alignment"] ?? map["axis"])?.error(
                "\(stack.alignment.rawValue) alignment lines views up side by side: it applies to horizontal stacks only (UIKit's rule)")
                ?? ScenarioError("baseline alignment applies to horizontal stacks", at: view.location)
        }
        view.stack = stack
    }

    func read(interfaceBuilder element: some InterfaceBuilderElement, into view: inout ViewSpec) {
        var stack = view.stack ?? StackSpec()
        stack.axis = element["axis"] == "vertical" ? .vertical : .horizontal
        stack.distribution = element["distribution"].flatMap(StackSpec.Distribution.init) ?? .fill
        stack.alignment = element["alignment"].flatMap(StackSpec.Alignment.init) ?? .fill
        if stack.axis == .vertical && (stack.alignment == .firstBaseline || stack.alignment == .lastBaseline) { stack.alignment = .fill }
        stack.spacing = Double(element["spacing"] ?? "") ?? 0
        // "Use Standard Value" (`UIStackView.spacingUseSystem`): the system spacing between
        // sibling views, 8 points (the wide corpus: every such stack's views 8 apart).
        if element["spacingType"] == "standard" { stack.spacing = 8 }
        stack.baselineRelative = element["baselineRelativeArrangement"] == "YES"
        // Interface Builder stores a stack view's margins only with "Layout Margins Relative
        // Arrangement" on, and never writes the flag itself (the wide corpus: every stack with
        // stored margins lays its arranged views out inside them).
        let margins = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") ?? element.child("edgeInsets", key: "layoutMargins")
        stack.marginsRelative = element["layoutMarginsRelativeArrangement"] == "YES" || margins != nil
        // Xcode's canvas keeps an arranged view nothing sizes across the axis at the size it
        // stored (Element's, Corona-Warn-App's and Open Food Facts' 11- to 52-point views in
        // centred rows), where UIKit's ambiguity suppression would make it 0.
        stack.keepsInitialSizes = stack.alignment != .fill
        view.stack = stack
    }

    func scenarioFields(of view: ViewSpec) -> [String] {
        guard let stack = view.stack else { return [] }
        var fields = ["axis: \(stack.axis.rawValue)", "distribution: \(stack.distribution.rawValue)", "alignment: \(stack.alignment.rawValue)"]
        if stack.spacing != 0 { fields.append("spacing: \(NumberText.exact(stack.spacing))") }
        if !stack.customSpacing.isEmpty {
            fields.append("customSpacing: {\(stack.customSpacing.sorted { $0.key < $1.key }.map { "\($0.key): \(NumberText.exact($0.value))" }.joined(separator: ", "))}")
        }
        if stack.baselineRelative { fields.append("baselineRelative: true") }
        if stack.marginsRelative { fields.append("marginsRelative: true") }
        if stack.keepsInitialSizes { fields.append("keepsInitialSizes: true") }
        if let count = stack.arrangedCount { fields.append("arrangedCount: \(count)") }
        return fields
    }
}
