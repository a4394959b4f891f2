import Foundation
import LayoutSnapJPEG
import LayoutSnapPNG
import LayoutSnapScenario

/// JPEGs decoded in this process, by path and the checksum their scenario read, so that the
/// renders of a matrix (and a suite's copies) decode a photo once, not once a render. A few
/// dozen photos at most: the oldest go first.
enum DecodedJPEGs {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var images: [String: PNGImage] = [:]  // guarded by `lock`
    nonisolated(unsafe) private static var order: [String] = []  // guarded by `lock`
    private static let capacity = 32

    /// The file's pixels, decoded once per key; nil where it does not decode.
    static func image(at path: String, checksum: String?) -> PNGImage? {
        let key = path + "\u{0}" + (checksum ?? "")
        lock.lock()
        let known = images[key]
        lock.unlock()
        if let known { return known }
        guard let bytes = FileManager.default.contents(atPath: path).map(Array.init),
            let image = JPEGDecoder.decode(bytes, maximumPixelCount: ImageFile.maximumPixelCount)
        else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if images[key] == nil {
            images[key] = image
            order.append(key)
            if order.count > capacity { images[order.removeFirst()] = nil }
        }
        return image
    }
}
