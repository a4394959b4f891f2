import Foundation
import LayoutSnapLayout
import LayoutSnapScenario
import LayoutSnapText
import Testing

/// Dynamic Type, appearance and direction (DESIGN §11).
@Suite struct TraitTests {
    struct Row: Decodable {
        let weight: String
        let sizes: [String: Double]
    }

    struct Table: Decodable {
        let source: String
        let categories: [String]
        let styles: [String: Row]
    }

    static let table: Table? = {
        let url = repositoryRoot.appendingPathComponent("Tests/LayoutTests/Fixtures/dynamic-type.json")
        return (try? Data(contentsOf: url)).flatMap { try? JSONDecoder().decode(Table.self, from: $0) }
    }()

    /// Every style at every category, through a scenario's render: the layout JSON's font.
    @Test func textStylesFollowTheHumanInterfaceGuidelinesTable() throws {
        let table = try #require(Self.table)
        #expect(table.styles.count == TextStyleName.allCases.count && table.categories.count == 12)
        let labels = TextStyleName.allCases.map { "    - {id: \($0.rawValue), type: label, text: Aa, font: {textStyle: \($0.rawValue)}}" }
        let yaml = "root:\n  subviews:\n" + labels.joined(separator: "\n") + "\nrenders:\n  - name: all\n    matrix:\n      contentSizeCategory: ["
            + table.categories.joined(separator: ", ") + "]\n"
        let results = try layOut(yaml: yaml)
        #expect(results.count == 12)
        for result in results {
            let category = result.traits.contentSizeCategory.rawValue
            #expect(result.render == "all-\(category)")
            for style in TextStyleName.allCases {
                let row = try #require(table.styles[style.rawValue])
                let font = try #require(result.view(style.rawValue)?.appearance?.label?.font)
                #expect(font.size == row.sizes[category], "\(style) at \(category): \(font.size)")
                #expect(font.weight == (row.weight == "Semibold" ? 600 : 400), "\(style) weight")
            }
        }
    }

    @Test func fixedFontsDoNotScaleAndLineHeightIsSFs() throws {
        let results = try layOut(yaml: """
            device: {width: 400, height: 400, scale: 1}
            root:
              subviews:
                - {id: fixed, type: label, text: Fixed, font: 17}
                - {id: body, type: label, text: Body, font: {textStyle: body}}
                - {id: cjk, type: label, text: 中文, font: {family: "Noto Sans CJK SC", textStyle: body}}
            constraints: [fixed.top == root.top, fixed.leading == root.leading, body.top == fixed.bottom, body.leading == root.leading,
                          cjk.top == body.bottom, cjk.leading == root.leading]
            renders:
              - {name: ax5, contentSizeCategory: AX5}
            """)
        let result = try #require(results.first)
        #expect(close(result.frame("fixed").height, 20.29, within: 1e-3))
        // Body at AX5 is 53 pt: its line is SF's 20.29/17 of that.
        #expect(close(result.frame("body").height, 53 * 20.29 / 17, within: 1e-3))
        // A family other than the system font keeps its own line height.
        let cjk = SharedEngine.shared.measure("中文", style: TextStyle(family: "Noto Sans CJK SC", size: 53), width: nil)
        #expect(close(result.frame("cjk").height, cjk.height, within: 1e-6))
    }

    @Test func aMatrixNamesRendersByTheValuesThatVary() throws {
        let scenario = try ScenarioLoader.load(yaml: """
            root: {}
            renders:
              - name: profile
                matrix:
                  device: [iphone-se, iphone-15-pro-max]
                  contentSizeCategory: [large, AX3]
                  appearance: [dark]
                  direction: [ltr, rtl]
              - name: plain
            """, file: "m.yaml")
        #expect(scenario.renders.map(\.name) == [
            "profile-iphone-se-large-ltr", "profile-iphone-se-large-rtl", "profile-iphone-se-AX3-ltr", "profile-iphone-se-AX3-rtl",
            "profile-iphone-15-pro-max-large-ltr", "profile-iphone-15-pro-max-large-rtl", "profile-iphone-15-pro-max-AX3-ltr",
            "profile-iphone-15-pro-max-AX3-rtl", "plain",
        ])
        #expect(scenario.renders.dropLast().allSatisfy { $0.traits.appearance == .dark })
        #expect(scenario.renders[3].device?.width == 320 && scenario.renders[3].traits == Traits(contentSizeCategory: .AX3, appearance: .dark, direction: .rtl))
    }

    @Test func theAlertScrollsAtAX5() throws {
        let results = try layOut("scenarios/traits/alert-dynamic-type.yaml")
        let large = try #require(results["alert-large"]?.scroll("msgScrollView"))
        let ax5 = try #require(results["alert-AX5"])
        #expect(!large.scrollsVertically)
        #expect(ax5.frame("msgScrollView").height == 140 && ax5.scroll("msgScrollView")?.scrollsVertically == true)
        #expect(ax5.json.rendered().contains(#""traits": {"contentSizeCategory": "AX5", "appearance": "light", "direction": "ltr"}"#))
    }

    @Test func colourValuesFollowTheAppearance() throws {
        let results = try layOut("scenarios/traits/settings-dark.yaml")
        let light = try #require(results["settings-light"]), dark = try #require(results["settings-dark"])
        #expect(light.view("root")?.appearance?.background?.hex == "#f2f2f7")
        #expect(dark.view("root")?.appearance?.background?.hex == "#000000")
        #expect(light.view("rows")?.appearance?.background?.hex == "#ffffff")
        #expect(dark.view("rows")?.appearance?.background?.hex == "#1c1c1e")
        #expect(light.view("title")?.appearance?.label?.color.hex == "#000000")
        #expect(dark.view("title")?.appearance?.label?.color.hex == "#ffffff")
        #expect(dark.view("wifiValue")?.appearance?.label?.color.hex == "#ebebf599")
        #expect(light.view("accent")?.appearance?.label?.color.hex == "#c2185b")
        #expect(dark.view("accent")?.appearance?.label?.color.hex == "#f48fb1")
    }
}
