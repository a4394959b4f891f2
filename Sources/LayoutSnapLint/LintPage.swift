import Foundation
import LayoutSnapPipeline
import LayoutSnapRender
import LayoutSnapScenario

/// `check --lint`'s page: each render with findings drawn with the views they name outlined
/// and noted, beside the findings as lint prints them. Written whether or not there are
/// findings, so that an old page never outlives the problems it showed.
package struct LintPage: Sendable {
    private var renders: [(scenario: Scenario, render: RenderSpec, findings: [Finding])] = []

    package init(findings: [Finding], scenarios: [Scenario]) {
        for scenario in scenarios {
            for render in scenario.renders {
                let found = findings.filter { $0.scenario == scenario.name && $0.render == render.name && !$0.views.isEmpty }
                if !found.isEmpty { renders.append((scenario, render, found)) }
            }
        }
    }

    /// One job per render with findings: its screen with the findings' views marked.
    package var jobs: [RenderJob] {
        renders.map { entry in
            let marks = entry.findings.flatMap { finding in finding.views.prefix(1).map { ViewMark(view: $0, note: finding.code.rawValue) } }
            return RenderJob(scenario: entry.scenario, render: entry.render, drawings: [RenderJob.image(RenderOptions(marks: marks))])
        }
    }

    /// The page (`index.html`) and its images, paths relative to its folder; `rendered` are
    /// the results of `jobs`, in order.
    package func files(rendered: [RenderedJob]) -> [(relative: String, bytes: [UInt8])] {
        var files: [(relative: String, bytes: [UInt8])] = []
        var body = ["<h1>Lint findings</h1>"]
        if renders.isEmpty { body.append("<p class=\"clean\">No findings.</p>") }
        for (entry, result) in zip(renders, rendered) {
            let image = renderOutputPath(scenario: entry.scenario.name, render: entry.render.name, extension: "png").joined(separator: "/")
            if let bytes = try? result.outputs.first?.get() { files.append((image, bytes)) }
            body.append("<section><h2>\(entry.scenario.name.xmlEscaped) <span class=\"render\">\(entry.render.name.xmlEscaped)</span></h2>")
            body.append("<div class=\"row\"><img src=\"\(image.xmlEscaped)\" alt=\"\(entry.scenario.name.xmlEscaped) \(entry.render.name.xmlEscaped) with its findings outlined\"><ul>")
            for line in LintReport.text(entry.findings, renderCounts: [entry.scenario.name: 1]) { body.append("<li><code>\(line.xmlEscaped)</code></li>") }
            body.append("</ul></div></section>")
        }
        let style = """
            body { margin: 24px; }
            .render { font-weight: normal; color: #6e6e73; }
            .row { display: flex; gap: 24px; align-items: flex-start; }
            .row img { max-width: 320px; max-height: 640px; border: 1px solid #ccc; }
            .clean { color: #248a3d; }
            """
        files.append(("index.html", Array(HTMLDocument(title: "layoutsnap lint", style: style, body: body).html.utf8)))
        return files
    }
}
