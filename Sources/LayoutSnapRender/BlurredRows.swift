import CCairo

/// The image rows the backdrop blurs of one strip's drawing read. A blur reads every pixel
/// under its view, so a strip holding part of a blurred view is drawn again with all of it
/// (keeping only its own rows): the view is blurred as one piece, as on one tall surface,
/// with no seam where strips meet. Attached to a strip's surface while it is drawn.
final class BlurredRows {
    /// Rows of the whole image, one range per blurred view drawn.
    private(set) var ranges: [Range<Int>] = []
    /// The image row that is the surface's first.
    let surfaceTop: Int

    init(surfaceTop: Int) { self.surfaceTop = surfaceTop }

    /// Notes a blurred view's rows on the surface (device pixels, fractions rounded outwards).
    func note(top: Double, bottom: Double) {
        let first = Int(min(top, bottom).rounded(.down)), last = Int(max(top, bottom).rounded(.up))
        guard first < last else { return }
        ranges.append((first + surfaceTop)..<(last + surfaceTop))
    }

    /// Lets `BackdropBlur` find this recorder from the surface it draws on.
    func attach(to surface: OpaquePointer?) {
        cairo_surface_set_user_data(surface, Self.key, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    static func detach(from surface: OpaquePointer?) { cairo_surface_set_user_data(surface, key, nil, nil) }

    static func attached(to surface: OpaquePointer?) -> BlurredRows? {
        cairo_surface_get_user_data(surface, key).map { Unmanaged<BlurredRows>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Cairo tells user data apart by the key's address: one, allocated once.
    nonisolated(unsafe) private static let key = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)
}
