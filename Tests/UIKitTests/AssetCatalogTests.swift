import Foundation
import LayoutSnapScenario
import TestSupport
import Testing

@testable import LayoutSnapUIKit

/// `UIImage(named:)` and `UIColor(named:)` find image and colour sets in the asset catalogs
/// of `UIImage.searchFolders`, as an app finds them in its bundle's compiled catalog.
@MainActor
@Suite(.serialized) struct AssetCatalogTests {
    @Test func imageAndColourSetsComeFromTheCatalogsInTheSearchFolders() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalogs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("App/Resources/Assets.xcassets")
        let logo = catalog.appendingPathComponent("Icons/Logo.imageset"), brand = catalog.appendingPathComponent("Brand.colorset")
        for set in [logo, brand] { try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true) }
        try #"{"images": [{"filename": "logo.png", "idiom": "universal", "scale": "1x"}, {"filename": "logo@3x.png", "idiom": "universal", "scale": "3x"}]}"#
            .write(to: logo.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        try pngHeader(width: 30, height: 20).write(to: logo.appendingPathComponent("logo.png"))
        try pngHeader(width: 90, height: 60).write(to: logo.appendingPathComponent("logo@3x.png"))
        try """
            {"colors": [
              {"color": {"color-space": "srgb", "components": {"red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}, "idiom": "universal"},
              {"appearances": [{"appearance": "luminosity", "value": "dark"}],
               "color": {"color-space": "srgb", "components": {"red": "0.000", "green": "0.000", "blue": "1.000", "alpha": "1.000"}}, "idiom": "universal"}
            ]}
            """.write(to: brand.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)

        let before = UIImage.searchFolders
        defer { UIImage.searchFolders = before }
        UIImage.searchFolders = []
        #expect(UIImage(named: "Logo") == nil && UIColor(named: "Brand") == nil, "no folders, nothing found")
        UIImage.searchFolders = [folder.path]
        // The 3× file (no 2× in the set), at its size in points.
        let image = try #require(UIImage(named: "Logo"))
        #expect(image.size == CGSize(width: 30, height: 20) && image.scale == 3 && image.path?.hasSuffix("logo@3x.png") == true)
        let color = try #require(UIColor(named: "Brand", in: nil, compatibleWith: nil))
        #expect(color.color.resolved(for: .light) == Color(red: 1, green: 0, blue: 0))
        #expect(color.color.resolved(for: .dark) == Color(red: 0, green: 0, blue: 1))
        #expect(UIColor(named: "Missing") == nil && UIImage(named: "Missing") == nil)
        // An image view sized by the set's image.
        #expect(UIImageView(image: image).intrinsicContentSize == CGSize(width: 30, height: 20))
    }

    /// A JPEG: in an image set, and named with its extension beside the code, as UIKit finds
    /// `photo.jpg` (without the extension only PNGs are looked for).
    @Test func jpegImagesAreFoundInSetsAndByTheirExtension() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalogs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let photo = folder.appendingPathComponent("Assets.xcassets/Photo.imageset")
        try FileManager.default.createDirectory(at: photo, withIntermediateDirectories: true)
        let jpeg = try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/jpeg/red-blue.jpg"))
        try #"{"images": [{"filename": "photo@2x.JPG", "idiom": "universal", "scale": "2x"}]}"#
            .write(to: photo.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        try jpeg.write(to: photo.appendingPathComponent("photo@2x.JPG"))
        try jpeg.write(to: folder.appendingPathComponent("banner@3x.jpg"))
        let before = UIImage.searchFolders
        defer { UIImage.searchFolders = before }
        UIImage.searchFolders = [folder.path]
        #expect(UIImage(named: "Photo")?.size == CGSize(width: 8, height: 4))
        let banner = try #require(UIImage(named: "banner.jpg"))
        #expect(banner.scale == 3 && abs(banner.size.width - 16.0 / 3) < 1e-9 && abs(banner.size.height - 8.0 / 3) < 1e-9, "\(banner.size) at \(banner.scale)")
        #expect(UIImage(named: "banner") == nil, "no extension: a PNG is looked for")
    }
}
