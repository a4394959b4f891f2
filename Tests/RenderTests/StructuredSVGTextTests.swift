import Foundation
import FoundationXML
import LayoutSnapRender
import LayoutSnapScenario
import LayoutSnapText
import Testing

/// The structured SVG writes one-line text that fits as `<text>` — controls' titles and
/// placeholders, content-mode tags, the legend — not as glyph outlines, anchored where Pango
/// aligned it; text that would be cut stays drawn as Pango cuts it.
@Suite struct StructuredSVGTextTests {
    static func scenario(direction: String = "ltr", title: String = "Sign up") -> String {
        """
        device: {width: 320, height: 240, scale: 1}
        root:
          background: "#ffffff"
          subviews:
            - {id: field, type: textField, placeholder: "Email address"}
            - {id: button, type: button, title: "\(title)", background: "#007aff", tint: white}
            - {id: narrow, type: button, title: "A title far too long for its width"}
        constraints:
          - H:|-20-[field]-20-|
          - H:|-20-[button]-20-|
          - H:|-20-[narrow(60)]
          - V:|-20-[field(34)]-12-[button(44)]-12-[narrow(30)]
        renders:
          - name: default
            direction: \(direction)
        """
    }

    /// A 200×120 screen filled by a scroll view whose content is `content` (a view's flow
    /// mapping, id `id`), as wide as the scroll view and 300 points tall.
    static func tallScroll(_ content: String, id: String, more constraints: [String] = []) -> String {
        """
        device: {width: 200, height: 120, scale: 1}
        root:
          subviews:
            - id: scroll
              type: scroll
              subviews:
                - \(content)
        constraints:
          - scroll.edges == root.edges
          - \(id).edges == scroll.content.edges
          - \(id).width == scroll.frame.width
          - \(id).height == 300
        \(constraints.map { "  - \($0)" }.joined(separator: "\n"))
        """
    }

    func parse(_ yaml: String, options: RenderOptions = RenderOptions(format: .svg)) throws -> (StructuredSVGTests.Collector, String) {
        let bytes = try SharedRenderer.shared.render(yaml, options: options)
        let collector = StructuredSVGTests.Collector()
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = collector
        #expect(parser.parse(), "not well-formed: \(String(describing: parser.parserError))")
        return (collector, String(decoding: bytes, as: UTF8.self))
    }

    /// The `<text>` elements' attributes, by their text; `x` and `y` in the document's
    /// coordinates (their groups' translations added).
    func texts(_ svg: StructuredSVGTests.Collector) -> [String: [String: String]] {
        let elements = zip(svg.elements, svg.offsets).filter { $0.0.name == "text" }.map { element, offset in
            var attributes = element.attributes
            if let x = attributes["x"].flatMap(Double.init) { attributes["x"] = NumberText.points(x + offset.x) }
            if let y = attributes["y"].flatMap(Double.init) { attributes["y"] = NumberText.points(y + offset.y) }
            return attributes
        }
        return Dictionary(zip(svg.texts.map(\.text), elements), uniquingKeysWith: { first, _ in first })
    }

    @Test func controlsTextIsTextInItsViewsGroup() throws {
        let (svg, document) = try parse(Self.scenario())
        #expect(svg.texts.first { $0.text == "Email address" }?.groups.last == "view-field")
        #expect(svg.texts.first { $0.text == "Sign up" }?.groups.last == "view-button")
        let title = try #require(texts(svg)["Sign up"])
        // Centred in the button: anchored at its middle, in white.
        #expect(title["text-anchor"] == "middle" && title["x"] == "160" && title["fill"] == "rgb(255,255,255)")
        // The one text that does not fit stays glyphs; nothing else is drawn as glyphs.
        #expect(!svg.texts.contains { $0.text.hasPrefix("A title") })
        let glyphs = svg.elements.filter { $0.name == "use" }
        #expect(!glyphs.isEmpty && glyphs.allSatisfy { $0.groups.last == "view-narrow" })
        // Every glyph drawn names an outline the document defines.
        let symbols = Set(svg.elements.filter { $0.name == "symbol" }.compactMap { $0.attributes["id"] })
        let used = Set(glyphs.compactMap { $0.attributes["xlink:href"] }.map { String($0.dropFirst()) })
        #expect(!used.isEmpty && used.isSubset(of: symbols), "\(used) \(symbols)")
        #expect(document.contains("<text") && !document.contains(">A title far too long"))
    }

