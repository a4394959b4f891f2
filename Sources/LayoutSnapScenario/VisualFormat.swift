/// A parsed Visual Format Language line, before its views are resolved to a superview.
///
/// The grammar is Apple's (see shared/reference/vfl-grammar.md), with what Apple's parser
/// also accepts: a priority on a short gap (`-20@750-`) and signed numbers in parentheses.
package struct VisualFormat: Sendable {
    package enum Axis: Sendable { case horizontal, vertical }

    /// One `rel target @priority` predicate, in a size list or a gap.
    package struct Predicate: Sendable {
        package enum Target: Sendable { case constant(Double), view(String) }
        package var relation: LayoutConstraintSpec.Relation
        package var target: Target
        package var priority: Int
    }

    /// The space between two boxes, or a box and an edge.
    package enum Gap: Sendable {
        case flush
        case standard
        case predicates([Predicate])
    }

    package struct Box: Sendable {
        package var name: String
        package var predicates: [Predicate]
        /// Offset of the name in the line, for messages.
        package var offset: Int
    }

    package var axis: Axis
    /// The gap from the leading (or top) edge to the first box, if the line starts with `|`.
    package var leadingEdge: Gap?
    package var boxes: [Box]
    /// `gaps[i]` separates `boxes[i]` and `boxes[i + 1]`.
    package var gaps: [Gap]
    /// The gap from the last box to the trailing (or bottom) edge, if the line ends with `|`.
    package var trailingEdge: Gap?

    /// A parse error with the offset (in characters) where it was found.
    package struct ParseError: Error, Sendable {
        package var message: String
        package var offset: Int
    }

    /// Parses a line; metric names are resolved now, view names later.
    package static func parse(_ text: String, metrics: [String: Double]) throws(ParseError) -> VisualFormat {
        var parser = VisualFormatParser(text: Array(text), metrics: metrics)
        return try parser.parseLine()
    }
}

private struct VisualFormatParser {
    let text: [Character]
    let metrics: [String: Double]
    var position = 0

    typealias ParseError = VisualFormat.ParseError

    var current: Character? { position < text.count ? text[position] : nil }

    func fail(_ message: String, at offset: Int? = nil) -> ParseError {
        ParseError(message: message, offset: offset ?? position)
    }

    mutating func skipSpaces() {
        while current == " " { position += 1 }
    }

    mutating func expect(_ character: Character, _ message: String) throws(ParseError) {
        skipSpaces()
        guard current == character else { throw fail(message) }
        position += 1
    }

    mutating func parseLine() throws(ParseError) -> VisualFormat {
        skipSpaces()
        var axis = VisualFormat.Axis.horizontal
        if let first = current, first == "H" || first == "V" {
            let next = position + 1 < text.count ? text[position + 1] : nil
            if next == ":" {
                axis = first == "H" ? .horizontal : .vertical
                position += 2
            } else if next == "|" || next == "[" || next == "-" || next == nil {
                throw fail("expected ':' after '\(first)'", at: position + 1)
            }
        }
        skipSpaces()
        var leadingEdge: VisualFormat.Gap?
        if current == "|" {
            position += 1
            leadingEdge = try parseGap(before: "[")
        }
        var boxes: [VisualFormat.Box] = []
        var gaps: [VisualFormat.Gap] = []
        var trailingEdge: VisualFormat.Gap?
        while true {
            skipSpaces()
            guard current == "[" else {
                throw fail(boxes.isEmpty ? "expected '[' to start a view" : "expected a view '[…]' or '|'")
            }
            boxes.append(try parseBox())
            skipSpaces()
            guard current != nil else { break }
            let gap = try parseGap(before: nil)
            skipSpaces()
            if current == "|" {
                position += 1
                trailingEdge = gap
                skipSpaces()
                guard current == nil else { throw fail("expected the end of the line after '|'") }
                break
            }
            gaps.append(gap)
        }
        return VisualFormat(axis: axis, leadingEdge: leadingEdge, boxes: boxes, gaps: gaps, trailingEdge: trailingEdge)
    }

