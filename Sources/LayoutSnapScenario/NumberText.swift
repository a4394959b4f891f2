import Foundation

/// Every number layoutsnap prints, in one of three spellings, so that the same value reads the
/// same in a scenario, a layout JSON and a message. Whole numbers never carry a fraction.
package enum NumberText {
    /// The shortest text that reads back as the same double: what `import` writes into a
    /// scenario and what a constraint's description shows.
    package static func exact(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    /// A JSON number: to at most 6 decimals, trailing zeros dropped; `null` when not finite
    /// (never NaN, infinity or a bare trailing dot). Layout JSON and its text form use it.
    package static func json(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        // Past 1e15 there is no fraction left to round, and value * 1e6 could overflow.
        let rounded = abs(value) < 1e15 ? (value * 1e6).rounded() / 1e6 : value
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(rounded)
        if text.contains("e") { return text }
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    /// A length for people (diagrams, captions, lint messages, layout diffs): to `decimals`
    /// places, huge values in exponent form, and never a trap on a value no integer holds.
    package static func points(_ value: Double, decimals: Int = 2) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : value < 0 ? "-∞" : "∞" }
        guard abs(value) < 1e12 else { return String(format: "%.3g", value) }
        var scale = 1.0
        for _ in 0..<max(0, decimals) { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
