import Foundation
import LayoutSnapLayout
import LayoutSnapScenario
import LayoutSnapText
import LayoutSnapRender

/// A layout engine and renderer for the current thread: Pango objects must not be shared
/// between threads, so parallel work keeps one pair per thread (`RenderPool`). Deliberately not
/// `Sendable`: the compiler then refuses to let one cross to another thread.
public final class RenderWorker {
    public let engine: LayoutEngine
    public let renderer: Renderer

    private init() {
        // One Pango measurer (and cache) for both.
        let measurer = TextMeasurer()
        engine = LayoutEngine(measurer: measurer)
        renderer = Renderer(measurer: measurer)
    }

    /// This thread's worker, made on first use.
    public static var current: RenderWorker {
        let key = "layoutsnap.render-worker"
        if let worker = Thread.current.threadDictionary[key] as? RenderWorker { return worker }
        let worker = RenderWorker()
        Thread.current.threadDictionary[key] = worker
        return worker
    }

    /// Lays out one render of a scenario; its layout carries the scene it laid out, which is
    /// what is drawn, and where each constraint acts unless `constraintGeometry` is false
    /// (then it cannot be drawn with constraint diagrams).
    public func layOut(_ scenario: Scenario, render: RenderSpec, constraintGeometry: Bool = true) -> LaidOutRender {
        LaidOutRender(scenario: scenario, render: render, layout: engine.layout(scenario, render: render, constraintGeometry: constraintGeometry))
    }

    /// Draws a laid-out render as PNG, SVG or PDF bytes.
    /// - Throws: `RenderError` for a canvas too large to draw, located at its cause.
    public func draw(_ laidOut: LaidOutRender, options: RenderOptions) throws(RenderError) -> [UInt8] {
        try renderer.render(laidOut.layout, options: options)
    }
}

/// A render laid out: the scenario it came from, the render, and the solved layout (which
/// holds the scene as laid out, the render applied: what is drawn).
public struct LaidOutRender: Sendable {
    public var scenario: Scenario
    public var render: RenderSpec
    public var layout: LayoutResult
}

extension RenderWorker {
    /// The render at each of the filmstrip's offsets (laid out again at each, so floating
    /// views stay put), composed side by side.
    /// - Throws: `RenderError` at the render when it has no scroll view to film.
    public func drawFilmstrip(_ laidOut: LaidOutRender, filmstrip: Filmstrip, options: RenderOptions) throws(RenderError) -> [UInt8] {
        let render = laidOut.render, scenario = laidOut.scenario
        guard let plan = Renderer.filmstripOffsets(laidOut.layout, filmstrip: filmstrip) else {
            let what = filmstrip.scrollView.map { "scroll view '\($0)'" } ?? "scroll view"
            throw RenderError("render '\(render.name)' has no \(what) to make a filmstrip of", at: render.location ?? scenario.nameLocation)
        }
        var frames: [(layout: LayoutResult, caption: String)] = []
        for offset in plan.offsets {
            var moved = render
            moved.offsets[plan.scrollView] = offset
            let frame = layOut(scenario, render: moved)
            frames.append((frame.layout, Renderer.filmstripCaption(plan.scrollView, offset: offset)))
        }
        do {
            return try renderer.renderFilmstrip(frames, options: options)
        } catch {
            // The strip is the render's: an unplaced refusal points at it.
            throw RenderError(error.message, at: error.location ?? render.location ?? scenario.nameLocation)
        }
    }
}
