import CCairo
import LayoutSnapPNG

/// A PNG drawn in horizontal strips, each on its own Cairo image surface, and streamed into
/// one file: the image may be taller than Cairo's 32,767-pixel surface limit, and memory stays
/// bounded by a strip.
enum RasterImage {
    /// Cairo's largest image surface side.
    static let maximumSide = 32_767
    /// Rows drawn at once.
    static let stripHeight = 8_192

    /// Draws `draw` (which paints in points) at `scale` over a `width` × `height`-pixel image.
    /// - Parameter recurring: rows that other images share (the constraint legend's key line),
    ///   compressed through `cache` when it is given.
    static func render(
        width: Int, height: Int, scale: Double, opaque: Bool, compression: PNGCompression = .compact, recurring: Range<Int>? = nil,
        cache: PNGSegmentCache? = nil, draw: (OpaquePointer) -> Void
    ) throws(RenderError) -> [UInt8] {
        try render(
            width: width, height: height, scale: scale, opaque: opaque, compression: compression, recurring: recurring, cache: cache,
            checksumsPixels: nil, provenReference: nil, draw: draw
        ).png
    }

    /// The PNG and, when `checksumsPixels` answers yes for it, the checksum of its pixels as
    /// they read back. A one-strip image keeps its strip until the PNG is encoded, so that
    /// the checksum is only worked out when it is wanted; a taller one works it out as it goes.
    /// A one-strip image whose checksum `provenReference` answers with a reference's bytes is
    /// not encoded: those bytes stand for it.
    static func render(
        width: Int, height: Int, scale: Double, opaque: Bool, compression: PNGCompression, recurring: Range<Int>?,
        cache: PNGSegmentCache?, checksumsPixels: RenderOptions.PixelChecksumWanted?, provenReference: RenderOptions.ProvenReference?,
        draw: (OpaquePointer) -> Void
    ) throws(RenderError) -> (png: [UInt8], pixels: PixelChecksum?) {
        let oneStrip = height <= stripHeight
        var pixels = checksumsPixels != nil && !oneStrip ? PixelChecksum(width: width, hasAlpha: !opaque) : nil
        var kept: (surface: OpaquePointer?, data: UnsafeMutablePointer<UInt8>, stride: Int)?
        defer { if let kept { cairo_surface_destroy(kept.surface) } }
        guard width <= maximumSide else {
            throw RenderError("the image is \(width) pixels wide, more than the \(maximumSide) a PNG render may be; use a smaller --scale or --format svg")
        }
        if oneStrip, let provenReference {
            return try renderProving(
                width: width, height: height, scale: scale, opaque: opaque, compression: compression, recurring: recurring, cache: cache,
                provenReference: provenReference, draw: draw)
        }
        let encoder = try makeEncoder(width: width, height: height, opaque: opaque, compression: compression)
        var top = 0
        while top < height {
            let rows = min(stripHeight, height - top)
            let strip = oneStrip
                ? try drawStrip(width: width, rows: rows, top: top, scale: scale, draw: draw)
                : try drawStrip(width: width, rows: rows, top: top, imageHeight: height, scale: scale, draw: draw)
            var keeps = false
            defer { if !keeps { cairo_surface_destroy(strip.surface) } }
            pixels?.append(bgraRows: strip.data, stride: strip.stride, count: rows)
            if checksumsPixels != nil && oneStrip {
                keeps = true
                kept = strip
            }
            append(strip.data, stride: strip.stride, rows: rows, top: top, to: encoder, recurring: recurring, cache: cache)
            top += rows
        }
        let png = try finish(encoder)
        if let kept, let checksumsPixels, checksumsPixels(png) {
            var checksum = PixelChecksum(width: width, hasAlpha: !opaque)
            checksum.append(bgraRows: kept.data, stride: kept.stride, count: height)
            pixels = checksum
        }
        return (png, pixels)
    }

    /// The most rows a strip is drawn with to hold the blurred views that reach it whole;
    /// beyond that a view is blurred in each strip on its own.
    static let maximumBlurSpan = 2 * stripHeight

