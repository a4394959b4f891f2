import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutSnapScenario

/// An XML element with where it starts, read with Foundation's XMLParser.
struct XMLElement {
    let name: String
    var attributes: [String: String]
    var children: [XMLElement] = []
    let location: SourceLocation
    /// The character data of a `<string>` element (a label's text stored as an element).
    var text = ""

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// Children with this element name.
    func children(named name: String) -> [XMLElement] { children.filter { $0.name == name } }

    /// Every element below this one with the name, in document order.
    func descendants(named name: String) -> [XMLElement] {
        var found: [XMLElement] = []
        func visit(_ element: XMLElement) {
            for child in element.children {
                if child.name == name { found.append(child) }
                visit(child)
            }
        }
        visit(self)
        return found
    }

    /// The first child with this name and, if given, this `key` attribute.
    func child(_ name: String, key: String? = nil) -> XMLElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }
}

/// Parses a whole document into a tree, with guards for hostile input: a size limit, a depth
/// limit, and the checks of `XMLPreflight` (encoding, UTF-8, no markup declarations) before
/// FoundationXML reads a byte.
enum XMLTree {
    static let maximumFileSize = 16 << 20
    static let maximumDepth = 512

    static func parse(_ raw: [UInt8], file: String) throws(ScenarioError) -> XMLElement {
        guard raw.count <= maximumFileSize else {
            throw ScenarioError(
                "the file is \(raw.count) bytes; Interface Builder files are limited to \(maximumFileSize) bytes",
                at: SourceLocation(file: file, line: 1, column: 1))
        }
        let preflight = try XMLPreflight(raw, file: file)
        let builder = Builder(file: file, startTags: preflight.startTags)
        let parser = XMLParser(data: Data(preflight.bytes))
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
        /// Where each start tag's `<` is, in the order the parser reports elements.
        private let startTags: [SourceLocation]
        private var elementsSeen = 0

        init(file: String, startTags: [SourceLocation]) {
            self.file = file
            self.startTags = startTags
        }

        /// Where the element's `<` is (XMLParser reports the end of the start tag; a message
        /// should point at the element's name, as a compiler would).
        private func startOfTag(parser: XMLParser) -> SourceLocation {
            defer { elementsSeen += 1 }
            guard elementsSeen < startTags.count else {
                return SourceLocation(file: file, line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
            }
            return startTags[elementsSeen]
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String]
        ) {
            let location = startOfTag(parser: parser)
            guard stack.count < XMLTree.maximumDepth else {
                failure = ScenarioError("elements nested more than \(XMLTree.maximumDepth) deep", at: location)
                parser.abortParsing()
                return
            }
            stack.append(XMLElement(name: elementName, attributes: attributes, location: location))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            // Only <string> elements carry text Interface Builder means; the rest is indentation.
            guard stack.last?.name == "string" else { return }
            stack[stack.count - 1].text += string
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
