import LayoutSnapScenario
import LayoutSnapText
import Testing

/// Lines set for writing as text are kept by the measurer (a structured SVG asks twice per
/// render, the preview again on every save): what is kept must be what setting the text anew
/// gives, for that text, style and width only.
@Suite struct SetLinesTests {
    private let paragraph = String(repeating: "Scroll views have a frame and a content area that scrolls. ", count: 12)

    @Test func keptLinesAreTheLinesOfThatWidthAndStyle() {
        let measurer = TextMeasurer()
        let style = TextStyle(family: "system", size: 17, weight: 400, lines: 0)
        let narrow = measurer.lines(of: paragraph, style: style, width: 200)
        let wide = measurer.lines(of: paragraph, style: style, width: 335)
        let bold = measurer.lines(of: paragraph, style: TextStyle(family: "system", size: 17, weight: 700, lines: 0), width: 335)
        #expect(narrow.count > wide.count && wide.count > 1)
        #expect(bold != wide)
        #expect(measurer.lines(of: paragraph, style: style, width: 200) == narrow)
        // A fresh measurer sets each anew: the kept lines are the same.
        let fresh = TextMeasurer()
        #expect(fresh.lines(of: paragraph, style: style, width: 335) == wide)
        #expect(fresh.lines(of: paragraph, style: style, width: 200) == narrow)
        #expect(narrow.map(\.text).joined() == paragraph)
    }

    @Test func linesStayRightPastTheKeptLimit() {
        let measurer = TextMeasurer()
        let style = TextStyle(family: "system", size: 15, weight: 400, lines: 0)
        let first = measurer.lines(of: "Label 0 of many", style: style, width: 60)
        for index in 1..<700 { _ = measurer.lines(of: "Label \(index) of many", style: style, width: 60) }
        #expect(measurer.lines(of: "Label 0 of many", style: style, width: 60) == first)
        #expect(measurer.lines(of: "Label 699 of many", style: style, width: 60).map(\.text).joined() == "Label 699 of many")
    }
}