    /// A gap: nothing (flush), `-` (standard), `-n-`, `-metric-`, or `-(predicates)-`.
    mutating func parseGap(before expected: Character?) throws(ParseError) -> VisualFormat.Gap {
        skipSpaces()
        guard current == "-" else { return .flush }
        position += 1
        skipSpaces()
        if current == "[" || current == "|" { return .standard }
        if current == "(" {
            position += 1
            let predicates = try parsePredicates(allowViews: false)
            try expect("-", "expected '-' after the spacing")
            return .predicates(predicates)
        }
        // A short gap: a non-negative number or a metric, with Apple's accepted priority.
        let start = position
        let value = try parseConstant(allowSign: false, what: "a spacing (number or metric)")
        var priority = 1000
        skipSpaces()
        if current == "@" {
            position += 1
            priority = try parsePriority()
        }
        guard value >= 0 else { throw fail("a spacing outside parentheses cannot be negative", at: start) }
        try expect("-", "expected '-' after the spacing")
        return .predicates([VisualFormat.Predicate(relation: .equal, target: .constant(value), priority: priority)])
    }

    mutating func parseBox() throws(ParseError) -> VisualFormat.Box {
        position += 1  // [
        skipSpaces()
        let offset = position
        guard let name = parseName() else { throw fail("expected a view name after '['") }
        skipSpaces()
        var predicates: [VisualFormat.Predicate] = []
        if current == "(" {
            position += 1
            predicates = try parsePredicates(allowViews: true)
        }
        skipSpaces()
        guard current == "]" else {
            throw fail(predicates.isEmpty ? "expected ']' after the view name" : "predicate must end with ')' and the view with ']'")
        }
        position += 1
        return VisualFormat.Box(name: name, predicates: predicates, offset: offset)
    }

    /// `pred (, pred)* )` — the opening parenthesis is already consumed.
    mutating func parsePredicates(allowViews: Bool) throws(ParseError) -> [VisualFormat.Predicate] {
        var predicates: [VisualFormat.Predicate] = []
        while true {
            skipSpaces()
            var relation = LayoutConstraintSpec.Relation.equal
            for (token, value) in [("==", LayoutConstraintSpec.Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)]
            where matches(token) {
                relation = value
                position += 2
            }
            if current == "=" || current == "<" || current == ">" { throw fail("unknown relation; expected ==, <= or >=") }
            skipSpaces()
            let target: VisualFormat.Predicate.Target
            let nameStart = position
            if let name = peekName(), metrics[name] == nil {
                guard allowViews else {
                    throw fail("'\(name)' is not a metric; a view name is allowed only in a view's size list", at: nameStart)
                }
                _ = parseName()
                target = .view(name)
            } else {
                target = .constant(try parseConstant(allowSign: true, what: "a number, metric or view name"))
            }
            skipSpaces()
            var priority = 1000
            if current == "@" {
                position += 1
                priority = try parsePriority()
            }
            predicates.append(VisualFormat.Predicate(relation: relation, target: target, priority: priority))
            skipSpaces()
            if current == "," {
                position += 1
                continue
            }
            guard current == ")" else {
                throw fail(current == "]" ? "predicate must end with ')' and the view with ']'" : "predicate must end with ')'")
            }
            position += 1
            return predicates
        }
    }

    mutating func parsePriority() throws(ParseError) -> Int {
        skipSpaces()
        let start = position
        if let name = peekName(), let named = ConstraintGrammar.priorityNames[name] {
            _ = parseName()
            return named
        }
        let value = try parseConstant(allowSign: false, what: "a priority (number, required, high, low or metric)")
        guard let priority = ConstraintGrammar.validPriority(value) else {
            throw fail("invalid priority \(value); priorities are whole numbers from 1 to 1000", at: start)
        }
        return priority
    }

    /// A number (strtod-style) or a metric name.
    mutating func parseConstant(allowSign: Bool, what: String) throws(ParseError) -> Double {
        skipSpaces()
        let start = position
        if let name = parseName() {
            guard let value = metrics[name] else { throw fail("unknown metric '\(name)'; expected \(what)", at: start) }
            return value
        }
        var literal = ""
        if allowSign, let sign = current, sign == "+" || sign == "-" {
            literal.append(sign)
            position += 1
        }
        if let (number, end) = ConstraintGrammar.numberLiteral(in: text, from: position) {
            literal += number
            position = end
        }
        guard let value = Double(literal), value.isFinite else { throw fail("expected \(what)", at: start) }
        return value
    }

    func matches(_ token: String) -> Bool {
        let characters = Array(token)
        guard position + characters.count <= text.count else { return false }
        return Array(text[position..<position + characters.count]) == characters
    }

    func peekName() -> String? {
        var copy = self
        return copy.parseName()
    }

    mutating func parseName() -> String? {
        guard let first = current, first == "_" || (first.isASCII && first.isLetter) else { return nil }
        var name = ""
        while let c = current, c == "_" || (c.isASCII && (c.isLetter || c.isNumber)) {
            name.append(c)
            position += 1
        }
        return name
    }
}
