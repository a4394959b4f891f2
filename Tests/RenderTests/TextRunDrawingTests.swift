import LayoutSnapLayout
import LayoutSnapPNG
import LayoutSnapRender
import LayoutSnapScenario
import LayoutSnapText
import Testing

/// A label's runs (an attributed string's) are drawn in their own colour and font; the rest of
/// the text keeps the label's.
@Suite struct TextRunDrawingTests {
    static let yaml = """
        name: runs
        device: {width: 240, height: 60, scale: 2}
        root:
          background: "#ffffff"
          subviews:
            - {id: l, type: label, text: "plain REDRED", frame: [10, 10, 220, 40], color: "#000000"}
        """

    /// Red pixels before and after `split` points from the left.
    func redPixels(runs: [TextRun], split: Double) throws -> (before: Int, after: Int) {
        var scenario = try ScenarioLoader.load(yaml: Self.yaml, file: "runs.yaml")
        scenario.root.subviews[0].label?.runs = runs
        let measurer = TextMeasurer()
        let layout = LayoutEngine(measurer: measurer).layout(scenario, render: scenario.renders[0])
        let image = try #require(PNGImage(bytes: try Renderer(measurer: measurer).render(layout, options: RenderOptions())))
        var before = 0, after = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(x: x, y: y)
                guard pixel.red > 180 && pixel.green < 90 && pixel.blue < 90 else { continue }
                if Double(x) < split * 2 { before += 1 } else { after += 1 }
            }
        }
        return (before, after)
    }

    @Test func aColouredRunIsDrawnInItsColourAndOnlyThere() throws {
        // Where "RED" starts: the label's left edge and the width of "plain ".
        let split = 10 + TextMeasurer().size(of: "plain ", style: TextStyle(size: 17)).width
        #expect(try redPixels(runs: [], split: split) == (0, 0))
        let red = Color(red: 1, green: 0, blue: 0)
        let coloured = try redPixels(runs: [TextRun(start: 6, end: 12, color: red)], split: split - 0.5)
        #expect(coloured.before == 0 && coloured.after > 100, "\(coloured)")
        let plainOnly = try redPixels(runs: [TextRun(start: 0, end: 5, color: red)], split: split)
        #expect(plainOnly.before > 100 && plainOnly.after == 0, "\(plainOnly)")
    }

    /// Kerning adds its points between the run's characters: measured wider by about as many
    /// points as it has characters (UIKit adds it after each character; Pango spreads it
    /// between them, half at the run's inner edge, none at the line's end: one kern less here).
    @Test func kerningWidensTheRun() throws {
        let measurer = TextMeasurer()
        var style = TextStyle(size: 17, lines: 1)
        let plain = measurer.size(of: "plain REDRED", style: style)
        var spacedRun = TextRun(start: 6, end: 12)
        spacedRun.kern = 2
        style.runs = [spacedRun]
        let spaced = measurer.size(of: "plain REDRED", style: style)
        #expect(abs(spaced.width - plain.width - 11) < 0.01, "\(plain.width) → \(spaced.width)")
    }

    /// An underline is a line of the text's colour under the run only; a background fills
    /// behind the run only.
    @Test func underlineAndBackgroundAreDrawnUnderTheRunOnly() throws {
        let split = 10 + TextMeasurer().size(of: "plain ", style: TextStyle(size: 17)).width
        func image(_ runs: [TextRun]) throws -> PNGImage {
            var scenario = try ScenarioLoader.load(yaml: Self.yaml, file: "runs.yaml")
            scenario.root.subviews[0].label?.runs = runs
            let measurer = TextMeasurer()
            let layout = LayoutEngine(measurer: measurer).layout(scenario, render: scenario.renders[0])
            return try #require(PNGImage(bytes: try Renderer(measurer: measurer).render(layout, options: RenderOptions())))
        }
        // A dark row below the baseline: most of a row's pixels under the run dark.
        func underlinedRows(_ image: PNGImage, from: Int, to: Int) -> Int {
            (0..<image.height).filter { y in
                (from..<to).filter { x in image.pixel(x: x, y: y).red < 100 }.count > (to - from) * 8 / 10
            }.count
        }
        let runStart = Int(split * 2) + 2, runEnd = runStart + 40
        var underline = TextRun(start: 6, end: 12)
        underline.underline = true
        let underlined = try image([underline])
        #expect(underlinedRows(underlined, from: runStart, to: runEnd) >= 1)
        #expect(underlinedRows(underlined, from: 22, to: Int(split * 2) - 14) == 0, "not under \"plain\"")
        #expect(underlinedRows(try image([]), from: runStart, to: runEnd) == 0)
        var shaded = TextRun(start: 6, end: 12)
        shaded.background = Color(red: 1, green: 1, blue: 0)
        let background = try image([shaded])
        func yellow(_ x: Int) -> Bool { (0..<background.height).contains { y in let p = background.pixel(x: x, y: y); return p.red > 240 && p.green > 240 && p.blue < 30 } }
        #expect(yellow(runStart) && !yellow(24), "behind the run, not behind \"plain\"")
    }

    @Test func aRunInALargerFontWidensAndHeightensTheText() throws {
        let measurer = TextMeasurer()
        var style = TextStyle(size: 17, lines: 1)
        let plain = measurer.size(of: "plain REDRED", style: style)
        style.runs = [TextRun(start: 6, end: 12, font: FontSpec(family: "system", weight: 700, size: 28))]
        let mixed = measurer.size(of: "plain REDRED", style: style)
        #expect(mixed.width > plain.width + 20 && mixed.height > plain.height + 5, "\(plain) → \(mixed)")
        #expect(mixed.firstBaseline > plain.firstBaseline)
    }
}