    /// What a view draws over its subviews keeps its own document: a border (after the
    /// subviews, in the view's group) and a scroll view's content-mode wash; views that draw
    /// nothing there have none.
    @Test func bordersAndWashesAreDrawnOverSubviews() throws {
        let yaml = Self.tallScroll(
            ##"{id: card, background: "#dddddd", border: {color: "#ff0000", width: 2}, subviews: [{id: dot, background: "#0000ff"}]}"##, id: "card",
            more: ["dot.edges == card.edges"])
        let (screen, _) = try parse(yaml)
        let strokes = screen.elements.filter { $0.name == "path" && ($0.attributes["style"] ?? "").contains("stroke:rgb(100%,0%,0%)") }
        #expect(strokes.count == 1 && strokes[0].groups.last == "view-card", "the red border, in the card's group")
        let pathsInDot = screen.elements.filter { ["path", "rect"].contains($0.name) && $0.groups.last == "view-dot" }
        #expect(pathsInDot.count == 1, "the dot's fill, nothing drawn over it")
        let (content, _) = try parse(yaml, options: RenderOptions(format: .svg, mode: .content))
        let wash = content.elements.filter { $0.name == "path" && $0.groups.last == "view-scroll" && ($0.attributes["style"] ?? "").contains("evenodd") }
        #expect(!wash.isEmpty, "the wash outside the scroll view's visible frame")
    }

    /// Right to left, a field's placeholder keeps its right edge where Pango put it, and its
    /// direction says so (a browser's font of another width stays aligned).
    @Test func rightToLeftTextIsAnchoredAtItsRightEdge() throws {
        let (svg, _) = try parse(Self.scenario(direction: "rtl"))
        let placeholder = try #require(texts(svg)["Email address"])
        #expect(placeholder["direction"] == "rtl" && placeholder["text-anchor"] == nil)
        let x = try #require(placeholder["x"].flatMap(Double.init))
        #expect(x > 280 && x <= 300, "at the field's trailing inset, not where the text starts: \(x)")
    }

    /// A text view's text wraps into lines, each a `<text>`; one its frame cuts stays drawn.
    @Test func aTextViewsWholeTextIsLinesOfText() throws {
        let yaml = """
            device: {width: 200, height: 300, scale: 1}
            root:
              subviews:
                - {id: notes, type: textView, text: "Bring the tent, the stove and two days of food for the ridge.", frame: [10, 10, 180, 120]}
                - {id: cut, type: textView, text: "Bring the tent, the stove and two days of food for the ridge.", frame: [10, 150, 180, 30]}
            """
        let (svg, _) = try parse(yaml)
        let lines = svg.texts.filter { $0.groups.last == "view-notes" }.map(\.text)
        #expect(lines.count >= 2 && lines.joined() == "Bring the tent, the stove and two days of food for the ridge.", "\(lines)")
        #expect(!svg.texts.contains { $0.groups.last == "view-cut" })
        #expect(svg.elements.contains { $0.name == "use" && $0.groups.last == "view-cut" })
    }

    /// A label Pango cuts with an ellipsis reads as it is drawn, not as its whole text.
    @Test func aCutLabelShowsItsEllipsis() throws {
        let yaml = """
            device: {width: 200, height: 100, scale: 1}
            root:
              subviews:
                - {id: tail, type: label, text: "A very long title that cannot fit here", frame: [10, 10, 120, 24]}
                - {id: middle, type: label, text: "Another long title cut in the middle", lineBreak: truncate-middle, frame: [10, 50, 120, 24]}
            """
        let (svg, _) = try parse(yaml)
        let tail = try #require(svg.texts.first { $0.groups.last == "view-tail" }?.text)
        let middle = try #require(svg.texts.first { $0.groups.last == "view-middle" }?.text)
        #expect(tail.hasPrefix("A very long") && tail.hasSuffix("…") && tail.count < 20, "\(tail)")
        #expect(middle.hasPrefix("Anoth") && middle.contains("…") && middle.hasSuffix("middle") && middle.count < 20, "\(middle)")
    }

    /// A label a hair narrower than its text (its frame rounded to the pixel grid) draws its
    /// whole text, as UILabel, whose intrinsic width is rounded up, does; a point narrower cuts it.
    @Test func aLabelAHairTooNarrowIsNotCut() throws {
        let text = "More"
        let natural = TextMeasurer().size(of: text, style: TextStyle(family: "system", size: 10, weight: 500, lines: 1)).width
        func drawn(width: Double) throws -> String? {
            let yaml = """
                device: {width: 200, height: 100, scale: 2}
                root:
                  subviews:
                    - {id: tab, type: label, text: "\(text)", font: {size: 10, weight: 500}, frame: [10, 10, \(width), 12]}
                """
            return try parse(yaml).0.texts.first { $0.groups.last == "view-tab" }?.text
        }
        #expect(try drawn(width: natural - 0.3) == text)
        #expect(try drawn(width: natural - 1)?.hasSuffix("…") == true)
    }

