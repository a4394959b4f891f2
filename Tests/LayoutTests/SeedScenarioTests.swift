import LayoutSnapLayout
import LayoutSnapScenario
import LayoutSnapText
import Testing

/// Every layout of the five seed articles: the values that do not depend on fonts exactly,
/// the text-driven ones against Pango's measurement of the same string, font and width.
@Suite struct SeedScenarioTests {
    private let system = TextStyle(lines: 0, lineBreak: .wordWrap)

    @Test func seed000ContentViewIsScreenWideAndAsTallAsItsChain() throws {
        for (file, top, inset) in [
            ("scenarios/seeds/000-fixed-width-dynamic-height-ib.yaml", 50.0, 15.0),
            ("scenarios/seeds/000-fixed-width-dynamic-height-vfl.yaml", 60.0, 20.0),
        ] {
            for (name, result) in try layOut(file) {
                let content = result.view("containerView") ?? result.view("contentView")
                let contentFrame = try #require(content).exactFrame
                #expect(contentFrame.x == 0 && contentFrame.y == 0 && contentFrame.width == 375, "\(file) \(name)")
                #expect(result.frame("topLabel").y == top)
                #expect(result.frame("topLabel").x == inset && result.frame("topLabel").width == 375 - 2 * inset)
                #expect(result.frame("boxView").height == 86)
                let width = 375 - 2 * inset
                let style = TextStyle(lines: 0, lineBreak: .wordWrap, alignment: .center)
                let text = try labelText(file, render: name, id: "bottomLabel")
                let expected = SharedEngine.shared.measure(text, style: style, width: width).height
                #expect(close(result.frame("bottomLabel").height, expected))
                // The chain: top, label, 8, box, 8, label, 20 to the bottom.
                let bottom = result.frame("bottomLabel")
                #expect(close(contentFrame.height, bottom.y + bottom.height + 20))
                let scroll = try #require(result.scroll("scrollView"))
                #expect(scroll.contentSize.width == 375 && close(scroll.contentSize.height, contentFrame.height))
                #expect(!scroll.scrollsHorizontally)
                #expect(scroll.scrollsVertically == (contentFrame.height > 667))
                #expect(result.diagnostics.isEmpty)
            }
        }
        // The long variant of the IB version scrolls; the short one does not.
        let ib = try layOut("scenarios/seeds/000-fixed-width-dynamic-height-ib.yaml")
        #expect(ib["long"]?.scroll("scrollView")?.scrollsVertically == true)
        #expect(ib["short"]?.scroll("scrollView")?.scrollsVertically == false)
    }

    @Test func seed001MixedApproachKeepsTheExplicitContentSize() throws {
        let result = try #require(try layOut("scenarios/seeds/001-mixed-approach.yaml")["default"])
        let scroll = try #require(result.scroll("scrollView"))
        #expect(scroll.contentSize == Size(width: 375, height: 1200))
        #expect(scroll.scrollsVertically && !scroll.scrollsHorizontally)
        #expect(result.frame("contentView") == Rect(x: 0, y: 0, width: 375, height: 1200))
        #expect(result.frame("header").x == 20 && result.frame("header").y == 20 && result.frame("header").width == 335)
        #expect(result.frame("panel").height == 1000)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func seed001PureApproachTakesTheImagesSizeAsContentSize() throws {
        let results = try layOut("scenarios/seeds/001-pure-approach-large-image.yaml")
        let top = try #require(results["top-left"]), scrolled = try #require(results["scrolled"])
        #expect(top.scroll("scrollView")?.contentSize == Size(width: 1200, height: 1600))
        #expect(top.scroll("scrollView")?.scrollsHorizontally == true && top.scroll("scrollView")?.scrollsVertically == true)
        #expect(top.frame("imageView") == Rect(x: 0, y: 0, width: 1200, height: 1600))
        // Scrolling moves the content on screen, not its frame in content coordinates.
        #expect(scrolled.frame("imageView") == top.frame("imageView"))
        #expect(scrolled.absolute("imageView").x == -400 && scrolled.absolute("imageView").y == -600)
        #expect(top.diagnostics.isEmpty)
    }

    @Test func seed002FirstTwoVersionsHaveAmbiguousContentWidth() throws {
        for file in ["scenarios/seeds/002-v1-ambiguous.yaml", "scenarios/seeds/002-v2-frame-and-content-size.yaml"] {
            let result = try #require(try layOut(file)["default"])
            let ambiguous = result.codes(.ambiguousContentSize)
            #expect(ambiguous.count == 1, "\(file)")
            #expect(ambiguous.first?.message == "Scrollable content size is ambiguous for scrollView")
            #expect(ambiguous.first?.axis == .horizontal)
            #expect(ambiguous.first?.views == ["scrollView", "dataLabel"])
            #expect(result.codes(.unsatisfiableConstraints).isEmpty)
        }
        // The second version's explicit contentSize is overwritten, and says so.
        let second = try #require(try layOut("scenarios/seeds/002-v2-frame-and-content-size.yaml")["default"])
        #expect(second.codes(.contentSizeIgnored).count == 1)
        #expect(second.frame("scrollView") == Rect(x: 0, y: 0, width: 375, height: 567))
    }

