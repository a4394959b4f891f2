import Foundation
import LayoutSnapPipeline
import LayoutSnapScenario

// Images made in memory — decoded from bytes, or drawn in an image context — are kept as PNG
// files named by their checksum, so the model and the renderer read them as any image file
// (same bytes, same name, same pixels, in every run).

extension UIImage {
    /// An image from PNG bytes at a scale of 1, as UIKit's `UIImage(data:)`; nil when the bytes
    /// are not a PNG layoutsnap can read (UIKit also decodes JPEG and HEIC: those give nil here).
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image from PNG bytes whose pixels are `scale` to a point.
    public convenience init?(data: Data, scale: CGFloat) {
        guard scale > 0, let path = ImageDataStore.path(forPNG: Array(data)),
            case .success(let pixels) = ImageFile.pixelSize(at: path)
        else { return nil }
        self.init(path: path, size: CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale), scale: scale)
    }

    /// The image's PNG bytes, as UIKit's `pngData()`: the file's for an image read from one;
    /// nil for a system symbol or a placeholder.
    public func pngData() -> Data? {
        path.flatMap { FileManager.default.contents(atPath: $0) }
    }
}

/// PNG files of images made in memory, in a folder of the temporary directory, named by the
/// checksum of their bytes.
enum ImageDataStore {
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsnap-image-data", isDirectory: true)

    /// The path of a file holding `bytes` (written atomically unless it is there), or nil when
    /// they are not a PNG or cannot be written.
    static func path(forPNG bytes: [UInt8]) -> String? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count > 24, bytes.prefix(8).elementsEqual(signature) else { return nil }
        let url = folder.appendingPathComponent("\(ImageFile.checksum(of: bytes))-\(bytes.count).png")
        if FileManager.default.contents(atPath: url.path).map({ $0.elementsEqual(bytes) }) == true { return url.path }
        do { try AtomicFile.write(bytes, to: url) } catch { return nil }
        return url.path
    }
}
