import Foundation
import LayoutSnapLayout
import LayoutSnapScenario
import Testing

/// Three scenario-format bugs found against Xcode's frames (issue 18): a doubled minus,
/// `intrinsicSize` on labels, and UIKit's `noIntrinsicMetric`.
@Suite struct ScenarioFormatFixTests {
    @Test(arguments: [
        ("a.top == root.top - -36", 36.0), ("a.top == root.top - 36", -36), ("a.top == root.top + -36", -36),
        ("a.top == root.top - - -36", -36), ("a.top == root.top + +36", 36), ("a.top == -36 + root.top", -36),
        ("a.top == - -36 + root.top", 36), ("a.top == root.top - (-36)", 36),
    ])
    func signsFlipAsInSwift(line: String, top: Double) throws {
        let yaml = """
            device: {width: 100, height: 100, scale: 1}
            root:
              subviews:
                - id: a
            constraints:
              - "\(line)"
              - a.left == root.left
              - a.size == 10
            """
        guard !line.contains("(") else {
            // Parentheses are VFL's spelling, not the expression grammar's: a located error.
            #expect(throws: ScenarioError.self) { try layOut(yaml: yaml) }
            return
        }
        let result = try #require(try layOut(yaml: yaml).first)
        #expect(result.frame("a").y == top, "\(line)")
    }

    @Test func aLabelsIntrinsicSizeReplacesTheMeasuredOne() throws {
        let result = try #require(try layOut(yaml: """
            device: {width: 300, height: 200, scale: 1}
            root:
              subviews:
                - {id: empty, type: label, text: "", intrinsicSize: [100, 41]}
                - {id: long, type: label, text: "A long text that would measure much wider", intrinsicSize: [80, 20]}
            constraints:
              - empty.left == root.left
              - empty.top == root.top
              - long.left == root.left
              - long.top == empty.bottom
            """).first)
        #expect(result.frame("empty") == Rect(x: 0, y: 0, width: 100, height: 41))
        #expect(result.frame("long") == Rect(x: 0, y: 41, width: 80, height: 20))
        #expect(result.diagnostics.isEmpty)
    }

    @Test(arguments: ["null", "none", "~"])
    func noIntrinsicMetricOnOneAxis(spelling: String) throws {
        let result = try #require(try layOut(yaml: """
            device: {width: 300, height: 200, scale: 1}
            root:
              subviews:
                - {id: bar, intrinsicSize: [\(spelling), 30]}
                - {id: column, type: label, text: Hi, intrinsicSize: [50, \(spelling)]}
            constraints:
              - H:|[bar]|
              - bar.top == root.top
              - column.left == root.left
              - V:[bar][column]|
            """).first)
        // Width comes from the edges alone (no hugging fights them), height from the size.
        #expect(result.frame("bar") == Rect(x: 0, y: 0, width: 300, height: 30))
        // The label has no height of its own: it stretches to the bottom with no complaint.
        #expect(result.frame("column") == Rect(x: 0, y: 30, width: 50, height: 170))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func withoutAnIntrinsicHeightAViewIsAmbiguous() throws {
        let result = try #require(try layOut(yaml: """
            device: {width: 300, height: 200, scale: 1}
            root:
              subviews:
                - {id: bar, intrinsicSize: [40, null]}
            constraints: [bar.left == root.left, bar.top == root.top]
            """).first)
        #expect(result.frame("bar").width == 40)
        #expect(result.codes(.ambiguousLayout).contains { $0.views == ["bar"] && $0.axis == .vertical })
    }

    /// `initialSize` is read, written back by `import`, and refused negative with a location.
    @Test func anInitialSizeIsReadWrittenAndChecked() throws {
        let scenario = try ScenarioLoader.load(yaml: "root: {subviews: [{id: a, initialSize: [120, 40]}]}\n", file: "t.yaml")
        #expect(scenario.allViews.last?.initialSize == Size(width: 120, height: 40))
        let reloaded = try ScenarioLoader.load(yaml: ScenarioWriter.yaml(scenario), file: "imported.yaml")
        #expect(reloaded.allViews.last?.initialSize == Size(width: 120, height: 40))
        let error = try #require(throws: ScenarioError.self) {
            try ScenarioLoader.load(yaml: "root: {subviews: [{id: a, initialSize: [-1, 40]}]}\n", file: "t.yaml")
        }
        #expect(error.description.hasPrefix("t.yaml:1:41: error: an initial size cannot be negative, not -1"), "\(error)")
    }

    /// A stack's `keepsInitialSizes` is read and written back by `import`.
    @Test func keepsInitialSizesIsReadAndWritten() throws {
        let scenario = try ScenarioLoader.load(yaml: "root: {subviews: [{id: s, type: stack, alignment: center, keepsInitialSizes: true}]}\n", file: "t.yaml")
        #expect(scenario.allViews.last?.stack?.keepsInitialSizes == true)
        let reloaded = try ScenarioLoader.load(yaml: ScenarioWriter.yaml(scenario), file: "imported.yaml")
        #expect(reloaded.allViews.last?.stack?.keepsInitialSizes == true)
    }

    @Test(arguments: [
        ("[-1, 20]", "1:43", "an intrinsic size cannot be negative, not -1 (UIKit's noIntrinsicMetric is -1 in code; here write null or none)"),
        ("[20, -0.5]", "1:47", "an intrinsic size cannot be negative, not -0.5"),
        ("[20]", "1:42", "expected an intrinsic size [width, height]"),
        ("[big, 2]", "1:43", "expected an intrinsic size [width, height]"),
    ])
    func negativeOrMalformedSizesAreLocatedErrors(value: String, location: String, message: String) throws {
        let yaml = "root: {subviews: [{id: a, intrinsicSize: \(value)}]}\n"
        let error = try #require(throws: ScenarioError.self) { try ScenarioLoader.load(yaml: yaml, file: "t.yaml") }
        #expect(error.description.hasPrefix("t.yaml:\(location): error: \(message)"), "\(error)")
    }
}
