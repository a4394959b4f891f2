import Foundation
import LayoutSnapScenario
import Testing

/// Every finite double is written as a JSON number a strict parser reads back (J01: whole
/// numbers from 1e15 to 2^53 used to end in a bare '.'); NaN and infinity are never written.
@Suite struct JSONNumberTests {
    /// JSON's number grammar (RFC 8259), nothing more.
    static var grammar: Regex<(Substring, Substring, Substring?, Substring?)> { /-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/ }

    static func check(_ value: Double) -> Bool {
        let text = NumberText.json(value)
        guard (try? grammar.wholeMatch(in: text)) != nil, let parsed = Double(text) else { return false }
        // Written to 6 decimals below 1e15; exactly above.
        return abs(parsed - value) <= max(1e-6, abs(value) * 1e-15)
    }

    @Test func edgesOfTheRange() {
        for value in [0, -0.0, 1e15, 1e15 + 1, 9_007_199_254_740_992, 1e16, 1.5e300, -1e308, .greatestFiniteMagnitude,
                      .leastNonzeroMagnitude, 1e-7, 0.1, 123.4567891, -2.5e-320, 999_999_999_999_999.5] {
            #expect(Self.check(value), "\(value) → \(NumberText.json(value))")
        }
        #expect(NumberText.json(.nan) == "null" && NumberText.json(.infinity) == "null" && NumberText.json(-.infinity) == "null")
    }

    @Test func randomDoubles() {
        var generator = SystemRandomNumberGenerator()
        var checked = 0
        for _ in 0..<10_000 {
            let value = Double(bitPattern: generator.next())
            guard value.isFinite else { continue }
            #expect(Self.check(value), "\(value) → \(NumberText.json(value))")
            let scaled = Double.random(in: -1e17...1e17, using: &generator).rounded()
            #expect(Self.check(scaled), "\(scaled) → \(NumberText.json(scaled))")
            checked += 2
        }
        #expect(checked > 15_000)
    }
}
