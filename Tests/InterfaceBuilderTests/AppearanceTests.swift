import Foundation
import LayoutSnapInterfaceBuilder
import LayoutSnapScenario
import TestSupport
import Testing

/// What an Interface Builder file says about how a view looks reaches the scenario: named
/// colours from the document's resources and from asset catalogs, text stored as an element,
/// runtime attributes in every numeric type Xcode writes.
@Suite struct AppearanceTests {
    static func xib(_ body: String, resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="top">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>\(body)</subviews>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
            <resources>\(resources)</resources>
        </document>
        """
    }

    /// Writes the document (and any files beside it) to a fresh folder and loads it.
    func load(_ text: String, files: [String: String] = [:], assets: [String] = []) throws -> Scenario {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("appearance-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, contents) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
        }
        let file = folder.appendingPathComponent("Screens/Card.xib")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return try #require(try InterfaceBuilderFile.load(file: file.path, assetFolders: assets.map { folder.appendingPathComponent($0).path }).first)
    }

    static let label = """
        <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="title" userLabel="title">
            <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
            <color key="textColor" name="Brand Text"/>
        </label>
        """

    @Test func aNamedColourTakesTheValueTheDocumentCarries() throws {
        let scenario = try load(
            Self.xib(
                Self.label,
                resources: #"<namedColor name="Brand Text"><color red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>"#))
        let color = try #require(scenario.allViews.first { $0.id == "title" }?.label?.color)
        #expect(color.red == 0.2 && color.green == 0.4 && color.blue == 0.6)
        #expect(scenario.warnings.isEmpty)
    }

    /// A catalog beside the project's folders gives the dark value too; it wins over the
    /// document's light copy.
    @Test func anAssetCatalogBesideTheFileGivesLightAndDark() throws {
        let contents = """
            {"colors": [
              {"color": {"color-space": "srgb", "components": {"red": "0x33", "green": "102", "blue": "0.600", "alpha": "1.000"}}, "idiom": "universal"},
              {"appearances": [{"appearance": "luminosity", "value": "dark"}],
               "color": {"color-space": "extended-gray", "components": {"white": "0.900", "alpha": "1.000"}}, "idiom": "universal"}
            ], "info": {"author": "xcode", "version": 1}}
            """
        let scenario = try load(
            Self.xib(Self.label, resources: #"<namedColor name="Brand Text"><color white="0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></namedColor>"#),
            files: ["Assets.xcassets/Brand/Brand Text.colorset/Contents.json": contents])
        let color = try #require(scenario.allViews.first { $0.id == "title" }?.label?.color)
        #expect(abs(color.red - 0.2) < 1e-9 && abs(color.green - 0.4) < 1e-9 && color.blue == 0.6)
        let dark = color.resolved(for: .dark)
        #expect(dark.red == 0.9 && dark.green == 0.9 && dark.blue == 0.9)
    }

    @Test func aCatalogNamedWithAssetsIsRead() throws {
        let contents = #"{"colors": [{"color": {"color-space": "srgb", "components": {"red": "1", "green": "0", "blue": "0", "alpha": "1"}}, "idiom": "universal"}]}"#
        let scenario = try load(Self.xib(Self.label), files: ["Elsewhere/Colors.xcassets/Brand Text.colorset/Contents.json": contents], assets: ["Elsewhere"])
        #expect(scenario.allViews.first { $0.id == "title" }?.label?.color == Color(red: 1, green: 0, blue: 0))
    }

    @Test func anUnknownNamedColourIsAWarningAtItsElement() throws {
        let scenario = try load(Self.xib(Self.label))
        let warning = try #require(scenario.warnings.first)
        #expect(warning.message.contains("colour 'Brand Text' (textColor of title)"))
        #expect(warning.message.hasSuffix("drawn grey"))
        #expect(warning.location.line == 8)
    }

    @Test func textStoredAsAnElementIsTheLabelsText() throws {
        let body = """
            <label numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="body" userLabel="body">
                <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                <string key="text">First line
            second line</string>
            </label>
            """
        let scenario = try load(Self.xib(body))
        #expect(scenario.allViews.first { $0.id == "body" }?.label?.text == "First line\nsecond line")
    }

    @Test(arguments: ["<integer key=\"value\" value=\"14\"/>", "<real key=\"value\" value=\"14\"/>"])
    func aCornerRadiusInAnyNumericType(value: String) throws {
        let body = """
            <view contentMode="scaleToFill" id="card" userLabel="card">
                <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">\(value)</userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </view>
            """
        let scenario = try load(Self.xib(body))
        #expect(scenario.allViews.first { $0.id == "card" }?.cornerRadius == 14)
    }
}

extension AppearanceTests {
    /// Looking for catalogs beside a file named by a relative path walks up to the file system's
    /// root without ever asking Foundation for the parent of an empty path (which traps).
    @Test(arguments: ["card.xib", "a/card.xib", "./card.xib", "../card.xib", "/card.xib", ""])
    func catalogsAreLookedForBesideAnyPath(file: String) {
        _ = AssetCatalog(file: file, folders: [])
    }
}

extension AppearanceTests {
    /// An image set `name` in `folder/Assets.xcassets`: a PNG header of the given pixels per
    /// scale (`logo.png`, `logo@2x.png`, …). Returns the set's folder.
    static func imageSet(_ name: String, in folder: URL, pixels: [Int: (UInt32, UInt32)]) throws -> URL {
        let set = folder.appendingPathComponent("Assets.xcassets/\(name).imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        func file(_ scale: Int) -> String { name.lowercased() + (scale == 1 ? "" : "@\(scale)x") + ".png" }
        let entries = pixels.keys.sorted().map { #"{"filename": "\#(file($0))", "idiom": "universal", "scale": "\#($0)x"}"# }
        try #"{"images": [\#(entries.joined(separator: ", "))]}"#.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        for (scale, size) in pixels { try pngHeader(width: size.0, height: size.1).write(to: set.appendingPathComponent(file(scale))) }
        return set
    }

    /// An image view shows its image set's PNG at the device's scale; an image no catalog has,
    /// or an SF Symbol layoutsnap does not stroke, stays a placeholder of its stored size, with
    /// a warning naming it; a chevron is stroked in the view's tint.
    @Test func imageViewsShowTheirImageSetsAtTheDevicesScale() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("images-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = try Self.imageSet("Logo", in: folder, pixels: [1: (40, 20), 2: (80, 40)])
        let body = """
            <imageView contentMode="scaleAspectFit" image="Logo" id="logo" userLabel="logo"><rect key="frame" x="0.0" y="0.0" width="40" height="20"/></imageView>
            <imageView contentMode="scaleAspectFit" image="Missing" id="missing" userLabel="missing"><rect key="frame" x="0.0" y="30" width="24" height="24"/></imageView>
            <imageView contentMode="scaleAspectFit" image="chevron.right" catalog="system" id="chevron" userLabel="chevron"><rect key="frame" x="0.0" y="60" width="12" height="20"/><color key="tintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></imageView>
            <imageView contentMode="scaleAspectFit" image="bolt" catalog="system" id="bolt" userLabel="bolt"><rect key="frame" x="0.0" y="90" width="12" height="20"/></imageView>
            """
        let text = Self.xib(
            body, resources: #"<image name="Logo" width="40" height="20"/><image name="chevron.right" catalog="system" width="96" height="128"/><image name="bolt" catalog="system" width="96" height="128"/>"#)
            .replacingOccurrences(of: "<objects>", with: #"<device id="retina4_7" orientation="portrait" appearance="light"/><objects>"#)
        let file = folder.appendingPathComponent("Card.xib")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let scenario = try #require(try InterfaceBuilderFile.load(file: file.path).first)
        let logo = try #require(scenario.allViews.first { $0.id == "logo" }?.image)
        #expect(logo.path == set.appendingPathComponent("logo@2x.png").path && logo.pixelSize == Size(width: 80, height: 40))
        #expect(scenario.allViews.first { $0.id == "missing" }?.image?.size == Size(width: 24, height: 24))
        let chevron = try #require(scenario.allViews.first { $0.id == "chevron" }?.image)
        #expect(chevron.symbol == "chevron.right" && chevron.tint == Color(red: 1, green: 0, blue: 0))
        #expect(scenario.warnings.map(\.message) == [
            "image 'Missing' (missing) is in no asset catalog found and is drawn as a placeholder of its stored size",
            "SF Symbol 'bolt' (bolt) is drawn as a placeholder of its stored size",
        ])
    }
}

extension AppearanceTests {
    /// A button's title from its state, as an element or from a button configuration; its
    /// colour from the state, the configuration or the tint (a custom button's is white); an image found nowhere is named
    /// as not drawn.
    @Test func buttonsTakeTheirTitleAndTint() throws {
        let body = """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="plain" userLabel="plain">
                <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
                <color key="tintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <state key="normal"><string key="title">Two
            lines</string></state>
            </button>
            <button opaque="NO" contentMode="scaleToFill" id="configured" userLabel="configured">
                <rect key="frame" x="0.0" y="40" width="100" height="30"/>
                <buttonConfiguration key="configuration" style="plain" title="Tap Me" image="star"/>
            </button>
            <button opaque="NO" contentMode="scaleToFill" id="custom" userLabel="custom">
                <rect key="frame" x="0.0" y="80" width="100" height="30"/>
                <color key="tintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <state key="normal" title="SHOW"/>
            </button>
            """
        let scenario = try load(Self.xib(body))
        // A custom-type button (Xcode writes no `buttonType`) has a white title, tint or not.
        #expect(scenario.allViews.first { $0.id == "custom" }?.control?.tint == Color(red: 1, green: 1, blue: 1))
        let plain = try #require(scenario.allViews.first { $0.id == "plain" }?.control)
        #expect(plain.title == "Two\nlines" && plain.tint == Color(red: 1, green: 0, blue: 0))
        #expect(scenario.allViews.first { $0.id == "configured" }?.control?.title == "Tap Me")
        #expect(scenario.warnings.map(\.message) == ["button image 'star' (configured) is not drawn: the button shows its title only"])
    }
}

extension AppearanceTests {
    /// A button's image: its image set's PNG at the device's scale; a symbol layoutsnap strokes,
    /// 20 points on its longer side; else a placeholder of the size the resources give, named
    /// in a warning.
    @Test func buttonsShowTheirImages() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("button-images-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = try Self.imageSet("Close", in: folder, pixels: [2: (48, 48)])
        func button(_ id: String, y: Int, image: String) -> String {
            """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="\(id)" userLabel="\(id)">
                <rect key="frame" x="0.0" y="\(y)" width="44" height="44"/>
                <state key="normal" image="\(image)"/>
            </button>
            """
        }
        let text = Self.xib(
            button("close", y: 0, image: "Close") + button("back", y: 50, image: "chevron.left") + button("missing", y: 100, image: "Star"),
            resources: #"<image name="Close" width="24" height="24"/><image name="chevron.left" catalog="system" width="96" height="128"/><image name="Star" width="30" height="28"/>"#
        ).replacingOccurrences(of: "<objects>", with: #"<device id="retina4_7" orientation="portrait" appearance="light"/><objects>"#)
        let file = folder.appendingPathComponent("Card.xib")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let scenario = try #require(try InterfaceBuilderFile.load(file: file.path).first)
        func image(_ id: String) -> ImageSpec? { scenario.allViews.first { $0.id == id }?.image }
        #expect(image("close")?.path == set.appendingPathComponent("close@2x.png").path && image("close")?.pixelSize == Size(width: 48, height: 48))
        #expect(image("back")?.symbol == "chevron.left" && image("back")?.size == Size(width: 15, height: 20))
        #expect(image("missing")?.size == Size(width: 30, height: 28) && image("missing")?.path == nil)
        #expect(scenario.warnings.map(\.message) == ["button image 'Star' (missing) is in no asset catalog found: drawn as a placeholder of its size"])
    }
}

extension AppearanceTests {
    /// A visual effect view blurs what lies beneath under a translucent fill of its material's
    /// tint, by appearance.
    @Test func aBlurIsATranslucentFillOverABlur() throws {
        let body = """
            <visualEffectView opaque="NO" contentMode="scaleToFill" id="blur" userLabel="blur">
                <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="inside">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                </view>
                <blurEffect style="regular"/>
            </visualEffectView>
            """
        let view = try #require(try load(Self.xib(body)).allViews.first { $0.id == "blur" })
        let background = try #require(view.background)
        #expect(background.alpha < 1 && background.resolved(for: .dark).red < 0.2 && background.resolved(for: .light).red > 0.9)
        #expect(view.blurRadius == ViewSpec.materialBlurRadius)
    }
}

extension AppearanceTests {
    /// What layoutsnap draws otherwise is named once: a font it does not have (its weight from
    /// its name), a table's section titles; attributed text in several styles is drawn so.
    @Test func whatIsDrawnOtherwiseIsNamed() throws {
        let body = """
            <label text="A" id="a" userLabel="a"><rect key="frame" x="0.0" y="0.0" width="50" height="20"/>
                <fontDescription key="fontDescription" name="OpenSans-Semibold" family="Open Sans" pointSize="15"/></label>
            <label text="B" id="b" userLabel="b"><rect key="frame" x="0.0" y="30" width="50" height="20"/>
                <fontDescription key="fontDescription" name="OpenSans-Semibold" family="Open Sans" pointSize="13"/></label>
            <label id="c" userLabel="c"><rect key="frame" x="0.0" y="60" width="50" height="20"/>
                <attributedString key="attributedText">
                    <fragment content="Bold "><attributes><font key="NSFont" metaFont="boldSystem" size="15"/></attributes></fragment>
                    <fragment content="plain"><attributes><font key="NSFont" metaFont="system" size="15"/></attributes></fragment>
                </attributedString></label>
            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="grouped" id="t" userLabel="t">
                <rect key="frame" x="0.0" y="90" width="320" height="100"/>
                <sections><tableViewSection headerTitle="Account" id="s1"/></sections>
            </tableView>
            """
        let scenario = try load(Self.xib(body))
        #expect(scenario.allViews.first { $0.id == "a" }?.label?.font.weight == 600)
        #expect(scenario.warnings.map(\.message) == [
            "font 'OpenSans-Semibold' (first used by a) is not one layoutsnap has: drawn in the system font at its size, with the weight its name gives",
            "section title 'Account' of t is not drawn",
        ])
        // Attributed text in two styles is drawn in both: each fragment a run.
        let runs = try #require(scenario.allViews.first { $0.id == "c" }?.label?.runs)
        #expect(runs.map(\.start) == [0, 5] && runs.map(\.end) == [5, 10])
        #expect(runs.map { $0.font?.weight } == [700, 400])
    }

    /// An attributed fragment's underline, strikethrough, kerning and background become its
    /// run's; a kerning of 0 (which Xcode writes for most fragments) is none.
    @Test func fragmentsUnderlinesKerningAndBackgroundsAreRuns() throws {
        let body = """
            <label id="c" userLabel="c"><rect key="frame" x="0.0" y="0" width="200" height="20"/>
                <attributedString key="attributedText">
                    <fragment content="Read "><attributes><font key="NSFont" metaFont="system" size="15"/><real key="NSKern" value="0.0"/></attributes></fragment>
                    <fragment content="terms"><attributes><font key="NSFont" metaFont="system" size="15"/><integer key="NSUnderline" value="1"/><real key="NSKern" value="1.5"/>
                        <color key="NSBackgroundColor" red="1" green="1" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></attributes></fragment>
                    <fragment content=" was 9"><attributes><font key="NSFont" metaFont="system" size="15"/><integer key="NSStrikethrough" value="1"/></attributes></fragment>
                </attributedString></label>
            <label id="d" userLabel="d"><rect key="frame" x="0.0" y="30" width="200" height="20"/>
                <attributedString key="attributedText">
                    <fragment content="Plain"><attributes><font key="NSFont" metaFont="system" size="15"/><real key="NSKern" value="0.0"/></attributes></fragment>
                </attributedString></label>
            """
        let scenario = try load(Self.xib(body))
        let runs = try #require(scenario.allViews.first { $0.id == "c" }?.label?.runs)
        #expect(runs.count == 3, "\(runs)")
        #expect(runs[1].underline && runs[1].kern == 1.5 && runs[1].background?.hex == "#ffff00" && runs[1].start == 5 && runs[1].end == 10)
        #expect(runs[2].strikethrough && runs[0].kern == nil && !runs[0].underline)
        #expect(scenario.allViews.first { $0.id == "d" }?.label?.runs.isEmpty == true, "one plain fragment is no run")
    }
}
