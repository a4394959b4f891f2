import Foundation
import LayoutSnapRender
import LayoutSnapScenario

/// One render to lay out once and draw as its caller asks: the unit of the loop that `render`,
/// `gallery`, `check` and `record` share (`RenderPool.renderAll`), and that the preview and
/// the swift-snapshot-testing strategies run one at a time on their own thread (`run(with:)`).
public struct RenderJob: Sendable {
    /// What to make of the laid-out render: an image, a filmstrip, a snapshot file.
    public struct Drawing: Sendable {
        let make: @Sendable (LaidOutRender, RenderWorker) throws(RenderError) -> [UInt8]
        /// Whether it needs where each constraint acts (`LayoutResult.constraints`), as
        /// constraint diagrams and the preview's hover data do. A job none of whose drawings
        /// needs it skips working it out: a tenth of a small screen's layout and drawing.
        public let needsConstraintGeometry: Bool

        public init(needsConstraintGeometry: Bool = true, _ make: @escaping @Sendable (LaidOutRender, RenderWorker) throws(RenderError) -> [UInt8]) {
            self.make = make
            self.needsConstraintGeometry = needsConstraintGeometry
        }
    }

    public var scenario: Scenario
    public var render: RenderSpec
    /// What to make, in order; none lays it out only.
    public var drawings: [Drawing]

    public init(scenario: Scenario, render: RenderSpec, drawings: [Drawing]) {
        self.scenario = scenario
        self.render = render
        self.drawings = drawings
    }

    /// The render as `options` draw it (screen or content mode, overlays, format).
    public static func image(_ options: RenderOptions) -> Drawing {
        Drawing(needsConstraintGeometry: options.overlays.contains(.constraints)) { laidOut, worker throws(RenderError) in
            try worker.draw(laidOut, options: options)
        }
    }

    /// The render as a filmstrip.
    public static func filmstrip(_ filmstrip: Filmstrip, _ options: RenderOptions) -> Drawing {
        Drawing(needsConstraintGeometry: options.overlays.contains(.constraints)) { laidOut, worker throws(RenderError) in
            try worker.drawFilmstrip(laidOut, filmstrip: filmstrip, options: options)
        }
    }

    /// The job laid out once with a worker and drawn as it asks: the loop's one step.
    public func run(with worker: RenderWorker) -> RenderedJob {
        let laidOut = worker.layOut(scenario, render: render, constraintGeometry: drawings.contains(where: \.needsConstraintGeometry))
        var checksums: [String?] = []
        _ = worker.renderer.takePixelChecksum()
        let outputs = drawings.map { drawing in
            defer { checksums.append(worker.renderer.takePixelChecksum()) }
            return Result { () throws(RenderError) -> [UInt8] in try drawing.make(laidOut, worker) }
        }
        return RenderedJob(laidOut: laidOut, outputs: outputs, pixelChecksums: checksums)
    }

    /// A render's screen in pixels: what its drawing and encoding cost grows with.
    var pixels: Double {
        let device = render.device ?? scenario.device
        return device.width * device.height * device.scale * device.scale
    }
}

/// A job's layout and what each of its drawings made (or the error that stopped it).
public struct RenderedJob: Sendable {
    public var laidOut: LaidOutRender
    public var outputs: [Result<[UInt8], RenderError>]
    /// For each output, the checksum of its pixels when its drawing asked for one
    /// (`RenderOptions.checksumsPixels`).
    package var pixelChecksums: [String?] = []

    /// Each failed drawing's message, located at its cause, else at the scenario file.
    public var failureMessages: [String] {
        outputs.compactMap { output in
            guard case .failure(let error) = output else { return nil }
            return error.location == nil ? "\(laidOut.scenario.file): error: \(error.message)" : error.description
        }
    }
}

extension RenderPool {
    /// Every job laid out once and drawn as it asks, on every core (each thread with its own
    /// worker), the largest canvases first so that no core is left with a big render at the
    /// end while the other idles; results in job order. `progress(done, total)` follows jobs.
    public static func renderAll(_ jobs: [RenderJob], progress: (@Sendable (Int, Int) -> Void)? = nil) -> [RenderedJob] {
        let counter = ProgressCounter(total: jobs.count, report: progress)
        let order = jobs.indices.sorted { jobs[$0].pixels > jobs[$1].pixels || (jobs[$0].pixels == jobs[$1].pixels && $0 < $1) }
        let shuffled = map(jobs.count) { worker, position -> RenderedJob in
            defer { counter.finishOne() }
            return jobs[order[position]].run(with: worker)
        }
        var results = [RenderedJob?](repeating: nil, count: jobs.count)
        for (position, index) in order.enumerated() { results[index] = shuffled[position] }
        return results.compactMap { $0 }
    }
}

extension RenderPool {
    /// Every render of every scenario laid out (not drawn) on every core, grouped by scenario:
    /// what `lint` checks.
    public static func layOutAll(_ scenarios: [Scenario], progress: (@Sendable (Int, Int) -> Void)? = nil) -> [[LaidOutRender]] {
        let jobs = scenarios.flatMap { scenario in scenario.renders.map { RenderJob(scenario: scenario, render: $0, drawings: []) } }
        var results = renderAll(jobs, progress: progress).makeIterator()
        return scenarios.map { scenario in scenario.renders.compactMap { _ in results.next()?.laidOut } }
    }
}
