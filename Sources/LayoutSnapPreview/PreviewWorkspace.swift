import Foundation
import LayoutSnapPipeline

/// The paths a preview serves, and the scenario files under them. A file is known by its key,
/// the path the page and its URLs use (`scenarios/seeds/003-max-height.yaml`): the root's own
/// name and the file's path below it. Only files found under the roots, whose real path (with
/// symbolic links resolved) also lies under them, ever get a key; so no request can name
/// anything else.
package struct PreviewWorkspace: Sendable {
    struct Root: Sendable {
        /// As the user gave it, for messages.
        var path: String
        /// With symbolic links resolved.
        var realPath: String
        var isDirectory: Bool
        /// The first component of its files' keys.
        var name: String
    }

    /// A scenario file under a root.
    package struct File: Sendable, Hashable {
        package var key: String
        /// The path to read, as the user's paths spell it.
        package var path: String

        package init(key: String, path: String) {
            self.key = key
            self.path = path
        }
    }

    let roots: [Root]

    /// - Throws: `PipelineError` naming a path that does not exist.
    init(paths: [String]) throws(PipelineError) {
        var roots: [Root] = []
        var names: Set<String> = []
        for path in paths.isEmpty ? ["."] : paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw PipelineError("\(path):1:1: error: no such file or directory")
            }
            let realPath = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
            var name = URL(fileURLWithPath: realPath).lastPathComponent
            if name.isEmpty || name == "/" { name = "root" }
            // Two roots with one name (a/scenarios, b/scenarios) get distinct keys.
            var unique = name, number = 2
            while names.contains(unique) {
                unique = "\(name)-\(number)"
                number += 1
            }
            names.insert(unique)
            roots.append(Root(path: path, realPath: realPath, isDirectory: isDirectory.boolValue, name: unique))
        }
        self.roots = roots
    }

    /// The folders to watch: each folder root, and the folder of each file root.
    var watchedFolders: [FileWatcher.Folder] {
        roots.map {
            $0.isDirectory ? .init(path: $0.realPath, recursive: true) : .init(path: ($0.realPath as NSString).deletingLastPathComponent, recursive: false)
        }
    }

    /// Every scenario file under the roots now, by key.
    func scan() -> [String: File] {
        var files: [String: File] = [:]
        for root in roots {
            if !root.isDirectory {
                if FileManager.default.fileExists(atPath: root.realPath) { files[root.name] = File(key: root.name, path: root.path) }
                continue
            }
            for path in ScenarioDiscovery.files(below: root.path) {
                let relative = String(path.dropFirst((root.path as NSString).length)).drop { $0 == "/" }
                // A symbolic link that leads out of the root is not served.
                let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
                guard real.hasPrefix(root.realPath + "/") else { continue }
                let key = root.name + "/" + relative
                files[key] = File(key: key, path: path)
            }
        }
        return files
    }
}
