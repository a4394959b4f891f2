import ArgumentParser
import Foundation
import LayoutSnapPipeline

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
        // Everything drawn in memory first: files are written only when every drawing succeeded.
        let gallery = Gallery(title: title, scale: scale)
        let rendered = RenderPool.renderAll(gallery.jobs(for: scenarios), progress: Terminal.progress(verb: "drawing the gallery"))
        let failures = rendered.flatMap(\.failureMessages)
        if !failures.isEmpty { throw InputError(message: failures.joined(separator: "\n")) }
        do throws(StoreError) {
            try OwnedOutput(folder: URL(fileURLWithPath: output), command: "gallery").write(gallery.files(for: scenarios, rendered: rendered), force: force)
        } catch { throw InputError(message: error.description) }
        print((output as NSString).appendingPathComponent("index.html"))
    }
}
