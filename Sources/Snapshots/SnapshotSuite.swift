import Dispatch
import Foundation
import LayoutSnapLayout
import LayoutSnapPipeline
import LayoutSnapScenario
import Render

/// Checks scenarios against their references, or records references. Renders run in
/// parallel on every core. `check` never writes under the snapshots folder; `record` writes
/// only what its mode asks for, every file atomically.
public struct SnapshotSuite: Sendable {
    public var options: SnapshotOptions

    public init(options: SnapshotOptions) {
        self.options = options
    }

    /// One render's current outputs.
    struct Produced: Sendable {
        let scenario: Scenario
        let render: RenderSpec
        let layoutJSON: String
        let png: [UInt8]
        let svg: [UInt8]?
    }

    var store: SnapshotStore { SnapshotStore(root: options.snapshots) }

    /// Compares every render of the scenarios with its references; a failing render gets
    /// expected, actual and diff images and its layout diff in the failures folder, and the
    /// run an HTML report and JUnit XML there.
    public func check(_ scenarios: [Scenario]) throws -> SnapshotRun {
        try checkUniqueFileNames(scenarios)
        try store.checkPaths(for: scenarios)
        try FailureReport(options: options).checkPaths(for: scenarios)
        // A killed record's leftovers go whenever the store is opened, so they are never committed.
        for scenario in scenarios { AtomicFile.removeStaleTemporaries(in: store.folder(scenario.name)) }
        // Renders that passed under the same key need no layout, drawing or comparison.
        var cached: [SnapshotOutcome] = []
        var keys: [String: String] = [:]
        let all = self.jobs(scenarios)
        let checkedScenarios = Set(all.map(\.0.name))
        let jobs = all.filter { scenario, render in
            guard let cache = options.cache, let key = cache.key(for: scenario, render: render, options: options, store: store) else { return true }
            if cache.hits(key, scenario: scenario.name, render: render.name) {
                var outcome = SnapshotOutcome(scenario: scenario.name, render: render.name, status: .passed, file: scenario.file)
                outcome.cached = true
                cached.append(outcome)
                return false
            }
            keys["\(scenario.name)/\(render.name)"] = key
            return true
        }
        let produced = try produce(jobs)
        let compared = parallelMap(produced.count) { compare(produced[$0]) }
        let outcomes = compared.map(\.outcome)
        // A failure's diff image, made once by the comparison, goes to the report as it is.
        var diffs: [String: PNGImage] = [:]
        for item in compared where item.outcome.status == .failed {
            if let diff = item.diff { diffs[item.outcome.name] = diff }
        }
        if let cache = options.cache {
            for outcome in outcomes where outcome.status == .passed {
                if let key = keys[outcome.name] { cache.store(key, scenario: outcome.scenario, render: outcome.render) }
            }
        }
        // In the order of the renders, cached or not.
        let byName = Dictionary((cached + outcomes).map { ($0.name, $0) }) { first, _ in first }
        var run = SnapshotRun(
            outcomes: all.compactMap { byName["\($0.0.name)/\($0.1.name)"] },
            // Only the scenarios this run (or shard) checked.
            environmentDifferences: environmentDifferences(scenarios.filter { checkedScenarios.contains($0.name) }),
            orphans: store.orphans(of: scenarios, readFrom: options.scenarioPaths))
        try FailureReport(options: options).write(&run, produced: produced, diffs: diffs)
        return run
    }

    /// Writes references: the missing ones, the changed ones, or all. A render's set whose
    /// files do not match its manifest (an interrupted record) counts as missing and changed.
    public func record(_ scenarios: [Scenario], mode: RecordMode) throws -> SnapshotRun {
        try checkUniqueFileNames(scenarios)
        try store.checkPaths(for: scenarios)
        let produced = try produce(jobs(scenarios))
        try store.writeMarker()
        let environment = RendererEnvironment.current.json
        var outcomes: [SnapshotOutcome] = []
        for item in produced {
            let complete = store.isComplete(item.scenario.name, item.render.name)
            var outcome = SnapshotOutcome(scenario: item.scenario.name, render: item.render.name, status: .unchanged, file: item.scenario.file)
            let write: Bool
            switch mode {
            case .all: write = true
            case .missing: write = !complete
            case .changed: write = !complete || compare(item).outcome.status == .failed
            }
            if write {
                try store.writeSet(item, environment: environment)
                outcome.status = .recorded
            }
            outcomes.append(outcome)
        }
        // A killed record leaves temporaries in folders whose sets were already whole.
        for scenario in scenarios { AtomicFile.removeStaleTemporaries(in: store.folder(scenario.name)) }
        return SnapshotRun(
            outcomes: outcomes, environmentDifferences: [:], orphans: store.orphans(of: scenarios, readFrom: options.scenarioPaths))
    }

    // MARK: Producing and comparing

    /// Every render of the scenarios, in order, less those outside the shard.
    func jobs(_ scenarios: [Scenario]) -> [(Scenario, RenderSpec)] {
        let shard = options.shard
        return scenarios.flatMap { scenario in scenario.renders.map { (scenario, $0) } }
            .filter { shard?.contains(scenario: $0.0.name, render: $0.1.name) ?? true }
    }

