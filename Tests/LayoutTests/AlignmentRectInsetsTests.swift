import LayoutSnapLayout
import LayoutSnapScenario
import Testing

/// `alignmentRectInsets` on a view: constraints place the frame inset by them, as a UIView
/// subclass overriding `alignmentRectInsets` has it; on a slider they replace its kind's.
@Suite struct AlignmentRectInsetsTests {
    @Test func constraintsPlaceTheInsetRectangle() throws {
        let yaml = """
            device: {width: 320, height: 200, scale: 2}
            root:
              subviews:
                - id: badge
                  alignmentRectInsets: {top: 0, left: 2, bottom: 4, right: 2}
                - id: flat
                  type: slider
                  alignmentRectInsets: 0
                - id: stock
                  type: slider
            constraints:
              - H:|-16-[badge]-16-|
              - V:|-10-[badge(40)]
              - H:|-16-[flat]-16-|
              - H:|-16-[stock]-16-|
              - V:[badge]-8-[flat]-8-[stock]
            """
        let result = try #require(try layOut(yaml: yaml).first)
        #expect(result.frame("badge") == Rect(x: 14, y: 10, width: 292, height: 44))
        // A slider's own 30-point height; with no insets its frame is that rectangle.
        #expect(result.frame("flat") == Rect(x: 16, y: 58, width: 288, height: 30))
        #expect(result.frame("stock") == Rect(x: 14, y: 96, width: 292, height: 31))
        // Written back as it was read.
        let scenario = try ScenarioLoader.load(yaml: yaml, file: "a.yaml")
        let written = ScenarioWriter.yaml(scenario)
        #expect(written.contains("alignmentRectInsets: {top: 0, left: 2, bottom: 4, right: 2}"), "\(written)")
        #expect(try layOut(yaml: written).first?.frame("badge") == Rect(x: 14, y: 10, width: 292, height: 44))
    }

    @Test func aWordForAnInsetIsALocatedError() throws {
        let error = #expect(throws: ScenarioError.self) {
            try ScenarioLoader.load(yaml: "device: iphone-8\nroot:\n  subviews:\n    - id: v\n      alignmentRectInsets: {top: x}\n", file: "a.yaml")
        }
        #expect(error?.description.hasPrefix("a.yaml:5:") == true, "\(String(describing: error))")
    }
}
