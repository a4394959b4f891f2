import Foundation
import LayoutSnapPipeline
import LayoutSnapPNG
import LayoutSnapRender
import LayoutSnapScenario
import Synchronization
import Testing

/// The render loop `render`, `gallery`, `check` and `record` share: one layout per job, each
/// drawing's output or error, results in job order whatever order the cores took them in.
@Suite struct RenderLoopTests {
    static func scenario(_ name: String, width: Int, scroll: Bool = false) throws -> Scenario {
        let view = scroll ? "{id: s, type: scroll, contentSize: [\(width), 2000]}" : "{id: box, background: red}"
        let constraints = scroll ? "[s.edges == root.edges]" : "[\"H:|-[box]-|\", \"V:|-[box(20)]\"]"
        return try ScenarioLoader.load(
            yaml: "name: \(name)\ndevice: {width: \(width), height: 100, scale: 1}\nroot:\n  subviews: [\(view)]\nconstraints: \(constraints)\nrenders:\n  - name: plain\n  - name: big\n    device: {width: 400, height: 300, scale: 2}\n",
            file: "\(name).yaml")
    }

    @Test func everyJobIsLaidOutOnceAndDrawnAsAsked() throws {
        let small = try Self.scenario("small", width: 50), wide = try Self.scenario("wide", width: 300, scroll: true)
        let drawings = [RenderJob.image(RenderOptions()), RenderJob.image(RenderOptions(format: .svg))]
        let jobs = [small, wide].flatMap { scenario in scenario.renders.map { RenderJob(scenario: scenario, render: $0, drawings: drawings) } }
            + [RenderJob(scenario: small, render: small.renders[0], drawings: [RenderJob.filmstrip(Filmstrip(count: 2), RenderOptions())])]
        let reports = Mutex<[Int]>([])
        let results = RenderPool.renderAll(jobs) { done, total in
            #expect(total == jobs.count)
            reports.withLock { $0.append(done) }
        }
        #expect(reports.withLock { $0.sorted() } == Array(1...jobs.count))
        #expect(results.count == jobs.count)
        for (job, result) in zip(jobs, results) {
            #expect(result.laidOut.scenario.name == job.scenario.name && result.laidOut.render.name == job.render.name)
            // The render applied once, to what is laid out and drawn alike.
            #expect(result.laidOut.layout.scene.device == (job.render.device ?? job.scenario.device))
            #expect(result.laidOut.layout.device.width == result.laidOut.layout.scene.device.width)
            #expect(result.outputs.count == job.drawings.count)
        }
        for result in results.prefix(4) {
            let png = try result.outputs[0].get(), svg = try result.outputs[1].get()
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && String(decoding: svg.prefix(200), as: UTF8.self).contains("<svg"))
        }
        // A drawing that fails says why; it stops nothing else.
        guard case .failure(let error) = results[4].outputs[0] else { Issue.record("a filmstrip without a scroll view was drawn"); return }
        #expect(error.message == "render 'plain' has no scroll view to make a filmstrip of")
    }

    /// Where each constraint acts is worked out only for a job that draws it: a diagram needs
    /// it, a plain image, a snapshot file or a layout alone does not.
    @Test func constraintGeometryOnlyWhenADrawingNeedsIt() throws {
        let small = try Self.scenario("small", width: 50)
        let plain = RenderJob(scenario: small, render: small.renders[0], drawings: [RenderJob.image(RenderOptions())])
        let diagram = RenderJob(
            scenario: small, render: small.renders[0], drawings: [RenderJob.image(RenderOptions()), RenderJob.image(RenderOptions(overlays: .constraints))])
        let layoutOnly = RenderJob(scenario: small, render: small.renders[0], drawings: [])
        #expect(RenderJob.image(RenderOptions(overlays: .constraints)).needsConstraintGeometry)
        #expect(!RenderJob.image(RenderOptions(overlays: .frames)).needsConstraintGeometry)
        let worker = RenderWorker.current
        #expect(plain.run(with: worker).laidOut.layout.constraints.isEmpty)
        #expect(layoutOnly.run(with: worker).laidOut.layout.constraints.isEmpty)
        let drawn = diagram.run(with: worker)
        // Two from H:|-[box]-| and two from V:|-[box(20)].
        #expect(drawn.laidOut.layout.constraints.count >= 4)
        // The same frames either way.
        #expect(drawn.laidOut.layout.views.map(\.frame) == plain.run(with: worker).laidOut.layout.views.map(\.frame))
    }

    /// A pool's workers are counted busy: an encoder on one of them takes no lane, which would
    /// only take turns with the other workers; a small image never does, a forced one always.
    @Test func encodersInAPoolCompressOnTheirOwnThreads() {
        // As many jobs as cores: the other workers leave no core spare.
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let lanes = RenderPool.map(cores) { _, _ in
            (try? PNGEncoder(width: 1000, height: 1000, hasAlpha: false)).map(\.compressesOnALane)
        }
        #expect(lanes == Array(repeating: false, count: cores))
        #expect((try? PNGEncoder(width: 100, height: 100, hasAlpha: false))?.compressesOnALane == false)
        #expect((try? PNGEncoder(width: 100, height: 100, hasAlpha: false, lanes: .always))?.compressesOnALane == true)
        #expect((try? PNGEncoder(width: 1000, height: 1000, hasAlpha: false, lanes: .never))?.compressesOnALane == false)
    }
}
