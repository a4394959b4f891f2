import CCairo
import Foundation

/// Collects the bytes Cairo writes to a stream.
final class ByteSink {
    var bytes: [UInt8] = []
}

/// Cairo's stream callback: appends to the `ByteSink` passed as the closure pointer.
let appendToSink: cairo_write_func_t = { closure, data, length in
    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
    sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
    return CAIRO_STATUS_SUCCESS
}

/// An SVG or PDF document in points and the Cairo context drawing on it.
struct VectorDocument {
    let surface: OpaquePointer
    let cairo: OpaquePointer
    let format: OutputFormat
    private let sink: ByteSink

    /// A document `width` × `height` points.
    init(format: OutputFormat, width: Double, height: Double) throws(RenderError) {
        self.format = format
        sink = ByteSink()
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        switch format {
        case .png:
            throw RenderError("PNG is drawn by RasterImage, not as a vector document")
        case .svg:
            surface = cairo_svg_surface_create_for_stream(appendToSink, closure, width, height)
            cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
        case .pdf:
            surface = cairo_pdf_surface_create_for_stream(appendToSink, closure, width, height)
            // A fixed date keeps the same input giving the same document.
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "layoutsnap")
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            let reason = String(cString: cairo_status_to_string(cairo_surface_status(surface)))
            cairo_surface_destroy(surface)
            throw RenderError("cannot create a \(format.rawValue) surface of \(width)×\(height) points: \(reason)")
        }
        cairo = cairo_create(surface)
    }

    /// Finishes the document and returns the file's bytes; an SVG's ids renumbered, each
    /// after `idPrefix` (pieces of a structured SVG keep theirs apart so).
    func finish(idPrefix: String = "") throws(RenderError) -> [UInt8] {
        cairo_destroy(cairo)
        defer { cairo_surface_destroy(surface) }
        cairo_surface_finish(surface)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError("drawing failed: \(String(cString: cairo_status_to_string(cairo_surface_status(surface))))")
        }
        return format == .svg ? SVGNormalizer.normalize(sink.bytes, prefix: idPrefix) : sink.bytes
    }
}
