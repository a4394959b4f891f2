/// What a render shows.
public enum RenderMode: String, CaseIterable, Sendable {
    /// What the device shows at the current content offsets.
    case screen
    /// The documentation diagram: every scroll view's whole content area in place, the part
    /// outside the visible frame washed out, the visible frame and content area outlined and
    /// labelled.
    case content
}
