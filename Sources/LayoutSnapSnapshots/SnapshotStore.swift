import Foundation
import LayoutSnapPipeline
import LayoutSnapPNG
import LayoutSnapScenario
import LayoutSnapRender

/// The references on disk: `<root>/<folder>/<render>.png|.svg|.layout.json|.manifest.json`
/// and `<root>/<folder>/environment.json`, with a marker file at the root that `record`
/// writes. A scenario's folder mirrors its file's path in the project (`folder(of:)`). It
/// reads, writes and deletes only real files of its own naming inside real folders: never
/// through a symbolic link, never anything else.
package struct SnapshotStore: Sendable {
    package let root: URL

    /// Marks a folder as a store; `--remove-orphans` refuses a folder without it.
    package static let marker = ".layoutsnap-store"
    /// The suffixes of a render's files, after `<render>.`.
    static let suffixes = ["png", "svg", "layout.json", "manifest.json"]
    static let environmentFile = "environment.json"
    /// The manifest's entry for the PNG's decoded pixels (not a file).
    static let pixelsKey = "png pixels"

    /// Size and checksum of the image's RGBA pixels, whatever its encoding.
    static func pixelFingerprint(_ bytes: [UInt8]) -> String? {
        guard let image = PNGImage(bytes: bytes) else { return nil }
        return PixelChecksum(width: image.width, height: image.height, rgba: image.pixels).text
    }

    /// `root`'s path without a trailing slash, and the project folder above it (absolute):
    /// worked out once, as every reference path starts with them.
    let rootPath: String, projectPath: String

    package init(root: URL) {
        self.root = root
        let path = root.path
        rootPath = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        projectPath = absolutePath(rootPath + "/..")
    }

    /// Whether the folder holds the store marker (a real file, not a link).
    package var isMarked: Bool { FileSystemEntry(at: root.appendingPathComponent(Self.marker).path) == .file }

    /// The scenario's folder below the store, as a relative path: its file's path from the
    /// project folder (the store's parent) without the extension — `scenarios/seeds/003-max-height`
    /// for `scenarios/seeds/003-max-height.yaml` — with a folder per scene below an Interface
    /// Builder file's. A scenario built in code, or read from outside the project, has a folder
    /// named after it, as every scenario had before references mirrored scenario paths.
    func mirroredFolder(of scenario: Scenario) -> String {
        let key = "\(projectPath)\u{0}\(scenario.file)\u{0}\(scenario.name)"
        if let known = mirroredFolders.value(for: key) { return known }
        let folder = workOutMirroredFolder(of: scenario)
        mirroredFolders.set(folder, for: key)
        return folder
    }

    private func workOutMirroredFolder(of scenario: Scenario) -> String {
        let project = projectPath
        let file = absolutePath(scenario.file)
        guard !scenario.file.hasPrefix("<"), file.hasPrefix(project == "/" ? "/" : project + "/") else { return safeFileName(scenario.name) }
        var components = file.dropFirst(project.count).split(separator: "/").map { safeFileName(String($0)) }
        guard let last = components.popLast() else { return safeFileName(scenario.name) }
        // The file name without its extension (a name that is all extension stays whole).
        if let dot = last.lastIndex(of: "."), dot != last.startIndex {
            components.append(String(last[..<dot]))
        } else {
            components.append(last)
        }
        if ScenarioInputs.mayHoldSeveralScenarios(scenario.file) { components.append(safeFileName(scenario.name)) }
        return components.joined(separator: "/")
    }

    /// The folder a scenario's references had before they mirrored scenario paths: its name.
    func formerFolder(of scenario: Scenario) -> String { safeFileName(scenario.name) }

    /// Where the scenario's references are read from: its mirrored folder, or its former folder
    /// while only that one holds them (a store recorded by an earlier version; `record` moves
    /// it, `moveFormerFolder`).
    func folder(of scenario: Scenario) -> String {
        let mirrored = mirroredFolder(of: scenario)
        // Once the mirrored folder exists it is the answer for the rest of the run (nothing
        // moves a folder back): remembered, as a check asks for each folder several times.
        let key = "\(rootPath)\u{0}\(mirrored)"
        if existingFolders.value(for: key) != nil { return mirrored }
        if FileSystemEntry(at: "\(rootPath)/\(mirrored)") == .directory {
            existingFolders.set(mirrored, for: key)
            return mirrored
        }
        return isFormer(scenario, mirrored: mirrored) ? formerFolder(of: scenario) : mirrored
    }

    /// Whether the references are still only in the former folder: the mirrored one does not
    /// exist, and the former one is a real folder with no folders inside whose manifests name
    /// this scenario.
    private func isFormer(_ scenario: Scenario, mirrored: String) -> Bool {
        let former = formerFolder(of: scenario)
        guard former != mirrored, FileSystemEntry(at: "\(rootPath)/\(mirrored)") == .missing else { return false }
        let path = "\(rootPath)/\(former)"
        guard FileSystemEntry(at: path) == .directory else { return false }
        let entries = FileSystemEntry.contents(atPath: path)
        guard !entries.contains(where: { FileSystemEntry(at: path + "/" + $0) == .directory }) else { return false }
        return entries.contains { entry in
            guard entry.hasSuffix(".manifest.json"), let bytes = FileSystemEntry.readRegularFile(atPath: path + "/" + entry),
                let manifest = ReferenceManifest(bytes: bytes)
            else { return false }
            return manifest.scenario == scenario.name
        }
    }

    /// Moves a scenario's references from its former folder to its mirrored one (one rename,
    /// parents made as needed); nil when there is nothing to move.
    /// - Returns: the two folders, from and to.
    func moveFormerFolder(of scenario: Scenario) throws(StoreError) -> (from: URL, to: URL)? {
        let mirrored = mirroredFolder(of: scenario)
        guard isFormer(scenario, mirrored: mirrored) else { return nil }
        let from = root.appendingPathComponent(formerFolder(of: scenario)), to = root.appendingPathComponent(mirrored)
        try AtomicFile.makeFolders(to.deletingLastPathComponent().path)
        guard rename(from.path, to.path) == 0 else {
            throw StoreError("cannot move \(from.path) to \(to.path): \(String(cString: strerror(errno)))")
        }
        return (from, to)
    }

    func folderURL(_ scenario: Scenario) -> URL { root.appendingPathComponent(folder(of: scenario)) }

    func url(_ scenario: Scenario, _ render: String, _ suffix: String) -> URL {
        URL(fileURLWithPath: path(scenario, render, suffix))
    }

    /// A reference file's path, built as a string: the cache asks for every reference of
    /// every run, where building URLs cost more than reading the files.
    func path(_ scenario: Scenario, _ render: String, _ suffix: String) -> String {
        path(inFolder: folder(of: scenario), render, suffix)
    }

    /// A reference file's path in a folder `folder(of:)` gave.
    func path(inFolder folder: String, _ render: String, _ suffix: String) -> String {
        "\(rootPath)/\(folder)/\(safeFileName(render)).\(suffix)"
    }

    /// Refuses, before anything is read or written, a store whose scenario folders or
    /// reference files are symbolic links or in the way.
    /// - Parameter known: what a reference path is when this run has looked already (the
    ///   cache's digests of a warm check), so that it is not asked twice.
    func checkPaths(for scenarios: [Scenario], known: (@Sendable (String) -> FileSystemEntry?)? = nil) throws(StoreError) {
        if FileSystemEntry(at: root.path) == .file { throw StoreError("\(root.path) is a file; the snapshots folder must be a folder") }
        // On every core (a store of thousands of files), the first refusal in scenario order.
        let refusals = parallelMap(scenarios.count) { index -> StoreError? in
            let scenario = scenarios[index]
            do throws(StoreError) {
                for folder in Set([mirroredFolder(of: scenario), folder(of: scenario)]) {
                    // The folders down to the scenario's once, then each file in it.
                    try FileSystemEntry.checkNoLinks(
                        belowPath: rootPath, folder.split(separator: "/").map(String.init) + [Self.environmentFile], purpose: "the snapshot store")
                    guard FileSystemEntry(at: "\(rootPath)/\(folder)") == .directory else { continue }
                    for render in scenario.renders {
                        for suffix in Self.suffixes {
                            let name = "\(safeFileName(render.name)).\(suffix)"
                            switch known?("\(rootPath)/\(folder)/\(name)") {
                            case .file?, .missing?, .directory?: continue
                            case .symbolicLink?, .other?, nil:
                                try FileSystemEntry.checkNoLinks(belowPath: "\(rootPath)/\(folder)", [name], purpose: "the snapshot store")
                            }
                        }
                    }
                }
                return nil
            } catch {
                return error
            }
        }
        if let first = refusals.lazy.compactMap({ $0 }).first { throw first }
    }

    /// Refuses scenarios whose references would share a folder (`card.yaml` and `card.yml`),
    /// pointing at the second one.
    func checkUniqueFolders(_ scenarios: [Scenario]) throws(ScenarioError) {
        var owners: [String: Scenario] = [:]
        for scenario in scenarios {
            let mirrored = mirroredFolder(of: scenario)
            if let first = owners[mirrored] {
                throw ScenarioError(
                    "scenario '\(scenario.name)' would keep its references in \(rootPath)/\(mirrored), like '\(first.name)' (\(first.nameLocation)); rename one of the files",
                    at: scenario.nameLocation)
            }
            owners[mirrored] = scenario
        }
    }

    /// A reference file's bytes, if it is a real file.
    func read(_ url: URL) -> [UInt8]? {
        FileSystemEntry.readRegularFile(atPath: url.path)
    }

    /// Whether the render's reference set is whole: a manifest for this render whose files
    /// all exist with the bytes it lists, a PNG and a layout JSON among them. `known` holds
    /// files the caller has already read (suffix → bytes), so that they are not read again.
    /// - Parameter folder: the scenario's folder, as `folder(of:)` gives it.
    func isComplete(inFolder folder: String, _ render: String, known: [String: [UInt8]] = [:]) -> Bool {
        func read(_ suffix: String) -> [UInt8]? { FileSystemEntry.readRegularFile(atPath: path(inFolder: folder, render, suffix)) }
        guard let bytes = read("manifest.json"), let manifest = ReferenceManifest(bytes: bytes),
            manifest.render == render, manifest.files["png"] != nil, manifest.files["layout.json"] != nil
        else { return false }
        return manifest.files.allSatisfy { suffix, fingerprint in
            guard suffix != Self.pixelsKey else { return true }
            guard let bytes = known[suffix] ?? read(suffix) else { return false }
            if ReferenceManifest.fingerprint(bytes) == fingerprint { return true }
            // A PNG an optimiser rewrote (palette, 16-bit, interlaced…) still holds the same
            // pixels: only a difference in pixels makes the set incomplete.
            return suffix == "png" && manifest.files[Self.pixelsKey] != nil && Self.pixelFingerprint(bytes) == manifest.files[Self.pixelsKey]
        }
    }

    /// Whether the render's manifest lists `reference` as its PNG, byte for byte, with pixels
    /// whose checksum is `pixels`.
    func recordsPixels(_ pixels: String?, ofReference reference: [UInt8], inFolder folder: String, _ render: String) -> Bool {
        guard let pixels, let bytes = FileSystemEntry.readRegularFile(atPath: path(inFolder: folder, render, "manifest.json")),
            let manifest = ReferenceManifest(bytes: bytes), manifest.render == render
        else { return false }
        return manifest.files[Self.pixelsKey] == pixels && manifest.files["png"] == ReferenceManifest.fingerprint(reference)
    }

    /// Writes a render's set: the files, then the manifest. The scenario's environment.json
    /// comes first, so a set never exists without it. (`record` marks the store first.)
    func writeSet(_ item: SnapshotSuite.Produced, environment: String) throws {
        let scenario = item.scenario, render = item.render.name
        let environmentURL = folderURL(scenario).appendingPathComponent(Self.environmentFile)
        if read(environmentURL) != Array(environment.utf8) { try AtomicFile.write(environment, to: environmentURL) }
        let files = item.files
        for (suffix, bytes) in files.sorted(by: { $0.key < $1.key }) { try AtomicFile.write(bytes, to: url(scenario, render, suffix)) }
        var fingerprints = files.mapValues(ReferenceManifest.fingerprint)
        fingerprints[Self.pixelsKey] = item.pixelChecksum ?? Self.pixelFingerprint(item.png)
        let manifest = ReferenceManifest(scenario: scenario.name, render: render, source: source(of: scenario), files: fingerprints)
        try AtomicFile.write(manifest.encoded, to: url(scenario, render, "manifest.json"))
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

/// Mirrored folders already worked out, by project, file and scenario name: a run asks for
/// each several times per render, and the answer depends on nothing else (the working
/// directory, which relative paths are read against, never changes in a process).
private let mirroredFolders = LockedDictionary()
/// Mirrored folders seen to exist, by store and folder (`folder(of:)`).
private let existingFolders = LockedDictionary()

private final class LockedDictionary: @unchecked Sendable {  // every access holds the lock
    private let lock = NSLock()
    private var values: [String: String] = [:]

    func value(for key: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return values[key]
    }

    func set(_ value: String, for key: String) {
        lock.lock()
        defer { lock.unlock() }
        values[key] = value
    }
}
