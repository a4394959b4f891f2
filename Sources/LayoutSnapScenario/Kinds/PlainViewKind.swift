extension ViewKind {
    /// UIView: a container with nothing of its own to size or draw.
    public static let view = ViewKind(named: "view")
}

/// UIView, and the Interface Builder containers read as one.
struct PlainViewKind: ViewKindDescriptor {
    let kind = ViewKind.view
    let outlineName = "View"
    let interfaceBuilderElements = ["view"]
}