    /// Rows `top..<top + rows` of a strip-drawn image, drawn together with all of every
    /// blurred view that reaches them (`BlurredRows`); `data` points at row `top`.
    private static func drawStrip(
        width: Int, rows: Int, top: Int, imageHeight: Int, scale: Double, draw: (OpaquePointer) -> Void
    ) throws(RenderError) -> (surface: OpaquePointer?, data: UnsafeMutablePointer<UInt8>, stride: Int) {
        var span = top..<(top + rows)
        while true {
            let blurs = BlurredRows(surfaceTop: span.lowerBound)
            let drawn = try drawStrip(width: width, rows: span.count, top: span.lowerBound, scale: scale, blurs: blurs, draw: draw)
            var needed = span
            for range in blurs.ranges where range.overlaps(needed) {
                needed = min(needed.lowerBound, range.lowerBound)..<max(needed.upperBound, range.upperBound)
            }
            needed = needed.clamped(to: 0..<imageHeight)
            if needed == span || needed.count > maximumBlurSpan {
                return (drawn.surface, drawn.data + (top - span.lowerBound) * drawn.stride, drawn.stride)
            }
            cairo_surface_destroy(drawn.surface)
            span = needed
        }
    }

    /// Rows `top..<top + rows` of the image drawn on a surface of their own (the caller
    /// destroys it).
    private static func drawStrip(
        width: Int, rows: Int, top: Int, scale: Double, blurs: BlurredRows? = nil, draw: (OpaquePointer) -> Void
    ) throws(RenderError) -> (surface: OpaquePointer?, data: UnsafeMutablePointer<UInt8>, stride: Int) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(rows))
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cairo = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw RenderError("cannot allocate a \(width)×\(rows)-pixel strip")
        }
        blurs?.attach(to: surface)
        defer { if blurs != nil { BlurredRows.detach(from: surface) } }
        cairo_translate(cairo, 0, Double(-top))
        cairo_scale(cairo, scale, scale)
        draw(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            throw RenderError("cannot read a drawn strip")
        }
        return (surface, data, Int(cairo_image_surface_get_stride(surface)))
    }

    /// A strip's rows given to the encoder, the recurring ones through `cache`.
    private static func append(
        _ data: UnsafeMutablePointer<UInt8>, stride: Int, rows: Int, top: Int, to encoder: PNGEncoder, recurring: Range<Int>?,
        cache: PNGSegmentCache?
    ) {
        if let cache, let recurring, recurring.lowerBound >= top, recurring.upperBound <= top + rows {
            let start = recurring.lowerBound - top, end = recurring.upperBound - top
            encoder.append(bgraRows: data, stride: stride, count: start)
            encoder.append(recurringRows: data + start * stride, stride: stride, count: end - start, cache: cache)
            encoder.append(bgraRows: data + end * stride, stride: stride, count: rows - end)
        } else {
            encoder.append(bgraRows: data, stride: stride, count: rows)
        }
    }

    /// One strip drawn, its checksum worked out first, and encoded only when no reference
    /// holds those pixels.
    private static func renderProving(
        width: Int, height: Int, scale: Double, opaque: Bool, compression: PNGCompression, recurring: Range<Int>?,
        cache: PNGSegmentCache?, provenReference: RenderOptions.ProvenReference, draw: (OpaquePointer) -> Void
    ) throws(RenderError) -> (png: [UInt8], pixels: PixelChecksum?) {
        let strip = try drawStrip(width: width, rows: height, top: 0, scale: scale, draw: draw)
        defer { cairo_surface_destroy(strip.surface) }
        var checksum = PixelChecksum(width: width, hasAlpha: !opaque)
        checksum.append(bgraRows: strip.data, stride: strip.stride, count: height)
        if let reference = provenReference(checksum.text) { return (reference, checksum) }
        let encoder = try makeEncoder(width: width, height: height, opaque: opaque, compression: compression)
        append(strip.data, stride: strip.stride, rows: height, top: 0, to: encoder, recurring: recurring, cache: cache)
        return (try finish(encoder), checksum)
    }

    private static func makeEncoder(width: Int, height: Int, opaque: Bool, compression: PNGCompression) throws(RenderError) -> PNGEncoder {
        do { return try PNGEncoder(width: width, height: height, hasAlpha: !opaque, compression: compression) } catch {
            throw RenderError("cannot write the PNG: \(error.message)")
        }
    }

    private static func finish(_ encoder: PNGEncoder) throws(RenderError) -> [UInt8] {
        do { return try encoder.finish() } catch { throw RenderError("cannot write the PNG: \(error.message)") }
    }
}