/// The SF Symbols layoutsnap knows are strokes in the image view's tint; others stay
/// placeholders.
@Suite struct SymbolDrawingTests {
    func tintedPixels(symbol: String?) throws -> Int {
        var scenario = try ScenarioLoader.load(yaml: TextRunDrawingTests.yaml, file: "symbol.yaml")
        scenario.root.subviews[0] = ViewSpec(id: "chevron", kind: .image, location: scenario.root.subviews[0].location)
        scenario.root.subviews[0].frame = Rect(x: 10, y: 10, width: 13, height: 21)
        scenario.root.subviews[0].image = ImageSpec(size: Size(width: 13, height: 21), symbol: symbol, tint: Color(red: 1, green: 0, blue: 0))
        let measurer = TextMeasurer()
        let layout = LayoutEngine(measurer: measurer).layout(scenario, render: scenario.renders[0])
        let image = try #require(PNGImage(bytes: try Renderer(measurer: measurer).render(layout, options: RenderOptions())))
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(x: x, y: y)
                if pixel.red > 180 && pixel.green < 90 && pixel.blue < 90 {
                    #expect(x >= 20 && x < 46 && y >= 20 && y < 62, "inside the frame at @2x: \(x), \(y)")
                    count += 1
                }
            }
        }
        return count
    }

    @Test func aChevronIsStrokedInTheTint() throws {
        #expect(try tintedPixels(symbol: "chevron.backward") > 60)
        #expect(try tintedPixels(symbol: "checkmark") > 60)
        // Tab bars' usual symbols too (the ellipsis's three dots in a 13-point box fewer pixels).
        for symbol in ["house", "magnifyingglass", "star", "person"] { #expect(try tintedPixels(symbol: symbol) > 60, "\(symbol)") }
        #expect(try tintedPixels(symbol: "ellipsis") > 6)
        // Bars' usual outlines.
        for symbol in ["circle", "xmark.circle", "plus.square", "square.and.arrow.up", "trash", "pencil", "square.and.pencil", "calendar", "gear", "arrow.clockwise"] {
            #expect(try tintedPixels(symbol: symbol) > 60, "\(symbol)")
        }
        // Image views' usual outlines.
        for symbol in ["photo", "camera", "globe"] { #expect(try tintedPixels(symbol: symbol) > 60, "\(symbol)") }
        #expect(try tintedPixels(symbol: "camera.fill") == 0, "an unknown symbol is a placeholder")
        #expect(try tintedPixels(symbol: nil) == 0)
    }
}
