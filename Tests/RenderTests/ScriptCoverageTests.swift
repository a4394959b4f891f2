import LayoutSnapLayout
import LayoutSnapScenario
import LayoutSnapText
import LayoutSnapRender
import Testing

/// DESIGN §11 "Scripts and emoji": emoji draw in colour at the label's size, and characters no
/// pinned font covers are named in a warning instead of drawing blank.
@Suite struct ScriptCoverageTests {
    static let thumbs = """
        device: {width: 60, height: 40, scale: 1}
        root:
          background: "#ffffff"
          subviews:
            - {id: emoji, type: label, text: "👍", font: 17}
        constraints:
          - emoji.left == root.left + 10
          - emoji.top == root.top + 10
        """

    @Test func emojiDrawInColourAtTheTextSize() throws {
        let layout = try #require(try SharedRenderer.shared.layout(Self.thumbs).first?.view("emoji"))
        // Noto Color Emoji holds 109-pixel bitmaps: unscaled, "👍" came out about 136 pt wide.
        #expect(layout.frame.width > 15 && layout.frame.width < 25)
        #expect(layout.frame.height > 18 && layout.frame.height < 25)
        let image = try png(Self.thumbs)
        var coloured = 0
        for y in 10..<35 {
            for x in 10..<35 {
                let pixel = image.pixel(x: x, y: y)
                let channels = [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
                if channels.max()! - channels.min()! > 60 { coloured += 1 }
            }
        }
        // A yellow thumb, not a grey outline and not nothing.
        #expect(coloured > 80)
        #expect(try SharedRenderer.shared.layout(Self.thumbs)[0].diagnostics.isEmpty)
    }

    @Test func everyPinnedScriptIsCovered() {
        for text in ["Hello, wörld – “quoted”", "中文排版 日本語 한국어", "مرحبا بالعالم", "שלום עולם", "👍🏽 👨‍👩‍👧 ❤️ 🇫🇷 1️⃣", "Ελληνικά Кириллица"] {
            #expect(GlyphCoverage.uncoveredCharacters(in: text).isEmpty, "\(text)")
        }
    }

    @Test func uncoveredCharactersAreNamedInAWarning() throws {
        let yaml = """
            device: {width: 200, height: 60}
            root:
              subviews:
                - {id: runes, type: label, text: "ᚠᛇᚠ ok ሰላም", font: 17}
                - {id: fine, type: label, text: "fine 👍"}
                - {id: button, type: button, title: "Go ᚠ"}
            constraints:
              - H:|-[runes]-[fine]-[button]
              - V:|-[runes]
              - V:|-[fine]
              - V:|-[button]
            """
        let warnings = try SharedRenderer.shared.layout(yaml)[0].diagnostics.filter { $0.code == .missingGlyphs }
        #expect(warnings.map(\.views) == [["runes"], ["button"]])
        let runes = try #require(warnings.first)
        #expect(runes.severity == .warning)
        #expect(runes.source?.line == 4)
        #expect(runes.message.hasPrefix("runes has text no pinned font can draw: U+16A0 'ᚠ', U+16C7 'ᛇ', U+1230 'ሰ'"))
        #expect(warnings[1].message.contains("U+16A0"))
    }
}
