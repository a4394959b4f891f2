import LayoutSnapRender
import Testing

/// Controls draw a plain, recognisable iOS look: checked pixel by pixel at @1x.
@Suite struct ControlAppearanceTests {
    static let scenario = """
        device: {width: 300, height: 200, scale: 1}
        root:
          subviews:
            - {id: on, type: switch, isOn: true, frame: [10, 10, 51, 31]}
            - {id: off, type: switch, frame: [10, 50, 51, 31]}
            - {id: field, type: textField, placeholder: "WWWWWW", font: 20, frame: [80, 10, 150, 34]}
            - {id: go, type: button, title: "WWWWWW", font: {size: 24, weight: black}, frame: [80, 60, 150, 40]}
            - {id: bar, type: progress, value: 0.5, frame: [10, 120, 200, 4]}
            - {id: stepper, type: stepper, value: 0, frame: [10, 150, 94, 32]}
        """

    @Test func switchPillIsGreenWhenOnAndGreyWhenOff() throws {
        let image = try png(Self.scenario)
        // Left of the knob, inside the pill: system green when on.
        let on = image.pixel(x: 18, y: 25)
        #expect(on.green > 180 && on.red < 80 && on.blue < 120, "\(on)")
        // The knob sits right when on (white), left when off.
        #expect(isColor(image.pixel(x: 45, y: 25), 255, 255, 255))
        let off = image.pixel(x: 52, y: 65)
        #expect(off.red == off.green && off.red > 200 && off.red < 240, "\(off)")
        #expect(isColor(image.pixel(x: 25, y: 65), 255, 255, 255))
    }

    @Test func textFieldHasARoundedBorderAndGreyPlaceholder() throws {
        let image = try png(Self.scenario)
        // The border's top edge, and a placeholder stroke that is grey, never black.
        let border = image.pixel(x: 150, y: 10)
        #expect(border.red < 250 && border.red == border.green, "\(border)")
        var darkest: UInt8 = 255
        for x in 87..<180 { darkest = min(darkest, image.pixel(x: x, y: 27).red) }
        #expect(darkest < 230 && darkest > 120, "placeholder darkest \(darkest)")
    }

    @Test func buttonTitleIsInTheTintColour() throws {
        let image = try png(Self.scenario)
        var tinted = 0
        for x in 80..<230 {
            let pixel = image.pixel(x: x, y: 80)
            if pixel.blue == 255 && pixel.red < 40 && pixel.green > 100 && pixel.green < 140 { tinted += 1 }
        }
        #expect(tinted > 10)
    }

    @Test func stepperShowsMinusDisabledAtItsMinimumAndPlusEnabled() throws {
        let image = try png(Self.scenario)
        // The minus at x 10 + 94 / 4, the plus at 10 + 94 × 3 / 4, both on the middle row.
        let minus = image.pixel(x: 33, y: 166), plus = image.pixel(x: 80, y: 166)
        // label black for +, tertiaryLabel (30% grey-blue) for the − at the minimum.
        #expect(plus.red < 60 && plus.green < 60, "\(plus)")
        #expect(minus.red > 150 && minus.red < 235, "\(minus)")
        // The field is tertiarySystemFill grey, split by a separator in the middle.
        let field = image.pixel(x: 20, y: 155)
        #expect(field.red == field.green && field.red > 220 && field.red < 250, "\(field)")
        #expect(image.pixel(x: 57, y: 166).red < field.red)
    }

    @Test func progressFillsToItsValue() throws {
        let image = try png(Self.scenario)
        let filled = image.pixel(x: 60, y: 122), empty = image.pixel(x: 160, y: 122)
        #expect(filled.blue == 255 && filled.red == 0, "\(filled)")
        #expect(empty.red == empty.green && empty.red > 200, "\(empty)")
    }
}
