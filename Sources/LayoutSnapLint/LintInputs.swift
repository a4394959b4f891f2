import LayoutSnapScenario

/// Which renders lint lays out: each scenario's own, or the wide matrix.
public enum LintMatrix: String, Sendable, CaseIterable {
    case declared, wide
}

/// Lint's inputs by file: the scenarios read from it (an Interface Builder file has a scenario
/// per scene), its sidecar's suppressions applied, and the matrix chosen.
package struct LintInputs: Sendable {
    package var file: String
    package var scenarios: [Scenario]
    package var sidecar: LintSidecar?

    package init(file: String, scenarios: [Scenario], sidecar: LintSidecar? = nil) {
        self.file = file
        self.scenarios = scenarios
        self.sidecar = sidecar
    }

    /// `scenarios` grouped by file in their order, each file's sidecar read and applied.
    package static func load(_ scenarios: [Scenario], matrix: LintMatrix) throws(ScenarioError) -> [LintInputs] {
        var files: [LintInputs] = []
        for scenario in scenarios {
            let widened = matrix == .wide ? WideMatrix.widen(scenario) : scenario
            if let last = files.indices.last, files[last].file == scenario.file {
                files[last].scenarios.append(widened)
            } else {
                files.append(LintInputs(file: scenario.file, scenarios: [widened], sidecar: nil))
            }
        }
        for index in files.indices {
            guard let sidecar = try LintSidecar.read(besides: files[index].file) else { continue }
            files[index].sidecar = sidecar
            files[index].scenarios = try sidecar.applied(to: files[index].scenarios)
        }
        return files
    }
}
