import Foundation

/// Where one drawing goes: `<folder>/<scenario>/<file>`, refused when the scenario's folder or
/// the file is a symbolic link (it would write outside the output folder).
public struct OutputPath: Sendable {
    public let folder: String
    /// Below the folder: the scenario's folder, then the file.
    public let components: [String]

    public init(folder: String, components: [String]) {
        self.folder = folder
        self.components = components
    }

    /// The path as the user wrote the folder: relative stays relative.
    public var path: String { components.reduce(folder) { ($0 as NSString).appendingPathComponent($1) } }

    /// The path below the folder, with slashes.
    public var relative: String { components.joined(separator: "/") }

    public func checkNoLinks() throws(StoreError) {
        try refuseSymbolicLinks(below: URL(fileURLWithPath: folder), components, purpose: "the output folder")
    }
}
