import Render
import Testing
import Text

/// Proves that Pango and Cairo link and work together: text is measured, wraps, and draws.
@Suite struct PangoOnCairoTests {
    private let sample = "Scrollable content size is ambiguous for scroll"

    @Test func measuresAndWrapsText() {
        let measurer = TextMeasurer()
        let single = measurer.size(of: sample, style: TextStyle())
        #expect(single.lineCount == 1)
        #expect(single.width > 200 && single.width < 600)
        #expect(single.height > 15 && single.height < 30)
        let wrapped = measurer.size(of: sample, style: TextStyle(lines: 0), width: 120)
        #expect(wrapped.lineCount > 1)
        #expect(wrapped.width <= 120)
        #expect(abs(wrapped.height - single.height * Double(wrapped.lineCount)) < 1)
    }

    @Test func drawsTextOnACairoSurface() {
        let canvas = Canvas(width: 200, height: 40, scale: 2)
        #expect(canvas.pixelWidth == 400 && canvas.pixelHeight == 80)
        let white: UInt32 = 0xFFFF_FFFF
        #expect(canvas.pixel(x: 20, y: 20) == white)
        canvas.drawText("Hello", style: TextStyle(size: 30), x: 4, y: 2, measurer: TextMeasurer())
        var inked = 0
        for y in 0..<80 { for x in 0..<400 where canvas.pixel(x: x, y: y) != white { inked += 1 } }
        #expect(inked > 200, "the text left \(inked) non-white pixels")
        // Nothing is drawn far to the right of a five-letter word.
        #expect(canvas.pixel(x: 390, y: 40) == white)
    }
}
