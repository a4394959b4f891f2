// Reading the part-two view properties: stack arrangement, control properties, custom
// guides, margin behaviour and scroll-view insets (DESIGN §10).

extension ScenarioLoader {
    static let stackFieldKeys = ["axis", "distribution", "alignment", "spacing", "customSpacing", "baselineRelative", "marginsRelative"]
    static let controlFieldKeys = [
        "title", "placeholder", "contentInsets", "isOn", "value", "minimum", "maximum", "segments", "selectedSegment", "pages", "currentPage", "large", "tint",
    ]
    static let layoutFieldKeys = [
        "guides", "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins", "layoutMarginsFollowReadableWidth", "directionalLayoutMargins", "contentInset",
        "contentInsetAdjustment",
    ]

    static func applyUIKitFields(_ map: YAMLMapping, to view: inout ViewSpec) throws(ScenarioError) {
        let kind = view.kind, id = view.id
        func requireKind(_ keys: [String], _ kinds: [ViewKind]) throws(ScenarioError) {
            try ScenarioLoader.requireKind(keys, kinds, in: map, kind: kind, id: id)
        }
        try requireKind(stackFieldKeys, [.stack])
        try requireKind(["contentInset", "contentInsetAdjustment"], [.scroll])
        try requireKind(["title"], [.button])
        try requireKind(["placeholder"], [.textField])
        try requireKind(["contentInsets"], [.button])
        try requireKind(["isOn"], [.switch])
        try requireKind(["value"], [.slider, .progress, .stepper])
        try requireKind(["minimum", "maximum"], [.stepper])
        try requireKind(["segments", "selectedSegment"], [.segmented])
        try requireKind(["pages", "currentPage"], [.pageControl])
        try requireKind(["large"], [.activityIndicator])
        try requireKind(["tint"], ViewKind.allCases.filter(\.isControl))
        if let node = map["guides"] {
            view.guides = []
            for item in try node.sequence("a list of guide names") {
                let name = try item.string("a guide name")
                guard isIdentifier(name), name != "root" else {
                    throw item.error("a guide name is an identifier (letters, digits, _) other than 'root', not '\(name)'")
                }
                view.guides.append(GuideSpec(name: name, location: item.location))
            }
        }
        if let node = map["semanticContentAttribute"] { view.semanticContentAttribute = try choice(node, "semantic content attribute") }
        if let node = map["insetsLayoutMarginsFromSafeArea"] { view.insetsLayoutMarginsFromSafeArea = try node.bool() }
        if let node = map["preservesSuperviewLayoutMargins"] { view.preservesSuperviewLayoutMargins = try node.bool() }
        if let node = map["layoutMarginsFollowReadableWidth"] { view.layoutMarginsFollowReadableWidth = try node.bool() }
        if let node = map["directionalLayoutMargins"] {
            if map["layoutMargins"] != nil { throw node.error("give layoutMargins or directionalLayoutMargins, not both") }
            // Leading and trailing are left and right while the layout runs left to right.
            let insets = try node.mapping("directional margins", allowed: ["top", "leading", "bottom", "trailing"])
            func side(_ key: String) throws(ScenarioError) -> Double {
                try insets[key].map { n throws(ScenarioError) in try length(n, "a margin") } ?? 8
            }
            view.layoutMargins = Insets(top: try side("top"), left: try side("leading"), bottom: try side("bottom"), right: try side("trailing"))
            view.hasDirectionalMargins = true
        }
        if let node = map["contentInset"] { view.contentInset = try readInsets(node, "content insets") }
        if let node = map["contentInsetAdjustment"] {
            view.contentInsetAdjustment = try choice(node, "content inset adjustment")
        }
        if view.kind == .stack { try applyStackFields(map, to: &view) }
        if view.kind.isControl { try applyControlFields(map, to: &view) }
    }

