import LayoutSnapPNG
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

/// Right to left, the controls that show a position mirror it, as UIKit's do: a page
/// control's current page, a slider's and a progress view's fill start on the right.
@Suite struct RightToLeftControlTests {
    static let scenario = """
        device: {width: 200, height: 100, scale: 1}
        root:
          background: white
          subviews:
            - {id: pages, type: pageControl, pages: 3, currentPage: 0, frame: [52, 0, 68, 26]}
            - {id: bar, type: progress, value: 0.25, frame: [0, 40, 200, 4]}
            - {id: slider, type: slider, value: 0, frame: [0, 60, 200, 30]}
        renders:
          - name: ltr
          - name: rtl
            direction: rtl
        """

    /// How dark the page dot at slot 0 and slot 2 are (the current page is darker).
    static func dots(_ image: PNGImage) -> (first: UInt8, last: UInt8) {
        // Dots at x = 52 + 10 + 8 = 70 and 70 + 32 = 102 (16 pt apart, centred), y = 13.
        (image.pixel(x: 70, y: 13).red, image.pixel(x: 102, y: 13).red)
    }

    @Test func positionsMirror() throws {
        let ltr = try png(Self.scenario, render: "ltr"), rtl = try png(Self.scenario, render: "rtl")
        #expect(Self.dots(ltr).first < Self.dots(ltr).last, "\(Self.dots(ltr))")
        #expect(Self.dots(rtl).first > Self.dots(rtl).last, "\(Self.dots(rtl))")
        // The progress fill: a quarter at the left, or at the right.
        #expect(ltr.pixel(x: 20, y: 42).blue > ltr.pixel(x: 20, y: 42).red && rtl.pixel(x: 180, y: 42).blue > rtl.pixel(x: 180, y: 42).red)
        #expect(ltr.pixel(x: 180, y: 42) == rtl.pixel(x: 20, y: 42))
        // The slider's knob at its minimum: left, or right.
        #expect(isColor(ltr.pixel(x: 14, y: 75), 255, 255, 255) && !isColor(ltr.pixel(x: 186, y: 75), 255, 255, 255))
        #expect(isColor(rtl.pixel(x: 186, y: 75), 255, 255, 255) && !isColor(rtl.pixel(x: 14, y: 75), 255, 255, 255))
    }
}
