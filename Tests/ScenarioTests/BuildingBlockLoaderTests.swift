import LayoutSnapScenario
import Testing

/// Reading stack views, controls, guides and scroll insets, and the errors bad values get.
@Suite struct BuildingBlockLoaderTests {
    @Test func readsAStackAndItsArrangement() throws {
        let scenario = try loadScenario("""
            root:
              subviews:
                - id: form
                  type: stack
                  axis: vertical
                  distribution: equalSpacing
                  alignment: center
                  spacing: 8
                  customSpacing: {a: 24}
                  baselineRelative: true
                  marginsRelative: true
                  subviews:
                    - {id: a, type: label, text: A}
                    - {id: b, type: switch, isOn: true}
            """)
        let form = try #require(scenario.allViews.first { $0.id == "form" })
        let stack = try #require(form.stack)
        #expect(stack.axis == .vertical && stack.distribution == .equalSpacing && stack.alignment == .center)
        #expect(stack.spacing == 8 && stack.customSpacing == ["a": 24] && stack.baselineRelative && stack.marginsRelative)
        let toggle = try #require(scenario.allViews.first { $0.id == "b" })
        #expect(toggle.control?.isOn == true && toggle.hugging.horizontal == 750)
    }

    @Test func readsGuidesInsetsAndMargins() throws {
        let scenario = try loadScenario("""
            root:
              guides: [gap]
              subviews:
                - id: s
                  type: scroll
                  contentInset: {top: 10, bottom: 20}
                  contentInsetAdjustment: never
                  preservesSuperviewLayoutMargins: true
                  insetsLayoutMarginsFromSafeArea: false
                  directionalLayoutMargins: {leading: 4, trailing: 6}
            constraints:
              - s.top == root.safeArea.top
              - s.leading == root.readableContentGuide.leading
              - s.trailing == root.layoutMarginsGuide.trailing
              - gap.top == s.bottom
            """)
        let scroll = try #require(scenario.allViews.first { $0.id == "s" })
        #expect(scroll.contentInset == Insets(top: 10, left: 0, bottom: 20, right: 0) && scroll.contentInsetAdjustment == .never)
        #expect(scroll.preservesSuperviewLayoutMargins && !scroll.insetsLayoutMarginsFromSafeArea)
        #expect(scroll.layoutMargins == Insets(top: 8, left: 4, bottom: 8, right: 6))
        #expect(scenario.constraints.map(\.firstItem) == [.view("s"), .view("s"), .view("s"), .guide("gap")])
        #expect(scenario.constraints.map(\.secondItem) == [.safeAreaGuide("root"), .readableGuide("root"), .marginsGuide("root"), .view("s")])
    }

    @Test func badInputIsLocated() {
        let stack = "root:\n  subviews:\n    - id: st\n      type: stack\n"
        let cases: [(String, String)] = [
            (stack + "      distribution: fillEvenly\n",
             "s.yaml:5:21: error: unknown distribution 'fillEvenly'; expected fill, fillEqually, fillProportionally, equalSpacing, equalCentering"),
            (stack + "      alignment: middle\n", "s.yaml:5:18: error: unknown alignment 'middle'; expected fill, leading, top, center"),
            (stack + "      axis: vertical\n      alignment: firstBaseline\n",
             "s.yaml:6:18: error: firstBaseline alignment lines views up side by side: it applies to horizontal stacks only"),
            (stack + "      customSpacing: {other: 4}\n      subviews: [{id: a}]\n    - id: other\n",
             "s.yaml:5:23: error: custom spacing after 'other', which is not arranged in stack 'st' (its arranged views: a)"),
            (stack + "constraints:\n  - st.top == root.safeAreaGuid.top\n", "s.yaml:6:20: error: unknown guide 'safeAreaGuid'"),
            (stack + "constraints:\n  - st.top == nowhere.top\n", "s.yaml:6:15: error: unknown view 'nowhere'"),
            (stack + "constraints:\n  - st.firstBaseline == root.safeArea.firstBaseline\n",
             "s.yaml:6:39: error: 'root.safeArea' is a layout guide and has no firstBaseline; baselines belong to views"),
            ("root:\n  guides: [g]\n  subviews: [{id: a}]\nconstraints:\n  - H:|[g][a]|\n",
             "s.yaml:5:9: error: 'g' is a layout guide; VFL takes views only"),
            ("root:\n  guides: [a]\n  subviews: [{id: a}]\n", "s.yaml:3:19: error: duplicate view id 'a'"),
            ("root:\n  subviews:\n    - {id: s, type: scroll, contentInsetAdjustment: sometimes}\n",
             "s.yaml:3:53: error: unknown content inset adjustment 'sometimes'; expected automatic, scrollableAxes, never, always"),
            ("root:\n  subviews:\n    - {id: v, contentInset: 4}\n", "s.yaml:3:29: error: 'contentInset' applies to scroll views"),
            ("root:\n  subviews:\n    - {id: b, type: button, isOn: true}\n", "s.yaml:3:35: error: 'isOn' applies to switch views"),
            ("root:\n  subviews:\n    - {id: p, type: progress, value: 2}\n", "s.yaml:3:38: error: expected a value from 0 to 1"),
            ("root:\n  subviews:\n    - {id: s, type: scroll, contentInset: {top: 1e308}}\n",
             "s.yaml:3:49: error: expected content insets within ±1000000 points, not 1e308"),
            (stack + "      spacing: -2e6\n", "s.yaml:5:16: error: expected a spacing in points within ±1000000 points"),
            ("root:\n  subviews:\n    - {id: p, type: segmented, segments: [A], selectedSegment: 3}\n",
             "s.yaml:3:64: error: expected a segment index"),
        ]
        for (yaml, expected) in cases {
            let message = loadingFailure(yaml)
            #expect(message?.hasPrefix(expected) == true, "got \(String(describing: message)), expected \(expected)")
        }
    }
}
