import CCairo
import LayoutSnapScenario
import LayoutSnapText

/// Constraint tags (a rounded pill with its constant in white) drawn once and painted into
/// every PNG after: the same few constants ("8", "16", "= scroll.frame.width") recur across a
/// diagram and across renders, and setting their text with Pango is most of what a tag costs.
///
/// A tag's pixels are drawn at the same sub-pixel offset as its place on the canvas and painted
/// at a whole-pixel offset, so a painted tag has exactly the pixels the tag drawn in place
/// would have. Not thread-safe: one per renderer, like the renderer's text measurer.
final class TagRasters {
    /// What a tag's pixels depend on.
    private struct Key: Hashable {
        var text: String
        var background: Color
        var size: Size
        var scale: Double
        /// The box's origin on the device, less its whole pixels.
        var offsetX: Double
        var offsetY: Double
    }

    private var surfaces: [Key: OpaquePointer] = [:]
    /// Entries kept before the cache starts afresh (a long preview session sees many tags; a
    /// tag's pixels are a few kilobytes).
    private static let capacity = 1024

    deinit {
        for surface in surfaces.values { cairo_surface_destroy(surface) }
    }

    /// Paints the tag whose pill fills `box` (user space) as `SceneDrawer.drawConstraintTag`
    /// draws it, when the context draws at a plain scale; false otherwise, and the caller draws
    /// the tag itself.
    func paint(_ text: String, in box: Rect, background: Color, on cairo: OpaquePointer, measurer: TextMeasurer) -> Bool {
        // Far off any canvas a position keeps too few fraction bits to key on: drawn in place.
        guard let (scale, x, y) = plainScaleDevicePoint(Point(x: box.x, y: box.y), on: cairo), abs(x) < 1e6, abs(y) < 1e6 else { return false }
        let originX = x.rounded(.down), originY = y.rounded(.down)
        let key = Key(
            text: text, background: background, size: Size(width: box.width, height: box.height), scale: scale, offsetX: x - originX,
            offsetY: y - originY)
        guard let surface = surface(for: key, measurer: measurer) else { return false }
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_source_surface(cairo, surface, originX, originY)
        cairo_paint(cairo)
        cairo_restore(cairo)
        return true
    }

    private func surface(for key: Key, measurer: TextMeasurer) -> OpaquePointer? {
        if let known = surfaces[key] { return known }
        let width = Int((key.offsetX + key.size.width * key.scale).rounded(.up)) + 1
        let height = Int((key.offsetY + key.size.height * key.scale).rounded(.up)) + 1
        let drawn = drawnImageSurface(width: width, height: height) { cairo in
            cairo_translate(cairo, key.offsetX, key.offsetY)
            cairo_scale(cairo, key.scale, key.scale)
            SceneDrawer.drawConstraintTag(
                key.text, in: Rect(x: 0, y: 0, width: key.size.width, height: key.size.height), background: key.background, on: cairo,
                measurer: measurer)
        }
        guard let surface = drawn else { return nil }
        if surfaces.count >= Self.capacity {
            for old in surfaces.values { cairo_surface_destroy(old) }
            surfaces.removeAll(keepingCapacity: true)
        }
        surfaces[key] = surface
        return surface
    }
}
