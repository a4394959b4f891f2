import LayoutSnapScenario
import Testing

/// The loader: defaults, view properties, renders, and errors at the right place.
@Suite struct LoaderTests {
    @Test func defaults() throws {
        let scenario = try loadScenario("root: {}\n")
        #expect(scenario.name == "s")
        #expect(scenario.device == Device.presets["iphone-8"])
        #expect(scenario.spacing == Spacing(siblings: 8, superview: 20))
        #expect(scenario.renders.map(\.name) == ["default"])
        #expect(scenario.root.id == "root")
    }

    @Test func viewProperties() throws {
        let scenario = try loadScenario("""
            device: {width: 300, height: 400, scale: 3, safeArea: {top: 44}}
            root:
              subviews:
                - id: s
                  type: scroll
                  contentSize: [300, 900]
                  contentOffset: [0, 10]
                  subviews:
                    - id: l
                      type: label
                      text: 你好
                      font: {family: Noto Sans CJK SC, weight: bold, size: 20}
                      lines: 0
                      align: center
                      lineBreak: char
                      hugging: {v: 251}
                      compressionResistance: {h: 1000}
                      color: "#336699"
                      border: {color: red, width: 2}
                - id: glass
                  blur: 12.5
            """)
        let scroll = try #require(scenario.allViews.first { $0.id == "s" })
        #expect(scroll.clipsToBounds && scroll.contentSize == Size(width: 300, height: 900) && scroll.contentOffset?.y == 10)
        let label = try #require(scenario.allViews.first { $0.id == "l" })
        #expect(label.label?.font == FontSpec(family: "Noto Sans CJK SC", weight: 700, size: 20))
        #expect(label.label?.lines == 0 && label.label?.alignment == .center && label.label?.lineBreak == .charWrap)
        #expect(label.hugging == AxisPriorities(horizontal: 250, vertical: 251))
        #expect(label.compressionResistance == AxisPriorities(horizontal: 1000, vertical: 750))
        #expect(label.label?.color == Color(red: 0x33 / 255.0, green: 0x66 / 255.0, blue: 0x99 / 255.0))
        #expect(label.borderWidth == 2)
        #expect(scenario.allViews.first { $0.id == "glass" }?.blurRadius == 12.5 && label.blurRadius == 0)
        #expect(scenario.device.safeArea.top == 44 && scenario.device.scale == 3)
    }

    @Test func rendersApplyDevicesOffsetsAndOverrides() throws {
        let scenario = try loadScenario("""
            root:
              subviews:
                - id: s
                  type: scroll
                  subviews:
                    - id: l
                      type: label
                      text: short
            renders:
              - name: base
              - name: long-on-se
                device: iphone-se
                offsets: {s: [0, 120]}
                set:
                  l: {text: a much longer text, lines: 0}
            """)
        let applied = scenario.applying(scenario.renders[1])
        #expect(applied.device.width == 320)
        #expect(applied.allViews.first { $0.id == "s" }?.contentOffset == Point(x: 0, y: 120))
        let label = applied.allViews.first { $0.id == "l" }?.label
        #expect(label?.text == "a much longer text" && label?.lines == 0)
        #expect(scenario.applying(scenario.renders[0]).allViews.first { $0.id == "l" }?.label?.text == "short")
    }

    @Test func errorsNameTheirPlace() {
        let cases: [(String, String)] = [
            ("root:\n  subviews:\n    - id: a\n      colour: red\n", "s.yaml:4:7: error: unknown key 'colour'"),
            ("root:\n  subviews:\n    - id: a\n    - id: a\n", "s.yaml:4:11: error: duplicate view id 'a' (first defined at s.yaml:3:7)"),
            ("root:\n  subviews:\n    - id: 2a\n", "s.yaml:3:11: error: a view id is an identifier"),
            ("device: iphone-99\nroot: {}\n", "s.yaml:1:9: error: unknown device 'iphone-99'"),
            ("root:\n  subviews:\n    - id: a\n      type: buton\n", "s.yaml:4:13: error: unknown view type 'buton'"),
            ("root:\n  subviews:\n    - id: a\n      text: hi\n", "s.yaml:4:13: error: 'text' applies to label, textField, textView and searchBar views"),
            ("root:\n  subviews:\n    - id: a\n      frame: [1, 2, 3]\n", "s.yaml:4:14: error: expected a frame [x, y, width, height]"),
            ("root:\n  subviews:\n    - id: a\n      background: mauve\n", "s.yaml:4:19: error: unknown colour 'mauve'"),
            ("root:\n  subviews:\n    - id: a\n      hugging: {h: 0}\n", "s.yaml:4:20: error: expected a priority from 1 to 1000, not 0"),
            ("root:\n  subviews:\n    - id: a\n      blur: -2\n", "s.yaml:4:13: error: expected a blur radius from 0 to 1000 points"),
            ("root:\n  subviews: [\n", "s.yaml:3:1: error: invalid YAML"),
            ("root: {}\nrenders:\n  - name: a\n  - name: a\n", "s.yaml:4:5: error: two renders are named 'a'"),
            ("root: {}\nrenders:\n  - name: ../escape\n", "s.yaml:3:5: error: a render name uses letters"),
            ("root: {}\nrenders:\n  - name: x\n    set: {nobody: {hidden: true}}\n", "s.yaml:4:11: error: unknown view 'nobody'"),
            ("root: {}\nextra: 1\n", "s.yaml:2:1: error: unknown key 'extra' in a scenario"),
            ("", "s.yaml:1:1: error: expected a scenario, found an empty file"),
        ]
        for (yaml, expected) in cases {
            let message = loadingFailure(yaml)
            #expect(message?.hasPrefix(expected) == true, "got \(String(describing: message)), expected \(expected)")
        }
    }
}
