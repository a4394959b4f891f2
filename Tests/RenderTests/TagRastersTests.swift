import CCairo
import LayoutSnapScenario
import LayoutSnapText
@testable import LayoutSnapRender
import Testing

/// Constraint tags are drawn once and painted after (`TagRasters`); a painted tag must have
/// exactly the pixels of the tag drawn in place, wherever it falls between pixels.
@Suite struct TagRastersTests {
    /// A canvas's pixels after `draw`, at `scale`, on white.
    func pixels(scale: Double, _ draw: (OpaquePointer) -> Void) throws -> [UInt8] {
        let width = 120, height = 60
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)))
        defer { cairo_surface_destroy(surface) }
        let cairo = try #require(cairo_create(surface))
        cairo_set_source_rgb(cairo, 1, 1, 1)
        cairo_paint(cairo)
        cairo_scale(cairo, scale, scale)
        draw(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        let data = try #require(cairo_image_surface_get_data(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        return Array(UnsafeBufferPointer(start: data, count: stride * height))
    }

    @Test(arguments: [(1.0, 10.0, 12.0), (2.0, 10.25, 7.5), (3.0, 4.37, 3.81), (3.0, 9.37, 5.81)])
    func aPaintedTagIsTheTagDrawnInPlace(scale: Double, x: Double, y: Double) throws {
        let measurer = TextMeasurer(), rasters = TagRasters()
        let size = measurer.size(of: "16", style: SceneDrawer.constraintTagStyle, width: nil)
        let box = Rect(x: x, y: y, width: size.width + 4, height: size.height + 4)
        let background = SceneDrawer.constraintColor
        let drawn = try pixels(scale: scale) { SceneDrawer.drawConstraintTag("16", in: box, background: background, on: $0, measurer: measurer) }
        // Twice: drawn into the cache, then taken from it.
        for _ in 0..<2 {
            var painted = false
            let copy = try pixels(scale: scale) { painted = rasters.paint("16", in: box, background: background, on: $0, measurer: measurer) }
            #expect(painted)
            #expect(copy == drawn, "@\(scale)x at (\(x), \(y))")
        }
        #expect(drawn.contains { $0 != 255 }, "the tag was not drawn")
    }

    /// A rotated or skewed context has no pixel grid to paint on: the caller draws the tag.
    @Test func aTransformedContextIsLeftToTheCaller() throws {
        let measurer = TextMeasurer(), rasters = TagRasters()
        _ = try pixels(scale: 2) { cairo in
            cairo_rotate(cairo, 0.3)
            #expect(!rasters.paint("8", in: Rect(x: 4, y: 4, width: 12, height: 14), background: SceneDrawer.constraintColor, on: cairo, measurer: measurer))
        }
    }
}
