import Foundation
import LayoutSnapPipeline
import LayoutSnapScenario
import LayoutSnapText

/// Renders whose inputs and references are unchanged since they last passed are not laid
/// out or drawn again. An entry is the SHA-256 of the key a render passed under, kept in the
/// cache's index (`CacheIndex`); a render hits only when its key now has the same SHA-256, so
/// a changed, corrupted or foreign entry is a miss, never trusted.
///
/// The key holds, each file by its SHA-256: this executable (any new build misses), the
/// renderer environment (Cairo, Pango, the pinned fonts), the comparison options, how files are
/// read (Interface Builder's intrinsic sizes and size class, asset folders), the scenario
/// file and the other files it was read from (`Scenario.inputFiles`: colour sets), every image
/// file the render reads, the render's name, device and traits, and each reference file. The
/// files' digests are remembered while their stamps hold (`FileDigestMemo`).
package struct SnapshotCache: Sendable {
    package let folder: URL
    /// The digests of the files keys name, and the passes and file memos: shared by every
    /// copy of the cache in a run.
    let digests: FileDigestMemo, index: CacheIndex

    package init(folder: URL) { self.init(folder: folder, digests: FileDigestMemo(folder: folder)) }

    init(folder: URL, digests: FileDigestMemo) { (self.folder, self.digests, index) = (folder, digests, CacheIndex(folder: folder)) }

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

    /// The SHA-256 of `prefix`, which keys and file memos name instead of the prefix's couple
    /// of kilobytes: a warm check hashes a key per render and a header per file.
    static let prefixDigest: String = SHA256.hex(Array(prefix.utf8))

    func key(for scenario: Scenario, render: RenderSpec, options: SnapshotOptions, store: SnapshotStore) -> String? {
        // A scenario built in code has no file to checksum: never cached.
        guard !scenario.file.hasPrefix("<"), let source = digests.digest(ofFileAt: scenario.file) else { return nil }
        return key(RenderKeyInputs(scenario, render: render, store: store), sourceDigest: source, options: options, store: store)
    }

    /// The key of a render described by `inputs`, its scenario file's SHA-256 being `sourceDigest`.
    func key(_ inputs: RenderKeyInputs, sourceDigest: String, options: SnapshotOptions, store: SnapshotStore) -> String? {
        var lines = [
            "prefix \(Self.prefixDigest)",
            "comparison \(options.comparison.threshold) \(options.comparison.countsAntialiasing) \(options.allowedPixels) \(options.allowedRatio) \(options.includesSVG) \(options.ci)",
            Self.inputsLine(options), "scenario \(inputs.scenario) \(sourceDigest)", "render \(inputs.render)", inputs.settings,
        ]
        for path in inputs.inputFiles {
            lines.append("input \(path) \(digests.digest(ofFileAt: path) ?? "absent")")
        }
        for path in inputs.images {
            guard let digest = digests.digest(ofFileAt: path) else { return nil }
            lines.append("image \(path) \(digest)")
        }
        for suffix in SnapshotStore.suffixes {
            let digest = digests.digest(ofFileAt: store.path(inFolder: inputs.folder, inputs.render, suffix))
            lines.append("reference \(suffix) \(digest ?? "absent")")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// How scenario files are read: part of every key, and of every file memo.
    static func inputsLine(_ options: SnapshotOptions) -> String {
        "inputs \(options.inputs.intrinsicSizes) \(options.inputs.sizeClass.map { "\($0)" } ?? "base") \(options.inputs.assetFolders)"
    }

    /// Whether the render passed under `key` when it last passed.
    package func hits(_ key: String, scenario: String, render: String) -> Bool {
        index.passed(scenario, render, digest: SHA256.hex(Array(key.utf8)))
    }

    /// Records a pass of a render of a scenario read from `file` (kept until `save()`).
    func store(_ key: String, scenario: String, render: String, file: String) {
        index.recordPass(scenario, render, file: absolutePath(file), digest: SHA256.hex(Array(key.utf8)))
    }

    /// Writes what this run added to the cache: the index, and the file digests.
    func save() {
        index.save()
        digests.save()
    }
}

/// What a render's key holds besides the options and the checksums of files: read off a loaded
/// scenario, or back from its file's memo (`ScenarioFileMemo`) when the file is unchanged.
struct RenderKeyInputs: Equatable, Sendable {
    var scenario: String
    var render: String
    /// The render's device, traits and filmstrip, as one line.
    var settings: String
    /// Every image the render reads, in document order.
    var images: [String]
    /// The files besides the scenario file it was read from (`Scenario.inputFiles`).
    var inputFiles: [String]
    /// The scenario's folder in the store.
    var folder: String

    init(scenario: String, render: String, settings: String, images: [String], inputFiles: [String], folder: String) {
        (self.scenario, self.render, self.settings, self.images, self.inputFiles, self.folder) = (scenario, render, settings, images, inputFiles, folder)
    }

    init(_ scenario: Scenario, render: RenderSpec, store: SnapshotStore) {
        self.init(
            scenario: scenario.name, render: render.name,
            settings: "device \(render.device.map { "\($0)" } ?? "file") traits \(render.traits) filmstrip \(render.filmstrip.map { "\($0)" } ?? "none")",
            images: scenario.applying(render).allViews.compactMap { $0.image?.path }, inputFiles: scenario.inputFiles,
            folder: store.folder(of: scenario))
    }
}
