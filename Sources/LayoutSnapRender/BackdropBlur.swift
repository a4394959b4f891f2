import CCairo
import LayoutSnapScenario

/// What a `UIVisualEffectView` with a blur shows beneath its tint: the pixels already drawn
/// under its frame, blurred. A Gaussian blur of standard deviation `radius` points (as CSS's
/// `blur()` counts it), approximated by three box blurs per axis over the premultiplied
/// pixels at a reduced resolution (`PixelRegion.blur`); edges repeat their last pixel, as
/// nothing outside the frame is sampled.
///
/// Only a raster target is blurred (a PNG's strip, drawn with every blurred view that reaches
/// it whole: `BlurredRows`): a vector document has no pixels to blur, and inside a
/// transparency group (a translucent ancestor) what lies beneath is not on the group's
/// surface. There the view shows its tint alone.
enum BackdropBlur {
    /// Blurs the target's pixels under `rect` (user space) and, when `radius` of corners is
    /// given, only inside that rounded rectangle.
    static func apply(on cairo: OpaquePointer, rect: Rect, radius points: Double, cornerRadius: Double) {
        guard points > 0, let target = cairo_get_group_target(cairo), target == cairo_get_target(cairo),
            cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE, cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
        else { return }
        if let rows = BlurredRows.attached(to: target) {
            var x = rect.x, top = rect.y, bottom = rect.y + rect.height
            cairo_user_to_device(cairo, &x, &top)
            x = rect.x
            cairo_user_to_device(cairo, &x, &bottom)
            rows.note(top: top, bottom: bottom)
        }
        // Inside what the superviews clip to (by its bounding box), in device pixels: the
        // strip's transform is a scale and a translation.
        var clipLeft = 0.0, clipTop = 0.0, clipRight = 0.0, clipBottom = 0.0
        cairo_clip_extents(cairo, &clipLeft, &clipTop, &clipRight, &clipBottom)
        var left = max(rect.x, clipLeft), top = max(rect.y, clipTop)
        var right = min(rect.x + rect.width, clipRight), bottom = min(rect.y + rect.height, clipBottom)
        guard left < right, top < bottom else { return }
        cairo_user_to_device(cairo, &left, &top)
        cairo_user_to_device(cairo, &right, &bottom)
        var scaleX = 1.0, scaleY = 0.0
        cairo_user_to_device_distance(cairo, &scaleX, &scaleY)
        let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
        let x0 = max(0, Int(min(left, right).rounded(.down))), x1 = min(width, Int(max(left, right).rounded(.up)))
        let y0 = max(0, Int(min(top, bottom).rounded(.down))), y1 = min(height, Int(max(top, bottom).rounded(.up)))
        guard x0 < x1, y0 < y1, let data = cairo_image_surface_get_data(target) else { return }
        cairo_surface_flush(target)
        let stride = Int(cairo_image_surface_get_stride(target)) / 4
        let region = PixelRegion(base: UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self), stride: stride, x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        // Written back inside the view's shape: its rounded corners keep what was there.
        let mask = cornerRadius > 0 ? CornerMask(rect: rect, radius: cornerRadius, cairo: cairo, region: region) : nil
        region.blur(sigma: points * abs(scaleX), keeping: mask)
        cairo_surface_mark_dirty_rectangle(target, Int32(x0), Int32(y0), Int32(x1 - x0), Int32(y1 - y0))
    }

    /// The three box widths whose repeated blur approximates a Gaussian of `sigma` pixels
    /// (W. Jarosz's construction: boxes of two neighbouring odd widths).
    static func boxRadii(sigma: Double) -> [Int] {
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let lowerWidth = Double(lower)
        let lowerCount = Int(((12 * sigma * sigma - 3 * lowerWidth * lowerWidth - 12 * lowerWidth - 9) / (-4 * lowerWidth - 4)).rounded())
        return (0..<3).map { pass in (pass < lowerCount ? lower : upper) / 2 }
    }
}

/// A rectangle of a Cairo ARGB32 surface's pixels.
private struct PixelRegion {
    let base: UnsafeMutablePointer<UInt32>
    let stride: Int, x: Int, y: Int, width: Int, height: Int

    /// Blurs the region in place where `mask` allows. A blur this wide loses nothing at a
    /// fraction of the resolution: the pixels are averaged down by a factor of a third of the
    /// blur's standard deviation, blurred there, and read back up bilinearly — a full screen
    /// at @3x costs milliseconds, not a second. The pixels are worked on in integers: the same
    /// pixels on every machine.
    func blur(sigma: Double, keeping mask: CornerMask?) {
        let factor = max(1, Int(sigma / 3))
        var reduced = ReducedPixels(self, factor: factor)
        reduced.blur(sigma: sigma / Double(factor))
        reduced.enlarge(into: self, keeping: mask)
    }
}

/// A region's premultiplied channels averaged over blocks of `factor` × `factor` pixels, in
/// sixteenths.
private struct ReducedPixels {
    let factor: Int, width: Int, height: Int
    /// Four channels (A, R, G, B) per block, row by row.
    var values: [Int32]