    /// One of an enumeration's raw values, or an error listing them.
    static func choice<T: RawRepresentable & CaseIterable>(_ node: YAMLNode, _ what: String) throws(ScenarioError) -> T
    where T.RawValue == String {
        let name = try node.string()
        guard let value = T(rawValue: name) else {
            throw node.error("unknown \(what) '\(name)'; expected \(T.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return value
    }

    private static func applyStackFields(_ map: YAMLMapping, to view: inout ViewSpec) throws(ScenarioError) {
        var stack = view.stack ?? StackSpec()
        if let node = map["axis"] { stack.axis = try choice(node, "axis") }
        if let node = map["distribution"] { stack.distribution = try choice(node, "distribution") }
        if let node = map["alignment"] { stack.alignment = try choice(node, "alignment") }
        if let node = map["spacing"] { stack.spacing = try length(node, "a spacing in points") }
        if let node = map["baselineRelative"] { stack.baselineRelative = try node.bool() }
        if let node = map["marginsRelative"] { stack.marginsRelative = try node.bool() }
        if let node = map["customSpacing"] {
            stack.customSpacing = [:]
            for entry in try node.namedEntries("custom spacing: arranged view id → points") {
                stack.customSpacing[entry.name] = try length(entry.value, "a spacing in points")
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

    /// After a stack's subviews are read: every custom spacing names one of them.
    static func checkCustomSpacing(of view: ViewSpec) throws(ScenarioError) {
        guard let stack = view.stack else { return }
        let arranged = Set(view.subviews.map(\.id))
        for name in stack.customSpacing.keys.sorted() where !arranged.contains(name) {
            let names = view.subviews.map(\.id).joined(separator: ", ")
            throw ScenarioError(
                "custom spacing after '\(name)', which is not arranged in stack '\(view.id)' (its arranged views: \(names.isEmpty ? "none" : names))",
                at: stack.customSpacingLocations[name] ?? view.location)
        }
    }

    private static func applyControlFields(_ map: YAMLMapping, to view: inout ViewSpec) throws(ScenarioError) {
        var control = view.control ?? ControlSpec(kind: view.kind)
        func text(_ node: YAMLNode, _ what: String) throws(ScenarioError) -> String {
            let value = try node.string(what)
            if let problem = ScenarioLimits.text(value, what) { throw node.error(problem) }
            return value
        }
        if let node = map["title"] { control.title = try text(node, "a title") }
        if let node = map["text"] {
            guard view.kind == .textField || view.kind == .textView else {
                throw node.error("'text' applies to label, textField and textView views; a button has a 'title'")
            }
            control.title = try text(node, "a text")
        }
        if let node = map["placeholder"] { control.placeholder = try text(node, "a placeholder") }
        if let node = map["font"] { control.font = try readFont(node) }
        if let node = map["contentInsets"] { control.contentInsets = try readInsets(node, "content insets") }
        if let node = map["isOn"] { control.isOn = try node.bool() }
        if let node = map["minimum"] { control.minimum = try node.number("a minimum value") }
        if let node = map["maximum"] { control.maximum = try node.number("a maximum value") }
        if control.minimum >= control.maximum, let node = map["minimum"] ?? map["maximum"] {
            // UIStepper raises on a minimum not below its maximum.
            throw node.error("a stepper's minimum must be below its maximum (\(ScenarioWriter.number(control.minimum)) ≥ \(ScenarioWriter.number(control.maximum)))")
        }
        let range = view.kind == .stepper ? control.minimum...control.maximum : 0...1
        if let node = map["value"] {
            let what = "a value from \(ScenarioWriter.number(range.lowerBound)) to \(ScenarioWriter.number(range.upperBound))"
            control.value = try node.number(what)
            guard range.contains(control.value) else { throw node.error("expected \(what)") }
        } else if view.kind == .stepper {
            // UIStepper clamps its value into a new range.
            control.value = min(max(control.value, control.minimum), control.maximum)
        }
        if let node = map["segments"] {
            control.segments = try node.sequence("a list of segment titles").map { n throws(ScenarioError) in try text(n, "a segment title") }
            guard !control.segments.isEmpty, control.segments.count <= 100 else { throw node.error("expected 1 to 100 segment titles") }
        }
        if let node = map["selectedSegment"] {
            control.selectedSegment = try node.integer("a segment index", in: -1...max(-1, control.segments.count - 1))
        }
        if let node = map["pages"] { control.pages = try node.integer(ScenarioLimits.pagesWhat, in: ScenarioLimits.pages) }
        if let node = map["currentPage"] { control.currentPage = try node.integer("a page index", in: 0...max(0, control.pages - 1)) }
        if let node = map["large"] { control.isLarge = try node.bool() }
        if let node = map["tint"] { control.tint = try readColor(node) }
        if let node = map["color"] { control.textColor = try readColor(node) }
        view.control = control
    }
}
