/// Parses expression constraints:
///
///     item.attr REL [m *] item.attr [* m] [± c] [@p]
///     item.attr REL c [@p]
///
/// Items are view ids, `root`, and a scroll view's guides `S.content` / `S.frame`. `edges`,
/// `size` and `center` (and `margins`) expand to their parts; with `edges` and `margins` a
/// constant is an inset, as in Masonry: `a.edges == b.edges + 16` puts every edge of `a` 16
/// inside `b`'s. Numbers may be metric names.
enum ExpressionConstraint {
    struct ParseError: Error {
        var message: String
        var offset: Int
    }


    private static let compound: [String: [LayoutAttribute]] = [
        "edges": [.top, .left, .bottom, .right],
        "margins": [.topMargin, .leftMargin, .bottomMargin, .rightMargin],
        "size": [.width, .height],
        "center": [.centerX, .centerY],
        "centerWithinMargins": [.centerXWithinMargins, .centerYWithinMargins],
    ]

    static func parse(
        _ text: String, metrics: [String: Double], location: SourceLocation
    ) throws(ParseError) -> [LayoutConstraintSpec] {
        var tokens = try tokenize(text)
        tokens.append(Token(kind: .end, offset: text.count))
        var index = 0
        func next() -> Token { defer { index += 1 }; return tokens[index] }
        func peek() -> Token { tokens[index] }
        func number(_ token: Token) throws(ParseError) -> Double? {
            switch token.kind {
            case .number(let value): return value
            case .name(let name) where !name.contains("."):
                guard let value = metrics[name] else { throw ParseError(message: "unknown metric '\(name)'", offset: token.offset) }
                return value
            default: return nil
            }
        }

        // First item and attribute.
        let firstToken = next()
        guard case .name(let firstPath) = firstToken.kind, firstPath.contains(".") else {
            throw ParseError(message: "expected 'view.attribute' at the start of the constraint", offset: firstToken.offset)
        }
        let (firstItem, firstAttributes, firstIsInset) = try reference(firstPath, offset: firstToken.offset)

        let relationToken = next()
        guard case .relation(let relation) = relationToken.kind else {
            throw ParseError(message: "expected ==, <= or >= after \(firstPath)", offset: relationToken.offset)
        }

        // Right side: an optional `m *`, an optional reference, an optional `* m`, then ± constants.
        var multiplier = 1.0
        var second: (item: LayoutItem, attributes: [LayoutAttribute], offset: Int)?
        var constant = 0.0
        var sign = 1.0
        // After a term, + and - are binary and set the sign; any further ones are unary and
        // flip it, as in Swift: `b.top - -36` is b.top + 36.
        var afterTerm = false
        while true {
            let token = next()
            switch token.kind {
            case .plus:
                if afterTerm { sign = 1 }
                afterTerm = false
                continue
            case .minus:
                sign = afterTerm ? -1 : -sign
                afterTerm = false
                continue
            case .name(let path) where path.contains("."):
                guard second == nil else { throw ParseError(message: "only one view.attribute may stand on the right", offset: token.offset) }
                let (item, attributes, _) = try reference(path, offset: token.offset)
                second = (item, attributes, token.offset)
                multiplier *= sign
                sign = 1
                if case .star = peek().kind {
                    _ = next()
                    let factorToken = next()
                    guard let factor = try number(factorToken) else {
                        throw ParseError(message: "expected a number after '*'", offset: factorToken.offset)
                    }
                    multiplier *= factor
                }
            default:
                guard let value = try number(token) else {
                    throw ParseError(message: "expected a number, metric or view.attribute", offset: token.offset)
                }
                if case .star = peek().kind {
                    _ = next()
                    let referenceToken = next()
                    guard second == nil, case .name(let path) = referenceToken.kind, path.contains(".") else {
                        throw ParseError(message: "expected view.attribute after '*'", offset: referenceToken.offset)
                    }
                    let (item, attributes, _) = try reference(path, offset: referenceToken.offset)
                    second = (item, attributes, referenceToken.offset)
                    multiplier = sign * value
                } else {
                    constant += sign * value
                }
                sign = 1
            }
            afterTerm = true
            switch peek().kind {
            case .plus, .minus: continue
            default: break
            }
            break
        }

        var priority = 1000
        if case .at = peek().kind {
            _ = next()
            let priorityToken = next()
            switch priorityToken.kind {
            case .number(let value) where ConstraintGrammar.validPriority(value) != nil:
                priority = ConstraintGrammar.validPriority(value) ?? priority
            case .name(let name) where ConstraintGrammar.priority(named: name, metrics: metrics) != nil:
                // A metric is any finite number: range-checked before it becomes an Int.
                let value = ConstraintGrammar.priority(named: name, metrics: metrics) ?? 0
                guard let valid = ConstraintGrammar.validPriority(value) else {
                    throw ParseError(message: "priority must be a whole number from 1 to 1000; '\(name)' is \(value)", offset: priorityToken.offset)
                }
                priority = valid
            default:
                throw ParseError(
                    message: "expected a priority: a whole number from 1 to 1000, or required, high, low",
                    offset: priorityToken.offset)
            }
        }
        let end = next()
        guard case .end = end.kind else { throw ParseError(message: "unexpected text after the constraint", offset: end.offset) }

        if let second, second.attributes.count != firstAttributes.count {
            throw ParseError(message: "the attributes on both sides must match in number", offset: second.offset)
        }
        return firstAttributes.enumerated().map { index, attribute in
            // An inset on trailing edges points the other way.
            let flips = firstIsInset && (attribute == .right || attribute == .bottom || attribute == .rightMargin || attribute == .bottomMargin)
            let flippedRelation: LayoutConstraintSpec.Relation =
                !flips ? relation : relation == .lessThanOrEqual ? .greaterThanOrEqual : relation == .greaterThanOrEqual ? .lessThanOrEqual : .equal
            return LayoutConstraintSpec(
                firstItem, attribute, flippedRelation, second?.item, second?.attributes[index],
                multiplier: second == nil ? 1 : multiplier, constant: flips ? -constant : constant,
                priority: priority, location: location, source: text)
        }
    }

