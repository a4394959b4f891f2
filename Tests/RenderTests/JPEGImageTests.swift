import Foundation
import LayoutSnapJPEG
import LayoutSnapLayout
import LayoutSnapPNG
import LayoutSnapScenario
import TestSupport
import Testing

@testable import LayoutSnapRender

/// Photos given as JPEG files: read by size without decoding, decoded by libjpeg as other
/// libjpeg users decode them, drawn like PNGs. The fixtures (Tests/Fixtures/jpeg) were written
/// with Pillow; the expected pixels are what Pillow's own libjpeg decodes them to.
@Suite struct JPEGImageTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/jpeg")

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: fixtures.appendingPathComponent(name)))
    }

    @Test func decodesAsLibjpegDoes() throws {
        // 16×8, red on the left, blue on the right, 4:4:4 at quality 95: Pillow reads 254s.
        let image = try #require(JPEGDecoder.decode(try Self.bytes("red-blue.jpg")))
        #expect(image.width == 16 && image.height == 8 && image.isOpaque)
        #expect(image.pixel(x: 0, y: 0) == PNGImage.Pixel(red: 254, green: 0, blue: 0, alpha: 255))
        #expect(image.pixel(x: 7, y: 7) == PNGImage.Pixel(red: 254, green: 0, blue: 0, alpha: 255))
        #expect(image.pixel(x: 8, y: 0) == PNGImage.Pixel(red: 0, green: 0, blue: 254, alpha: 255))
        // A progressive greyscale file comes out grey in RGB.
        let grey = try #require(JPEGDecoder.decode(try Self.bytes("grey-progressive.jpg")))
        #expect(grey.pixel(x: 3, y: 3) == PNGImage.Pixel(red: 128, green: 128, blue: 128, alpha: 255))
    }

    @Test func refusesWhatItCannotDecodeWithoutCrashing() throws {
        let good = try Self.bytes("red-blue.jpg")
        #expect(JPEGDecoder.decode(try Self.bytes("cmyk.jpg")) == nil, "CMYK has no RGB form here")
        #expect(JPEGDecoder.decode(Array(good.prefix(good.count / 2))) == nil, "cut inside its comment: no frame")
        // Cut inside its image data, it decodes with the rest filled in, as libjpeg does.
        #expect(JPEGDecoder.decode(Array(good.prefix(good.count - 10)))?.width == 16)
        #expect(JPEGDecoder.decode([0xFF, 0xD8, 0xFF, 0xE0, 0, 2, 0, 0]) == nil)
        #expect(JPEGDecoder.decode(Array("not a picture".utf8)) == nil)
        #expect(JPEGDecoder.decode(good, maximumPixelCount: 100) == nil, "16×8 is over a cap of 100 pixels")
    }

    /// Damaged files (bytes flipped in the headers and the image data, a seeded run) decode to
    /// nil or to an image of the header's size, never a crash.
    @Test func damagedFilesNeverCrash() throws {
        var random = SeededRandom(seed: 7)
        for name in ["grey-progressive.jpg", "cmyk.jpg"] {
            let good = try Self.bytes(name)
            for _ in 0..<300 {
                var bytes = good
                for _ in 0..<(1 + random.next(4)) { bytes[random.next(bytes.count)] = UInt8(random.next(256)) }
                if let image = JPEGDecoder.decode(bytes) { #expect(image.pixels.count == image.width * image.height * 4) }
            }
        }
    }

    @Test func theSizeIsReadPastMetadataSegments() throws {
        // The fixture's frame header follows a 60,000-byte comment segment.
        let size = ImageFile.pixelSize(at: Self.fixtures.appendingPathComponent("red-blue.jpg").path)
        #expect((try? size.get()).map { [$0.width, $0.height] } == [16, 8])
        #expect((try? ImageFile.probe(at: Self.fixtures.appendingPathComponent("red-blue.jpg").path).get())?.isJPEG == true)
    }

    @Test func anImageViewDrawsAJPEG() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsnap-jpeg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(try Self.bytes("red-blue.jpg")).write(to: folder.appendingPathComponent("photo.jpg"))
        let file = folder.appendingPathComponent("s.yaml")
        try """
            device: {width: 40, height: 20, scale: 1}
            root:
              background: "#ffffff"
              subviews:
                - {id: photo, type: image, image: photo.jpg}
            constraints:
              - photo.top == root.top + 2
              - photo.left == root.left + 4
            """.write(to: file, atomically: true, encoding: .utf8)
        let scenario = try ScenarioLoader.load(file: file.path)
        let result = try #require(LayoutEngine().layout(scenario).first)
        // Its intrinsic size is its pixels.
        #expect(result.view("photo")?.frame == Rect(x: 4, y: 2, width: 16, height: 8))
        let bytes = try Renderer().render(result, options: RenderOptions())
        #expect(try Renderer().render(result, options: RenderOptions()) == bytes, "drawn again from the decoded photo kept: the same bytes")
        let image = try #require(PNGImage(bytes: bytes))
        #expect(image.pixel(x: 6, y: 5) == PNGImage.Pixel(red: 254, green: 0, blue: 0, alpha: 255))
        #expect(image.pixel(x: 17, y: 5) == PNGImage.Pixel(red: 0, green: 0, blue: 254, alpha: 255))
        #expect(image.pixel(x: 30, y: 15) == PNGImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func aFileThatIsNeitherIsALocatedError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsnap-jpeg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("GIF89a".utf8).write(to: folder.appendingPathComponent("photo.gif"))
        let file = folder.appendingPathComponent("s.yaml")
        try "device: {width: 40, height: 20}\nroot:\n  subviews:\n    - {id: photo, type: image, image: photo.gif}\n".write(to: file, atomically: true, encoding: .utf8)
        #expect {
            try ScenarioLoader.load(file: file.path)
        } throws: { error in
            "\(error)".contains("s.yaml:4:") && "\(error)".contains("'photo.gif' is neither a PNG nor a JPEG image")
        }
    }
}
