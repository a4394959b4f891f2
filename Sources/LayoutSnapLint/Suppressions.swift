import LayoutSnapLayout
import LayoutSnapScenario

extension Linter {
    /// Every render's findings but those a view of theirs ignores (`lint: {ignore: […]}`),
    /// and, once per scenario, each such suppression that matched nothing in any render (or
    /// names no finding code): a stale one hides nothing and should go.
    package func findings(in layouts: [LayoutResult]) -> [Finding] {
        var used: Set<[String]> = []
        var result: [Finding] = []
        for layout in layouts {
            let tree = ViewTree(root: layout.scene.root)
            for finding in findings(in: layout) {
                let suppressing = finding.views.filter { tree.view($0)?.lintIgnore.contains(finding.code.rawValue) == true }
                if suppressing.isEmpty {
                    result.append(finding)
                } else {
                    for id in suppressing { used.insert([id, finding.code.rawValue]) }
                }
            }
        }
        guard let first = layouts.first else { return result }
        for view in first.scene.allViews {
            for code in view.lintIgnore where !used.contains([view.id, code]) {
                let message =
                    Finding.Code(rawValue: code) == nil
                    ? "'\(view.id)' ignores '\(code)', which is not a finding code (\(Finding.Code.allCases.map(\.rawValue).joined(separator: ", ")))"
                    : "'\(view.id)' ignores \(code), which no render reports for it: remove the suppression"
                result.append(
                    Finding(code: .unusedSuppression, scenario: first.scenario, render: first.render, views: [view.id], message: message, location: view.location))
            }
        }
        return result
    }
}

extension Linter {
    /// The findings of one file's scenarios (an Interface Builder file's scenes), each laid
    /// out in its renders, less the codes its sidecar ignores for the whole file; a code the
    /// sidecar ignores that no render of the file reports is itself reported, at its line.
    package func findings(inFile scenarios: [[LayoutResult]], sidecar: LintSidecar?) -> [Finding] {
        let all = scenarios.flatMap { findings(in: $0) }
        guard let sidecar, !sidecar.ignored.isEmpty else { return all }
        let ignored = Set(sidecar.ignored.map(\.code))
        var used: Set<String> = []
        var result: [Finding] = []
        for finding in all {
            if ignored.contains(finding.code.rawValue) && finding.code != .unusedSuppression {
                used.insert(finding.code.rawValue)
            } else {
                result.append(finding)
            }
        }
        guard let first = scenarios.first(where: { !$0.isEmpty })?.first else { return result }
        for (code, location) in sidecar.ignored where !used.contains(code) {
            let message =
                Finding.Code(rawValue: code) == nil
                ? "\(sidecar.file) ignores '\(code)', which is not a finding code (\(Finding.Code.allCases.map(\.rawValue).joined(separator: ", ")))"
                : "\(sidecar.file) ignores \(code) for the whole file, and no render reports it: remove the suppression"
            result.append(Finding(code: .unusedSuppression, scenario: first.scenario, render: first.render, views: [], message: message, location: location))
        }
        return result
    }
}
