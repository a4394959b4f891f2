import Dispatch
import Foundation
import LayoutSnapLayout
import LayoutSnapPipeline
import LayoutSnapScenario
import LayoutSnapRender
import Synchronization

/// Checks scenarios against their references, or records references. Renders run in
/// parallel on every core. `check` never writes under the snapshots folder; `record` writes
/// only what its mode asks for, every file atomically.
package struct SnapshotSuite: Sendable {
    package var options: SnapshotOptions

    package init(options: SnapshotOptions) {
        self.options = options
    }

    /// One render's current outputs.
    struct Produced: Sendable {
        let scenario: Scenario
        let render: RenderSpec
        /// Each format's file, by suffix (the SVG only when asked for or referenced).
        let files: [String: [UInt8]]
        /// The PNG's pixel checksum, worked out while it was drawn (`PixelChecksum`).
        var pixelChecksum: String?
        /// Whether the PNG is its reference's own bytes, its pixels proven by the manifest
        /// (`SnapshotFormat.PixelChecks.proven`): the comparison does not read them again.
        var pngIsReference = false

        var png: [UInt8] { files[SnapshotFormat.png.suffix] ?? [] }
    }

    var store: SnapshotStore { SnapshotStore(root: options.snapshots) }

    /// Compares every render of the scenarios with its references; a failing render gets
    /// expected, actual and diff images and its layout diff in the failures folder, and the
    /// run an HTML report and JUnit XML there.
    /// - Parameter passed: renders (`scenario/render`) already known to pass from the cache
    ///   (`loadForCheck`): their scenarios may be outlines, never laid out.
    package func check(_ scenarios: [Scenario], passed: Set<String> = []) throws -> SnapshotRun {
        let store = self.store
        try checkUniqueFileNames(scenarios)
        try store.checkUniqueFolders(scenarios)
        // A shard touches only its own scenarios' folders: the others' are another shard's.
        let shard = options.shard
        let own = scenarios.filter { scenario in shard.map { shard in scenario.renders.contains { shard.contains(scenario: scenario.name, render: $0.name) } } ?? true }
        // A warm check has looked at every reference path already, working out its key.
        var known: (@Sendable (String) -> FileSystemEntry?)?
        if let digests = options.cache?.digests { known = { path in digests.entry(atPath: path) } }
        try store.checkPaths(for: own, known: known)
        try FailureReport(options: options).checkPaths(for: own)
        // A killed record's leftovers go whenever the store is opened, so they are never committed.
        _ = parallelMap(own.count) { AtomicFile.removeStaleTemporaries(in: store.folderURL(own[$0])) }
        // Renders that passed under the same key need no layout, drawing or comparison.
        var cached: [SnapshotOutcome] = []
        var keys: [String: (key: String, file: String)] = [:]
        let all = self.jobs(scenarios)
        let checkedScenarios = Set(all.map(\.0.name))
        let jobs = all.filter { scenario, render in
            let name = "\(scenario.name)/\(render.name)"
            if !passed.contains(name) {
                guard let cache = options.cache, let key = cache.key(for: scenario, render: render, options: options, store: store) else { return true }
                guard cache.hits(key, scenario: scenario.name, render: render.name) else {
                    keys[name] = (key, scenario.file)
                    return true
                }
            }
            var outcome = SnapshotOutcome(scenario: scenario.name, render: render.name, status: .passed, file: scenario.file)
            outcome.cached = true
            cached.append(outcome)
            return false
        }
        let produced = try produce(jobs)
        let compared = parallelMap(produced.count) { compare(produced[$0]) }
        let outcomes = compared.map(\.outcome)
        // A failure's files (diff image, layout diff) come from the comparison that found it.
        var artifacts: [String: [(suffix: String, bytes: @Sendable () -> [UInt8])]] = [:]
        for item in compared where item.outcome.status == .failed { artifacts[item.outcome.name] = item.artifacts }
        if let cache = options.cache {
            for outcome in outcomes where outcome.status == .passed {
                if let entry = keys[outcome.name] { cache.store(entry.key, scenario: outcome.scenario, render: outcome.render, file: entry.file) }
            }
        }
        // In the order of the renders, cached or not.
        let byName = Dictionary((cached + outcomes).map { ($0.name, $0) }) { first, _ in first }
        var run = SnapshotRun(
            outcomes: all.compactMap { byName["\($0.0.name)/\($0.1.name)"] },
            // Only the scenarios this run (or shard) checked.
            environmentDifferences: environmentDifferences(scenarios.filter { checkedScenarios.contains($0.name) }),
            // Orphans belong to no render, so to no shard: the first shard lists them, once.
            orphans: (shard?.index ?? 0) == 0 ? store.orphans(of: scenarios, readFrom: options.scenarioPaths) : [])
        run.formerFolders = own.filter { store.folder(of: $0) != store.mirroredFolder(of: $0) }.map {
            store.root.appendingPathComponent(store.formerFolder(of: $0))
        }
        try FailureReport(options: options).write(&run, produced: produced, artifacts: artifacts)
        return run
    }

    /// Writes references: the missing ones, the changed ones, or all. A render's set whose
    /// files do not match its manifest (an interrupted record) counts as missing and changed.
    package func record(_ scenarios: [Scenario], mode: RecordMode) throws -> SnapshotRun {
        try checkUniqueFileNames(scenarios)
        try store.checkUniqueFolders(scenarios)
        try store.checkPaths(for: scenarios)
        // Only what is rewritten whatever it holds needs today's encoding of every PNG.
        let produced = try produce(jobs(scenarios), recording: true, provingFromReferences: mode == .missing || mode == .changed)
        try store.writeMarker()
        // References recorded before they mirrored scenario paths move to their new folder
        // first (as they are: the mode then decides what is rewritten).
        var moved: [(from: URL, to: URL)] = []
        for scenario in scenarios { if let move = try store.moveFormerFolder(of: scenario) { moved.append(move) } }
        let environment = RendererEnvironment.current.json
        // Refreshing asks for exact equality, whatever threshold the options allow.
        var exactOptions = options
        (exactOptions.comparison, exactOptions.allowedPixels, exactOptions.allowedRatio) = (PixelComparison(), 0, 0)
        let exact = SnapshotSuite(options: exactOptions)
        var outcomes: [SnapshotOutcome] = []
        for item in produced {
            let complete = store.isComplete(inFolder: store.folder(of: item.scenario), item.render.name)
            var outcome = SnapshotOutcome(scenario: item.scenario.name, render: item.render.name, status: .unchanged, file: item.scenario.file)
            let write: Bool
            switch mode {
            case .all: write = true
            case .missing: write = !complete
            case .changed: write = !complete || compare(item).outcome.status == .failed
            case .refresh:
                let folder = store.folder(of: item.scenario)
                let sameBytes = item.files.allSatisfy { suffix, bytes in
                    bytes.hasSameBytes(as: FileSystemEntry.readRegularFile(atPath: store.path(inFolder: folder, item.render.name, suffix)))
                }
                write = complete && !sameBytes && exact.compare(item).outcome.status == .passed
                if complete && !write && !sameBytes { outcome.notes = ["differs from a fresh render; record --mode changed accepts it"] }
            }
            if write {
                try store.writeSet(item, environment: environment)
                outcome.status = .recorded
            }
            outcomes.append(outcome)
        }
        // A killed record leaves temporaries in folders whose sets were already whole.
        for scenario in scenarios { AtomicFile.removeStaleTemporaries(in: store.folderURL(scenario)) }
        var run = SnapshotRun(
            outcomes: outcomes, environmentDifferences: [:], orphans: store.orphans(of: scenarios, readFrom: options.scenarioPaths))
        run.movedFolders = moved
        return run
    }

    // MARK: Producing and comparing

    /// Every render of the scenarios, in order, less those outside the shard.
    func jobs(_ scenarios: [Scenario]) -> [(Scenario, RenderSpec)] {
        let shard = options.shard
        return scenarios.flatMap { scenario in scenario.renders.map { (scenario, $0) } }
            .filter { shard?.contains(scenario: $0.0.name, render: $0.1.name) ?? true }
    }

    /// - Parameters:
    ///   - recording: whether the files may be written as references, whose manifests then
    ///     need every PNG's pixel checksum; a check only needs it for a PNG whose reference is
    ///     in other bytes.
    ///   - provingFromReferences: whether a PNG whose pixels a reference's manifest records is
    ///     the reference's bytes rather than encoded afresh: true for a check and for a record
    ///     that keeps what has not changed, false for one that rewrites every file.
    func produce(_ jobs: [(Scenario, RenderSpec)], recording: Bool = false, provingFromReferences: Bool = true) throws -> [Produced] {
        let options = self.options
        // Each render's snapshot files: the formats always made, and an optional one (SVG)
        // when asked for or already recorded.
        let formats = jobs.map { scenario, render in
            SnapshotFormat.all.filter { format in
                format.presence != .optional || options.includesSVG
                    || FileSystemEntry(at: options.referenceURL(scenario, render.name, format.suffix).path) == .file
            }
        }
        var renderJobs: [RenderJob] = []
        let store = self.store
        let proven = jobs.map { _ in ProvenMark() }
        for ((job, formats), mark) in zip(zip(jobs, formats), proven) {
            let reference = options.referenceURL(job.0, job.1.name, SnapshotFormat.png.suffix).path
            var checks = SnapshotFormat.PixelChecks(wanted: { png in recording || !png.hasSameBytes(as: FileSystemEntry.readRegularFile(atPath: reference)) })
            if provingFromReferences {
                // Pixels the reference's manifest records for its very bytes need no PNG of
                // their own: the reference stands for them, and compares equal.
                let folder = store.folder(of: job.0), render = job.1.name
                checks.proven = { pixels in
                    guard let bytes = FileSystemEntry.readRegularFile(atPath: reference),
                        store.recordsPixels(pixels, ofReference: bytes, inFolder: folder, render)
                    else { return nil }
                    mark.isSet.store(true, ordering: .relaxed)
                    return bytes
                }
            }
            let drawings = formats.map { format in format.suffix == SnapshotFormat.png.suffix ? format.drawing(checks) : format.drawing }
            renderJobs.append(RenderJob(scenario: job.0, render: job.1, drawings: drawings))
        }
        let rendered = RenderPool.renderAll(renderJobs, progress: options.progress)
        var produced: [Produced] = []
        for (index, result) in rendered.enumerated() {
            var files: [String: [UInt8]] = [:], pixelChecksum: String?
            for (position, (format, output)) in zip(formats[index], result.outputs).enumerated() {
                files[format.suffix] = try output.get()
                if format.suffix == SnapshotFormat.png.suffix { pixelChecksum = result.pixelChecksums[position] }
            }
            produced.append(
                Produced(
                    scenario: jobs[index].0, render: jobs[index].1, files: files, pixelChecksum: pixelChecksum,
                    pngIsReference: proven[index].isSet.load(ordering: .relaxed)))
        }
        return produced
    }

    /// Each format in turn (layout, pixels, SVG) against its reference; with the files a
    /// failure leaves in the report, made by the comparison that found it.
    func compare(_ item: Produced) -> (outcome: SnapshotOutcome, artifacts: [(suffix: String, bytes: @Sendable () -> [UInt8])]) {
        var outcome = SnapshotOutcome(scenario: item.scenario.name, render: item.render.name, status: .passed, file: item.scenario.file)
        var artifacts: [(suffix: String, bytes: @Sendable () -> [UInt8])] = []
        var known: [String: [UInt8]?] = [:]
        var fails = false
        // Resolved once: every reference of the render is in this folder.
        let folder = store.folder(of: item.scenario)
        for format in SnapshotFormat.all {
            guard let actual = item.files[format.suffix] else { continue }
            let path = store.path(inFolder: folder, item.render.name, format.suffix)
            let isProven = format.suffix == SnapshotFormat.png.suffix && item.pngIsReference
            let reference = isProven ? actual : FileSystemEntry.readRegularFile(atPath: path)
            known[format.suffix] = reference
            guard let reference else {
                switch format.presence {
                case .required:
                    // Nothing to compare with yet: the render is new.
                    outcome.status = options.ci ? .failed : .missing
                    outcome.notes = ["no reference at \(path)"]
                    return (outcome, [])
                case .expected:
                    outcome.notes.append("no reference \(format.suffix == "layout.json" ? "layout" : format.suffix) at \(path)")
                    fails = true
                case .optional:
                    break
                }
                continue
            }
            // A reference written by another encoder (or an optimiser) differs in bytes only:
            // its manifest vouches for its bytes and their pixels, and the render's own
            // checksum then proves them equal without decoding either image.
            if format.suffix == SnapshotFormat.png.suffix, !reference.hasSameBytes(as: actual),
                store.recordsPixels(item.pixelChecksum, ofReference: reference, inFolder: folder, item.render.name)
            {
                continue
            }
            guard let difference = format.difference(reference: reference, actual: actual, options: options) else { continue }
            outcome.layoutDifferences += difference.layoutDifferences
            if let pixels = difference.differingPixels { outcome.differingPixels = pixels }
            if let total = difference.totalPixels { outcome.totalPixels = total }
            outcome.notes += difference.notes
            artifacts += difference.artifacts
            fails = fails || difference.fails
        }
        if fails { outcome.status = .failed }
        // Files that match no manifest may be half of an interrupted record: never a pass.
        if !store.isComplete(inFolder: folder, item.render.name, known: known.compactMapValues { $0 }) {
            if outcome.status == .passed { outcome.status = options.ci ? .failed : .missing }
            let set = store.path(inFolder: folder, item.render.name, "png").dropLast(".png".count)
            outcome.notes.append(
                "the reference set \(set) is incomplete (its files match no manifest: an interrupted record, or files copied in by hand); `layoutsnap record --mode missing` rewrites it")
        }
        return (outcome, artifacts)
    }

    func environmentDifferences(_ scenarios: [Scenario]) -> [String: [String]] {
        var result: [String: [String]] = [:]
        // Most folders hold the same text, most often the one this build writes: each text is
        // read as JSON once.
        var known: [String: [String]?] = [RendererEnvironment.current.json: []]
        let store = self.store
        // Read on every core: a suite has a file per scenario folder.
        let texts = parallelMap(scenarios.count) { index in
            FileSystemEntry.readRegularFile(atPath: "\(store.rootPath)/\(store.folder(of: scenarios[index]))/\(SnapshotStore.environmentFile)")
                .map { String(decoding: $0, as: UTF8.self) }
        }
        for (scenario, text) in zip(scenarios, texts) {
            guard let text else { continue }
            let differences: [String]?
            if let seen = known[text] {
                differences = seen
            } else {
                differences = RendererEnvironment(json: text).map { RendererEnvironment.current.differences(from: $0) }
                known[text] = differences
            }
            if let differences, !differences.isEmpty { result[scenario.name] = differences }
        }
        return result
    }
}

/// Set from a render's drawing thread when its PNG turned out to be its reference's bytes.
private final class ProvenMark: Sendable {
    let isSet = Atomic<Bool>(false)
}