    /// XML 1.0 allows no control character but tab and line ends, even escaped: a label's
    /// `"\\e"` (a fuzzer's find) had made the document unreadable.
    @Test func controlCharactersLeaveTheDocumentWellFormed() throws {
        let yaml = #"""
            device: {width: 200, height: 120, scale: 1}
            root:
              subviews:
                - {id: note, type: label, text: "a la\el \x01pinned", frame: [10, 10, 180, 30]}
                - {id: go, type: button, title: "Go\e", frame: [10, 60, 180, 44]}
            """#
        let (svg, _) = try parse(yaml)
        #expect(svg.texts.map(\.text).contains("a lal pinned"))
        #expect(svg.texts.map(\.text).contains("Go"))
        #expect("x\u{1B}<y>\u{FFFF}\tz".xmlEscaped == "x&lt;y&gt;\tz")
    }

    /// On screen, the lines of a scroll view's text that lie wholly below what it shows are
    /// left out (they draw nothing, and a browser would set each all the same); content mode,
    /// which shows the whole content, keeps every line.
    @Test func linesOutOfAClippingAncestorsSightAreLeftOut() throws {
        let words = (1...30).map { "word\($0)" }.joined(separator: " ")
        let yaml = Self.tallScroll("{id: text, type: label, lines: 0, text: \"\(words)\"}", id: "text")
        let (screen, _) = try parse(yaml)
        let (content, _) = try parse(yaml, options: RenderOptions(format: .svg, mode: .content))
        let all = content.texts.filter { $0.groups.last == "view-text" }.map(\.text)
        let shown = screen.texts.filter { $0.groups.last == "view-text" }.map(\.text)
        #expect(all.joined(separator: " ").hasPrefix("word1 word2") && all.joined().contains("word30"), "\(all)")
        // 120 points of screen show the first five or six of the lines (each about 20 points).
        #expect(shown.count >= 5 && shown.count <= 8 && shown.count < all.count, "\(shown.count) of \(all.count)")
        #expect(shown == Array(all.prefix(shown.count)))
    }

    @Test func contentModeTagsAndTheLegendAreText() throws {
        let yaml = Self.tallScroll(##"{id: tall, background: "#dddddd"}"##, id: "tall")
        let (svg, _) = try parse(yaml, options: RenderOptions(format: .svg, mode: .content, overlays: .constraints))
        #expect(svg.texts.contains { $0.text.hasPrefix("scroll visible frame") })
        #expect(svg.texts.contains { $0.text == "required" }, "the legend's key")
        #expect(svg.texts.contains { $0.text.hasSuffix("constraints") })
        #expect(!svg.elements.contains { $0.name == "use" })
    }

    /// A text's lines are set from their box's corner and moved there by a group: a view that
    /// moves keeps its `<text>` elements byte for byte (a page patching in the new drawing then
    /// lays none of them out again), and they land where Pango puts them.
    @Test func aMovedViewsTextIsTheSameElements() throws {
        func document(inset: Int) throws -> (StructuredSVGTests.Collector, String) {
            try parse(
                """
                device: {width: 320, height: 240, scale: 1}
                root:
                  subviews:
                    - {id: title, type: label, lines: 0, text: "Two lines of text, or more, at this width here"}
                    - {id: go, type: button, title: "Go"}
                constraints:
                  - H:|-\(inset)-[title(150)]
                  - H:|-\(inset)-[go(100)]
                  - V:|-\(inset)-[title]-8-[go(44)]
                """)
        }
        let (near, nearText) = try document(inset: 20)
        let (far, farText) = try document(inset: 21)
        let elements = { (text: String) in text.split(separator: "\n").filter { $0.hasPrefix("<text") } }
        #expect(elements(nearText).count >= 3 && elements(nearText) == elements(farText))
        #expect(nearText != farText)
        // Where they land: a point further right and down, the label's first line at its top.
        let (nearTitle, farTitle) = (try #require(texts(near)["Go"]), try #require(texts(far)["Go"]))
        #expect(Double(farTitle["x"] ?? "") == Double(nearTitle["x"] ?? "").map { $0 + 1 })
        let first = try #require(texts(near).first { $0.key.hasPrefix("Two lines") }?.value)
        let baseline = try #require(first["y"].flatMap(Double.init))
        #expect(baseline > 20 && baseline < 40, "\(baseline)")
    }
}
