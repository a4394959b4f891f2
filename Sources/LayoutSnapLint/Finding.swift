import LayoutSnapScenario

/// One thing that breaks a screen in one render, with a stable code.
public struct Finding: Hashable, Sendable {
    public enum Code: String, Sendable, CaseIterable {
        case truncatedText = "truncated-text"
        case overlappingViews = "overlapping-views"
        case smallTouchTarget = "small-touch-target"
        case offscreen
        case clippedBySuperview = "clipped-by-superview"
        case missingAccessibilityLabel = "missing-accessibility-label"
        case outsideSafeArea = "outside-safe-area"
        case lowContrast = "low-contrast"
        case unusedSuppression = "unused-suppression"
        case ambiguousLayout = "ambiguous-layout"
        case unsatisfiableConstraints = "unsatisfiable-constraints"
    }

    public var code: Code
    public var scenario: String
    public var render: String
    /// The views involved, by id.
    public var views: [String]
    public var message: String
    /// Where the (first) view is defined.
    public var location: SourceLocation?

    public init(code: Code, scenario: String, render: String, views: [String], message: String, location: SourceLocation?) {
        self.code = code
        self.scenario = scenario
        self.render = render
        self.views = views
        self.message = message
        self.location = location
    }
}
