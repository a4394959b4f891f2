import Foundation
import LayoutSnapRender
import LayoutSnapScenario

/// What `layoutsnap gallery` makes of scenarios: each render laid out once and drawn three
/// ways (the screen, the content-mode diagram, the constraint overlay), and one page
/// (`index.html`) that shows them with each render's diagnostics and each scenario's source.
public struct Gallery: Sendable {
    public var title: String
    /// Pixels per point of every image.
    public var scale: Double

    public init(title: String, scale: Double) {
        self.title = title
        self.scale = scale
    }

    private var drawings: [(caption: String, suffix: String, options: RenderOptions)] {
        [
            ("screen", "screen", RenderOptions(scale: scale)),
            ("content mode", "content", RenderOptions(mode: .content, scale: scale)),
            ("constraints", "constraints", RenderOptions(overlays: .constraints, scale: scale)),
        ]
    }

    /// One job per render, in the scenarios' order.
    public func jobs(for scenarios: [Scenario]) -> [RenderJob] {
        let drawings = drawings
        return scenarios.flatMap { scenario in
            scenario.renders.map { RenderJob(scenario: scenario, render: $0, drawings: drawings.map { RenderJob.image($0.options) }) }
        }
    }

    /// The site's files, paths relative to its folder: every image that was drawn, then the
    /// page. `rendered` are the results of `jobs(for: scenarios)`, in order.
    public func files(for scenarios: [Scenario], rendered: [RenderedJob]) -> [(relative: String, bytes: [UInt8])] {
        var sections: [GalleryPage.Section] = []
        var files: [(relative: String, bytes: [UInt8])] = []
        var results = rendered.makeIterator()
        for scenario in scenarios {
            let source = (try? String(contentsOfFile: scenario.file, encoding: .utf8)) ?? ""
            var section = GalleryPage.Section(scenario: scenario.name, file: scenario.file, source: source, renders: [])
            for render in scenario.renders {
                guard let result = results.next() else { break }
                let diagnostics = result.laidOut.layout.diagnostics.map { $0.located(in: scenario) }
                var entry = GalleryPage.Render(name: render.name, images: [], diagnostics: diagnostics)
                for (drawing, output) in zip(drawings, result.outputs) {
                    let relative = renderOutputPath(scenario: scenario.name, render: render.name, kind: ".\(drawing.suffix)", extension: "png").joined(separator: "/")
                    entry.images.append((drawing.caption, relative))
                    if let bytes = try? output.get() { files.append((relative, bytes)) }
                }
                section.renders.append(entry)
            }
            sections.append(section)
        }
        files.append(("index.html", Array(GalleryPage(title: title, sections: sections).html.utf8)))
        return files
    }
}
