@testable import LayoutSnapScenario
import Testing

/// The three spellings of a number, and JSON read back.
@Suite struct NumberTextTests {
    @Test func exactReadsBackAsTheSameDouble() {
        for value in [0, 12, -3, 0.1, 1.0 / 3, 123_456.789, 1e20, -2.5e-8] {
            #expect(Double(NumberText.exact(value)) == value, "\(value)")
        }
        #expect(NumberText.exact(12) == "12" && NumberText.exact(-0.5) == "-0.5")
    }

    @Test func pointsAreRoundedForPeople() {
        #expect(NumberText.points(3.14159) == "3.14")
        #expect(NumberText.points(3.14159, decimals: 3) == "3.142")
        #expect(NumberText.points(44.0000001) == "44")
        #expect(NumberText.points(-0.004) == "0")
        #expect(NumberText.points(.infinity) == "∞" && NumberText.points(-.infinity) == "-∞" && NumberText.points(.nan) == "NaN")
        #expect(NumberText.points(2e13) == "2e+13")
    }

    @Test func jsonReadsBackWithBooleansAndNumbersApart() throws {
        let value = try #require(JSONValue.parse(#"{"b": 1, "a": true, "list": [null, "x", 2.5], "o": {"k": "v"}}"#))
        #expect(value["a"] == .bool(true))
        #expect(value["b"] == .number(1))
        #expect(value["list"] == .array([.null, .string("x"), .number(2.5)]))
        #expect(value["o"]?["k"]?.string == "v")
        #expect(value["missing"] == nil && value.string == nil)
        #expect(value.text == "{a: true, b: 1, list: [null, x, 2.5], o: {k: v}}")
        #expect(JSONValue.parse("{not json") == nil)
        // What is written reads back as the same value.
        let written = JSONValue.object([("n", .number(0.1)), ("s", .string("a\"b\n"))])
        #expect(JSONValue.parse(written.rendered())?.fields == written.fields)
    }
}
