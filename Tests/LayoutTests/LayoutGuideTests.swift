import LayoutSnapLayout
import LayoutSnapScenario
import Testing

/// Safe-area, margins, readable-content and custom layout guides (DESIGN §10).
@Suite struct LayoutGuideTests {
    private func layout(_ device: String, _ subviews: String, _ constraints: [String]) throws -> LayoutResult {
        try #require(try layOut(yaml: """
            device: \(device)
            root:
              subviews:
            \(subviews)
            constraints:
            \(constraints.map { "  - \($0)" }.joined(separator: "\n"))
            """).first)
    }

    @Test func rootSafeAreaIsTheDevicesInsets() throws {
        let result = try layout("iphone-15", "    - {id: bar, intrinsicSize: [null, 44]}", [
            "bar.top == root.safeArea.top", "bar.leading == root.safeArea.leading", "bar.trailing == root.safeArea.trailing",
        ])
        #expect(result.frame("bar") == Rect(x: 0, y: 59, width: 393, height: 44))
    }

    @Test func subviewsSafeAreaIsItsOverlapWithTheUnsafeBands() throws {
        // A full-screen view inherits the notch and the home indicator; one lower down does not.
        let result = try layout("iphone-15", """
                - id: full
                  subviews:
                    - {id: inFull, intrinsicSize: [null, 10]}
                - id: lower
                  subviews:
                    - {id: inLower, intrinsicSize: [null, 10]}
            """, [
            "full.edges == root.edges", "inFull.top == full.safeArea.top", "inFull.bottom <= full.safeArea.bottom",
            "H:|[inFull]|", "H:|[lower]|", "lower.top == root.top + 200", "lower.height == 100",
            "inLower.top == lower.safeArea.top", "H:|[inLower]|",
        ])
        #expect(result.frame("inFull").y == 59)
        #expect(result.frame("inLower").y == 0)
    }

    @Test func marginsIncludeTheSafeAreaUnlessTurnedOff() throws {
        let result = try layout("iphone-15", """
                - id: on
                  subviews: [{id: a, intrinsicSize: [10, 10]}]
                - id: off
                  insetsLayoutMarginsFromSafeArea: false
                  subviews: [{id: b, intrinsicSize: [10, 10]}]
            """, [
            "on.edges == root.edges", "off.edges == root.edges", "a.top == on.topMargin", "a.leading == on.leadingMargin",
            "b.top == off.margins.top", "b.leading == off.margins.leading",
        ])
        #expect(result.frame("a").origin == Point(x: 8, y: 67))
        #expect(result.frame("b").origin == Point(x: 8, y: 8))
    }

    /// A root view that does not inset its margins from the safe area has the system's
    /// margins alone: 16 at the sides, nothing at the top or bottom below the notch.
    @Test func rootMarginsWithoutTheSafeArea() throws {
        let result = try #require(try layOut(yaml: """
            device: iphone-15
            root:
              insetsLayoutMarginsFromSafeArea: false
              subviews: [{id: box}]
            constraints: [box.top == root.topMargin, box.bottom == root.bottomMargin, box.leading == root.leadingMargin, box.trailing == root.trailingMargin]
            """).first)
        #expect(result.frame("box") == Rect(x: 16, y: 0, width: 361, height: 852))
    }

    @Test func rootMarginsAndDirectionalMargins() throws {
        let result = try layout("iphone-8", """
                - id: box
                  directionalLayoutMargins: {top: 3, leading: 30, bottom: 3, trailing: 10}
                  subviews: [{id: a, intrinsicSize: [null, 10]}]
            """, [
            "box.leading == root.margins.leading", "box.trailing == root.margins.trailing", "box.top == root.margins.top",
            "box.height == 50", "a.leading == box.margins.leading", "a.trailing == box.margins.trailing", "a.top == box.topMargin",
        ])
        #expect(result.frame("box") == Rect(x: 16, y: 20, width: 343, height: 50))
        #expect(result.frame("a") == Rect(x: 30, y: 3, width: 303, height: 10))
    }

    @Test func preservedMarginsAreAtLeastTheSuperviews() throws {
        let result = try layout("iphone-8", """
                - id: box
                  preservesSuperviewLayoutMargins: true
                  insetsLayoutMarginsFromSafeArea: false
                  subviews: [{id: a, intrinsicSize: [null, 10]}]
            """, [
            "H:|[box]|", "box.top == root.top + 100", "box.height == 50", "H:|-(0)-[a]", "a.leading == box.leadingMargin",
            "a.trailing == box.trailingMargin", "a.top == box.top",
        ].filter { !$0.hasPrefix("H:|-(0)") })
        // The root's 16-point side margins reach into the box, beating its own 8.
        #expect(result.frame("a").x == 16 && result.frame("a").width == 343)
    }

    /// Content in a scroll view that insets its content for the safe area does not take the
    /// scroll view's top and bottom margins (the safe area in them is already kept clear),
    /// wherever it lies: a row far below the bounds keeps its own (NetNewsWire's settings
    /// table, whose last rows were squeezed to negative heights).
    @Test func scrollContentDoesNotPreserveTheAdjustedEdgesMargins() throws {
        let result = try layout("iphone-15", """
                - id: scroll
                  type: scroll
                  subviews:
                    - id: row
                      preservesSuperviewLayoutMargins: true
                      subviews: [{id: a, intrinsicSize: [null, 10]}]
            """, [
            "H:|[scroll]|", "V:|[scroll]|", "row.leading == scroll.content.leading", "row.width == scroll.frame.width",
            "row.top == scroll.content.top + 1200", "row.height == 60", "row.bottom == scroll.content.bottom",
            "a.leading == row.leadingMargin", "a.top == row.topMargin", "a.bottom == row.bottomMargin",
        ])
        #expect(result.frame("a").height == 60 - 16, "its own 8 and 8, not the scroll view's bottom margin and more")
    }

    @Test func readableGuideIsAtMost672Wide() throws {
        let result = try layout("ipad", "    - {id: text, intrinsicSize: [null, 10]}", [
            "text.leading == root.readable.leading", "text.trailing == root.readable.trailing", "text.top == root.readable.top",
        ])
        // 768 wide, 20-point margins: 728 inside them, so the readable width (672) applies, centred.
        #expect(result.frame("text") == Rect(x: 48, y: 20, width: 672, height: 10))
        let phone = try layout("iphone-8", "    - {id: text, intrinsicSize: [null, 10]}", [
            "text.leading == root.readable.leading", "text.trailing == root.readable.trailing", "text.top == root.top",
        ])
        #expect(phone.frame("text").x == 16 && phone.frame("text").width == 343)
    }

    @Test func customGuidesSpaceViewsEqually() throws {
        let results = try layOut(yaml: """
            device: {width: 300, height: 100, scale: 1}
            root:
              guides: [gap1, gap2, gap3]
              subviews:
                - {id: a, intrinsicSize: [50, 20]}
                - {id: b, intrinsicSize: [70, 20]}
            constraints:
              - gap1.leading == root.leading
              - a.leading == gap1.trailing
              - gap2.leading == a.trailing
              - b.leading == gap2.trailing
              - gap3.leading == b.trailing
              - gap3.trailing == root.trailing
              - gap2.width == gap1.width
              - gap3.width == gap1.width
              - gap1.top == root.top
              - gap2.top == root.top
              - gap3.top == root.top
              - gap1.height == 1
              - gap2.height == 1
              - gap3.height == 1
              - a.top == root.top
              - b.top == root.top
            """)
        let result = try #require(results.first)
        #expect(result.frame("a").x == 60 && result.frame("b").x == 170)
        #expect(result.guides.map(\.id) == ["gap1", "gap2", "gap3"])
        #expect(result.guides[1].frame == Rect(x: 110, y: 0, width: 60, height: 1))
        #expect(result.diagnostics.isEmpty)
    }
}

extension Rect {
    var origin: Point { Point(x: x, y: y) }
}
