import LayoutSnapLayout
import LayoutSnapScenario
import LayoutSnapText
import Testing

/// Layout measures text through `TextMeasuring`: another measurer (here a fixed advance, no
/// Pango) drives intrinsic sizes and wrapped heights the same way Pango's does.
@Suite struct TextMeasuringSeamTests {
    /// 10 points per character, 20 per line, words wrapped greedily at the width.
    final class FixedAdvance: TextMeasuring {
        private(set) var calls = 0
        func size(of text: String, style: TextStyle, width: Double?) -> TextSize {
            calls += 1
            guard !text.isEmpty else { return TextSize(width: 0, height: 0, lineCount: 0) }
            let words = text.split(separator: " ").map { Double($0.count) * 10 }
            var lines = 1, line = 0.0, widest = 0.0
            for word in words {
                let next = line == 0 ? word : line + 10 + word
                if let width, next > width, line > 0, style.lines != 1 {
                    lines += 1
                    widest = max(widest, line)
                    line = word
                } else {
                    line = next
                }
            }
            widest = max(widest, line)
            return TextSize(width: widest, height: Double(lines) * 20, lineCount: lines, firstBaseline: 15, lastBaseline: Double(lines - 1) * 20 + 15)
        }
    }

    @Test func intrinsicSizesAndWrappingFollowTheMeasurer() throws {
        let scenario = try ScenarioLoader.load(
            yaml: """
                device: {width: 200, height: 300}
                root:
                  subviews:
                    - {id: title, type: label, text: "abc de"}
                    - {id: body, type: label, lines: 0, text: "aaaa bbbb cccc dddd"}
                constraints:
                  - title.left == root.left
                  - title.top == root.top
                  - body.left == root.left
                  - body.width == 100
                  - body.top == title.bottom
                """, file: "inline.yaml")
        let measurer = FixedAdvance()
        let result = try #require(LayoutEngine(measurer: measurer).layout(scenario).first)
        // "abc de": 6 characters and a space at 10 points each, one 20-point line.
        #expect(result.view("title")?.frame.width == 60 && result.view("title")?.frame.height == 20)
        // Two 4-letter words fit in 100 points (90), so four make two lines: 40 points tall.
        #expect(result.view("body")?.frame.height == 40)
        #expect(result.view("body")?.frame.y == 20)
        #expect(measurer.calls > 0)
    }
}
