import Testing

@testable import LayoutSnapScenario

/// The longest stretch of a wrapping label's text without a place to break: ASCII text is
/// counted byte by byte, and must count as the character-by-character rule does.
@Suite struct UnbrokenRunTests {
    @Test func asciiTextCountsAsCharactersDo() {
        let alphabet = Array("ab9 -/\t\r\n0x.")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<2_000 {
            let text = String((0..<next(40)).map { _ in alphabet[next(alphabet.count)] })
            #expect(ScenarioLoader.longestUnbrokenRun(text) == ScenarioLoader.longestUnbrokenRun(byCharacter: text), "\(text.debugDescription)")
        }
        #expect(ScenarioLoader.longestUnbrokenRun("well-known/path 2-3") == 5)
        #expect(ScenarioLoader.longestUnbrokenRun("日本語のテキスト") == 0)
    }
}
