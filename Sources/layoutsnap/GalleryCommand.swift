import ArgumentParser
import Foundation
import LayoutSnapLayout
import LayoutSnapPipeline
import LayoutSnapScenario
import LayoutSnapRender

/// `layoutsnap gallery DIR -o SITE`: one static page of every scenario below DIR.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Write a static HTML gallery of scenarios: renders, content-mode and constraint diagrams, diagnostics, source.",
        discussion: "Writes SITE/index.html and its images (SITE/<scenario>/<render>.*.png); nothing on the page comes from the network.")

    @Argument(help: "Scenario files, or directories holding them.")
    var paths: [String]

    @Option(name: .shortAndLong, help: "The folder the site goes in.")
    var output = "site"

    @Option(help: "The page's title.")
    var title = "layoutsnap gallery"

    @Option(help: "Pixels per point for the images.")
    var scale: Double = 1

    @OptionGroup var assets: AssetOptions

    @Flag(help: "Replace files in the site folder that layoutsnap did not write, or that were changed since.")
    var force = false

    func validate() throws {
        if !(scale > 0 && scale <= 4) { throw ValidationError("--scale must be above 0 and at most 4") }
    }

    func run() throws {
        let scenarios = try loadScenarios(paths, assets: assets)
        let kinds: [(caption: String, suffix: String, options: RenderOptions)] = [
            ("screen", "screen", RenderOptions(scale: scale)),
            ("content mode", "content", RenderOptions(mode: .content, scale: scale)),
            ("constraints", "constraints", RenderOptions(overlays: .constraints, scale: scale)),
        ]
        // Each render laid out once and drawn three ways, all in memory first: files are
        // written only when every drawing succeeded.
        let jobs = scenarios.flatMap { scenario in
            scenario.renders.map { RenderJob(scenario: scenario, render: $0, drawings: kinds.map { RenderJob.image($0.options) }) }
        }
        let rendered = RenderPool.renderAll(jobs, progress: Terminal.progress(verb: "drawing the gallery"))
        let failures = rendered.flatMap(\.failureMessages)
        if !failures.isEmpty { throw InputError(message: failures.joined(separator: "\n")) }

        var sections: [GalleryPage.Section] = []
        var files: [(relative: String, bytes: [UInt8])] = []
        for scenario in scenarios {
            let source = (try? String(contentsOfFile: scenario.file, encoding: .utf8)) ?? ""
            var section = GalleryPage.Section(scenario: scenario.name, file: scenario.file, source: source, renders: [])
            for render in scenario.renders {
                guard let index = jobs.firstIndex(where: { $0.scenario.name == scenario.name && $0.render.name == render.name }) else { continue }
                let diagnostics = rendered[index].laidOut.layout.diagnostics.map { $0.located(in: scenario) }
                var entry = GalleryPage.Render(name: render.name, images: [], diagnostics: diagnostics)
                for (item, output) in zip(kinds, rendered[index].outputs) {
                    let relative = renderOutputPath(scenario: scenario.name, render: render.name, kind: ".\(item.suffix)", extension: "png").joined(separator: "/")
                    entry.images.append((item.caption, relative))
                    if let bytes = try? output.get() { files.append((relative, bytes)) }
                }
                section.renders.append(entry)
            }
            sections.append(section)
        }
        let page = GalleryPage(title: title, sections: sections).html
        files.append(("index.html", Array(page.utf8)))
        do throws(StoreError) {
            try OwnedOutput(folder: URL(fileURLWithPath: output), command: "gallery").write(files, force: force)
        } catch { throw InputError(message: error.description) }
        print((output as NSString).appendingPathComponent("index.html"))
    }
}
