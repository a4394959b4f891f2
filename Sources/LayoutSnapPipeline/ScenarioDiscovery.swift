import Foundation
import LayoutSnapInterfaceBuilder

/// Which files hold scenarios: YAML scenarios and Interface Builder files.
public enum ScenarioDiscovery {
    /// Whether a file name is one layoutsnap reads.
    public static func isScenarioFile(_ path: String) -> Bool {
        path.hasSuffix(".yaml") || path.hasSuffix(".yml") || InterfaceBuilderFile.isInterfaceBuilderFile(path)
    }

    /// The scenario files named, with directories expanded to every scenario file below them,
    /// sorted within each directory; files named directly are kept whatever their extension.
    /// - Throws: `PipelineError` for a path that does not exist or a folder with no scenario.
    public static func files(_ paths: [String]) throws(PipelineError) -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw PipelineError("\(path):1:1: error: no such file or directory")
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let found = Self.files(below: path)
            // An empty folder (a typo, a checkout step that did not run) must not pass as "nothing
            // changed" or let --remove-orphans act on nothing.
            guard !found.isEmpty else {
                throw PipelineError("\(path): error: the folder holds no scenario files (.yaml, .yml, .xib or .storyboard)")
            }
            files += found
        }
        return files
    }

    /// Every scenario file below a folder, sorted; none when it cannot be read. A symbolic
    /// link below the folder is not followed (a checkout can hold one that leads anywhere);
    /// naming the file itself reads it. An Interface Builder file that `layoutsnap import`
    /// turned into YAML beside it is left out: the YAML takes its place, as the two would
    /// otherwise claim the same scenario name (name the file itself to read it anyway).
    public static func files(below folder: String) -> [String] {
        // One listing per folder, each entry's kind from the listing itself. The folder named
        // may be a link (the trailing slash resolves it); nothing below it is followed.
        var found: [(path: String, folder: String)] = [], folders = [""]
        var holdsInterfaceBuilder = Set<String>()
        while let relative = folders.popLast() {
            let listed = relative.isEmpty ? (folder.hasSuffix("/") ? folder : folder + "/") : (folder as NSString).appendingPathComponent(relative)
            for entry in FileSystemEntry.entries(atPath: listed) {
                let name = relative.isEmpty ? entry.name : relative + "/" + entry.name
                switch entry.kind {
                case .directory:
                    folders.append(name)
                case .file where isScenarioFile(entry.name):
                    found.append(((folder as NSString).appendingPathComponent(name), relative))
                    if InterfaceBuilderFile.isInterfaceBuilderFile(entry.name) { holdsInterfaceBuilder.insert(relative) }
                default:
                    continue
                }
            }
        }
        // Only a folder with an Interface Builder file can hold a YAML file imported from one.
        let imported = Set(found.filter { holdsInterfaceBuilder.contains($0.folder) }.compactMap { importedSource($0.path) })
        return found.map(\.path).filter { !imported.contains($0) }.sorted()
    }

    /// The first line `layoutsnap import` writes in each scenario file, naming the file it
    /// came from.
    public static func importHeader(source: String) -> String {
        "\(importHeaderStart)\((source as NSString).lastPathComponent)\(importHeaderEnd)"
    }

    private static let importHeaderStart = "# Imported from ", importHeaderEnd = " by layoutsnap import."

    /// The Interface Builder file beside a YAML scenario that `layoutsnap import` wrote from it.
    private static func importedSource(_ path: String) -> String? {
        guard !InterfaceBuilderFile.isInterfaceBuilderFile(path), let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        // The header is the first line; a few hundred bytes hold it.
        guard let head = try? handle.read(upToCount: 512), let text = String(data: head, encoding: .utf8) ?? String(bytes: head.prefix(while: { $0 != 10 }), encoding: .utf8),
            let line = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first,
            line.hasPrefix(importHeaderStart), line.hasSuffix(importHeaderEnd)
        else { return nil }
        let source = String(line.dropFirst(importHeaderStart.count).dropLast(importHeaderEnd.count))
        guard !source.isEmpty, !source.contains("/"), InterfaceBuilderFile.isInterfaceBuilderFile(source) else { return nil }
        return ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(source)
    }
}

/// A problem with what the user asked for, already worded for the terminal.
public struct PipelineError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