    /// `view.attr`, `S.content.attr`, `S.frame.attr` → item and attributes.
    private static func reference(_ path: String, offset: Int) throws(ParseError) -> (LayoutItem, [LayoutAttribute], Bool) {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 || parts.count == 3, !parts.contains(where: \.isEmpty) else {
            throw ParseError(message: "expected 'view.attribute' or 'view.guide.attribute' (safeArea, margins, readable, content, frame), not '\(path)'", offset: offset)
        }
        let item: LayoutItem
        if parts.count == 3 {
            switch parts[1] {
            case "content", "contentLayoutGuide": item = .contentGuide(parts[0])
            case "frame", "frameLayoutGuide": item = .frameGuide(parts[0])
            case "safeArea", "safeAreaLayoutGuide": item = .safeAreaGuide(parts[0])
            case "margins", "layoutMarginsGuide": item = .marginsGuide(parts[0])
            case "readable", "readableContentGuide": item = .readableGuide(parts[0])
            default:
                throw ParseError(
                    message: "unknown guide '\(parts[1])'; expected safeArea, margins, readable, or (scroll views) content or frame",
                    offset: offset + parts[0].count + 1)
            }
        } else {
            item = .view(parts[0])
        }
        let name = parts[parts.count - 1]
        let attributeOffset = offset + path.count - name.count
        if let attributes = compound[name] { return (item, attributes, name == "edges" || name == "margins") }
        guard let attribute = LayoutAttribute(rawValue: name) else {
            let known = LayoutAttribute.allCases.map(\.rawValue) + compound.keys.sorted()
            throw ParseError(message: "unknown attribute '\(name)'; expected one of: \(known.joined(separator: ", "))", offset: attributeOffset)
        }
        return (item, [attribute], false)
    }

    private struct Token {
        enum Kind { case name(String), number(Double), relation(LayoutConstraintSpec.Relation), plus, minus, star, at, end }
        var kind: Kind
        var offset: Int
    }

    /// ASCII letters and `_`, tested on the byte: Unicode's letter tables cost more than the
    /// rest of a constraint's parse.
    private static func isNameStart(_ c: Character) -> Bool {
        guard let byte = c.asciiValue else { return false }
        return (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || byte == 0x5F
    }

    private static func isDigitOrDot(_ c: Character) -> Bool {
        guard let byte = c.asciiValue else { return false }
        return (byte >= 0x30 && byte <= 0x39) || byte == 0x2E
    }

    private static func tokenize(_ text: String) throws(ParseError) -> [Token] {
        let characters = Array(text)
        var tokens: [Token] = []
        var i = 0
        while i < characters.count {
            let c = characters[i]
            if c == " " || c == "\t" { i += 1; continue }
            let start = i
            if isNameStart(c) {
                while i < characters.count, isNameStart(characters[i]) || isDigitOrDot(characters[i]) { i += 1 }
                tokens.append(Token(kind: .name(String(characters[start..<i])), offset: start))
            } else if let (literal, end) = ConstraintGrammar.numberLiteral(in: characters, from: i) {
                i = end
                guard let value = Double(literal) else { throw ParseError(message: "malformed number '\(literal)'", offset: start) }
                guard value.isFinite else {
                    throw ParseError(message: "the number '\(literal.prefix(24))…' is too large to be a length", offset: start)
                }
                tokens.append(Token(kind: .number(value), offset: start))
            } else if i + 1 < characters.count, characters[i + 1] == "=", "=<>".contains(c) {
                let relation: LayoutConstraintSpec.Relation = c == "=" ? .equal : c == "<" ? .lessThanOrEqual : .greaterThanOrEqual
                tokens.append(Token(kind: .relation(relation), offset: start))
                i += 2
            } else {
                let kind: Token.Kind
                switch c {
                case "+": kind = .plus
                case "-": kind = .minus
                case "*": kind = .star
                case "@": kind = .at
                case "=", "<", ">": throw ParseError(message: "unknown relation; expected ==, <= or >=", offset: start)
                default: throw ParseError(message: "unexpected '\(c)'", offset: start)
                }
                tokens.append(Token(kind: kind, offset: start))
                i += 1
            }
        }
        return tokens
    }
}
