import Foundation
import LayoutSnapPipeline
import LayoutSnapScenario
import Testing

@testable import LayoutSnapPreview

/// A page defines each glyph outline once: repeated symbols go, their uses point at the
/// first, and every reference still names a symbol on the page.
@Suite struct SharedGlyphsTests {
    @Test func aRepeatedSymbolIsDroppedAndItsUsesPointAtTheFirst() {
        let page = """
            <svg><defs>
            <symbol overflow="visible" id="r0s-g1">
            <path d="M 0 0 L 1 1"/>
            </symbol>
            <symbol overflow="visible" id="r0s-g2">
            <path d="M 2 2"/>
            </symbol>
            </defs><use xlink:href="#r0s-g1" x="1"/><use xlink:href="#r0s-g2" x="2"/></svg>
            <svg><defs>
            <symbol overflow="visible" id="r0c-g1">
            <path d="M 0 0 L 1 1"/>
            </symbol>
            <symbol overflow="visible" id="r0c-g7"><image id="kept" href="x.png"/></symbol>
            </defs><use xlink:href="#r0c-g1" x="3"/><g clip-path="url(#r0c-clip)"/></svg>
            """
        let shared = SharedGlyphs.sharing(page)
        #expect(!shared.contains("id=\"r0c-g1\""))
        #expect(shared.contains("<use xlink:href=\"#r0s-g1\" x=\"3\"/>"))
        #expect(shared.contains("id=\"r0s-g1\"") && shared.contains("id=\"r0s-g2\"") && shared.contains("id=\"r0c-g7\""), "\(shared)")
        #expect(shared.contains("url(#r0c-clip)"))
        #expect(SharedGlyphs.sharing("<p>no drawings</p>") == "<p>no drawings</p>")
    }

    /// On a real page (a screen drawn in both modes, two renders): far fewer symbols, and
    /// every `#` reference names an id the page holds.
    @Test func aRealPageKeepsEveryReferenceWhole() throws {
        let scenario = try ScenarioLoader.load(yaml: """
            root:
              subviews:
                - {id: title, type: label, text: "Sign up for the newsletter", frame: [20, 60, 300, 30]}
                # Cut by its width, so drawn as glyphs (text that fits is written as text).
                - {id: go, type: button, title: "Continue to the next step of the form", frame: [20, 120, 120, 44]}
            renders:
              - name: light
              - name: dark
                appearance: dark
            """, file: "sc/page.yaml")
        let content = PreviewBuilder.content(of: [scenario], worker: RenderWorker.current)
        let entry = PreviewSession.Entry(
            file: PreviewWorkspace.File(key: "sc/page.yaml", path: "sc/page.yaml"), version: 1, inputs: [:], content: content)
        let page = PreviewPage.fragment(entry)
        let symbols = page.components(separatedBy: "<symbol ").count - 1
        #expect(symbols > 0 && symbols < 40, "\(symbols) symbols")
        let ids = Set(page.matches(of: /id="([^"]+)"/).map { String($0.1) })
        let references = page.matches(of: /"#([^"]+)"/).map { String($0.1) } + page.matches(of: /url\(#([^)]+)\)/).map { String($0.1) }
        #expect(!references.isEmpty)
        for reference in references { #expect(ids.contains(reference), "#\(reference) names nothing on the page") }
    }
}
