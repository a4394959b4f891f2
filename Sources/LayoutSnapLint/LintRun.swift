import LayoutSnapLayout
import LayoutSnapPipeline
import LayoutSnapScenario

/// One lint of loaded inputs, as `lint`, `check --lint` and the Swift test API run it: every
/// render laid out on every core, the findings measured on this thread with each file's
/// sidecar applied.
package struct LintRun {
    package private(set) var findings: [Finding] = []
    package private(set) var renderCounts: [String: Int] = [:]
    package let scenarios: [Scenario]

    package init(_ files: [LintInputs], ignoring ignored: [String] = [], progress: (@Sendable (Int, Int) -> Void)? = nil) {
        scenarios = files.flatMap(\.scenarios)
        var laidOut = RenderPool.layOutAll(scenarios, progress: progress).makeIterator()
        let linter = Linter(measurer: RenderWorker.current.engine.measurer)
        for file in files {
            let layouts = file.scenarios.map { _ in laidOut.next()?.map(\.layout) ?? [] }
            for (scenario, renders) in zip(file.scenarios, layouts) { renderCounts[scenario.name] = renders.count }
            findings += linter.findings(inFile: layouts, sidecar: file.sidecar).filter { !ignored.contains($0.code.rawValue) }
        }
    }

    /// The findings as text, one line per view and finding, then a count.
    package var textLines: [String] {
        LintReport.text(findings, renderCounts: renderCounts)
            + ["lint: \(findings.count) finding\(findings.count == 1 ? "" : "s") in \(scenarios.count) scenario\(scenarios.count == 1 ? "" : "s")"]
    }
}
