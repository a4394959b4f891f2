import Foundation
import LayoutSnapPipeline
import LayoutSnapScenario
import LayoutSnapText

/// Renders whose inputs and references are unchanged since they last passed are not laid
/// out or drawn again. An entry is the key it passed under, kept per render in
/// `<folder>/<scenario>/<render>.key`; a render hits only when its key now is byte for byte
/// the same, so a changed, corrupted or foreign entry is a miss, never trusted.
///
/// The key holds, each file by its SHA-256: this executable (any new build misses), the
/// renderer environment (Cairo, Pango, the pinned fonts), the comparison options, how files are
/// read (Interface Builder's intrinsic sizes and size class, asset folders), the scenario
/// file and the other files it was read from (`Scenario.inputFiles`: colour sets), every image
/// file the render reads, the render's name, device and traits, and each reference file.
package struct SnapshotCache: Sendable {
    package let folder: URL

    package init(folder: URL) { self.folder = folder }

    /// What every key starts with, computed once a run: the format, the running binary's
    /// SHA-256, the renderer environment and each pinned font's SHA-256 (the environment
    /// records a CRC of each, to tell environments apart, not to trust them).
    static let prefix: String = {
        let digest = { @Sendable (path: String) in FileManager.default.contents(atPath: path).map { SHA256.hex([UInt8]($0)) } }
        let binary = ChecksumMemo.checksums(["/proc/self/exe"], memo: "binary-sha256", compute: digest)[0]
        let fonts = ChecksumMemo.checksums(FontConfiguration.pinnedFontPaths, memo: "fonts-sha256", compute: digest)
        return "layoutsnap cache 2\nbinary \(binary ?? "unknown")\nfonts \(fonts.map { $0 ?? "unreadable" }.joined(separator: " "))\n"
            + "environment \(RendererEnvironment.current.json)"
    }()

    func key(for scenario: Scenario, render: RenderSpec, options: SnapshotOptions, store: SnapshotStore) -> String? {
        // A scenario built in code has no file to checksum: never cached.
        guard !scenario.file.hasPrefix("<"), let source = FileSystemEntry.readRegularFile(atPath: scenario.file) else { return nil }
        var lines = [
            Self.prefix,
            "comparison \(options.comparison.threshold) \(options.comparison.countsAntialiasing) \(options.allowedPixels) \(options.allowedRatio) \(options.includesSVG) \(options.ci)",
            "inputs \(options.inputs.intrinsicSizes) \(options.inputs.sizeClass.map { "\($0)" } ?? "base") \(options.inputs.assetFolders)",
            "scenario \(scenario.name) \(SHA256.hex(source))", "render \(render.name)",
            "device \(render.device.map { "\($0)" } ?? "file") traits \(render.traits) filmstrip \(render.filmstrip.map { "\($0)" } ?? "none")",
        ]
        for path in scenario.inputFiles {
            lines.append("input \(path) \(FileSystemEntry.readRegularFile(atPath: path).map(SHA256.hex) ?? "absent")")
        }
        for view in scenario.applying(render).allViews {
            guard let path = view.image?.path else { continue }
            guard let bytes = FileSystemEntry.readRegularFile(atPath: path) else { return nil }
            lines.append("image \(path) \(SHA256.hex(bytes))")
        }
        let folder = store.folder(of: scenario)
        for suffix in SnapshotStore.suffixes {
            let bytes = FileSystemEntry.readRegularFile(atPath: store.path(inFolder: folder, render.name, suffix))
            lines.append("reference \(suffix) \(bytes.map(SHA256.hex) ?? "absent")")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func entry(_ scenario: String, _ render: String) -> URL {
        folder.appendingPathComponent(safeFileName(scenario)).appendingPathComponent("\(safeFileName(render)).key")
    }

    func hits(_ key: String, scenario: String, render: String) -> Bool {
        let url = entry(scenario, render)
        guard let bytes = FileSystemEntry.readRegularFile(atPath: url.path) else { return false }
        return bytes.elementsEqual(key.utf8)
    }

    /// Records a pass; a cache that cannot be written only costs speed.
    func store(_ key: String, scenario: String, render: String) {
        guard (try? FileSystemEntry.checkNoLinks(below: folder, [safeFileName(scenario), "\(safeFileName(render)).key"], purpose: "the cache")) != nil
        else { return }
        try? AtomicFile.write(key, to: entry(scenario, render))
    }
}
