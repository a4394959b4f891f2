import Foundation
import LayoutSnapJPEG
import LayoutSnapPipeline
import LayoutSnapScenario

// Images made in memory — decoded from bytes, or drawn in an image context — are kept as PNG
// files named by their checksum, so the model and the renderer read them as any image file
// (same bytes, same name, same pixels, in every run).

extension UIImage {
    /// An image from PNG or JPEG bytes at a scale of 1, as UIKit's `UIImage(data:)`; nil when
    /// the bytes are neither a PNG nor a JPEG layoutsnap can read (UIKit also decodes HEIC:
    /// that gives nil here).
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image from PNG or JPEG bytes whose pixels are `scale` to a point.
    public convenience init?(data: Data, scale: CGFloat) {
        guard scale > 0, let path = ImageDataStore.path(forImage: Array(data)),
            case .success(let pixels) = ImageFile.pixelSize(at: path)
        else { return nil }
        self.init(path: path, size: CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale), scale: scale)
    }

    /// The image's PNG bytes, as UIKit's `pngData()`: the file's for an image read from a PNG,
    /// a JPEG's pixels written as a PNG; nil for a system symbol or a placeholder.
    public func pngData() -> Data? {
        guard let path, let bytes = FileManager.default.contents(atPath: path) else { return nil }
        guard ImageFile.isJPEG(bytes) else { return bytes }
        guard let image = JPEGDecoder.decode(Array(bytes), maximumPixelCount: ImageFile.maximumPixelCount), let png = try? image.encoded() else { return nil }
        return Data(png)
    }
}

/// Image files of images made in memory, in a folder of the temporary directory, named by the
/// checksum of their bytes.
enum ImageDataStore {
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsnap-image-data", isDirectory: true)

    /// The path of a file holding `bytes` (written atomically unless it is there), or nil when
    /// they are neither a PNG nor a JPEG, or cannot be written.
    static func path(forImage bytes: [UInt8]) -> String? {
        let isPNG = ImageFile.isPNG(bytes)
        guard isPNG || ImageFile.isJPEG(bytes) else { return nil }
        let url = folder.appendingPathComponent("\(ImageFile.checksum(of: bytes))-\(bytes.count).\(isPNG ? "png" : "jpg")")
        if FileManager.default.contents(atPath: url.path).map({ $0.elementsEqual(bytes) }) == true { return url.path }
        do { try AtomicFile.write(bytes, to: url) } catch { return nil }
        return url.path
    }
}
