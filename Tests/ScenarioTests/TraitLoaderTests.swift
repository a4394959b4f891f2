import LayoutSnapScenario
import Testing

/// Reading traits, colours per appearance and matrices, and the errors bad values get.
@Suite struct TraitLoaderTests {
    @Test func readsColoursPerAppearanceAndTextStyles() throws {
        let scenario = try loadScenario("""
            root:
              subviews:
                - {id: a, type: label, text: x, font: {textStyle: headline}, color: {light: "#102030", dark: secondaryLabel}}
                - {id: b, semanticContentAttribute: forceRightToLeft, background: systemBackground}
            """)
        let a = try #require(scenario.allViews.first { $0.id == "a" }?.label)
        #expect(a.font.textStyle == .headline && a.font.weight == 600)
        #expect(a.color.resolved(for: .light).hex == "#102030" && a.color.resolved(for: .dark).hex == "#ebebf599")
        let b = try #require(scenario.allViews.first { $0.id == "b" })
        #expect(b.semanticContentAttribute == .forceRightToLeft && b.background?.resolved(for: .dark).hex == "#000000")
    }

    @Test func badTraitsAreLocated() {
        let renders = "root: {}\nrenders:\n  - name: r\n"
        let sizes = (0..<22).map { "c\($0)" }
        let cases: [(String, String)] = [
            (renders + "    contentSizeCategory: huge\n",
             "s.yaml:4:26: error: unknown content size category 'huge'; expected xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1"),
            (renders + "    appearance: dim\n", "s.yaml:4:17: error: unknown appearance 'dim'; expected light, dark"),
            (renders + "    direction: up\n", "s.yaml:4:16: error: unknown direction 'up'; expected ltr, rtl"),
            ("root:\n  subviews:\n    - {id: a, type: label, font: {textStyle: giant}}\n",
             "s.yaml:3:46: error: unknown text style 'giant'; expected largeTitle, title1"),
            ("root:\n  subviews:\n    - {id: a, type: label, font: {textStyle: body, size: 12}}\n",
             "s.yaml:3:46: error: a font takes a textStyle or a size, not both"),
            (renders + "    matrix: {orientation: [portrait]}\n",
             "s.yaml:4:14: error: 'orientation' is not a trait a matrix can vary; expected device, contentSizeCategory, appearance, direction"),
            (renders + "    matrix: {device: [iphone-8, {width: 10, height: 10, scale: 1}]}\n", "s.yaml:4:33: error: expected a device preset name"),
            (renders + "    matrix: {contentSizeCategory: []}\n", "s.yaml:4:35: error: a matrix axis needs at least one value"),
            (renders + "    matrix:\n      device: [iphone-se, iphone-8, iphone-8-plus, iphone-x, iphone-13, iphone-15, iphone-15-pro-max, ipad]\n      contentSizeCategory: [xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5]\n      appearance: [light, dark]\n      direction: [ltr, rtl]\n",
             "s.yaml:5:7: error: this matrix makes 384 renders; a scenario may declare at most 256"),
            ("root: {}\nrenders:\n" + sizes.map { "  - name: \($0)\n    matrix: {contentSizeCategory: [xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5]}\n" }.joined(),
             "error: more than 256 renders"),
            ("root:\n  subviews:\n    - {id: a, background: {light: red}}\n", "s.yaml:3:27: error: a colour per appearance needs 'dark'"),
            ("root:\n  subviews:\n    - {id: a, semanticContentAttribute: mirrored}\n", "s.yaml:3:41: error: unknown semantic content attribute 'mirrored'"),
        ]
        for (yaml, expected) in cases {
            let message = loadingFailure(yaml)
            #expect(message?.hasPrefix(expected) == true || (expected.hasPrefix("error:") && message?.contains(expected) == true),
                    "got \(String(describing: message)), expected \(expected)")
        }
    }
}
