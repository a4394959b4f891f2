import LayoutSnapLayout
import LayoutSnapScenario
import Testing

/// A stack's subviews past `arrangedCount` are plain subviews: the stack leaves them alone and
/// their own constraints place them (a badge over a row, added with `addSubview`).
@Suite struct NonArrangedSubviewTests {
    @Test func onlyTheArrangedSubviewsAreStacked() throws {
        let scenario = try ScenarioLoader.load(yaml: """
            root:
              subviews:
                - id: row
                  type: stack
                  spacing: 10
                  arrangedCount: 2
                  subviews:
                    - {id: a, intrinsicSize: [50, 20]}
                    - {id: b, intrinsicSize: [60, 20]}
                    - {id: badge, intrinsicSize: [16, 16]}
            constraints:
              - row.left == root.left + 20
              - row.top == root.top + 40
              - badge.right == row.right + 4
              - badge.top == row.top - 4
            """, file: "badge.yaml")
        let layout = LayoutEngine().layout(scenario)[0]
        #expect(layout.view("a")?.frame == Rect(x: 0, y: 0, width: 50, height: 20))
        #expect(layout.view("b")?.frame == Rect(x: 60, y: 0, width: 60, height: 20))
        // The stack is as long as its two arranged views; the badge hangs over its corner.
        #expect(layout.view("row")?.frame == Rect(x: 20, y: 40, width: 120, height: 20))
        #expect(layout.view("badge")?.frame == Rect(x: 108, y: -4, width: 16, height: 16))
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
        // `import` writes the count back.
        #expect(ScenarioWriter.yaml(scenario).contains("arrangedCount: 2"))
    }
}
