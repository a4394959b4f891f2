import LayoutSnapLayout
import LayoutSnapPNG
import LayoutSnapRender
import LayoutSnapScenario
import Testing

/// UISearchBar, the kind added as one descriptor file and one table line: 56 pt tall, a grey
/// rounded field inset 8 pt, the glass at the leading end (mirrored right to left).
@Suite struct SearchBarTests {
    static let scenario = """
        device: {width: 300, height: 100, scale: 1}
        root:
          background: white
          subviews:
            - {id: search, type: searchBar, placeholder: Cities}
        constraints: ["H:|[search]|", search.top == 0]
        renders:
          - name: ltr
          - name: rtl
            direction: rtl
        """

    @Test func isFiftySixPointsTallAndAsWideAsItsConstraints() throws {
        let scenario = try ScenarioLoader.load(yaml: Self.scenario, file: "search.yaml")
        let frame = try #require(LayoutEngine().layout(scenario).first?.view("search")?.frame)
        #expect(frame == Rect(x: 0, y: 0, width: 300, height: 56))
    }

    @Test func drawsAGreyFieldWithTheGlassAtTheLeadingEnd() throws {
        let ltr = try png(Self.scenario, render: "ltr"), rtl = try png(Self.scenario, render: "rtl")
        // Outside the field (4 pt from the edge) white; inside it a light grey.
        #expect(isColor(ltr.pixel(x: 4, y: 28), 255, 255, 255))
        let field = ltr.pixel(x: 150, y: 12)
        #expect(field.red == field.green && field.red > 220 && field.red < 250, "\(field)")
        // The glass ring's left edge, 5.5 pt left of its centre at x 23: darker than the field.
        func darkest(_ image: PNGImage, _ xs: Range<Int>) -> UInt8 { xs.map { image.pixel(x: $0, y: 26).red }.min() ?? 255 }
        #expect(darkest(ltr, 15..<20) < 180 && darkest(ltr, 280..<285) > 200)
        #expect(darkest(rtl, 280..<285) < 180 && darkest(rtl, 15..<20) > 200)
    }
}
