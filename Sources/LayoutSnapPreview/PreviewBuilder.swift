import Foundation
import LayoutSnapLayout
import LayoutSnapLint
import LayoutSnapPipeline
import LayoutSnapScenario
import LayoutSnapRender

/// Lays out and draws what the page shows of a file. Runs on the render thread, with its
/// worker; everything it returns is a value the server can hand to any request.
package enum PreviewBuilder {
    static func content(of scenarios: [Scenario], worker: RenderWorker) -> PreviewContent {
        var renders: [PreviewContent.RenderEntry] = []
        let linter = Linter(measurer: worker.engine.measurer)
        for scenario in scenarios {
            let first = renders.count
            // The same step `render` and `check` run: laid out once, drawn as both modes' SVG,
            // and the hover data; a file's renders side by side on every core (a save redraws
            // the whole page). The hover data lists each view's constraints, and the page may
            // ask for this layout's constraint diagram later: the job keeps where they act.
            let hover = RenderJob.Drawing(needsConstraintGeometry: true) { laidOut, _ in Array(HoverInfo(laidOut.layout.scene, laidOut.layout).json.utf8) }
            let drawings = [RenderMode.screen, .content].map { RenderJob.image(RenderOptions(format: .svg, mode: $0, scale: 1)) } + [hover]
            let jobs = scenario.renders.map { RenderJob(scenario: scenario, render: $0, drawings: drawings) }
            let results = jobs.count > 1 ? RenderPool.renderAll(jobs) : jobs.map { $0.run(with: worker) }
            for (render, rendered) in zip(scenario.renders, results) {
                let laidOut = rendered.laidOut, layout = laidOut.layout
                func svg(_ output: Result<[UInt8], RenderError>) -> Result<String, PreviewFailure> {
                    switch output {
                    case .success(let bytes): .success(String(decoding: bytes, as: UTF8.self))
                    case .failure(let error):
                        .failure(PreviewFailure(message: error.location == nil ? "\(scenario.file): error: \(error.message)" : error.description))
                    }
                }
                renders.append(
                    PreviewContent.RenderEntry(
                        scenario: scenario.name, name: render.name, traits: traits(of: layout),
                        diagnostics: layout.diagnostics.map {
                            .init(text: $0.located(in: scenario), severity: $0.severity, views: $0.views)
                        },
                        screen: svg(rendered.outputs[0]), content: svg(rendered.outputs[1]),
                        info: String(decoding: (try? rendered.outputs[2].get()) ?? [], as: UTF8.self), laidOut: laidOut))
            }
            // Lint's findings join each render's diagnostics, live with every save.
            let findings = linter.findings(in: renders[first...].compactMap { $0.laidOut?.layout })
            for index in renders.indices.dropFirst(first) {
                let own = findings.filter { $0.render == renders[index].name && $0.code != .ambiguousLayout && $0.code != .unsatisfiableConstraints }
                renders[index].diagnostics += own.map { finding in
                    .init(text: LintReport.text([finding], renderCounts: [:])[0], severity: .warning, views: finding.views)
                }
            }
        }
        return PreviewContent(renders: renders)
    }

    /// The render's PNG, with the pixels `layoutsnap render` draws.
    package static func png(_ entry: PreviewContent.RenderEntry, drawing: PreviewDrawing, worker: RenderWorker) -> Result<[UInt8], PreviewFailure> {
        guard let laidOut = entry.laidOut else { return .failure(PreviewFailure(message: "error: the render was laid out elsewhere")) }
        do throws(RenderError) {
            return .success(try worker.draw(laidOut, options: drawing.options))
        } catch {
            return .failure(PreviewFailure(message: error.description))
        }
    }

    private static func traits(of layout: LayoutResult) -> [(name: String, value: String)] {
        let device = layout.device
        return [
            ("device", device.name ?? "\(NumberText.json(device.width))×\(NumberText.json(device.height))"),
            ("text size", layout.traits.contentSizeCategory.rawValue),
            ("appearance", layout.traits.appearance.rawValue),
            ("direction", layout.traits.direction.rawValue),
        ]
    }
}
