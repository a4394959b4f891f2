// Reading the view properties every kind shares beyond the basics: custom guides, margin
// behaviour, semantic content (DESIGN §10). Each kind reads its own keys (Kinds/).

extension ScenarioLoader {
    static let layoutFieldKeys = [
        "guides", "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins", "layoutMarginsFollowReadableWidth", "directionalLayoutMargins",
    ]

    static func applyUIKitFields(_ map: YAMLMapping, to view: inout ViewSpec) throws(ScenarioError) {
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
}
