import LayoutSnapLayout
import LayoutSnapScenario
import Testing

/// UIStackView: every distribution and alignment against values worked out from UIKit's
/// documented behaviour, and the hard cases (overflow, underflow, hidden views).
@Suite struct StackViewTests {
    /// A stack `stack` on a 400×300 @1x screen: its own fields (YAML lines), its arranged
    /// views (flow mappings) and the scenario's constraints.
    private func stack(_ fields: [String], _ views: [String], _ constraints: [String]) throws -> LayoutResult {
        try #require(try layOut(yaml: """
            device: {width: 400, height: 300, scale: 1}
            root:
              subviews:
                - id: stack
                  type: stack
            \(fields.map { "      \($0)" }.joined(separator: "\n"))
                  subviews:
            \(views.map { "        - \($0)" }.joined(separator: "\n"))
            constraints:
            \(constraints.map { "  - \($0)" }.joined(separator: "\n"))
            """).first)
    }

    /// Three views with intrinsic sizes 40×20, 60×30 and 80×10 in a horizontal stack 300
    /// wide with spacing 10: 180 + 20 points used, 100 to share.
    private func row(distribution: String, alignment: String, width: Double = 300, extra: String = "") throws -> LayoutResult {
        try stack(
            ["spacing: 10", "distribution: \(distribution)", "alignment: \(alignment)"],
            ["{id: a, intrinsicSize: [40, 20]\(extra)}", "{id: b, intrinsicSize: [60, 30]}", "{id: c, intrinsicSize: [80, 10]}"],
            ["stack.leading == root.leading", "stack.top == root.top", "stack.width == \(width)"])
    }

    /// x and width of a, b, c along the axis for each distribution.
    static let along: [String: [(x: Double, width: Double)]] = [
        // Equal hugging: the last arranged view takes the slack.
        "fill": [(0, 40), (50, 60), (120, 180)],
        "fillEqually": [(0, 280.0 / 3), (280.0 / 3 + 10, 280.0 / 3), (2 * 280.0 / 3 + 20, 280.0 / 3)],
        // Shares of 280 in proportion to 40 : 60 : 80.
        "fillProportionally": [(0, 280 * 40 / 180.0), (280 * 40 / 180.0 + 10, 280 * 60 / 180.0), (280 * 100 / 180.0 + 20, 280 * 80 / 180.0)],
        // Natural sizes, the 120 left over split into two equal gaps.
        "equalSpacing": [(0, 40), (100, 60), (220, 80)],
        // Centres at 20, 140, 260: equally far apart.
        "equalCentering": [(0, 40), (110, 60), (220, 80)],
    ]

    /// y and height of a, b, c across the axis for each alignment; the stack is 30 tall.
    static let across: [String: [(y: Double, height: Double)]] = [
        // Fill: every view as tall as the stack, which the tallest's compression resistance sets.
        "fill": [(0, 30), (0, 30), (0, 30)],
        "top": [(0, 20), (0, 30), (0, 10)],
        "leading": [(0, 20), (0, 30), (0, 10)],
        "center": [(5, 20), (0, 30), (10, 10)],
        "bottom": [(10, 20), (0, 30), (20, 10)],
        "trailing": [(10, 20), (0, 30), (20, 10)],
        // A plain view has no baseline: Auto Layout takes its top for the first baseline and
        // its bottom for the last (UIKit's `forFirstBaselineLayout`, `forBaselineLayout`).
        "firstBaseline": [(0, 20), (0, 30), (0, 10)],
        "lastBaseline": [(10, 20), (0, 30), (20, 10)],
    ]

    @Test(arguments: StackSpec.Distribution.allCases.map(\.rawValue), StackSpec.Alignment.allCases.map(\.rawValue))
    func distributionAndAlignment(_ distribution: String, _ alignment: String) throws {
        let result = try row(distribution: distribution, alignment: alignment)
        let along = try #require(Self.along[distribution]), across = try #require(Self.across[alignment])
        for (index, id) in ["a", "b", "c"].enumerated() {
            let frame = result.frame(id)
            #expect(close(frame.x, along[index].x, within: 1e-4) && close(frame.width, along[index].width, within: 1e-4), "\(id) along: \(frame)")
            #expect(close(frame.y, across[index].y) && close(frame.height, across[index].height), "\(id) across: \(frame)")
        }
        #expect(close(result.frame("stack").height, 30))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    }

    /// Fill proportionally: a view with no intrinsic width shares by the size it had before
    /// layout (UIView(frame:)'s, a nib's stored frame); one with neither gets no share.
    @Test func fillProportionallySharesByTheInitialSizeOfViewsWithoutAnIntrinsicOne() throws {
        let result = try stack(
            ["spacing: 10", "distribution: fillProportionally"],
            ["{id: a, intrinsicSize: [40, 20]}", "{id: b, initialSize: [80, 20]}", "{id: c, intrinsicSize: [80, 10]}"],
            ["stack.leading == root.leading", "stack.top == root.top", "stack.width == 420"])
        // 400 to share in proportion to 40 : 80 : 80.
        #expect(result.frame("a").width == 80 && result.frame("b").width == 160 && result.frame("c").width == 160)
    }

    /// Across a centred row, a view nothing sizes shrinks to nothing at run time (UIKit's
    /// ambiguity suppression); on Xcode's canvas (`keepsInitialSizes`, which import sets) it
    /// keeps its initial size, as the Corona-Warn-App's 51-point badge column is stored.
    @Test(arguments: [false, true])
    func anUnsizedViewAcrossTheAxisShrinksOrKeepsItsInitialSize(keeps: Bool) throws {
        let result = try stack(
            ["alignment: center", "spacing: 8", "keepsInitialSizes: \(keeps)"],
            ["{id: title, intrinsicSize: [56, 51]}", "{id: badge, initialSize: [11, 51], intrinsicSize: [11, null]}"],
            ["stack.leading == root.leading", "stack.top == root.top"])
        #expect(result.frame("badge") == (keeps ? Rect(x: 64, y: 0, width: 11, height: 51) : Rect(x: 64, y: 25.5, width: 11, height: 0)))
        #expect(result.frame("stack").height == 51)
    }

    /// A kept size outranks the stack's hugging its views: a centred row of one unsized view
    /// (iNaturalist's sign-in button row, 50 points on the canvas) is as tall as the view.
    @Test func aKeptSizeHoldsTheStackOpen() throws {
        let result = try stack(
            ["alignment: center", "keepsInitialSizes: true"], ["{id: button, initialSize: [290, 50]}"],
            ["stack.leading == root.leading", "stack.top == root.top", "stack.width == 290"])
        #expect(result.frame("button") == Rect(x: 0, y: 0, width: 290, height: 50))
        #expect(result.frame("stack").height == 50)
    }

    /// A first-baseline row keeps only its first view inside its top, as UIKit does: a taller
    /// label on the same baseline stands out above the stack (Esri's query row: a 34-point
    /// field 7 points above the top of a row as tall as its label), its bottom inside. A view
    /// with no text hangs from the baseline: its top stands for its first baseline.
    @Test func aFirstBaselineRowHangsFromItsFirstViewsTop() throws {
        let result = try stack(
            ["alignment: firstBaseline", "spacing: 8"],
            ["{id: label, type: label, text: Title}", "{id: big, type: label, text: Big, font: 40}", "{id: box, intrinsicSize: [40, 60]}"],
            ["stack.leading == root.leading", "stack.top == root.top + 100"])
        let label = try #require(result.view("label")), big = try #require(result.view("big")), box = result.frame("box")
        let baseline = label.exactFrame.y + (label.firstBaseline ?? .nan)
        #expect(label.frame.y == 0 && big.frame.y < -10, "\(big.frame)")
        #expect(abs(big.exactFrame.y + (big.firstBaseline ?? .nan) - baseline) < 0.01)
        #expect(abs(box.y - baseline) < 0.01, "\(box)")
        #expect(close(result.frame("stack").height, box.y + 60, within: 1e-4))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func verticalStackLeadingAlignmentSizesToItsWidestView() throws {
        let result = try stack(
            ["axis: vertical", "spacing: 4", "alignment: center"], ["{id: a, intrinsicSize: [40, 20]}", "{id: b, intrinsicSize: [60, 30]}"],
            ["stack.leading == root.leading + 10", "stack.top == root.top + 10"])
        #expect(result.frame("stack") == Rect(x: 10, y: 10, width: 60, height: 54))
        #expect(result.frame("a") == Rect(x: 10, y: 0, width: 40, height: 20))
        #expect(result.frame("b") == Rect(x: 0, y: 24, width: 60, height: 30))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func overflowCompressionResistanceDecidesWhoShrinks() throws {
        // 180 wide: 20 too little. b and c resist more, so a gives up 20.
        let result = try stack(
            ["spacing: 10"],
            ["{id: a, intrinsicSize: [40, 20]}", "{id: b, intrinsicSize: [60, 30], compressionResistance: {h: 751}}",
             "{id: c, intrinsicSize: [80, 10], compressionResistance: {h: 751}}"],
            ["stack.leading == root.leading", "stack.top == root.top", "stack.width == 180"])
        #expect(result.frame("a").width == 20 && result.frame("b").width == 60 && result.frame("c").width == 80)
    }

    @Test func overflowWithEqualResistanceShrinksTheLastView() throws {
        let result = try row(distribution: "fill", alignment: "fill", width: 160)
        #expect(result.frame("a").width == 40 && result.frame("b").width == 60 && result.frame("c").width == 40)
    }

    @Test func lowerHuggingStretchesWhateverTheOrder() throws {
        let result = try row(distribution: "fill", alignment: "fill", extra: ", hugging: {h: 249}")
        #expect(result.frame("a").width == 140 && result.frame("b").width == 60 && result.frame("c").width == 80)
    }

    @Test func hiddenViewsCollapseWithTheirSpacing() throws {
        let result = try stack(
            ["axis: vertical", "spacing: 10", "customSpacing: {a: 30, b: 99}"],
            ["{id: a, intrinsicSize: [40, 20]}", "{id: b, intrinsicSize: [60, 30], hidden: true}", "{id: c, intrinsicSize: [80, 10]}"],
            ["stack.leading == root.leading", "stack.top == root.top", "stack.width == 100"])
        // a's custom spacing applies; b takes no room and its own spacing is not used.
        #expect(result.frame("b").height == 0)
        #expect(result.frame("c").y == 50)
        #expect(result.frame("stack").height == 60)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func allHiddenLeavesAnEmptyStack() throws {
        let result = try stack(
            ["spacing: 10"], ["{id: a, intrinsicSize: [40, 20], hidden: true}", "{id: b, intrinsicSize: [60, 30], hidden: true}"],
            ["stack.leading == root.leading + 5", "stack.top == root.top"])
        #expect(result.frame("stack").width == 0)
        #expect(result.frame("a").width == 0 && result.frame("b").width == 0)
        #expect(!result.diagnostics.contains { $0.code == .unsatisfiableConstraints })
    }

    @Test func marginsRelativeArrangementSitsInsideTheMargins() throws {
        let result = try stack(
            ["axis: vertical", "marginsRelative: true", "layoutMargins: {top: 5, left: 12, bottom: 7, right: 12}",
             "insetsLayoutMarginsFromSafeArea: false"],
            ["{id: a, intrinsicSize: [40, 20]}"], ["H:|[stack]|", "stack.top == root.top + 100"])
        #expect(result.frame("a") == Rect(x: 12, y: 5, width: 376, height: 20))
        #expect(result.frame("stack").height == 32)
    }

    @Test func baselineRelativeSpacingRunsFromBaselineToBaseline() throws {
        let result = try stack(
            ["axis: vertical", "spacing: 30", "baselineRelative: true"],
            [#"{id: a, type: label, text: "First", font: 24}"#, #"{id: b, type: label, text: "Second", font: 12}"#],
            ["stack.leading == root.leading", "stack.top == root.top"])
        let a = try #require(result.view("a")), b = try #require(result.view("b"))
        let aBaseline = a.exactAbsolute.y + (a.lastBaseline ?? .nan), bBaseline = b.exactAbsolute.y + (b.firstBaseline ?? .nan)
        #expect(close(bBaseline - aBaseline, 30, within: 0.01))
    }

    @Test func nestedStacksInAScrollViewSetTheContentSize() throws {
        let result = try #require(try layOut("scenarios/screens/signup-form.yaml")["default"])
        let form = result.frame("form")
        let scroll = try #require(result.scroll("scroll"))
        #expect(close(scroll.contentSize.height, form.height, within: 0.01) && scroll.contentSize.width == 393)
        // The hidden promo field takes no room: the button follows the news row by 12.
        #expect(close(result.frame("signUp").y, result.frame("newsRow").y + result.frame("newsRow").height + 12))
        // The switch hugs (750): the label takes the rest of the row.
        // Its alignment rectangle (49 wide) ends at the row's edge; its frame is 2 wider.
        #expect(result.frame("terms").width == 51 && close(result.frame("terms").x + 49, 353, within: 1e-6))
        #expect(close(result.frame("termsLabel").width, 353 - 12 - 49))
        let promo = try #require(try layOut("scenarios/screens/signup-form.yaml")["with-promo"])
        #expect(close(promo.frame("signUp").y, result.frame("signUp").y + 34 + 12))
        #expect(result.diagnostics.isEmpty && promo.diagnostics.isEmpty)
    }

    /// cwa-onboarding-info.xib (../shared/ib-corpus): a 382-wide horizontal stack, spacing 33,
    /// of two "Label"s hugging at 251 and 1000, stored at x 0, 307.5 wide and x 340.5, 41.5
    /// wide. Inter stands in for SF, so text widths agree to half a point, not exactly.
    @Test func interfaceBuilderStackFrames() throws {
        let result = try #require(try layOut(yaml: """
            device: {width: 414, height: 896, scale: 2}
            root:
              subviews:
                - id: stack
                  type: stack
                  spacing: 33
                  subviews:
                    - {id: l1, type: label, text: Label, lines: 0, hugging: {h: 251, v: 251}}
                    - {id: l2, type: label, text: Label, lines: 0, hugging: {h: 1000, v: 251}}
            constraints:
              - stack.leading == root.leading + 16
              - stack.width == 382
              - stack.top == root.top
              - stack.height == 44
            """).first)
        let l1 = result.roundedFrame("l1"), l2 = result.roundedFrame("l2")
        #expect(l1.x == 0 && abs(l1.width - 307.5) <= 0.5 && l1.height == 44)
        #expect(abs(l2.x - 340.5) <= 0.5 && abs(l2.width - 41.5) <= 0.5 && l2.x + l2.width == 382)
        #expect(l2.x - (l1.x + l1.width) == 33)
    }

    @Test func conflictsNameUIKitsConstraints() throws {
        let result = try stack(
            [], ["{id: a, intrinsicSize: [40, 20]}"],
            ["stack.leading == root.leading", "stack.top == root.top", "stack.height == 40", "a.height == 50"])
        let conflict = try #require(result.diagnostics.first { $0.code == .unsatisfiableConstraints })
        #expect(conflict.constraints.contains { $0.summary.hasPrefix("'UISV-canvas-connection'") })
        #expect(conflict.broken?.summary == "a.height == 50")
    }
}
