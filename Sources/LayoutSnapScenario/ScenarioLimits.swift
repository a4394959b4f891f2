/// The limits every front end applies to the numbers and text it reads (scenario YAML,
/// Interface Builder XML), worded once: each rule returns the message for a value it
/// refuses, and the front end places it at the value's source location.
package enum ScenarioLimits {
    /// A number the engine can use at all: not NaN, not infinite.
    package static func finite(_ value: Double, _ what: String, written: String? = nil) -> String? {
        value.isFinite ? nil : "expected \(what), not \(written ?? "\(value)")"
    }

    /// An inset, spacing, frame edge or size: a finite number within ±1,000,000 points.
    package static func length(_ value: Double, _ what: String, written: String? = nil) -> String? {
        guard value.isFinite, abs(value) <= ScenarioLoader.maximumLength else {
            return "expected \(what) within ±1000000 points, not \(written ?? "\(value)")"
        }
        return nil
    }

    /// A width or height given as a number: finite, not negative, within 1,000,000 points.
    package static func size(_ value: Double, _ what: String, written: String? = nil) -> String? {
        guard value.isFinite, value >= 0, value <= ScenarioLoader.maximumLength else {
            return "expected \(what) from 0 to 1000000 points, not \(written ?? "\(value)")"
        }
        return nil
    }

    package static func fontSize(_ value: Double, written: String? = nil) -> String? {
        value > 0 && value <= 1000 ? nil : "expected a font size from 1 to 1000 points, not \(written ?? "\(value)")"
    }

    /// A whole number in a range, as `what` is worded in the scenario format.
    package static func integer(_ value: Int, _ what: String, in range: ClosedRange<Int>) -> String? {
        range.contains(value) ? nil : "expected \(what) from \(range.lowerBound) to \(range.upperBound), not \(value)"
    }

    package static let lines = 0...10_000
    package static let linesWhat = "a number of lines (0 for unlimited)"
    package static let pages = 0...1000
    package static let pagesWhat = "a number of pages"
    package static let priorities = 1...1000

    /// A label's (or a control's) text: bounded in bytes, scalars and characters, checked in
    /// that order so that a million combining marks on one character cannot pass as one.
    package static func text(_ text: String, _ what: String = "a label's text") -> String? {
        let maximum = ScenarioLoader.maximumTextLength
        guard text.utf8.count <= 4 * maximum, text.unicodeScalars.count <= maximum, text.count <= maximum else {
            return "\(what) is limited to \(maximum) characters (Unicode scalars)"
        }
        return nil
    }

    /// A label that wraps breaks an unbreakable run in time quadratic in its length (Pango).
    package static func wrappingText(_ text: String, lines: Int) -> String? {
        guard lines != 1 else { return nil }
        let run = ScenarioLoader.longestUnbrokenRun(text)
        guard run > ScenarioLoader.maximumUnbrokenRun else { return nil }
        return "a wrapping label's text may not run more than \(ScenarioLoader.maximumUnbrokenRun) characters without a space or other place to break a line (\(run) here); set `lines: 1` or break the text"
    }

    /// A device (or an Interface Builder root view, which sets it): something to draw on.
    package static func deviceSize(width: Double, height: Double) -> String? {
        width > 0 && height > 0 && width <= 10_000 && height <= 100_000 ? nil : "expected a device size between 1 and 10,000 × 100,000 points"
    }

    package static func viewCount(_ count: Int) -> String? {
        count <= ScenarioLoader.maximumViewCount ? nil : "\(count) views is more than the \(ScenarioLoader.maximumViewCount) a scenario may hold"
    }
}
