import Foundation
import LayoutSnapPipeline
import LayoutSnapScenario

extension SnapshotStore {
    /// Reference files that none of `scenarios` renders any more. Only files of the store's
    /// own naming in real scenario folders count: in a folder of one of `scenarios`, those of
    /// renders it no longer declares; in any other folder, all of them, but only when every
    /// manifest there says it was recorded from a scenario file inside `paths` (so a run over
    /// a subset, or an empty folder, never touches the others' references).
    public func orphans(of scenarios: [Scenario], readFrom paths: [String]) -> [URL] {
        let known = Dictionary(scenarios.map { (folder(of: $0), Set($0.renders.map { safeFileName($0.name) })) }) { a, _ in a }
        let covered = paths.map { absolutePath($0) }
        var result: [URL] = []
        // In a scenario's own folder, the files of renders it no longer declares.
        func undeclared(_ files: [String], in path: String, renders: Set<String>) {
            for file in files {
                guard let render = Self.render(ofFile: file), !renders.contains(render) else { continue }
                result.append(URL(fileURLWithPath: path + "/" + file))
            }
        }
        // Without scenario paths no other folder can be an orphan: only the scenarios' own are
        // looked at (a test's assertion must not walk a store of thousands of folders).
        if covered.isEmpty {
            for (key, renders) in known.sorted(by: { $0.key < $1.key }) {
                let path = rootPath + "/" + key
                undeclared(FileSystemEntry.entries(atPath: path).filter { $0.kind == .file }.map(\.name), in: path, renders: renders)
            }
            return result
        }
        // Plain paths while walking, one listing per folder (with each entry's kind): every
        // folder and file of the store is visited each run, so the listings are made first, a
        // depth at a time on every core.
        var listings = [rootPath: FileSystemEntry.entries(atPath: rootPath)]
        var depth = [rootPath]
        while !depth.isEmpty {
            let folders = depth.flatMap { path in
                (listings[path] ?? []).filter { $0.kind == .directory && !$0.name.hasPrefix(".") }.map { path + "/" + $0.name }
            }
            let found = parallelMap(folders.count) { FileSystemEntry.entries(atPath: folders[$0]) }
            for (path, entries) in zip(folders, found) { listings[path] = entries }
            depth = folders
        }
        func visit(_ relative: String, _ folderPath: String, _ entries: [(name: String, kind: FileSystemEntry)]) {
            for entry in entries where entry.kind == .directory && !entry.name.hasPrefix(".") {
                let path = folderPath + "/" + entry.name
                let key = relative.isEmpty ? entry.name : relative + "/" + entry.name
                let inside = listings[path] ?? []
                let files = inside.filter { $0.kind == .file }.map(\.name)
                if let renders = known[key] {
                    undeclared(files, in: path, renders: renders)
                } else if recorded(folder: path, files: files, fromInside: covered) {
                    for file in files where file == Self.environmentFile || Self.render(ofFile: file) != nil {
                        result.append(URL(fileURLWithPath: path + "/" + file))
                    }
                }
                // Folders mirror scenario paths, so scenario folders lie at any depth.
                visit(key, path, inside)
            }
        }
        visit("", rootPath, listings[rootPath] ?? [])
        return result
    }

    /// The render a file of the store's naming belongs to; nil for any other file.
    static func render(ofFile name: String) -> String? {
        for suffix in suffixes where name.hasSuffix(".\(suffix)") {
            let render = String(name.dropLast(suffix.count + 1))
            if !render.isEmpty, safeFileName(render) == render { return render }
        }
        return nil
    }

    /// Whether the folder's manifests (at least one) all name scenario files inside `covered`
    /// (absolute paths).
    private func recorded(folder: String, files: [String], fromInside covered: [String]) -> Bool {
        let storePath = absolutePath(rootPath)
        let sources = files.filter { $0.hasSuffix(".manifest.json") }.compactMap { file -> String? in
            guard let bytes = FileSystemEntry.readRegularFile(atPath: folder + "/" + file), let manifest = ReferenceManifest(bytes: bytes),
                let source = manifest.source
            else { return nil }
            return absolutePath(storePath + "/" + source)
        }
        guard !sources.isEmpty else { return false }
        return sources.allSatisfy { source in covered.contains { source == $0 || source.hasPrefix($0 == "/" ? "/" : $0 + "/") } }
    }

    /// Refuses `--remove-orphans` on a folder that may hold anything but references: one that
    /// was not marked as a store before this run (unless it was empty), one holding the
    /// scenarios themselves, or a project's sources.
    public func checkOrphanRemovalAllowed(scenarioPaths: [String], wasMarked: Bool) throws(StoreError) {
        let path = absolutePath(root.path)
        let entries = FileSystemEntry.contents(of: root).filter { $0 != Self.marker }
        if !wasMarked && !entries.isEmpty {
            throw StoreError(
                "\(root.path) is not a layoutsnap snapshot store (it has no \(Self.marker) file), so --remove-orphans deletes nothing there; `layoutsnap record` marks a store it writes")
        }
        if path == "/" || path == absolutePath(NSHomeDirectory()) {
            throw StoreError("--remove-orphans refuses \(root.path): it is not a snapshots folder")
        }
        for scenarioPath in scenarioPaths {
            let scenario = absolutePath(scenarioPath)
            if scenario == path || scenario.hasPrefix(path + "/") {
                throw StoreError("--remove-orphans refuses \(root.path): it holds the scenarios (\(scenarioPath)); keep the references in a folder of their own")
            }
        }
        for sign in ["Package.swift", ".git", "Sources", "Makefile"] where FileSystemEntry(at: root.appendingPathComponent(sign).path) != .missing {
            throw StoreError("--remove-orphans refuses \(root.path): it holds a project's files (\(sign)); keep the references in a folder of their own")
        }
    }

    /// Deletes the orphans (real files only, inside the store's folders) and then any folder
    /// they leave empty, up to the store. Returns what it deleted, files first.
    public func remove(orphans: [URL]) -> [URL] {
        var removed: [URL] = []
        var folders = Set<String>()
        let store = absolutePath(root.path)
        for url in orphans where FileSystemEntry(at: url.path) == .file {
            let folder = url.deletingLastPathComponent()
            guard absolutePath(folder.path).hasPrefix(store == "/" ? "/" : store + "/") else { continue }
            if unlink(url.path) == 0 {
                removed.append(url)
                folders.insert(folder.path)
            }
        }
        // Deepest first, so that a folder emptied of its last subfolder goes too.
        var emptied = folders
        while let folder = emptied.max(by: { $0.split(separator: "/").count < $1.split(separator: "/").count }) {
            emptied.remove(folder)
            guard absolutePath(folder).hasPrefix(store == "/" ? "/" : store + "/") else { continue }
            AtomicFile.removeStaleTemporaries(in: URL(fileURLWithPath: folder))
            if FileSystemEntry.contents(of: URL(fileURLWithPath: folder)).isEmpty, rmdir(folder) == 0 {
                removed.append(URL(fileURLWithPath: folder))
                emptied.insert(URL(fileURLWithPath: folder).deletingLastPathComponent().path)
            }
        }
        return removed
    }
}
