import LayoutSnapLayout
import LayoutSnapScenario
import LayoutSnapSnapshots
import Testing

/// A layout diff names what moved the frames before the frames it moved.
@Suite struct LayoutDiffCauseTests {
    static func json(spacing: Int, width: Int = 200, comment: String = "") throws -> String {
        let scenario = try ScenarioLoader.load(yaml: """
            \(comment)root:
              subviews:
                - id: rows
                  type: stack
                  axis: vertical
                  spacing: \(spacing)
                  subviews:
                    - {id: a, intrinsicSize: [100, 30]}
                    - {id: b, intrinsicSize: [100, 30]}
                    - {id: c, intrinsicSize: [100, 30]}
                - {id: box, background: "#ff0000"}
            constraints:
              - rows.left == root.left + 20
              - rows.top == root.top + 40
              - box.left == 20
              - box.top == 200
              - box.width == \(width)
              - box.height == 10
            """, file: "causes.yaml")
        return layoutJSON(LayoutEngine().layout(scenario))
    }

    @Test func aStacksSpacingIsNamedOnceBeforeTheFramesItMoved() throws {
        let lines = LayoutDiff.differences(expected: try Self.json(spacing: 12), actual: try Self.json(spacing: 10))
        #expect(lines.first?.hasPrefix("cause: 'UISV-spacing'") == true, "\(lines)")
        #expect(lines.first?.hasSuffix("(causes.yaml:3:7): constant 12 → 10, in 2 constraints written there") == true, "\(lines)")
        #expect(lines.filter { $0.hasPrefix("cause:") }.count == 1)
        #expect(lines.contains("b.frame.y: 42 → 40 (-2)"), "\(lines)")
    }

    @Test func aConstantIsNamedWithItsLine() throws {
        let lines = LayoutDiff.differences(expected: try Self.json(spacing: 8), actual: try Self.json(spacing: 8, width: 240))
        #expect(lines.first == "cause: box.width == 240 (causes.yaml:17:5): constant 200 → 240", "\(lines)")
    }

    /// Lines moving (a comment added above) change every constraint's place, and nothing else:
    /// no difference, no cause.
    @Test func movedLinesAloneAreNoDifference() throws {
        #expect(LayoutDiff.differences(expected: try Self.json(spacing: 8), actual: try Self.json(spacing: 8, comment: "# a note\n")).isEmpty)
    }
}
