import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import LayoutSnapRender
import Testing

/// SVG output structured for the web (DESIGN §13): a group per view, nested as the views are;
/// labels' text as text; a group per constraint naming where it was written.
@Suite struct StructuredSVGTests {
    static let scenario = """
        device: {width: 240, height: 200, scale: 1}
        root:
          background: "#ffffff"
          subviews:
            - id: card
              background: "#eeeeee"
              cornerRadius: 8
              clipsToBounds: true
              subviews:
                - {id: title, type: label, text: "Hello & <welcome>", font: 17}
                - {id: body, type: label, lines: 0, text: "A longer text that wraps onto more than one line here.", font: 13}
        constraints:
          - card.leading == root.leading + 20
          - card.trailing == root.trailing - 20
          - card.top == root.top + 20
          - title.leading == card.leading + 12
          - title.top == card.top + 12
          - body.leading == card.leading + 12
          - body.trailing == card.trailing - 12
          - body.top == title.bottom + 8
          - card.bottom == body.bottom + 12
        """

    /// Element name, attributes, and the path of `g` ids above it.
    final class Collector: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String], groups: [String])] = []
        var texts: [(text: String, groups: [String])] = []
        /// Each element's offset by its ancestors' `translate` transforms, in document order.
        var offsets: [(x: Double, y: Double)] = []
        private var stack: [String?] = []
        private var translations: [(x: Double, y: Double)] = [(0, 0)]
        private var inText = false
        private var current = ""

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
            let groups = stack.compactMap { $0 }
            elements.append((name, attributes, groups))
            let offset = translations[translations.count - 1]
            offsets.append(offset)
            let moved = attributes["transform"].flatMap { transform -> (Double, Double)? in
                guard transform.hasPrefix("translate(") else { return nil }
                let numbers = transform.dropFirst(10).dropLast().split(separator: " ").compactMap { Double($0) }
                return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
            }
            translations.append(moved.map { (offset.x + $0.0, offset.y + $0.1) } ?? offset)
            stack.append(name == "g" ? attributes["id"] : nil)
            if name == "text" { inText = true; current = "" }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { if inText { current += string } }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
            translations.removeLast()
            if name == "text" {
                texts.append((current, stack.compactMap { $0 }))
                inText = false
            }
        }
    }

    func parse(_ options: RenderOptions) throws -> (Collector, String) {
        let bytes = try SharedRenderer.shared.render(Self.scenario, options: options)
        let collector = StructuredSVGTests.Collector()
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = collector
        #expect(parser.parse(), "not well-formed: \(String(describing: parser.parserError))")
        return (collector, String(decoding: bytes, as: UTF8.self))
    }

    @Test func viewsAreNestedGroupsAndTextIsText() throws {
        let (svg, _) = try parse(RenderOptions(format: .svg))
        let groups = svg.elements.filter { $0.name == "g" && $0.attributes["id"]?.hasPrefix("view-") == true }
        #expect(groups.map { $0.attributes["id"] } == ["view-root", "view-card", "view-title", "view-body"])
        let body = try #require(groups.first { $0.attributes["id"] == "view-body" })
        #expect(body.groups == ["view-root", "view-card"])
        #expect(body.attributes["data-frame"]?.hasPrefix("32 ") == true)
        // The title's text, escaped in the file, reads back whole; the body's wraps.
        #expect(svg.texts.filter { $0.groups.last == "view-title" }.map(\.text) == ["Hello & <welcome>"])
        let lines = svg.texts.filter { $0.groups.last == "view-body" }.map(\.text)
        #expect(lines.count >= 2 && lines.joined() == "A longer text that wraps onto more than one line here.")
        // Every id is unique across the pieces the document is made of.
        let ids = svg.elements.compactMap { $0.attributes["id"] }
        #expect(Set(ids).count == ids.count)
        // The card clips its subviews, with its corner radius.
        #expect(svg.elements.contains { $0.name == "clipPath" } && svg.elements.contains { $0.name == "rect" && $0.attributes["rx"] == "8" })
    }

    @Test func eachConstraintIsAGroupNamingItsSource() throws {
        let (svg, text) = try parse(RenderOptions(format: .svg, overlays: .constraints))
        let constraints = svg.elements.filter { $0.name == "g" && $0.attributes["class"] == "constraint" }
        #expect(constraints.count == 9)
        let sources = constraints.compactMap { $0.attributes["data-source"] }
        #expect(sources == (13...21).map { "inline.yaml:\($0):5" })
        #expect(constraints.first?.attributes["data-constraint"] == "card.leading == root.leading + 20")
        // The group holds the line that joins the anchors: the screen's left edge to the card's.
        let first = try #require(text.range(of: "data-source=\"inline.yaml:13:5\""))
        let end = try #require(text.range(of: "</g>", range: first.upperBound..<text.endIndex))
        #expect(text[first.upperBound..<end.lowerBound].contains(#"d="M 0 "#))
        // Same input, same bytes.
        #expect(try SharedRenderer.shared.render(Self.scenario, options: RenderOptions(format: .svg, overlays: .constraints)) == Array(text.utf8))
    }
}

