import LayoutSnapScenario

/// An image, as UIKit's `UIImage`: a PNG from a resource folder, or a placeholder of a size
/// (SF Symbols are drawn as a box of the symbol's size).
public final class UIImage: @unchecked Sendable {
    /// The PNG's path, when it came from a file.
    let path: String?
    /// The SF Symbol's name, for a system image.
    let symbolName: String?
    public let size: CGSize
    public let scale: CGFloat

    /// Folders `UIImage(named:)` and `UIColor(named:)` look in, in order (a test sets its
    /// resources folder): PNG files there, then the asset catalogs in them.
    @MainActor public static var searchFolders: [String] {
        get { ResourceFolders.folders }
        set { ResourceFolders.folders = newValue }
    }

    init(path: String?, size: CGSize, scale: CGFloat, symbolName: String? = nil) {
        self.path = path
        self.size = size
        self.scale = scale
        self.symbolName = symbolName
    }

    /// `name.png`, `name@2x.png` or `name@3x.png` in a search folder (a name with its extension,
    /// `photo.jpg`, as that file and its `@2x` and `@3x` siblings), else the image set of that
    /// name in an asset catalog there (its 2×, 3× or 1× PNG or JPEG, in that order).
    public convenience init?(named name: String) {
        let folders = ResourceFolders.folders
        let type = (name as NSString).pathExtension.lowercased()
        let (base, ext) = ["png", "jpg", "jpeg"].contains(type) ? ((name as NSString).deletingPathExtension, "." + (name as NSString).pathExtension) : (name, ".png")
        for folder in folders {
            for (suffix, scale) in [("@2x", 2.0), ("@3x", 3.0), ("", 1.0)] {
                let path = (folder as NSString).appendingPathComponent(base + suffix + ext)
                if case .success(let pixels) = ImageFile.pixelSize(at: path) {
                    self.init(path: path, size: CGSize(width: Double(pixels.width) / scale, height: Double(pixels.height) / scale), scale: CGFloat(scale))
                    return
                }
            }
        }
        let files = ResourceFolders.catalog().imageFiles(named: name) ?? [:]
        for scale in [2, 3, 1] {
            guard let path = files[scale], case .success(let pixels) = ImageFile.pixelSize(at: path) else { continue }
            let points = CGSize(width: Double(pixels.width) / Double(scale), height: Double(pixels.height) / Double(scale))
            self.init(path: path, size: points, scale: CGFloat(scale))
            return
        }
        return nil
    }

    /// `UIImage(named:)`: resources come from the search folders, whatever the bundle; the
    /// traits pick nothing (a file has one image).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// A system symbol: a 20-point box, the size of a body-text symbol.
    public convenience init?(systemName name: String) {
        self.init(path: nil, size: CGSize(width: 20, height: 20), scale: 1, symbolName: name)
    }

    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
    public func withTintColor(_ color: UIColor) -> UIImage { self }

    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
}

/// An image view, as UIKit's `UIImageView`: its image's size is its intrinsic size.
@MainActor
open class UIImageView: UIView {
    open var image: UIImage? { didSet { LayoutGeneration.advance() } }
    open var highlightedImage: UIImage? { didSet { LayoutGeneration.advance() } }

    public convenience init(image: UIImage?) {
        self.init(frame: image.map { CGRect(origin: .zero, size: $0.size) } ?? .zero)
        self.image = image
    }

    override var modelKind: ViewKind { .image }

    override func describe(into spec: inout ViewSpec) {
        super.describe(into: &spec)
        spec.image = image?.modelSpec(tint: vibrancyColor ?? tintColor?.color)
    }
}

extension UIImage {
    /// The image as the model draws it: a file at its own size in points, or a symbol (drawn
    /// in `tint`: chevrons, checkmarks; others as a placeholder) or placeholder of its size.
    func modelSpec(tint: Color?) -> ImageSpec {
        guard let path else {
            return ImageSpec(size: Size(size), symbol: symbolName, tint: symbolName == nil ? nil : tint)
        }
        var spec = ImageSpec(
            file: (path as NSString).lastPathComponent, path: path,
            pixelSize: Size(width: Double(size.width * scale), height: Double(size.height * scale)))
        // The model scales pixels by the device: give it the image's own points instead.
        spec.size = Size(size)
        return spec
    }
}
