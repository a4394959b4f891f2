import LayoutSnapRender
import Testing

/// Semantic colours draw their published light and dark values, and controls follow.
@Suite struct AppearanceTests {
    static let scenario = """
        device: {width: 200, height: 100, scale: 1}
        root:
          subviews:
            - {id: grouped, background: secondarySystemBackground, frame: [0, 0, 50, 50]}
            - {id: blue, background: systemBlue, frame: [50, 0, 50, 50]}
            - {id: custom, background: {light: "#ff0000", dark: "#00ff00"}, frame: [100, 0, 50, 50]}
            - {id: toggle, type: switch, isOn: true, frame: [0, 60, 51, 31]}
        renders:
          - name: both
            matrix:
              appearance: [light, dark]
        """

    @Test func semanticColoursInBothAppearances() throws {
        let light = try png(Self.scenario, render: "both-light"), dark = try png(Self.scenario, render: "both-dark")
        #expect(isColor(light.pixel(x: 175, y: 25), 255, 255, 255))  // systemBackground
        #expect(isColor(dark.pixel(x: 175, y: 25), 0, 0, 0))
        #expect(isColor(light.pixel(x: 25, y: 25), 0xF2, 0xF2, 0xF7))
        #expect(isColor(dark.pixel(x: 25, y: 25), 0x1C, 0x1C, 0x1E))
        #expect(isColor(light.pixel(x: 75, y: 25), 0x00, 0x7A, 0xFF))
        #expect(isColor(dark.pixel(x: 75, y: 25), 0x0A, 0x84, 0xFF))
        #expect(isColor(light.pixel(x: 125, y: 25), 255, 0, 0))
        #expect(isColor(dark.pixel(x: 125, y: 25), 0, 255, 0))
        // The switch's on-track is systemGreen: #34C759 light, #30D158 dark.
        #expect(isColor(light.pixel(x: 8, y: 75), 0x34, 0xC7, 0x59))
        #expect(isColor(dark.pixel(x: 8, y: 75), 0x30, 0xD1, 0x58))
    }
}
