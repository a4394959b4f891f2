import LayoutSnapLayout
import LayoutSnapScenario
import Testing

/// UIKit's scroll-view rules (DESIGN §4) on small scenarios whose answers are known exactly.
@Suite struct ScrollSemanticsTests {
    @Test func floatingViewsStayPutWhileContentScrolls() throws {
        let results = try layOut("scenarios/scroll/floating-header.yaml")
        let top = try #require(results["top"]), scrolled = try #require(results["scrolled"])
        #expect(top.absolute("header") == scrolled.absolute("header"))
        #expect(top.absolute("header").y == 20)
        // At rest the content sits below the status bar (adjustedContentInset.top 20, offset
        // -20); scrolled to 300 it starts 300 above the scroll view's top.
        #expect(top.scroll("list")?.contentOffset == Point(x: 0, y: -20))
        #expect(top.absolute("content").y == top.absolute("list").y + 20)
        #expect(scrolled.absolute("content").y == scrolled.absolute("list").y - 300)
        // In content coordinates the floating header moved down by the offset.
        #expect(scrolled.frame("header").y == 320)
        #expect(scrolled.scroll("list")?.contentSize == Size(width: 375, height: 2000))
    }

    private func scenario(_ constraints: [String], subviews: String = "") -> String {
        """
        device: {width: 300, height: 500, scale: 1}
        root:
          subviews:
            - id: s
              type: scroll
              contentOffset: [0, 40]
              subviews:
                - id: a
                \(subviews)
        constraints:
        \(constraints.map { "  - \($0)" }.joined(separator: "\n"))
        """
    }

    @Test func edgesAttachToTheContentAreaAndSizesToTheFrame() throws {
        let result = try #require(try layOut(yaml: scenario([
            "s.top == root.top + 10", "s.left == root.left", "s.width == 300", "s.height == 200",
            "a.top == s.top + 5", "a.left == s.left", "a.width == s.width", "a.height == 0.5 * s.height",
            "a.bottom == s.bottom",
        ])).first)
        // a.top 5 into the content area, which starts 40 above the frame.
        #expect(result.frame("a") == Rect(x: 0, y: 5, width: 300, height: 100))
        #expect(result.absolute("a").y == 10 - 40 + 5)
        // Nothing fixes the content's right edge: its width is undetermined (any value is a
        // solution), its height is 5 + 100.
        #expect(result.scroll("s")?.contentSize.height == 105)
        #expect(result.codes(.ambiguousContentSize).map(\.axis) == [.horizontal])
    }

    @Test func guidesNameTheContentAreaAndTheFrame() throws {
        let result = try #require(try layOut(yaml: scenario([
            "s.edges == root.edges", "a.edges == s.content.edges", "a.width == s.frame.width", "a.height == 3 * s.frame.height",
        ])).first)
        #expect(result.scroll("s")?.contentSize == Size(width: 300, height: 1500))
        #expect(result.frame("a") == Rect(x: 0, y: 0, width: 300, height: 1500))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func anExplicitContentSizeHoldsWhileNoConstraintReachesTheContentArea() throws {
        let result = try #require(try layOut(yaml: """
            device: {width: 300, height: 500, scale: 1}
            root:
              subviews:
                - id: s
                  type: scroll
                  contentSize: [300, 900]
                  subviews:
                    - id: a
                      frame: [10, 20, 100, 50]
            constraints:
              - s.edges == root.edges
            """).first)
        #expect(result.scroll("s")?.contentSize == Size(width: 300, height: 900))
        #expect(result.frame("a") == Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func multipliedPositionsUseTheCommonAncestorsSpace() throws {
        let result = try #require(try layOut(yaml: """
            device: {width: 400, height: 800, scale: 1}
            root:
              subviews:
                - id: box
                  subviews:
                    - id: a
            constraints:
              - box.top == root.top + 100
              - box.left == root.left
              - box.width == 400
              - box.height == 400
              - a.centerY == 0.5 * box.centerY
              - a.centerX == 0.5 * root.centerX
              - a.size == root.size * 0.1
            """).first)
        // In box's coordinates its centre is at 200: half of it is 100, so a.centerY is 100
        // below box's top; root.centerX is 200 in root's space, half is 100.
        #expect(result.absolute("a") == Rect(x: 80, y: 160, width: 40, height: 80))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func conflictsAreReportedBrokenAndSurvived() throws {
        let result = try #require(try layOut(yaml: """
            device: {width: 320, height: 480, scale: 1}
            root:
              subviews:
                - id: a
            constraints:
              - H:|[a(100)]|
              - V:|[a]|
            """).first)
        let conflict = try #require(result.codes(.unsatisfiableConstraints).first)
        #expect(conflict.severity == .error)
        #expect(conflict.message.hasPrefix("Unable to simultaneously satisfy constraints"))
        #expect(conflict.constraints.count >= 2)
        #expect(conflict.constraints.allSatisfy { $0.source != nil || $0.summary.contains("root view") })
        #expect(conflict.broken?.summary == "root.trailing == a.trailing")
        // Layout goes on without the broken constraint.
        #expect(result.frame("a") == Rect(x: 0, y: 0, width: 100, height: 480))
    }

    @Test func rootMarginsFollowTheDeviceAndSafeArea() throws {
        for (device, side, top) in [("iphone-8", 16.0, 20.0), ("iphone-15-pro-max", 20.0, 59.0)] {
            let result = try #require(try layOut(yaml: """
                device: \(device)
                root:
                  subviews:
                    - id: a
                constraints:
                  - a.leading == root.leadingMargin
                  - a.trailing == root.trailingMargin
                  - a.top == root.topMargin
                  - a.height == 10
                """).first)
            #expect(result.absolute("a").x == side && result.absolute("a").y == top)
            #expect(result.absolute("a").width == result.device.width - 2 * side)
        }
    }

    @Test func emptyLabelsAreZeroByZero() throws {
        let result = try #require(try layOut(yaml: """
            root:
              subviews:
                - id: label
                  type: label
                  text: ""
            constraints:
              - label.top == root.top + 10
              - label.left == root.left + 10
            """).first)
        #expect(result.frame("label") == Rect(x: 10, y: 10, width: 0, height: 0))
    }
}
