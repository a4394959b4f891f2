import Foundation
import LayoutSnapPipeline
import LayoutSnapScenario

/// How snapshots are compared and where things go.
public struct SnapshotOptions: Sendable {
    /// The references: `<snapshots>/<scenario file path>/<render>.png`, `.svg`, `.layout.json`.
    public var snapshots: URL
    /// Where a failing check writes expected, actual and diff images and its report.
    public var failures: URL
    public var comparison: PixelComparison
    /// Differing pixels a render may have and still pass: a count, or a share of all pixels.
    public var allowedPixels: Int
    public var allowedRatio: Double
    /// Whether SVG references are written and compared too (they are compared whenever one
    /// exists).
    public var includesSVG: Bool
    /// CI behaviour: a missing reference is a failure.
    public var ci: Bool
    /// The scenario files and folders the run read: a reference folder of a scenario not in
    /// the run is an orphan only when it was recorded from inside one of these.
    public var scenarioPaths: [String]
    /// Called from worker threads as renders finish: (done, total). The CLI draws a progress
    /// line with it on a terminal.
    public var progress: (@Sendable (Int, Int) -> Void)?
    /// Only the renders of this shard are checked or recorded; nil for all.
    package var shard: Shard?
    /// Where `check` remembers renders that passed, to skip them while nothing they depend on
    /// changes; nil for no cache.
    package var cache: SnapshotCache?
    /// The command that accepts this run's changes, as the terminal prints it (with the run's
    /// paths and options), for the HTML report; nil: `layoutsnap record --mode changed`.
    public var acceptCommand: String?
    /// How the scenario files were read (part of the cache key: the same file read with other
    /// intrinsic sizes or another size class lays out differently).
    package var inputs = ScenarioInputs()

    public init(
        snapshots: URL = URL(fileURLWithPath: "snapshots"),
        failures: URL = URL(fileURLWithPath: ".layoutsnap/failures"), comparison: PixelComparison = PixelComparison(),
        allowedPixels: Int = 0, allowedRatio: Double = 0, includesSVG: Bool = false, ci: Bool = false,
        scenarioPaths: [String] = []
    ) {
        self.snapshots = snapshots
        self.failures = failures
        self.comparison = comparison
        self.allowedPixels = allowedPixels
        self.allowedRatio = allowedRatio
        self.includesSVG = includesSVG
        self.ci = ci
        self.scenarioPaths = scenarioPaths
    }
}

extension SnapshotOptions {
    /// A reference file of one render: `<snapshots>/<scenario's folder>/<render>.<suffix>`, the
    /// folder mirroring the scenario file's path in the project.
    public func referenceURL(_ scenario: Scenario, _ render: String, _ suffix: String) -> URL {
        SnapshotStore(root: snapshots).url(scenario, render, suffix)
    }
}

/// Which references `record` writes.
public enum RecordMode: String, CaseIterable, Sendable {
    /// Only those that do not exist yet.
    case missing
    /// Only existing ones that no longer match.
    case changed
    /// All of them.
    case all
    /// Only existing ones whose layout and pixels are exactly what a fresh render gives but
    /// whose files differ byte for byte (written by an older encoder or zlib): rewritten in
    /// today's bytes, so that a check compares them without decoding. A reference that
    /// differs is left alone.
    case refresh
}

/// What happened to one render.
public struct SnapshotOutcome: Sendable, Codable {
    public enum Status: String, Sendable, Codable {
        case passed, failed, missing, recorded, unchanged
    }

    public var scenario: String
    public var render: String
    public var status: Status
    /// The scenario file the render comes from, for messages.
    public var file: String?
    /// Per-view differences from the reference layout JSON.
    public var layoutDifferences: [String] = []
    /// Pixels that differ (after the threshold and anti-aliasing), and all pixels compared.
    public var differingPixels: Int?
    public var totalPixels: Int?
    /// Other reasons: a size change, an SVG difference, a missing reference.
    public var notes: [String] = []
    /// Whether the pass came from the cache (nothing was drawn).
    public var cached = false
    /// Files written for a failure, relative to the failures folder.
    public var artifacts: [String: String] = [:]

    public var name: String { "\(scenario)/\(render)" }
}

/// The outcome of a check or record over many scenarios.
public struct SnapshotRun: Sendable {
    public var outcomes: [SnapshotOutcome]
    /// Scenario → how its references' environment differs from this one.
    public var environmentDifferences: [String: [String]]
    /// References that no scenario renders any more (see `SnapshotStore.orphans`).
    public var orphans: [URL]
    /// `record`: the folders it moved from a scenario's name to its mirrored path.
    public var movedFolders: [(from: URL, to: URL)] = []
    /// `check`: the folders still named after their scenario (recorded before references
    /// mirrored scenario paths), read there; `record` moves them.
    public var formerFolders: [URL] = []

    public var failed: Bool { outcomes.contains { $0.status == .failed } }
}
