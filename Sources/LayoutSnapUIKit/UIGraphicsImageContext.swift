import Foundation
import LayoutSnapPNG
import LayoutSnapScenario

// UIKit's bitmap image contexts, as far as view code uses them: an image of a size and scale,
// filled with rectangles of colour (`color.setFill(); UIRectFill(rect)` — the usual way to make
// an image of a colour for a button's background), read back as a `UIImage`. Other drawing is
// not done; the image keeps its size.

/// Starts an image context of `size` at a scale of 1, transparent.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Starts an image context; a scale of 0 is the main screen's.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 ? scale : MainScreenScale.value
    ImageContext.stack.append(ImageContext(size: size, scale: scale, opaque: opaque))
}

/// The current image context's pixels as an image; nil when no context is current.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    ImageContext.stack.last?.image()
}

/// Ends the current image context.
public func UIGraphicsEndImageContext() {
    _ = ImageContext.stack.popLast()
}

/// Fills `rect` of the current image context with the fill colour (`UIColor.setFill()`).
public func UIRectFill(_ rect: CGRect) {
    ImageContext.stack.last?.fill(rect)
}

extension UIColor {
    /// Makes the colour the fill colour of the current image context (its light value).
    public func setFill() { ImageContext.stack.last?.fillColor = color.resolved(for: .light) }
    /// Makes the colour the stroke colour (strokes are not drawn here).
    public func setStroke() {}
    /// Makes the colour the fill and stroke colour.
    public func set() { setFill() }
}

/// A renderer of images of one size, as UIKit's `UIGraphicsImageRenderer`.
public final class UIGraphicsImageRenderer {
    private let size: CGSize

    public init(size: CGSize) { self.size = size }

    /// The image `actions` draw, at the main screen's scale.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        UIGraphicsBeginImageContextWithOptions(size, false, 0)
        defer { UIGraphicsEndImageContext() }
        actions(UIGraphicsImageRendererContext())
        return UIGraphicsGetImageFromCurrentImageContext() ?? UIImage(path: nil, size: size, scale: MainScreenScale.value)
    }
}

/// What an image renderer's actions draw into.
public final class UIGraphicsImageRendererContext {
    /// Fills `rect` with the fill colour.
    public func fill(_ rect: CGRect) { UIRectFill(rect) }
}

/// The main screen's scale, readable off the main actor (the screen never changes).
enum MainScreenScale {
    static let value = CGFloat(Device.standard.scale)
}

/// One image context: straight RGBA pixels.
final class ImageContext {
    let size: CGSize, scale: CGFloat
    private(set) var width: Int, height: Int
    var pixels: [UInt8]
    var fillColor = Color(red: 0, green: 0, blue: 0)

    init(size: CGSize, scale: CGFloat, opaque: Bool) {
        self.size = size
        self.scale = scale
        width = max(0, min(ImageFile.maximumSide, Int((size.width * scale).rounded(.up))))
        height = max(0, min(ImageFile.maximumSide, Int((size.height * scale).rounded(.up))))
        // Past what an image file may hold, no pixels: the image is then a placeholder of its size.
        if width * height > ImageFile.maximumPixelCount { (width, height) = (0, 0) }
        // An opaque context starts black, as Core Graphics' does; else transparent.
        pixels = [UInt8](repeating: 0, count: width * height * 4)
        if opaque { for index in stride(from: 3, to: pixels.count, by: 4) { pixels[index] = 255 } }
    }

    /// Each thread's stack of contexts, as UIKit keeps them.
    static var stack: [ImageContext] {
        get { (Thread.current.threadDictionary[key] as? Box)?.contexts ?? [] }
        set {
            if let box = Thread.current.threadDictionary[key] as? Box { box.contexts = newValue } else {
                Thread.current.threadDictionary[key] = Box(newValue)
            }
        }
    }
    private static let key = "LayoutSnapUIKit.ImageContext.stack"
    private final class Box {
        var contexts: [ImageContext]
        init(_ contexts: [ImageContext]) { self.contexts = contexts }
    }

    /// Source-over of the fill colour on the pixels `rect` covers (edges rounded to whole pixels).
    func fill(_ rect: CGRect) {
        let rect = rect.standardized
        let left = max(0, Int((rect.minX * scale).rounded())), right = min(width, Int((rect.maxX * scale).rounded()))
        let top = max(0, Int((rect.minY * scale).rounded())), bottom = min(height, Int((rect.maxY * scale).rounded()))
        guard left < right, top < bottom else { return }
        let source = [fillColor.red, fillColor.green, fillColor.blue], alpha = fillColor.alpha
        for y in top..<bottom {
            for x in left..<right {
                let index = (y * width + x) * 4
                let below = Double(pixels[index + 3]) / 255
                let out = alpha + below * (1 - alpha)
                for channel in 0..<3 {
                    let value = out > 0 ? (source[channel] * alpha + Double(pixels[index + channel]) / 255 * below * (1 - alpha)) / out : 0
                    pixels[index + channel] = UInt8((value * 255).rounded())
                }
                pixels[index + 3] = UInt8((out * 255).rounded())
            }
        }
    }

    /// The pixels as a PNG image of the context's size and scale.
    func image() -> UIImage {
        guard width > 0, height > 0, let bytes = try? PNGImage(width: width, height: height, pixels: pixels).encoded(),
            let path = ImageDataStore.path(forImage: bytes)
        else { return UIImage(path: nil, size: size, scale: scale) }
        return UIImage(path: path, size: size, scale: scale)
    }
}
