import Foundation
import LayoutSnapLayout
import LayoutSnapScenario
import LayoutSnapText
import Testing

/// Right to left: every frame is the left-to-right frame reflected in its superview.
@Suite struct RightToLeftTests {
    /// A frame reflected in a superview (content area) of the given width.
    static func mirrored(_ rect: Rect, in width: Double) -> Rect {
        Rect(x: width - rect.x - rect.width, y: rect.y, width: rect.width, height: rect.height)
    }

    /// The bundled scenarios whose constraints speak of leading and trailing only: `left`,
    /// `right` and fixed frames stay put in UIKit whatever the direction.
    static let mirrorable: [String] = {
        let folder = repositoryRoot.appendingPathComponent("scenarios")
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".yaml") } ?? []
        return files.sorted().filter { file in
            guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8) else { return false }
            let fixed = text.range(of: #"\.(left|right)\b|frame: \[|forceLeftToRight|forceRightToLeft|direction"#, options: .regularExpression)
            return fixed == nil
        }
    }()

    @Test func bundledScenariosMirror() throws {
        #expect(Self.mirrorable.count >= 7, "\(Self.mirrorable)")
        for file in Self.mirrorable {
            let scenario = try ScenarioLoader.load(file: repositoryRoot.appendingPathComponent("scenarios/\(file)").path)
            for render in scenario.renders {
                var rtl = render
                rtl.traits.direction = .rtl
                let left = SharedEngine.shared.layout(scenario.applyingRenders([render]))[0]
                let right = SharedEngine.shared.layout(scenario.applyingRenders([rtl]))[0]
                // Mirrored twice is the identity: right to left with the whole tree forced left
                // to right lays out exactly as left to right.
                var forced = scenario.applyingRenders([rtl])
                forced.root.semanticContentAttribute = .forceLeftToRight
                let twice = SharedEngine.shared.layout(forced)[0]
                #expect(twice.views.map(\.exactFrame) == left.views.map(\.exactFrame), "\(file) \(render.name) mirrored twice")
                #expect(left.diagnostics.map(\.code) == right.diagnostics.map(\.code), "\(file) \(render.name)")
                for view in left.views {
                    guard let parent = view.parent, let mirror = right.view(view.id) else { continue }
                    let space = left.view(parent).map { $0.scroll?.contentSize.width ?? $0.exactFrame.width } ?? 0
                    let expected = Self.mirrored(view.exactFrame, in: space)
                    let actual = mirror.exactFrame
                    #expect(
                        close(actual.x, expected.x, within: 1e-3) && close(actual.y, expected.y, within: 1e-3)
                            && close(actual.width, expected.width, within: 1e-3) && close(actual.height, expected.height, within: 1e-3),
                        "\(file) \(render.name) \(view.id): \(actual) expected \(expected)")
                }
            }
        }
    }

    @Test func forcedDirectionsAndVisualFormatOptions() throws {
        let result = try #require(try layOut(yaml: """
            device: {width: 300, height: 200, scale: 1}
            root:
              subviews:
                - {id: a, intrinsicSize: [40, 10]}
                - {id: b, intrinsicSize: [40, 10]}
                - {id: c, intrinsicSize: [40, 10]}
                - id: box
                  semanticContentAttribute: forceLeftToRight
                  subviews: [{id: d, intrinsicSize: [40, 10]}]
            constraints:
              - H:|-10-[a]
              - {vfl: "H:|-10-[b]", options: [directionLeftToRight]}
              - {vfl: "H:|-10-[c]", options: [directionRightToLeft]}
              - H:|[box]|
              - H:|-10-[d]
              - V:|[a]-[b]-[c]-[box(20)]
              - V:|[d]
            renders:
              - {name: rtl, direction: rtl}
            """).first)
        #expect(result.frame("a").x == 250)   // leading is the right edge
        #expect(result.frame("b").x == 10)    // left to right whatever the direction
        #expect(result.frame("c").x == 250)
        #expect(result.frame("d").x == 10)    // its subtree is forced left to right
    }

    @Test func directionalMarginsSwapSides() throws {
        let yaml = """
            device: {width: 300, height: 200, scale: 1}
            root:
              subviews:
                - id: box
                  directionalLayoutMargins: {leading: 30, trailing: 5}
                  subviews: [{id: a, intrinsicSize: [null, 10]}]
            constraints:
              - H:|[box]|
              - V:|[box(50)]
              - a.leading == box.leadingMargin
              - a.trailing == box.trailingMargin
              - a.top == box.top
            renders: [{name: ltr}, {name: rtl, direction: rtl}]
            """
        let results = try layOut(yaml: yaml)
        #expect(results[0].frame("a") == Rect(x: 30, y: 0, width: 265, height: 10))
        #expect(results[1].frame("a") == Rect(x: 5, y: 0, width: 265, height: 10))
    }

    @Test func arabicWrapsAndAlignsToTheRight() throws {
        let text = "مرحبا بالعالم، هذا نص عربي طويل بما يكفي ليلتف على عدة أسطر في هذا العرض"
        let style = TextStyle(lines: 0, lineBreak: .wordWrap, alignment: .right, rightToLeft: true)
        let wrapped = SharedEngine.shared.measure(text, style: style, width: 200)
        #expect(wrapped.lineCount >= 2)
        let result = try #require(try layOut(yaml: """
            device: {width: 240, height: 200, scale: 1}
            root:
              subviews:
                - id: ar
                  type: label
                  lines: 0
                  text: "\(text)"
            constraints:
              - H:|-20-[ar]-20-|
              - V:|-20-[ar]
            renders: [{name: rtl, direction: rtl}]
            """).first)
        #expect(close(result.frame("ar").height, wrapped.height, within: 1e-6))
    }
}

extension Scenario {
    /// The scenario with other renders.
    func applyingRenders(_ renders: [RenderSpec]) -> Scenario {
        var copy = self
        copy.renders = renders
        return copy
    }
}