    func produce(_ jobs: [(Scenario, RenderSpec)]) throws -> [Produced] {
        let options = self.options
        let counter = ProgressCounter(total: jobs.count, report: options.progress)
        // The largest canvases first, so that no core is left with a big render at the end
        // while the other idles (what a small run, such as a shard, notices most).
        let order = jobs.indices.sorted { Self.pixels(jobs[$0]) > Self.pixels(jobs[$1]) || (Self.pixels(jobs[$0]) == Self.pixels(jobs[$1]) && $0 < $1) }
        let shuffled = RenderPool.map(jobs.count) { worker, position -> Result<Produced, RenderError> in
            defer { counter.finishOne() }
            let (scenario, render) = jobs[order[position]]
            let laidOut = worker.layOut(scenario, render: render)
            do throws(RenderError) {
                let png = try worker.draw(laidOut, options: RenderOptions(format: .png))
                var svg: [UInt8]?
                if options.includesSVG || FileSystemEntry(at: options.referenceURL(scenario.name, render.name, "svg").path) == .file {
                    svg = try worker.draw(laidOut, options: RenderOptions(format: .svg))
                }
                return .success(Produced(scenario: scenario, render: render, layoutJSON: layoutJSON([laidOut.layout]), png: png, svg: svg))
            } catch {
                return .failure(error)
            }
        }
        var results = [Result<Produced, RenderError>?](repeating: nil, count: jobs.count)
        for (position, index) in order.enumerated() { results[index] = shuffled[position] }
        return try results.compactMap { try $0?.get() }
    }

    /// A render's screen in pixels: what its drawing and encoding cost grows with.
    private static func pixels(_ job: (Scenario, RenderSpec)) -> Double {
        let device = job.1.device ?? job.0.device
        return device.width * device.height * device.scale * device.scale
    }

    /// Layout first (it explains a change best), then pixels, then SVG bytes; with the pixel
    /// comparison's diff image when the pixels differ.
    func compare(_ item: Produced) -> (outcome: SnapshotOutcome, diff: PNGImage?) {
        var outcome = SnapshotOutcome(scenario: item.scenario.name, render: item.render.name, status: .passed, file: item.scenario.file)
        let pngURL = options.referenceURL(item.scenario.name, item.render.name, "png")
        let layoutURL = options.referenceURL(item.scenario.name, item.render.name, "layout.json")
        guard let reference = store.read(pngURL) else {
            outcome.status = options.ci ? .failed : .missing
            outcome.notes.append("no reference at \(pngURL.path)")
            return (outcome, nil)
        }
        let layoutBytes = store.read(layoutURL)
        let layout = layoutBytes.map { String(decoding: $0, as: UTF8.self) }
        if let layout {
            outcome.layoutDifferences = LayoutDiff.differences(expected: layout, actual: item.layoutJSON)
        } else {
            outcome.notes.append("no reference layout at \(layoutURL.path)")
        }
        var pixelsPass = true
        var diff: PNGImage?
        if reference != item.png {
            if let expected = PNGImage(bytes: reference), let actual = PNGImage(bytes: item.png) {
                let result = options.comparison.compare(expected, actual)
                diff = result.diff
                outcome.differingPixels = result.differingPixels
                outcome.totalPixels = result.totalPixels
                let allowed = max(options.allowedPixels, Int(options.allowedRatio * Double(result.totalPixels)))
                pixelsPass = result.differingPixels <= allowed
                if expected.width != actual.width || expected.height != actual.height {
                    outcome.notes.append("size \(expected.width)×\(expected.height) → \(actual.width)×\(actual.height) pixels")
                }
            } else {
                pixelsPass = false
                outcome.notes.append("the reference image cannot be decoded")
            }
        }
        var svgPasses = true
        let referenceSVG = item.svg == nil ? nil : store.read(options.referenceURL(item.scenario.name, item.render.name, "svg"))
        if let svg = item.svg, let referenceSVG, referenceSVG != svg {
            svgPasses = false
            outcome.notes.append("the SVG differs from its reference")
        }
        if layout == nil || !outcome.layoutDifferences.isEmpty || !pixelsPass || !svgPasses {
            outcome.status = .failed
        }
        // Files that match no manifest may be half of an interrupted record: never a pass.
        var known = ["png": reference]
        known["layout.json"] = layoutBytes
        known["svg"] = referenceSVG
        if !store.isComplete(item.scenario.name, item.render.name, known: known) {
            if outcome.status == .passed { outcome.status = options.ci ? .failed : .missing }
            outcome.notes.append(
                "the reference set \(pngURL.deletingPathExtension().path) is incomplete (its files match no manifest: an interrupted record, or files copied in by hand); `layoutsnap record --mode missing` rewrites it")
        }
        return (outcome, diff)
    }

    func environmentDifferences(_ scenarios: [Scenario]) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for scenario in scenarios {
            let url = store.folder(scenario.name).appendingPathComponent(SnapshotStore.environmentFile)
            guard let bytes = store.read(url), let recorded = RendererEnvironment(json: String(decoding: bytes, as: UTF8.self)) else {
                continue
            }
            let differences = RendererEnvironment.current.differences(from: recorded)
            if !differences.isEmpty { result[scenario.name] = differences }
        }
        return result
    }
}
