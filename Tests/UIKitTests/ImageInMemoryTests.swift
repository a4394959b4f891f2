import Foundation
import LayoutSnapPNG
import LayoutSnapScenario
import Testing

@testable import LayoutSnapUIKit

/// Images made in memory — PNG bytes (`UIImage(data:)`) or an image context filled with a
/// colour — have their size and scale and draw their pixels.
@MainActor
@Suite struct ImageInMemoryTests {
    /// `image` in a 40×30 image view at the top left of a white 60×40 view, drawn at scale 1.
    func drawn(_ image: UIImage?) throws -> PNGImage {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        root.backgroundColor = .white
        let imageView = UIImageView(image: image)
        root.addSubview(imageView)
        imageView.snp.makeConstraints { make in
            make.top.left.equalToSuperview()
            make.size.equalTo(CGSize(width: 40, height: 30))
        }
        root.layoutIfNeeded()
        return try root.drawnAtScaleOne(name: "image")
    }

    @Test func pngBytesMakeAnImageOfTheirSizeThatDrawsItsPixels() throws {
        var pixels: [UInt8] = []
        for _ in 0..<(8 * 6) { pixels += [255, 0, 0, 255] }
        let bytes = try PNGImage(width: 8, height: 6, pixels: pixels).encoded()
        let image = try #require(UIImage(data: Data(bytes)))
        #expect(image.size == CGSize(width: 8, height: 6) && image.scale == 1)
        #expect(UIImage(data: Data(bytes), scale: 2)?.size == CGSize(width: 4, height: 3))
        #expect(image.pngData() == Data(bytes), "the same bytes back")
        let drawnImage = try drawn(image)
        #expect(drawnImage.pixel(x: 20, y: 15) == PNGImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(drawnImage.pixel(x: 50, y: 35) == PNGImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func bytesThatAreNoImageMakeNoImage() {
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0] + [UInt8](repeating: 0, count: 40))) == nil, "a JPEG's start with no frame in it")
        #expect(UIImage(data: Data("GIF89a".utf8)) == nil)
        #expect(UIImage(systemName: "star")?.pngData() == nil)
    }

    /// A photo's JPEG bytes: its size, its pixels drawn, and `pngData()` as a PNG of them.
    @Test func jpegBytesMakeAnImageWhosePNGDataIsItsPixels() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/jpeg/red-blue.jpg")
        let image = try #require(UIImage(data: try Data(contentsOf: fixture)))
        #expect(image.size == CGSize(width: 16, height: 8) && image.scale == 1)
        let data = try #require(image.pngData())
        let png = try #require(PNGImage(bytes: Array(data)))
        #expect(png.width == 16 && png.pixel(x: 0, y: 0) == PNGImage.Pixel(red: 254, green: 0, blue: 0, alpha: 255))
        #expect(png.pixel(x: 15, y: 7) == PNGImage.Pixel(red: 0, green: 0, blue: 254, alpha: 255))
        // Stretched to 40×30: red on the left half, blue on the right.
        let drawnImage = try drawn(image)
        #expect(drawnImage.pixel(x: 5, y: 15) == PNGImage.Pixel(red: 254, green: 0, blue: 0, alpha: 255))
        #expect(drawnImage.pixel(x: 35, y: 15) == PNGImage.Pixel(red: 0, green: 0, blue: 254, alpha: 255))
    }

    /// The usual way to make an image of a colour: fill an image context, read its image.
    @Test func anImageContextFilledWithAColourIsThatColour() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), false, 0)
        UIColor.green.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 2))
        UIColor.blue.withAlphaComponent(0.5).setFill()
        UIRectFill(CGRect(x: 2, y: 0, width: 2, height: 2))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil, "no context is current after the end")
        #expect(image.size == CGSize(width: 4, height: 2) && image.scale == 2, "a scale of 0 is the main screen's")
        let data = try #require(image.pngData())
        let pixels = try #require(PNGImage(bytes: Array(data)))
        #expect(pixels.width == 8 && pixels.height == 4)
        let green = UIColor.green.color, left = pixels.pixel(x: 1, y: 1), right = pixels.pixel(x: 6, y: 1)
        #expect(left == PNGImage.Pixel(red: UInt8(green.red * 255), green: UInt8((green.green * 255).rounded()), blue: UInt8(green.blue * 255), alpha: 255))
        #expect(right.blue > 120 && right.green < 140 && right.alpha == 255, "half blue over green")
        let drawnImage = try drawn(image)
        #expect(drawnImage.pixel(x: 5, y: 15).green > 150 && drawnImage.pixel(x: 35, y: 15).blue > 120)
    }

    @Test func anImageRendererMakesTheSameImage() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 3))
        }
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 3), false, 0)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 3, height: 3))
        let fromContext = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(image.pngData() != nil && image.pngData() == fromContext?.pngData())
    }
}
