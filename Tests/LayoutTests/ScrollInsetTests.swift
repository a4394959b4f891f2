import LayoutSnapLayout
import LayoutSnapScenario
import Testing

/// contentInset, contentInsetAdjustmentBehavior, the adjusted inset and the resting offset.
@Suite struct ScrollInsetTests {
    @Test func notchedDeviceContentStartsBelowTheNotch() throws {
        let results = try layOut("scenarios/screens/notch-insets.yaml")
        let automatic = try #require(results["automatic"]?.scroll("scroll"))
        #expect(automatic.adjustedContentInset == Insets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(automatic.contentOffset == Point(x: 0, y: -59))
        #expect(results["automatic"]?.absolute("row1").y == 59)

        let never = try #require(results["never"]?.scroll("scroll"))
        #expect(never.adjustedContentInset == .zero && never.contentOffset == .zero)
        #expect(results["never"]?.absolute("row1").y == 0)

        let always = try #require(results["always-plus-inset"]?.scroll("scroll"))
        #expect(always.adjustedContentInset == Insets(top: 79, left: 0, bottom: 34, right: 0))
        #expect(always.contentOffset == Point(x: 0, y: -79))

        // A given offset wins over the resting one.
        #expect(results["scrolled-to-end"]?.scroll("scroll")?.contentOffset == Point(x: 0, y: 400))
    }

    private func shortScroll(_ adjustment: String, inset: String = "0") throws -> ScrollLayout {
        let result = try #require(try layOut(yaml: """
            device: iphone-15
            root:
              subviews:
                - id: scroll
                  type: scroll
                  contentInsetAdjustment: \(adjustment)
                  contentInset: \(inset)
                  subviews: [{id: content, intrinsicSize: [null, 300]}]
            constraints:
              - scroll.edges == root.edges
              - content.edges == scroll.content.edges
              - content.width == scroll.frame.width
            """).first)
        return try #require(result.scroll("scroll"))
    }

    @Test func scrollableAxesAdjustOnlyWhatScrolls() throws {
        // 300 points of content do not scroll on an 852-point screen: nothing is added.
        for adjustment in ["automatic", "scrollableAxes"] {
            let scroll = try shortScroll(adjustment)
            #expect(scroll.adjustedContentInset == .zero && !scroll.scrollsVertically, "\(adjustment)")
        }
        // `always` adds the safe area on every edge even so.
        let always = try shortScroll("always")
        #expect(always.adjustedContentInset == Insets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(!always.scrollsVertically)
        // A content inset that makes the content overflow makes the axis scrollable, and
        // then automatic adds the safe area too.
        let inset = try shortScroll("automatic", inset: "{top: 300, bottom: 300}")
        #expect(inset.adjustedContentInset == Insets(top: 359, left: 0, bottom: 334, right: 0))
        #expect(inset.scrollsVertically && inset.contentOffset == Point(x: 0, y: -359))
    }

    @Test func layoutJSONCarriesTheAdjustedInset() throws {
        let result = try #require(try layOut("scenarios/screens/notch-insets.yaml")["automatic"])
        let json = result.json.rendered()
        #expect(json.contains(#""adjustedContentInset": {"top": 59, "left": 0, "bottom": 34, "right": 0}"#))
    }
}
