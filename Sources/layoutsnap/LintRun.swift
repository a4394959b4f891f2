import Foundation
import LayoutSnapLayout
import LayoutSnapLint
import LayoutSnapPipeline
import LayoutSnapScenario

/// One lint of loaded scenarios, as `lint` and `check --lint` run it: each file's sidecar
/// applied, every render laid out on every core, the findings measured on this thread.
struct LintRun {
    var findings: [Finding] = []
    var renderCounts: [String: Int] = [:]
    var scenarios: [Scenario] = []

    init(_ loaded: [Scenario], matrix: LintMatrix, ignoring ignored: [String]) throws {
        let files: [LintInputs]
        do throws(ScenarioError) { files = try LintInputs.load(loaded, matrix: matrix) } catch { throw InputError(message: error.description) }
        scenarios = files.flatMap(\.scenarios)
        var laidOut = RenderPool.layOutAll(scenarios, progress: Terminal.progress(verb: "linting")).makeIterator()
        let linter = Linter(measurer: LayoutEngine().measurer)
        for file in files {
            let layouts = file.scenarios.map { _ in laidOut.next()?.map(\.layout) ?? [] }
            for (scenario, renders) in zip(file.scenarios, layouts) { renderCounts[scenario.name] = renders.count }
            findings += linter.findings(inFile: layouts, sidecar: file.sidecar).filter { !ignored.contains($0.code.rawValue) }
        }
    }

    /// The findings as text, one line per view and finding, then a count.
    var textLines: [String] {
        LintReport.text(findings, renderCounts: renderCounts)
            + ["lint: \(findings.count) finding\(findings.count == 1 ? "" : "s") in \(scenarios.count) scenario\(scenarios.count == 1 ? "" : "s")"]
    }
}
