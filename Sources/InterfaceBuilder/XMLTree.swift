import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutSnapScenario

/// An XML element with where it starts, read with Foundation's XMLParser.
struct XMLElement {
    let name: String
    let attributes: [String: String]
    var children: [XMLElement] = []
    let location: SourceLocation

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// Children with this element name.
    func children(named name: String) -> [XMLElement] { children.filter { $0.name == name } }

    /// The first child with this name and, if given, this `key` attribute.
    func child(_ name: String, key: String? = nil) -> XMLElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }
}

/// Parses a whole document into a tree, with guards for hostile input: a size limit, a depth
/// limit, and no DOCTYPE (Interface Builder never writes one; entities could expand without
/// bound).
enum XMLTree {
    static let maximumFileSize = 16 << 20
    static let maximumDepth = 512

    static func parse(_ data: Data, file: String) throws(ScenarioError) -> XMLElement {
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard data.count <= maximumFileSize else {
            throw ScenarioError("the file is \(data.count) bytes; Interface Builder files are limited to \(maximumFileSize) bytes", at: start)
        }
        if let head = String(data: data.prefix(4096), encoding: .utf8) ?? String(data: data.prefix(4096), encoding: .isoLatin1),
            head.contains("<!DOCTYPE") || head.contains("<!ENTITY")
        {
            throw ScenarioError("a DOCTYPE or entity declaration: Interface Builder files have none, and layoutsnap does not expand them", at: start)
        }
        let builder = Builder(file: file, bytes: [UInt8](data))
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = builder
        let ok = parser.parse()
        if let failure = builder.failure { throw failure }
        guard ok, let root = builder.root else {
            let line = max(1, parser.lineNumber), column = max(1, parser.columnNumber)
            let reason = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "malformed XML"
            throw ScenarioError("not a well-formed XML document (\(reason))", at: SourceLocation(file: file, line: line, column: column))
        }
        return root
    }

    private final class Builder: NSObject, XMLParserDelegate {
        let file: String
        var stack: [XMLElement] = []
        var root: XMLElement?
        var failure: ScenarioError?
        private let bytes: [UInt8]
        /// Byte offset of each line's start.
        private let lineStarts: [Int]

        init(file: String, bytes: [UInt8]) {
            self.file = file
            self.bytes = bytes
            lineStarts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
        }

        /// Where the element's `<` is. XMLParser reports the end of the start tag; a message
        /// should point at the element's name, as a compiler would.
        private func startOfTag(_ name: String, parser: XMLParser) -> SourceLocation {
            let line = max(1, parser.lineNumber), column = max(1, parser.columnNumber)
            let reported = SourceLocation(file: file, line: line, column: column)
            guard line <= lineStarts.count else { return reported }
            let pattern = [UInt8(ascii: "<")] + Array(name.utf8)
            var position = min(bytes.count - pattern.count, lineStarts[line - 1] + column - 1)
            while position >= 0 {
                if bytes[position] == pattern[0], bytes[position..<(position + pattern.count)].elementsEqual(pattern) { break }
                position -= 1
            }
            guard position >= 0 else { return reported }
            let startLine = lineStarts.lastIndex { $0 <= position } ?? 0
            let prefix = bytes[lineStarts[startLine]..<position]
            return SourceLocation(file: file, line: startLine + 1, column: String(decoding: prefix, as: UTF8.self).unicodeScalars.count + 1)
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String]
        ) {
            let location = startOfTag(elementName, parser: parser)
            guard stack.count < XMLTree.maximumDepth else {
                failure = ScenarioError("elements nested more than \(XMLTree.maximumDepth) deep", at: location)
                parser.abortParsing()
                return
            }
            stack.append(XMLElement(name: elementName, attributes: attributes, location: location))
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            guard let element = stack.popLast() else { return }
            if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
        }

        func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
            failure = ScenarioError("an entity declaration ('\(name)'): layoutsnap does not expand entities", at: SourceLocation(file: file, line: max(1, parser.lineNumber), column: 1))
            parser.abortParsing()
        }
    }
}
