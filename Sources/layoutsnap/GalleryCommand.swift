import ArgumentParser
import Dispatch
import Foundation
import LayoutSnapLayout
import LayoutSnapPipeline
import LayoutSnapScenario
import LayoutSnapRender
import LayoutSnapSnapshots

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
        let jobs = scenarios.flatMap { scenario in scenario.renders.map { (scenario, $0) } }
        // Everything is drawn in memory first; files are written only when all succeeded.
        let results = RenderResults(count: jobs.count * kinds.count, showsProgress: isatty(STDERR_FILENO) != 0)
        RenderPool.forEach(jobs.count) { worker, index in
            let (scenario, render) = jobs[index]
            let laidOut = worker.layOut(scenario, render: render)
            results.note(index, layout: laidOut.layout, scenario: scenario)
            for (kind, entry) in kinds.enumerated() {
                do throws(RenderError) {
                    let bytes = try worker.draw(laidOut, options: entry.options)
                    results.finish(index * kinds.count + kind, bytes: bytes, label: "\(scenario.name) [\(render.name)]")
                } catch {
                    results.fail(index * kinds.count + kind, message: error.location == nil ? "\(scenario.file): error: \(error.message)" : error.description)
                }
            }
        }
        results.clearProgress()
        if !results.failures.isEmpty { throw InputError(message: results.failures.joined(separator: "\n")) }

        var sections: [GalleryPage.Section] = []
        var files: [(relative: String, bytes: [UInt8])] = []
        for scenario in scenarios {
            let source = (try? String(contentsOfFile: scenario.file, encoding: .utf8)) ?? ""
            var section = GalleryPage.Section(scenario: scenario.name, file: scenario.file, source: source, renders: [])
            for render in scenario.renders {
                guard let index = jobs.firstIndex(where: { $0.0.name == scenario.name && $0.1.name == render.name }) else { continue }
                let diagnostics = results.layout(of: index)?.diagnostics.map { $0.located(in: scenario) } ?? []
                var entry = GalleryPage.Render(name: render.name, images: [], diagnostics: diagnostics)
                for (kind, item) in kinds.enumerated() {
                    let relative = renderOutputPath(scenario: scenario.name, render: render.name, kind: ".\(item.suffix)", extension: "png").joined(separator: "/")
                    entry.images.append((item.caption, relative))
                    if let bytes = results.bytes(of: index * kinds.count + kind) { files.append((relative, bytes)) }
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
