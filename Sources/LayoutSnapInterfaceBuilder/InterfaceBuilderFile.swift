import Foundation
import LayoutSnapScenario

/// Where text-bearing views get their intrinsic size when read from Interface Builder.
public enum IntrinsicSizeSource: String, Sendable, CaseIterable {
    /// Measured with Pango and the pinned fonts, like any scenario.
    case measured
    /// The size Interface Builder stored: the layout then reproduces Xcode's canvas even though
    /// the app's fonts (SF Pro, custom ones) are not at hand.
    case stored
}

/// `.xib` and `.storyboard` files as scenarios (DESIGN §12): one per storyboard scene with a
/// view, one per top-level view of a xib.
public enum InterfaceBuilderFile {
    public static let extensions: Set<String> = ["xib", "storyboard"]

    /// Whether the path names an Interface Builder file: its last component's extension, in
    /// any case. (Asked of every file a run reads and every folder it names: Foundation's
    /// `pathExtension` cost a sharded run more than its own argument parsing.)
    public static func isInterfaceBuilderFile(_ path: String) -> Bool {
        var name = path.utf8[...]
        while name.last == UInt8(ascii: "/") { name = name.dropLast() }
        guard let dot = name.lastIndex(of: UInt8(ascii: ".")), !name[dot...].contains(UInt8(ascii: "/")), dot > name.startIndex,
            name[name.index(before: dot)] != UInt8(ascii: "/")
        else { return false }
        let suffix = name[name.index(after: dot)...]
        guard suffix.count <= 10 else { return false }
        return extensions.contains(String(decoding: suffix, as: UTF8.self).lowercased())
    }

    /// Reads a file into its scenarios.
    /// - Throws: `ScenarioError` at the element for malformed XML, another document type, or a
    ///   file with no view to lay out.
    /// - Parameter sizeClass: the size class whose variations apply; nil for the class of the
    ///   file's device (its base values where the file names no device).
    ///   `assetFolders`: asset catalogs (or folders holding them) whose colour sets give named
    ///   colours their values, besides the catalogs next to the file.
    public static func load(
        file: String, intrinsicSizes: IntrinsicSizeSource = .measured, sizeClass: SizeClass? = nil, assetFolders: [String] = []
    ) throws(ScenarioError) -> [Scenario] {
        // Checked as a regular file of bounded size before a byte is read (a FIFO would block).
        let bytes = try ScenarioLoader.readFileBytes(file)
        return try load(
            bytes: bytes, file: file, intrinsicSizes: intrinsicSizes, sizeClass: sizeClass,
            catalog: AssetCatalog(file: file, folders: assetFolders))
    }

    /// Reads a file's bytes (already read, or made by a test or a fuzzer) into its scenarios.
    package static func load(
        bytes: [UInt8], file: String, intrinsicSizes: IntrinsicSizeSource = .measured, sizeClass: SizeClass? = nil,
        catalog: AssetCatalog = AssetCatalog()
    ) throws(ScenarioError) -> [Scenario] {
        let parsed = try XMLTree.parse(bytes, file: file)
        // What kind of document it is comes first: a Mac window's 10,000,000-point maximum
        // size is no error in a file layoutsnap does not read (Google's GCM server demo).
        guard parsed.name == "document" else {
            // Xcode 4 and earlier wrote xibs as keyed archives; any later Xcode converts one
            // when it is opened and saved.
            let hint = parsed.name == "archive" ? " (an Xcode 4 archive: open and save it in a later Xcode to convert it)" : ""
            throw ScenarioError("expected an Interface Builder <document>, found <\(parsed.name)>\(hint)", at: parsed.location)
        }
        let type = parsed["type"] ?? ""
        guard type.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch.") else {
            let kind = type.contains(".Cocoa.") ? "a macOS (Cocoa) document" : "document type '\(type)'"
            throw ScenarioError("\(kind): layoutsnap reads iOS (Cocoa Touch) xibs and storyboards", at: parsed.location)
        }
        try DocumentLimits.check(parsed)
        // Without a size class asked for, the one the canvas shows the file's device in.
        let framed = FrameInsets.resolve(parsed)
        let varied = SizeClassVariations.resolve(framed, for: sizeClass ?? ScreenMetrics(document: framed).sizeClass)
        let (document, colorFiles) = NamedColors.resolve(varied, catalog: catalog)
        let base = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        let reader = DocumentReader(document: document, intrinsicSizes: intrinsicSizes, catalog: catalog)
        let roots = reader.roots()
        guard !roots.isEmpty else { throw ScenarioError("no view to lay out (no scene with a view, no top-level view)", at: document.location) }
        var names: Set<String> = []
        var scenarios: [Scenario] = []
        for root in roots {
            var name = roots.count == 1 ? base : "\(base)-\(root.name)"
            while names.contains(name) { name += "-\(names.count)" }
            names.insert(name)
            var scenario = reader.scenario(for: root, name: name, file: file)
            scenario.inputFiles = colorFiles
            // The root view's size is the device's: the scenario format's limits apply.
            if let problem = ScenarioLimits.deviceSize(width: scenario.device.width, height: scenario.device.height) {
                throw ScenarioError("\(problem): this view is \(NumberText.exact(scenario.device.width))×\(NumberText.exact(scenario.device.height))", at: root.element.location)
            }
            scenarios.append(scenario)
        }
        return scenarios
    }
}
