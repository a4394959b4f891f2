import CCairo
import LayoutSnapPNG
import LayoutSnapScenario
import LayoutSnapText
import LayoutSnapRender
import Testing

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

    @Test func drawsTextOnACairoSurface() throws {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 400, 80)
        defer { cairo_surface_destroy(surface) }
        let cairo = try #require(cairo_create(surface))
        cairo_scale(cairo, 2, 2)
        cairo_set_source_rgb(cairo, 1, 1, 1)
        cairo_paint(cairo)
        cairo_set_source_rgb(cairo, 0, 0, 0)
        cairo_move_to(cairo, 4, 2)
        TextMeasurer().draw("Hello", style: TextStyle(size: 30), width: nil, on: cairo)
        cairo_destroy(cairo)
        let image = PNGImage(surface: surface)
        var inked = 0
        for y in 0..<80 { for x in 0..<400 where image.pixel(x: x, y: y).red != 255 { inked += 1 } }
        #expect(inked > 200, "the text left \(inked) non-white pixels")
        // Nothing is drawn far to the right of a five-letter word.
        #expect(image.pixel(x: 390, y: 40).red == 255)
    }

    /// A measurer keeps the text it drew laid out for the next time: text drawn again after
    /// other text, at another scale and in the other direction is drawn exactly as a fresh
    /// measurer draws it.
    @Test func textDrawnAgainIsDrawnAsTheFirstTime() throws {
        let samples: [(String, TextStyle, Double?)] = [
            (sample, TextStyle(lines: 0, alignment: .right), 150),
            ("שלום עולם, hello", TextStyle(size: 22, alignment: .left, rightToLeft: true), 180),
            ("Hello", TextStyle(size: 30, weight: 700), nil),
        ]
        func drawn(_ index: Int, scale: Double, by measurer: TextMeasurer) throws -> PNGImage {
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 600, 300)
            defer { cairo_surface_destroy(surface) }
            let cairo = try #require(cairo_create(surface))
            cairo_scale(cairo, scale, scale)
            cairo_move_to(cairo, 3, 2)
            measurer.draw(samples[index].0, style: samples[index].1, width: samples[index].2, on: cairo)
            cairo_destroy(cairo)
            return PNGImage(surface: surface)
        }
        let kept = TextMeasurer()
        for index in samples.indices {
            for scale in [2.0, 3.0, 1.0] {
                let fresh = try drawn(index, scale: scale, by: TextMeasurer())
                // Everything drawn by `kept` at every scale so far, then this one again.
                for other in samples.indices { _ = try drawn(other, scale: scale == 2 ? 3 : 2, by: kept) }
                let again = try drawn(index, scale: scale, by: kept)
                #expect(again == fresh, "sample \(index) at \(scale)x")
            }
        }
    }
}