    @Test func seed002FixedVersionsDetermineTheContentSize() throws {
        for (file, render) in [
            ("scenarios/seeds/002-v3-fixed.yaml", "long"), ("scenarios/seeds/002-v4-frame-and-fixed.yaml", "default"),
        ] {
            let result = try #require(try layOut(file)[render])
            #expect(result.codes(.ambiguousContentSize).isEmpty, "\(file)")
            #expect(result.codes(.ambiguousLayout).isEmpty, "\(file)")
            let label = result.frame("dataLabel")
            #expect(label.x == 16 && label.y == 80 && label.width == 343)
            let text = try labelText(file, render: render, id: "dataLabel")
            #expect(close(label.height, SharedEngine.shared.measure(text, style: system, width: 343).height))
            let scroll = try #require(result.scroll("scrollView"))
            // label.right == content.right + 16: the content is 16 narrower than the label's reach.
            #expect(scroll.contentSize.width == 343)
            #expect(close(scroll.contentSize.height, 80 + label.height + 16))
            #expect(!scroll.scrollsHorizontally)
        }
        let fourth = try #require(try layOut("scenarios/seeds/002-v4-frame-and-fixed.yaml")["default"])
        #expect(fourth.codes(.contentSizeIgnored).count == 1)
        #expect(fourth.scroll("scrollView")?.contentSize.height != 1)
        // The short text hugs: the content is exactly as wide as the text.
        let short = try #require(try layOut("scenarios/seeds/002-v3-fixed.yaml")["short"])
        let width = SharedEngine.shared.measure("A short label.", style: TextStyle(), width: nil).width
        #expect(close(short.frame("dataLabel").width, width))
        #expect(close(short.scroll("scrollView")?.contentSize.width ?? 0, width))
    }

    @Test func seed002ContentViewPattern() throws {
        let results = try layOut("scenarios/seeds/002-content-view.yaml")
        let top = try #require(results["top"])
        #expect(top.diagnostics.isEmpty)
        #expect(top.frame("contentView").width == 375)
        #expect(top.frame("dataLabel").x == 16 && top.frame("dataLabel").y == 16)
        #expect(close(top.frame("contentView").height, top.frame("dataLabel").height + 32))
        let scrolled = try #require(results["scrolled"])
        #expect(scrolled.absolute("dataLabel").y == 16 - 150)
    }

    @Test func seed003ScrollViewFollowsItsLabelUpTo140() throws {
        let results = try layOut("scenarios/seeds/003-max-height.yaml")
        let short = try #require(results["short"]), long = try #require(results["long"])
        let lineHeight = SharedEngine.shared.measure("A short message.", style: TextStyle(), width: nil).height
        #expect(close(short.frame("msgScrollView").height, lineHeight))
        #expect(short.scroll("msgScrollView")?.scrollsVertically == false)
        #expect(close(short.frame("card").height, 10 + lineHeight + 72))
        #expect(long.frame("msgScrollView").height == 140)
        #expect(long.frame("card").height == 222)
        let text = try labelText("scenarios/seeds/003-max-height.yaml", render: "long", id: "message")
        let height = SharedEngine.shared.measure(text, style: system, width: 287).height
        #expect(close(long.frame("message").height, height))
        #expect(long.scroll("msgScrollView")?.scrollsVertically == true)
        #expect(close(long.scroll("msgScrollView")?.contentSize.height ?? 0, height))
        for result in [short, long] {
            #expect(result.frame("msgScrollView").width == 287)
            #expect(result.diagnostics.isEmpty)
            // The card stays centred.
            #expect(close(result.absolute("card").y + result.absolute("card").height / 2, 333.5))
        }
    }

    @Test func seed004ScrollViewGrowsWithItsContentUntilTheBottomEdge() throws {
        let results = try layOut("scenarios/seeds/004-ruler-view.yaml")
        let short = try #require(results["short"]), long = try #require(results["long"])
        #expect(close(short.frame("viewA").height, short.frame("viewB").height))
        #expect(short.scroll("viewA")?.scrollsVertically == false)
        #expect(close(short.frame("ruler").height, short.frame("viewB").height))
        // Long content: A stops at the screen's bottom (required beats 999) and scrolls.
        #expect(long.absolute("viewA").y + long.absolute("viewA").height == 667)
        #expect(long.frame("viewB").height > 583)
        #expect(close(long.frame("ruler").height, long.frame("viewB").height))
        #expect(long.scroll("viewA")?.scrollsVertically == true)
        for result in [short, long] { #expect(result.diagnostics.isEmpty) }
    }
}
