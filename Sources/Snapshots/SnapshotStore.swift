import Foundation
import LayoutSnapPipeline
import LayoutSnapScenario
import Render

/// The references on disk: `<root>/<scenario>/<render>.png|.svg|.layout.json|.manifest.json`
/// and `<root>/<scenario>/environment.json`, with a marker file at the root that `record`
/// writes. It reads, writes and deletes only real files of its own naming inside real folders:
/// never through a symbolic link, never anything else.
public struct SnapshotStore: Sendable {
    public let root: URL

    /// Marks a folder as a store; `--remove-orphans` refuses a folder without it.
    public static let marker = ".layoutsnap-store"
    /// The suffixes of a render's files, after `<render>.`.
    static let suffixes = ["png", "svg", "layout.json", "manifest.json"]
    static let environmentFile = "environment.json"
    /// The manifest's entry for the PNG's decoded pixels (not a file).
    static let pixelsKey = "png pixels"

    /// Size and checksum of the image's RGBA pixels, whatever its encoding.
    static func pixelFingerprint(_ bytes: [UInt8]) -> String? {
        guard let image = PNGImage(bytes: bytes) else { return nil }
        return "\(image.width)x\(image.height) " + ReferenceManifest.fingerprint(image.pixels)
    }

    public init(root: URL) { self.root = root }

    /// Whether the folder holds the store marker (a real file, not a link).
    public var isMarked: Bool { FileSystemEntry(at: root.appendingPathComponent(Self.marker).path) == .file }

    func folder(_ scenario: String) -> URL { root.appendingPathComponent(safeFileName(scenario)) }

    func url(_ scenario: String, _ render: String, _ suffix: String) -> URL {
        URL(fileURLWithPath: path(scenario, render, suffix))
    }

    /// A reference file's path, built as a string: the cache asks for every reference of
    /// every run, where building URLs cost more than reading the files.
    func path(_ scenario: String, _ render: String, _ suffix: String) -> String {
        "\(rootPath)/\(safeFileName(scenario))/\(safeFileName(render)).\(suffix)"
    }

    var rootPath: String {
        let path = root.path
        return path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    /// Refuses, before anything is read or written, a store whose scenario folders or
    /// reference files are symbolic links or in the way.
    func checkPaths(for scenarios: [Scenario]) throws(StoreError) {
        if FileSystemEntry(at: root.path) == .file { throw StoreError("\(root.path) is a file; the snapshots folder must be a folder") }
        let rootPath = root.path
        for scenario in scenarios {
            let folder = safeFileName(scenario.name)
            try FileSystemEntry.checkNoLinks(belowPath: rootPath, [folder, Self.environmentFile], purpose: "the snapshot store")
            for render in scenario.renders {
                for suffix in Self.suffixes {
                    try FileSystemEntry.checkNoLinks(
                        belowPath: rootPath, [folder, "\(safeFileName(render.name)).\(suffix)"], purpose: "the snapshot store")
                }
            }
        }
    }

    /// A reference file's bytes, if it is a real file.
    func read(_ url: URL) -> [UInt8]? {
        FileSystemEntry.readRegularFile(atPath: url.path)
    }

    /// Whether the render's reference set is whole: a manifest for this render whose files
    /// all exist with the bytes it lists, a PNG and a layout JSON among them. `known` holds
    /// files the caller has already read (suffix → bytes), so that they are not read again.
    func isComplete(_ scenario: String, _ render: String, known: [String: [UInt8]] = [:]) -> Bool {
        guard let bytes = read(url(scenario, render, "manifest.json")), let manifest = ReferenceManifest(bytes: bytes),
            manifest.render == render, manifest.files["png"] != nil, manifest.files["layout.json"] != nil
        else { return false }
        return manifest.files.allSatisfy { suffix, fingerprint in
            guard suffix != Self.pixelsKey else { return true }
            guard let bytes = known[suffix] ?? read(url(scenario, render, suffix)) else { return false }
            if ReferenceManifest.fingerprint(bytes) == fingerprint { return true }
            // A PNG an optimiser rewrote (palette, 16-bit, interlaced…) still holds the same
            // pixels: only a difference in pixels makes the set incomplete.
            return suffix == "png" && manifest.files[Self.pixelsKey] != nil && Self.pixelFingerprint(bytes) == manifest.files[Self.pixelsKey]
        }
    }

    /// Writes a render's set: the files, then the manifest. The scenario's environment.json
    /// comes first, so a set never exists without it. (`record` marks the store first.)
    func writeSet(_ item: SnapshotSuite.Produced, environment: String) throws {
        let name = item.scenario.name, render = item.render.name
        let environmentURL = folder(name).appendingPathComponent(Self.environmentFile)
        if read(environmentURL) != Array(environment.utf8) { try AtomicFile.write(environment, to: environmentURL) }
        let files = item.files
        for (suffix, bytes) in files.sorted(by: { $0.key < $1.key }) { try AtomicFile.write(bytes, to: url(name, render, suffix)) }
        var fingerprints = files.mapValues(ReferenceManifest.fingerprint)
        fingerprints[Self.pixelsKey] = Self.pixelFingerprint(item.png)
        let manifest = ReferenceManifest(scenario: name, render: render, source: source(of: item.scenario), files: fingerprints)
        try AtomicFile.write(manifest.encoded, to: url(name, render, "manifest.json"))
    }

    func writeMarker() throws {
        guard !isMarked else { return }
        try AtomicFile.write(
            "This folder holds layoutsnap's snapshot references; `layoutsnap record` writes it.\n",
            to: root.appendingPathComponent(Self.marker))
        AtomicFile.removeStaleTemporaries(in: root)
    }

    /// The scenario file relative to the store, when the scenario came from a file.
    private func source(of scenario: Scenario) -> String? {
        guard !scenario.file.hasPrefix("<"), FileManager.default.fileExists(atPath: scenario.file) else { return nil }
        return relativePath(from: absolutePath(root.path), to: absolutePath(scenario.file))
    }
}