/// The one-pass replacement the structured SVG uses is Foundation's, pattern by pattern,
/// whenever no pattern's replacement can create another's match.
@Suite struct ReplacingEachTests {
    @Test func matchesReplacingOccurrencesOnRandomText() {
        var state: UInt64 = 2026
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let alphabet = Array("id=\"#url(#hrefé😀 <>\n")
        for _ in 0..<500 {
            let text = String((0..<next(200)).map { _ in alphabet[next(alphabet.count)] })
            let pairs: [(pattern: String, replacement: String)] = [("id=\"", "id=\"p7-"), ("#", "#p7-")]
            var expected = text
            for pair in pairs { expected = expected.replacingOccurrences(of: pair.pattern, with: pair.replacement) }
            #expect(text.replacingEach(pairs) == expected, "\(text)")
        }
        #expect("".replacingEach([("#", "x")]) == "")
        #expect("abc".replacingEach([]) == "abc")
    }
}

/// The byte-level id renumbering gives what the regular expressions it replaced gave (kept
/// here as the reference), on random SVG-like text.
@Suite struct SVGNormalizerTests {
    static func reference(_ bytes: [UInt8]) -> [UInt8] {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let idPattern = try? NSRegularExpression(pattern: #"id="([^"]+)""#),
            let referencePattern = try? NSRegularExpression(pattern: #"(id="|#)([A-Za-z_][A-Za-z0-9_.-]*)(?=["\)])"#)
        else { return bytes }
        let whole = NSRange(text.startIndex..., in: text)
        var renamed: [String: String] = [:]
        for match in idPattern.matches(in: text, range: whole) {
            guard let range = Range(match.range(at: 1), in: text) else { continue }
            let id = String(text[range])
            if renamed[id] == nil {
                let prefix = id.prefix { $0.isLetter }
                renamed[id] = "\(prefix.isEmpty ? "id" : String(prefix))\(renamed.count + 1)"
            }
        }
        var result = ""
        var cursor = text.startIndex
        for match in referencePattern.matches(in: text, range: whole) {
            guard let all = Range(match.range, in: text), let lead = Range(match.range(at: 1), in: text),
                let name = Range(match.range(at: 2), in: text), let replacement = renamed[String(text[name])]
            else { continue }
            result += text[cursor..<all.lowerBound]
            result += text[lead] + replacement
            cursor = all.upperBound
        }
        result += text[cursor...]
        return Array(result.utf8)
    }

    @Test func matchesTheRegularExpressionsOnRandomText() {
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let tokens = ["id=\"", "\"", "#", ")", "url(", "glyph", "clip", "0-1", "surface", "5", ".", "-", "_", " ", "<g ", "/>", "é", "x"]
        for _ in 0..<400 {
            let text = (0..<next(60)).map { _ in tokens[next(tokens.count)] }.joined()
            let bytes = Array(text.utf8)
            #expect(SVGNormalizer.normalize(bytes) == Self.reference(bytes), "\(text)")
        }
    }

    /// A label's runs are `<tspan>`s in their own weight, size and colour; the whole line's text
    /// reads as before.
    @Test func runsAreSpansInTheirOwnStyle() throws {
        let yaml = """
            device: {width: 320, height: 60, scale: 1}
            root:
              subviews:
                - id: l
                  type: label
                  text: "Hello <world>: 3 new"
                  runs:
                    - {text: "<world>", font: {weight: bold, size: 17}}
                    - {text: "3 new", color: "#ff0000"}
            constraints:
              - l.leading == root.leading + 10
              - l.top == root.top + 10
            """
        let svg = String(decoding: try SharedRenderer.shared.render(yaml, options: RenderOptions(format: .svg)), as: UTF8.self)
        #expect(svg.contains(#"<tspan font-size="17" font-weight="700">&lt;world&gt;</tspan>"#), "\(svg)")
        #expect(svg.contains(#"<tspan fill="rgb(255,0,0)">3 new</tspan>"#))
        let collector = StructuredSVGTests.Collector()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = collector
        #expect(parser.parse())
        #expect(collector.texts.map(\.text) == ["Hello <world>: 3 new"])
    }
}
