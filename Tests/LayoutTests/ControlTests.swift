import Foundation
import LayoutSnapLayout
import LayoutSnapScenario
import LayoutSnapText
import Testing

/// Controls' intrinsic sizes, their part in hugging and compression resistance, alignment
/// rectangles, and the frames Interface Builder stored for them (../shared/ib-corpus).
@Suite struct ControlTests {
    private func sizes(_ views: String) throws -> LayoutResult {
        try #require(try layOut(yaml: """
            device: {width: 400, height: 800, scale: 2}
            root:
              subviews:
            \(views)
            """).first)
    }

    @Test func intrinsicSizes() throws {
        let result = try sizes("""
                - {id: sw, type: switch, frame: [0, 0, 49, 31]}
                - {id: aiMedium, type: activityIndicator}
                - {id: aiLarge, type: activityIndicator, large: true}
                - {id: progress, type: progress}
                - {id: slider, type: slider}
                - {id: field, type: textField, placeholder: "Email"}
                - {id: button, type: button}
                - {id: seg, type: segmented, segments: [One, Two, Three]}
                - {id: dots, type: pageControl, pages: 5}
                - {id: stepper, type: stepper}
            """)
        #expect(result.frame("stepper").width == 94 && result.frame("stepper").height == 32)
        #expect(result.frame("aiMedium").width == 20 && result.frame("aiMedium").height == 20)
        #expect(result.frame("aiLarge").width == 37 && result.frame("aiLarge").height == 37)
        // A slider's 30-point alignment rectangle sits in a 31-point frame (Xcode's, in the
        // Charts demo's screens).
        #expect(result.frame("progress").height == 4 && result.frame("slider").height == 31)
        #expect(result.frame("field").height == 34)
        let email = SharedEngine.shared.measure("Email", style: TextStyle(size: 14), width: nil)
        #expect(close(result.frame("field").width, email.width + 14))
        // "Button" in the 15-point system font with 6 points above and below: Xcode's 30.
        #expect(result.roundedFrame("button").height == 30)
        let three = SharedEngine.shared.measure("Three", style: TextStyle(size: 13), width: nil)
        // A 31-point alignment rectangle in a 32-point frame.
        #expect(close(result.frame("seg").width, 3 * (three.width + 16)) && result.frame("seg").height == 32)
        #expect(result.frame("dots").width == 5 * 16 + 20 && result.frame("dots").height == 26)
    }

    /// cwa-tracelocation-checkin.xib: a switch with `width == 50`, its trailing edge on its
    /// 350-wide superview's, is stored at x 300, 52 wide.
    @Test func switchAlignmentRectMatchesInterfaceBuilder() throws {
        let result = try #require(try layOut(yaml: """
            device: {width: 414, height: 896, scale: 2}
            root:
              subviews:
                - id: box
                  subviews: [{id: sw, type: switch}]
                - id: row
                  subviews: [{id: plain, type: switch}]
            constraints:
              - box.leading == root.leading + 16
              - box.width == 350
              - box.top == root.top
              - box.height == 100
              - sw.width == 50
              - sw.trailing == box.trailing
              - sw.top == box.top
              - H:|[row]|
              - row.top == root.top + 200
              - row.height == 44
              - plain.trailing == row.trailing - 16
              - plain.centerY == row.centerY
            """).first)
        #expect(result.roundedFrame("sw") == Rect(x: 300, y: 0, width: 52, height: 31))
        // covidbe-settings.storyboard: 16 from the trailing edge of a 414-wide row, the
        // frame is x 349, 51×31, centred at y 7 in a 44-point row (stored: 349, 7, 51, 31).
        #expect(result.roundedFrame("plain") == Rect(x: 349, y: 6.5, width: 51, height: 31))
    }

    @Test func controlsHugAndResistLikeLabels() throws {
        let result = try #require(try layOut(yaml: """
            device: {width: 300, height: 100, scale: 1}
            root:
              subviews:
                - {id: title, type: label, text: "Notifications"}
                - {id: toggle, type: switch, isOn: true}
            constraints:
              - H:|-[title]-[toggle]-|
              - V:|-[title]
              - toggle.centerY == title.centerY
            """).first)
        // The switch hugs at 750, the label at 250: the label takes the slack.
        #expect(result.frame("toggle").width == 51)
        #expect(close(result.frame("title").width, 300 - 20 - 8 - 49 - 20))
    }

    @Test func textViewGrowsWithItsWrappedText() throws {
        let text = "A text view that is not scrollable grows with its text, like a label with insets."
        let result = try #require(try layOut(yaml: """
            device: {width: 200, height: 600, scale: 1}
            root:
              subviews:
                - {id: notes, type: textView, text: "\(text)"}
            constraints:
              - H:|[notes]|
              - notes.top == root.top
            """).first)
        let wrapped = SharedEngine.shared.measure(text, style: TextStyle(size: 14, lines: 0, lineBreak: .wordWrap), width: 190)
        #expect(wrapped.lineCount > 1)
        #expect(close(result.frame("notes").height, wrapped.height + 16))
    }

    @Test func controlStateIsInTheLayoutJSON() throws {
        let result = try sizes("""
                - {id: sw, type: switch, isOn: true, frame: [0, 0, 51, 31]}
                - {id: seg, type: segmented, segments: [A, B], selectedSegment: 1, frame: [0, 40, 100, 31]}
            """)
        let json = result.json.rendered()
        #expect(json.contains(#""isOn": true"#))
        #expect(json.contains(#""segments": ["A", "B"]"#) && json.contains(#""selectedSegment": 1"#))
    }

    /// The stepper, the proof that a new view kind is one case the compiler walks you through:
    /// its values are checked as UIStepper checks them, and reach the layout JSON.
    @Test func stepperValuesAreCheckedAndRecorded() throws {
        let result = try sizes("""
                - {id: count, type: stepper, minimum: 1, maximum: 10, value: 10, frame: [0, 0, 94, 32]}
                - {id: plain, type: stepper, frame: [0, 40, 94, 32]}
            """)
        let json = result.json.rendered()
        let compact = json.filter { !$0.isWhitespace }
        #expect(compact.contains(#""value":10,"minimum":1,"maximum":10"#))
        #expect(compact.contains(#""value":0,"minimum":0,"maximum":100"#))
        for (line, message) in [
            ("{id: s, type: stepper, value: 101}", "1:49: error: expected a value from 0 to 100"),
            ("{id: s, type: stepper, minimum: 5, maximum: 5}", "error: a stepper's minimum must be below its maximum"),
            ("{id: s, type: slider, minimum: 1}", "1:50: error: 'minimum' applies to stepper views, and 's' is a slider"),
        ] {
            let yaml = "root: {subviews: [\(line)]}"
            #expect {
                try ScenarioLoader.load(yaml: yaml, file: "t.yaml")
            } throws: { error in
                (error as? ScenarioError)?.description.contains(message) == true
            }
        }
        // A value left out is clamped into a range that excludes 0, as UIStepper clamps it.
        let clamped = try ScenarioLoader.load(yaml: "root: {subviews: [{id: s, type: stepper, minimum: 3, maximum: 9}]}", file: "t.yaml")
        #expect(clamped.root.subviews[0].control?.value == 3)
    }
}
