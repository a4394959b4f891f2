import Yams

/// A YAML node with its file, read with typed accessors that throw `ScenarioError`s naming
/// the node's position and what was expected there.
package struct YAMLNode {
    let node: Node
    let file: String

    var location: SourceLocation {
        let mark = node.mark
        return SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    /// Where the scalar's text starts: one column further when it is quoted.
    var textLocation: SourceLocation {
        guard case .scalar(let scalar) = node else { return location }
        switch scalar.style {
        case .singleQuoted, .doubleQuoted: return location.advanced(by: 1)
        default: return location
        }
    }

    func error(_ message: String) -> ScenarioError { ScenarioError(message, at: location) }

    func string(_ what: String = "a string") throws(ScenarioError) -> String {
        guard case .scalar(let scalar) = node else { throw error("expected \(what)") }
        return scalar.string
    }

    func number(_ what: String = "a number") throws(ScenarioError) -> Double {
        guard case .scalar(let scalar) = node, let value = Double(scalar.string), value.isFinite else {
            throw error("expected \(what)")
        }
        return value
    }

    func integer(_ what: String = "a whole number", in range: ClosedRange<Int>? = nil) throws(ScenarioError) -> Int {
        guard case .scalar(let scalar) = node, let value = Int(scalar.string) else { throw error("expected \(what)") }
        if let range, !range.contains(value) {
            throw error("expected \(what) from \(range.lowerBound) to \(range.upperBound), not \(value)")
        }
        return value
    }

    /// `null`, `~` or nothing, unquoted.
    var isNull: Bool {
        guard case .scalar(let scalar) = node, scalar.style == .plain || scalar.style == .any else { return false }
        return ["null", "Null", "NULL", "~", ""].contains(scalar.string)
    }

    /// The scalar's text as written, for messages.
    var scalarText: String {
        guard case .scalar(let scalar) = node else { return "a list or mapping" }
        return scalar.string
    }

    func bool() throws(ScenarioError) -> Bool {
        guard case .scalar(let scalar) = node else { throw error("expected true or false") }
        switch scalar.string {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw error("expected true or false, not '\(scalar.string)'")
        }
    }

    func sequence(_ what: String = "a list") throws(ScenarioError) -> [YAMLNode] {
        guard case .sequence(let sequence) = node else { throw error("expected \(what)") }
        return sequence.map { YAMLNode(node: $0, file: file) }
    }

    /// A list of exactly `count` numbers, such as `[x, y, w, h]`.
    func numbers(_ count: Int, _ what: String) throws(ScenarioError) -> [Double] {
        let items = try sequence(what)
        guard items.count == count else { throw error("expected \(what)") }
        var values: [Double] = []
        for item in items { values.append(try item.number(what)) }
        return values
    }

    /// The node as a mapping whose keys must be among `allowed`; unknown and repeated keys
    /// are errors at the key's position.
    func mapping(_ what: String, allowed: [String]) throws(ScenarioError) -> YAMLMapping {
        guard case .mapping(let mapping) = node else { throw error("expected \(what) (a mapping)") }
        var keys: [String] = [], values: [YAMLNode] = []
        for (key, value) in mapping {
            let keyNode = YAMLNode(node: key, file: file)
            let name = try keyNode.string("a key")
            guard allowed.contains(name) else {
                throw keyNode.error("unknown key '\(name)' in \(what); expected one of: \(allowed.joined(separator: ", "))")
            }
            guard !keys.contains(name) else {
                throw keyNode.error("key '\(name)' appears twice in \(what)")
            }
            keys.append(name)
            values.append(YAMLNode(node: value, file: file))
        }
        return YAMLMapping(keys: keys, values: values, owner: self)
    }

    /// The entries of a mapping whose keys are names chosen by the user (metrics, overrides).
    func namedEntries(_ what: String) throws(ScenarioError) -> [(name: String, keyNode: YAMLNode, value: YAMLNode)] {
        guard case .mapping(let mapping) = node else { throw error("expected \(what) (a mapping)") }
        var entries: [(name: String, keyNode: YAMLNode, value: YAMLNode)] = []
        for (key, value) in mapping {
            let keyNode = YAMLNode(node: key, file: file)
            entries.append((try keyNode.string("a name"), keyNode, YAMLNode(node: value, file: file)))
        }
        return entries
    }
}

/// A mapping read through `YAMLNode.mapping`.
package struct YAMLMapping {
    /// The keys as written, in order, and their values. Kept apart: the loader asks for every
    /// field a view might have, so lookups must not copy nodes.
    let keys: [String]
    let values: [YAMLNode]
    let owner: YAMLNode

    subscript(key: String) -> YAMLNode? { keys.firstIndex(of: key).map { values[$0] } }

    func required(_ key: String, in what: String) throws(ScenarioError) -> YAMLNode {
        guard let value = self[key] else { throw owner.error("\(what) needs '\(key)'") }
        return value
    }
}

/// Parses YAML text into a node, turning libyaml's errors into positioned `ScenarioError`s.
func parseYAML(_ text: String, file: String) throws(ScenarioError) -> YAMLNode {
    do {
        // The basic resolver: every scalar stays a string (the loader reads its text), so no tag is
        // matched against regular expressions, which was a third of the parsing time. The
        // encoding is given so that Yams does not read the process environment for each file.
        guard let node = try Yams.compose(yaml: text, .basic, .default, .utf8) else {
            throw ScenarioError("expected a scenario, found an empty file", at: SourceLocation(file: file, line: 1, column: 1))
        }
        return YAMLNode(node: node, file: file)
    } catch let error as ScenarioError {
        throw error
    } catch let error as YamlError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            throw ScenarioError("invalid YAML: \(problem)", at: SourceLocation(file: file, line: mark.line, column: mark.column))
        case .reader(let problem, let offset, _, _):
            throw ScenarioError("invalid YAML: \(problem)", at: location(ofCharacter: offset ?? 0, in: text, file: file))
        case .duplicatedKeysInMapping(let duplicates, let context):
            let key = duplicates.first ?? ""
            throw ScenarioError(
                "the key '\(key)' appears twice in one mapping",
                at: secondOccurrence(of: key, after: context.mark, in: text, file: file))
        default:
            throw ScenarioError("invalid YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
        }
    } catch {
        throw ScenarioError("invalid YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
    }
}

/// The line and column of the character at `offset` (counted in Characters from the start).
func location(ofCharacter offset: Int, in text: String, file: String) -> SourceLocation {
    var line = 1, column = 1
    for character in text.prefix(offset) {
        if character == "\n" || character == "\r\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
    }
    return SourceLocation(file: file, line: line, column: column)
}

/// The text of a scenario file's bytes, or a located error at the first byte that is not
/// UTF-8.
package func decodeUTF8(_ bytes: [UInt8], file: String) throws(ScenarioError) -> String {
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while case .valid(let scalar) = parser.parseScalar(from: &iterator) { offset += scalar.count }
    let lineStart = bytes[..<offset].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
    let line = bytes[..<offset].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count + 1
    throw ScenarioError(
        "the file is not valid UTF-8: byte 0x\(String(bytes[offset], radix: 16, uppercase: true)) at byte offset \(offset) cannot start or continue a character; save the file as UTF-8",
        at: SourceLocation(file: file, line: line, column: column))
}

/// Where a repeated key is written the second time, found from the mapping's start (Yams
/// reports only the mapping): the second line at or below it that holds `key:` at or right of
/// the mapping's column. Falls back to the mapping's start.
func secondOccurrence(of key: String, after mark: Mark, in text: String, file: String) -> SourceLocation {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var seen = 0
    for index in max(0, mark.line - 1)..<lines.count {
        let line = lines[index]
        var searchStart = line.startIndex
        while let range = line[searchStart...].range(of: "\(key):") {
            let column = line.distance(from: line.startIndex, to: range.lowerBound) + 1
            let before = range.lowerBound == line.startIndex ? " " : line[line.index(before: range.lowerBound)]
            if (index + 1 > mark.line || column >= mark.column) && (before == " " || before == "{" || before == "," || before == "-") {
                seen += 1
                if seen == 2 { return SourceLocation(file: file, line: index + 1, column: column) }
            }
            searchStart = range.upperBound
        }
    }
    return SourceLocation(file: file, line: mark.line, column: mark.column)
}
