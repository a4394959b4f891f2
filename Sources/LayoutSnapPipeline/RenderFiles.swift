import LayoutSnapRender
import LayoutSnapScenario

/// What `layoutsnap render` makes of scenarios: each render's screen (or content diagram),
/// its filmstrip when the render asks for one, or a filmstrip alone when the command asks for
/// one; one layout and one or two drawings a render, each with the file it goes to
/// (`<folder>/<scenario>/<render>[.content|.filmstrip].<format>`).
public struct RenderFiles: Sendable {
    public private(set) var jobs: [RenderJob] = []
    /// Each job's files, one per drawing, in the drawings' order.
    public private(set) var targets: [[OutputPath]] = []

    /// - Parameters:
    ///   - offset: a content offset for every scroll view, or nil for the scenario's own.
    ///   - filmstrip: a frame count to draw every render as a filmstrip of, instead of its screen.
    public init(scenarios: [Scenario], options: RenderOptions, offset: Point? = nil, filmstrip: Int? = nil, folder: String) {
        for scenario in scenarios {
            for var render in scenario.renders {
                if let offset {
                    for view in scenario.allViews where view.kind == .scroll { render.offsets[view.id] = offset }
                }
                var drawings: [(RenderJob.Drawing, kind: String)] = []
                if let filmstrip {
                    drawings.append((RenderJob.filmstrip(Filmstrip(count: filmstrip, scrollView: render.filmstrip?.scrollView), options), ".filmstrip"))
                } else {
                    drawings.append((RenderJob.image(options), options.mode == .content ? ".content" : ""))
                    if let strip = render.filmstrip { drawings.append((RenderJob.filmstrip(strip, options), ".filmstrip")) }
                }
                jobs.append(RenderJob(scenario: scenario, render: render, drawings: drawings.map(\.0)))
                targets.append(drawings.map { drawing in
                    OutputPath(folder: folder, components: renderOutputPath(
                        scenario: scenario.name, render: render.name, kind: drawing.kind, extension: options.format.rawValue))
                })
            }
        }
    }

    /// Refuses any target that a symbolic link would send outside the folder.
    public func checkTargets() throws(StoreError) {
        for target in targets.joined() { try target.checkNoLinks() }
    }

    /// Each drawing that succeeded with the file it goes to, in job order.
    public func files(from rendered: [RenderedJob]) -> [(path: OutputPath, bytes: [UInt8])] {
        zip(targets, rendered).flatMap { targets, result in
            zip(targets, result.outputs).compactMap { target, output in (try? output.get()).map { (target, $0) } }
        }
    }
}
