import Foundation
import LayoutSnapScenario
import Synchronization

/// The colour and image sets of Xcode asset catalogs (`Assets.xcassets/…/Brand.colorset`,
/// `…/Logo.imageset`), by name: colours with their light and dark values, what a document's
/// `<color name="Brand"/>` means; images as their PNG files per scale, what an image view's
/// `image="Logo"` shows.
package struct AssetCatalog: Sendable {
    private(set) var colors: [String: Color] = [:]
    /// Colour set name → the `Contents.json` it was read from.
    private(set) var colorFiles: [String: String] = [:]
    /// Image set name → scale (1, 2, 3) → PNG path.
    private(set) var images: [String: [Int: String]] = [:]
    /// Every image set's name, PNG or not (a PDF or SVG set is found but not drawn).
    private(set) var imageSetNames: Set<String> = []

    /// No catalog: names resolve from the document's resources only.
    package init() {}

    /// The catalogs in the given folders (an `.xcassets` folder, or folders holding some), and
    /// those beside the file: in its folder and the three above it, as an Xcode project keeps
    /// `Resources/Assets.xcassets` beside `Resources/Storyboards/`.
    package init(file: String, folders: [String]) {
        let manager = FileManager.default
        var catalogs = Self.catalogs(in: folders)
        // Absolute, so that walking up never meets an empty path (which Foundation traps on).
        var directory = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
        for _ in 0..<4 {
            let children = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
            catalogs += children.filter { $0.hasSuffix(".xcassets") }.sorted().map { directory.appendingPathComponent($0).path }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { break }
            directory = parent
        }
        read(catalogs)
    }

    /// The catalogs in the given folders only (UIKit code's resource folders).
    package init(folders: [String]) { read(Self.catalogs(in: folders)) }

    /// Catalogs named, or found in the folders: a project's root holds its catalogs several
    /// folders down (`App/Resources/Assets/…`).
    private static func catalogs(in folders: [String]) -> [String] {
        folders.flatMap { $0.hasSuffix(".xcassets") ? [$0] : catalogs(under: $0, depth: 8) }
    }

    private mutating func read(_ catalogs: [String]) {
        var seen: Set<String> = []
        for catalog in catalogs where seen.insert(catalog).inserted {
            let contents = Contents.read(catalog)
            // The first catalog that has a name keeps it, as Xcode's build would refuse two.
            colors.merge(contents.colors) { first, _ in first }
            colorFiles.merge(contents.colorFiles) { first, _ in first }
            images.merge(contents.images) { first, _ in first }
            imageSetNames.formUnion(contents.imageSetNames)
        }
    }

    /// One catalog's sets, read once per process while its `Contents.json` files are unchanged:
    /// a folder of screens shares its catalogs, and a catalog holds hundreds of sets.
    private struct Contents: Sendable {
        var colors: [String: Color] = [:]
        var colorFiles: [String: String] = [:]
        var images: [String: [Int: String]] = [:]
        var imageSetNames: Set<String> = []

        private static let memo = Mutex<[String: (stamp: String, contents: Contents)]>([:])

        static func read(_ catalog: String) -> Contents {
            let sets = AssetCatalog.sets(in: catalog)
            // What would change what is read: the sets there, and when each one's JSON changed.
            let stamp = sets.map { set in
                let attributes = try? FileManager.default.attributesOfItem(atPath: (set as NSString).appendingPathComponent("Contents.json"))
                return "\(set) \((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
            }.joined(separator: "\n")
            if let known = memo.withLock({ $0[catalog] }), known.stamp == stamp { return known.contents }
            var contents = Contents()
            for set in sets {
                let name = ((set as NSString).lastPathComponent as NSString).deletingPathExtension
                if set.hasSuffix(".colorset"), contents.colors[name] == nil, let color = AssetCatalog.read(colorSet: set) {
                    contents.colors[name] = color
                    contents.colorFiles[name] = (set as NSString).appendingPathComponent("Contents.json")
                }
                if set.hasSuffix(".imageset") {
                    contents.imageSetNames.insert(name)
                    if contents.images[name] == nil, let files = AssetCatalog.read(imageSet: set) { contents.images[name] = files }
                }
            }
            memo.withLock { $0[catalog] = (stamp, contents) }
            return contents
        }
    }

    /// Folders not to look for catalogs in: dependencies and build products.
    private static let skipped: Set<String> = ["Pods", "Carthage", "node_modules", "DerivedData", "build", ".build"]

    private static func catalogs(under folder: String, depth: Int) -> [String] {
        guard depth > 0, let children = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return children.sorted().flatMap { child -> [String] in
            let path = (folder as NSString).appendingPathComponent(child)
            if child.hasSuffix(".xcassets") { return [path] }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue, !child.hasPrefix("."),
                !skipped.contains(child)
            else { return [] }
            return catalogs(under: path, depth: depth - 1)
        }
    }

    /// Every `.colorset` and `.imageset` folder in a catalog, its groups included.
    fileprivate static func sets(in catalog: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: catalog) else { return [] }
        var sets: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative.hasSuffix(".colorset") || relative.hasSuffix(".imageset") {
                sets.append((catalog as NSString).appendingPathComponent(relative))
                walker.skipDescendants()
            }
        }
        return sets.sorted()
    }

    /// An image set's PNG and JPEG files by scale (`"scale": "2x"`; a file with no scale counts
    /// as 1x). PDF, SVG and HEIC sets are left out: layoutsnap draws PNGs and JPEGs only.
    static func read(imageSet folder: String) -> [Int: String]? {
        let path = (folder as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: path), data.count < 1_000_000,
            let json = JSONValue.parse(String(decoding: data, as: UTF8.self)), case .array(let entries)? = json["images"]
        else { return nil }
        var files: [Int: String] = [:]
        for entry in entries {
            guard let name = entry["filename"]?.string, [".png", ".jpg", ".jpeg"].contains(where: name.lowercased().hasSuffix),
                entry["appearances"] == nil, ["universal", "iphone", nil].contains(entry["idiom"]?.string)
            else { continue }
            let scale = Int((entry["scale"]?.string ?? "1x").dropLast()) ?? 1
            if files[scale] == nil { files[scale] = (folder as NSString).appendingPathComponent(name) }
        }
        return files.isEmpty ? nil : files
    }

    /// The image set's file for the device's scale; nil where the set has none at that scale.
    package func image(named name: String, scale: Double) -> String? {
        images[name]?[Int(scale)]
    }

    /// The image set's PNG and JPEG files by scale (1, 2, 3); nil for a set with none, or no set.
    package func imageFiles(named name: String) -> [Int: String]? { images[name] }

    /// A colour set's light value, with its dark one where it has one.
    package func color(named name: String) -> Color? { colors[name] }

    /// A colour set's universal light value and, where it has one, its dark value.
    static func read(colorSet folder: String) -> Color? {
        let path = (folder as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: path), data.count < 1_000_000,
            let json = JSONValue.parse(String(decoding: data, as: UTF8.self)), case .array(let entries)? = json["colors"]
        else { return nil }
        var light: Color?
        var dark: Color?
        for entry in entries {
            guard let color = entry["color"].flatMap(Self.color) else { continue }
            var appearance = "any"
            if case .array(let appearances)? = entry["appearances"] {
                for item in appearances where item["appearance"]?.string == "luminosity" { appearance = item["value"]?.string ?? "any" }
                // High-contrast variants are for the accessibility setting, not the base look.
                if appearances.contains(where: { $0["appearance"]?.string == "contrast" }) { continue }
            }
            switch appearance {
            case "dark": dark = dark ?? color
            case "light", "any": light = light ?? color
            default: break
            }
        }
        guard let light else { return dark }
        return dark.map { Color(light: light, dark: $0) } ?? light
    }

    /// `{"color-space": "srgb", "components": {"red": "0.2", …}}`: components as fractions
    /// ("0.200"), bytes ("51") or hexadecimal bytes ("0x33"); a system colour by reference.
    private static func color(_ value: JSONValue) -> Color? {
        if let reference = value["reference"]?.string {
            let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
            return Color.named(name)
        }
        guard let components = value["components"] else { return nil }
        func component(_ key: String) -> Double? {
            guard let item = components[key] else { return nil }
            var text = item.string ?? item.text
            text = text.trimmingCharacters(in: .whitespaces)
            if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            guard let number = Double(text) else { return nil }
            return !text.contains(".") && number > 1 ? number / 255 : min(1, max(0, number))
        }
        let alpha = component("alpha") ?? 1
        if let white = component("white") { return Color(red: white, green: white, blue: white, alpha: alpha) }
        guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
        return Color(red: red, green: green, blue: blue, alpha: alpha)
    }
}
