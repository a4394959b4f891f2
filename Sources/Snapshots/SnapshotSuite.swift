import Dispatch
import Foundation
import Layout
import Render
import Scenario

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

    /// Compares every render of the scenarios with its references; a failing render gets
    /// expected, actual and diff images and its layout diff in the failures folder, and the
    /// run an HTML report and JUnit XML there.
    public func check(_ scenarios: [Scenario]) throws -> SnapshotRun {
        let produced = try produce(scenarios)
        let outcomes = parallelMap(produced.count) { compare(produced[$0]) }
        var run = SnapshotRun(
            outcomes: outcomes, environmentDifferences: environmentDifferences(scenarios),
            orphans: orphans(of: scenarios))
        try FailureReport(options: options).write(&run, produced: produced)
        return run
    }

    /// Writes references: the missing ones, the changed ones, or all.
    public func record(_ scenarios: [Scenario], mode: RecordMode) throws -> SnapshotRun {
        let produced = try produce(scenarios)
        var outcomes: [SnapshotOutcome] = []
        var touched = Set<String>()
        for item in produced {
            let png = options.referenceURL(item.scenario.name, item.render.name, "png")
            let exists = FileManager.default.fileExists(atPath: png.path)
            var outcome = SnapshotOutcome(scenario: item.scenario.name, render: item.render.name, status: .unchanged)
            let write: Bool
            switch mode {
            case .all: write = true
            case .missing: write = !exists
            case .changed: write = exists && compare(item).status == .failed
            }
            if write {
                try AtomicFile.write(item.png, to: png)
                try AtomicFile.write(item.layoutJSON, to: options.referenceURL(item.scenario.name, item.render.name, "layout.json"))
                if let svg = item.svg { try AtomicFile.write(svg, to: options.referenceURL(item.scenario.name, item.render.name, "svg")) }
                outcome.status = .recorded
                touched.insert(item.scenario.name)
            }
            outcomes.append(outcome)
        }
        for scenario in touched.sorted() {
            let url = options.snapshots.appendingPathComponent(safeFileName(scenario)).appendingPathComponent("environment.json")
            let current = RendererEnvironment.current.json
            if (try? String(contentsOf: url, encoding: .utf8)) != current { try AtomicFile.write(current, to: url) }
        }
        return SnapshotRun(outcomes: outcomes, environmentDifferences: [:], orphans: orphans(of: scenarios))
    }

    /// Reference files under the snapshots folder that none of the scenarios renders: of
    /// renders a scenario no longer declares, or of scenarios that are gone. (The CLI lists
    /// them only when it was given directories, that is, every scenario.)
    public func orphans(of scenarios: [Scenario]) -> [URL] {
        let known = Dictionary(scenarios.map { (safeFileName($0.name), Set($0.renders.map { safeFileName($0.name) })) }) { a, _ in a }
        var result: [URL] = []
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: options.snapshots.path)) ?? []
        for folder in folders.sorted() where !folder.hasPrefix(".") {
            let url = options.snapshots.appendingPathComponent(folder)
            guard let renders = known[folder] else {
                result.append(url)
                continue
            }
            for file in ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() where file != "environment.json" {
                let render = file.components(separatedBy: ".").first ?? file
                if !renders.contains(render) { result.append(url.appendingPathComponent(file)) }
            }
        }
        return result
    }

    // MARK: Producing and comparing

    func produce(_ scenarios: [Scenario]) throws -> [Produced] {
        let jobs = scenarios.flatMap { scenario in scenario.renders.map { (scenario, $0) } }
        let options = self.options
        let results = parallelMap(jobs.count) { index -> Result<Produced, RenderError> in
            let (scenario, render) = jobs[index]
            let worker = RenderWorker.current
            let layout = worker.engine.layout(scenario, render: render)
            let applied = scenario.applying(render)
            do throws(RenderError) {
                let png = try worker.renderer.render(applied, layout: layout, options: RenderOptions(format: .png))
                var svg: [UInt8]?
                if options.includesSVG || FileManager.default.fileExists(atPath: options.referenceURL(scenario.name, render.name, "svg").path) {
                    svg = try worker.renderer.render(applied, layout: layout, options: RenderOptions(format: .svg))
                }
                return .success(Produced(scenario: scenario, render: render, layoutJSON: layoutJSON([layout]), png: png, svg: svg))
            } catch {
                return .failure(error)
            }
        }
        return try results.map { try $0.get() }
    }

    /// Layout first (it explains a change best), then pixels, then SVG bytes.
    func compare(_ item: Produced) -> SnapshotOutcome {
        var outcome = SnapshotOutcome(scenario: item.scenario.name, render: item.render.name, status: .passed)
        let pngURL = options.referenceURL(item.scenario.name, item.render.name, "png")
        let layoutURL = options.referenceURL(item.scenario.name, item.render.name, "layout.json")
        guard let reference = FileManager.default.contents(atPath: pngURL.path) else {
            outcome.status = options.ci ? .failed : .missing
            outcome.notes.append("no reference at \(pngURL.path); record it with `layoutsnap record --mode missing`")
            return outcome
        }
        let layout = try? String(contentsOf: layoutURL, encoding: .utf8)
        if let layout {
            outcome.layoutDifferences = LayoutDiff.differences(expected: layout, actual: item.layoutJSON)
        } else {
            outcome.notes.append("no reference layout at \(layoutURL.path)")
        }
        let referenceBytes = [UInt8](reference)
        var pixelsPass = true
        if referenceBytes != item.png {
            if let expected = PNGImage(bytes: referenceBytes), let actual = PNGImage(bytes: item.png) {
                let result = options.comparison.compare(expected, actual)
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
        if let svg = item.svg, let referenceSVG = FileManager.default.contents(atPath: options.referenceURL(item.scenario.name, item.render.name, "svg").path),
            [UInt8](referenceSVG) != svg
        {
            svgPasses = false
            outcome.notes.append("the SVG differs from its reference")
        }
        if layout == nil || !outcome.layoutDifferences.isEmpty || !pixelsPass || !svgPasses {
            outcome.status = .failed
        }
        return outcome
    }

    func environmentDifferences(_ scenarios: [Scenario]) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for scenario in scenarios {
            let url = options.snapshots.appendingPathComponent(safeFileName(scenario.name)).appendingPathComponent("environment.json")
            guard let text = try? String(contentsOf: url, encoding: .utf8), let recorded = RendererEnvironment(json: text) else { continue }
            let differences = RendererEnvironment.current.differences(from: recorded)
            if !differences.isEmpty { result[scenario.name] = differences }
        }
        return result
    }
}

/// A name that stays one path component: anything outside letters, digits, '-', '_' and '.'
/// becomes '-', and leading dots are dropped.
public func safeFileName(_ name: String) -> String {
    let mapped = String(name.unicodeScalars.map { scalar -> Character in
        scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "-_.".unicodeScalars.contains(scalar)) ? Character(scalar) : "-"
    })
    let trimmed = mapped.drop { $0 == "." }
    return trimmed.isEmpty ? "unnamed" : String(trimmed)
}