    init(_ region: PixelRegion, factor: Int) {
        self.factor = factor
        width = (region.width + factor - 1) / factor
        height = (region.height + factor - 1) / factor
        var sums = [Int32](repeating: 0, count: width * height * 4)
        for row in 0..<region.height {
            let source = region.base + (region.y + row) * region.stride + region.x
            let blockRow = row / factor * width
            for column in 0..<region.width {
                let pixel = source[column], at = (blockRow + column / factor) * 4
                sums[at] += Int32(pixel >> 24)
                sums[at + 1] += Int32(pixel >> 16 & 0xFF)
                sums[at + 2] += Int32(pixel >> 8 & 0xFF)
                sums[at + 3] += Int32(pixel & 0xFF)
            }
        }
        // Each block's mean; the last row and column of blocks may be partial.
        for blockY in 0..<height {
            let rows = Int32(min(factor, region.height - blockY * factor))
            for blockX in 0..<width {
                let count = rows * Int32(min(factor, region.width - blockX * factor))
                for channel in 0..<4 {
                    let at = (blockY * width + blockX) * 4 + channel
                    sums[at] = (sums[at] * 16 + count / 2) / count
                }
            }
        }
        values = sums
    }

    mutating func blur(sigma: Double) {
        var scratch = [Int32](repeating: 0, count: max(width, height) * 4)
        for radius in BackdropBlur.boxRadii(sigma: sigma) where radius > 0 {
            for row in 0..<height { Self.boxBlur(&values, start: row * width * 4, step: 4, count: width, radius: radius, scratch: &scratch) }
            for column in 0..<width { Self.boxBlur(&values, start: column * 4, step: width * 4, count: height, radius: radius, scratch: &scratch) }
        }
    }

    /// One box pass along a line of `count` blocks `step` values apart, edges repeated.
    private static func boxBlur(_ values: inout [Int32], start: Int, step: Int, count: Int, radius: Int, scratch: inout [Int32]) {
        let window = Int32(2 * radius + 1)
        values.withUnsafeMutableBufferPointer { values in
            scratch.withUnsafeMutableBufferPointer { line in
                guard let values = values.baseAddress, let line = line.baseAddress else { return }
                for index in 0..<count {
                    for channel in 0..<4 { line[index * 4 + channel] = values[start + index * step + channel] }
                }
                for channel in 0..<4 {
                    func at(_ index: Int) -> Int32 { line[min(max(index, 0), count - 1) * 4 + channel] }
                    var sum: Int32 = 0
                    for index in -radius...radius { sum += at(index) }
                    for index in 0..<count {
                        values[start + index * step + channel] = (sum + window / 2) / window
                        sum += at(index + radius + 1) - at(index - radius)
                    }
                }
            }
        }
    }

    /// Where a pixel's centre falls between blocks' centres, in 256ths: the lower block and
    /// the weight of the upper one.
    private func sample(_ pixel: Int, blocks: Int) -> (lower: Int, upper: Int, weight: Int32) {
        let position = max(0, (2 * pixel + 1) * 256 / (2 * factor) - 128)
        let lower = min(position >> 8, blocks - 1)
        return (lower, min(lower + 1, blocks - 1), lower == blocks - 1 ? 0 : Int32(position & 0xFF))
    }

    /// The blurred blocks read back at every pixel of `region` that `mask` covers, bilinearly.
    func enlarge(into region: PixelRegion, keeping mask: CornerMask?) {
        let columns = (0..<region.width).map { sample($0, blocks: width) }
        var between = [Int32](repeating: 0, count: width * 4)
        for row in 0..<region.height {
            // The row between the two block rows around it, then each pixel between two blocks.
            let (upper, lower, weight) = sample(row, blocks: height)
            for index in 0..<(width * 4) {
                between[index] = values[upper * width * 4 + index] * (256 - weight) + values[lower * width * 4 + index] * weight
            }
            let target = region.base + (region.y + row) * region.stride + region.x
            for column in 0..<region.width where mask?.covers(column: column, row: row) ?? true {
                let (left, right, share) = columns[column]
                func channel(_ channel: Int) -> UInt32 {
                    let mixed = Int64(between[left * 4 + channel]) * Int64(256 - share) + Int64(between[right * 4 + channel]) * Int64(share)
                    // 256ths twice, sixteenths once.
                    return UInt32(min(255, max(0, (mixed + (1 << 19)) >> 20)))
                }
                // Premultiplied: no colour above its alpha.
                let alpha = channel(0)
                target[column] = alpha << 24 | min(channel(1), alpha) << 16 | min(channel(2), alpha) << 8 | min(channel(3), alpha)
            }
        }
    }
}

/// Which pixels of a region lie inside a rounded rectangle (by their centres).
private struct CornerMask {
    private let left: Double, top: Double, right: Double, bottom: Double, radius: Double
    private let originX: Int, originY: Int

    init(rect: Rect, radius: Double, cairo: OpaquePointer, region: PixelRegion) {
        var x0 = rect.x, y0 = rect.y, x1 = rect.x + rect.width, y1 = rect.y + rect.height
        cairo_user_to_device(cairo, &x0, &y0)
        cairo_user_to_device(cairo, &x1, &y1)
        var scale = 1.0, skew = 0.0
        cairo_user_to_device_distance(cairo, &scale, &skew)
        (left, top, right, bottom) = (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))
        self.radius = min(radius * abs(scale), (right - left) / 2, (bottom - top) / 2)
        (originX, originY) = (region.x, region.y)
    }

    func covers(column: Int, row: Int) -> Bool {
        let x = Double(originX + column) + 0.5, y = Double(originY + row) + 0.5
        let nearestX = min(max(x, left + radius), right - radius), nearestY = min(max(y, top + radius), bottom - radius)
        let dx = x - nearestX, dy = y - nearestY
        return dx * dx + dy * dy <= radius * radius
    }
}
