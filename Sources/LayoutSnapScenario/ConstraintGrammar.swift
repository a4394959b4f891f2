/// The parts VFL and expressions share, written once so that the two grammars cannot drift:
/// number literals (decimal, with an optional exponent: `16`, `0.5`, `1e3`) and priorities
/// (1…1000 or `required`, `high`, `low`; metrics allowed).
enum ConstraintGrammar {
    static let priorityNames = ["required": 1000, "high": 750, "low": 250]

    /// The number literal starting at `start` (digits and dots, then an optional exponent), and
    /// where it ends; nil when no digit or dot starts there.
    static func numberLiteral(in characters: [Character], from start: Int) -> (literal: String, end: Int)? {
        var position = start
        var literal = ""
        while position < characters.count, characters[position].isNumber || characters[position] == "." {
            literal.append(characters[position])
            position += 1
        }
        guard !literal.isEmpty else { return nil }
        if position < characters.count, characters[position] == "e" || characters[position] == "E" {
            var exponent = String(characters[position])
            var next = position + 1
            if next < characters.count, characters[next] == "+" || characters[next] == "-" {
                exponent.append(characters[next])
                next += 1
            }
            var digits = ""
            while next < characters.count, characters[next].isNumber {
                digits.append(characters[next])
                next += 1
            }
            if !digits.isEmpty {
                literal += exponent + digits
                position = next
            }
        }
        return (literal, position)
    }

    /// A priority from a number, a priority name or a metric: nil unless it is a whole number
    /// from 1 to 1000 (checked before any conversion to Int).
    static func priority(named name: String, metrics: [String: Double]) -> Double? {
        priorityNames[name].map(Double.init) ?? metrics[name]
    }

    static func validPriority(_ value: Double) -> Int? {
        value == value.rounded() && (1...1000).contains(value) ? Int(value) : nil
    }
}
