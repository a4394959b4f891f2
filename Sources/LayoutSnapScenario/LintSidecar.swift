import Foundation

/// Lint suppressions for a file that cannot hold them itself (an Interface Builder file):
/// `<file>.lint.yaml` beside it.
///
/// ```yaml
/// ignore: [low-contrast]          # every view of the file
/// views:
///   signIn: [small-touch-target]  # one view, by the id lint names it by
/// ```
public struct LintSidecar: Sendable {
    /// The sidecar's path.
    public var file: String
    /// Codes the whole file ignores, each where it is written.
    public var ignored: [(code: String, location: SourceLocation)]
    /// Codes per view id, each view where it is written.
    public var views: [(id: String, codes: [String], location: SourceLocation)]

    /// The sidecar beside `file`, or nil when there is none.
    public static func read(besides file: String) throws(ScenarioError) -> LintSidecar? {
        let path = file + ".lint.yaml"
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let text = try decodeUTF8(try ScenarioLoader.readFileBytes(path), file: path)
        let root = try parseYAML(text, file: path)
        let map = try root.mapping("a lint sidecar", allowed: ["ignore", "views"])
        var sidecar = LintSidecar(file: path, ignored: [], views: [])
        for item in try map["ignore"]?.sequence("a list of finding codes") ?? [] {
            sidecar.ignored.append((try item.string("a finding code"), item.location))
        }
        for entry in try map["views"]?.namedEntries("views and the codes each ignores") ?? [] {
            let codes = try entry.value.sequence("a list of finding codes").map { item throws(ScenarioError) in try item.string("a finding code") }
            sidecar.views.append((entry.name, codes, entry.keyNode.location))
        }
        return sidecar
    }

    /// The scenarios read from the sidecar's file (an Interface Builder file's scenes) with
    /// each listed view ignoring its codes; an id no scene has is an error at its line.
    public func applied(to scenarios: [Scenario]) throws(ScenarioError) -> [Scenario] {
        var result = scenarios
        for entry in views {
            var found = false
            for index in result.indices where result[index].root.updateView(entry.id, { $0.lintIgnore += entry.codes }) { found = true }
            guard found else { throw ScenarioError("no view '\(entry.id)' in \(scenarios.first?.file ?? file)", at: entry.location) }
        }
        return result
    }
}

extension ViewSpec {
    /// Changes the view of that id below (or at) this one; false when there is none.
    mutating func updateView(_ id: String, _ change: (inout ViewSpec) -> Void) -> Bool {
        if self.id == id {
            change(&self)
            return true
        }
        for index in subviews.indices where subviews[index].updateView(id, change) { return true }
        return false
    }
}
