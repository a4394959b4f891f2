// The scenario model and the snapshot options (`PixelComparison`) come with this product: a
// test imports it and SnapshotTesting.
@_exported import LayoutSnapScenario
@_exported import LayoutSnapSnapshots
import Foundation
import LayoutSnapLayout
import LayoutSnapPipeline
import LayoutSnapRender
import SnapshotTesting

// Strategies for pointfreeco/swift-snapshot-testing: a scenario snapshotted as the PNG the
// device would show (compared pixel by pixel, exactly unless told otherwise, so it works on
// Linux where that package has no image snapshots) or as its layout JSON (compared view by
// view to 0.01 pt). For a scenario with several renders, `layoutPNGs(of:)` and
// `layoutJSONs(of:)` give one strategy per render, for `assertSnapshots(of:as:)`, which files
// one reference per render, named after it.

extension Snapshotting where Value == Scenario, Format == Data {
    /// The scenario's first render as a PNG (use `layoutPNGs(of:)` for every render).
    public static var layoutPNG: Snapshotting { layoutPNG() }

    /// One strategy per render of `scenario`, keyed by render name:
    /// `assertSnapshots(of: scenario, as: .layoutPNGs(of: scenario))`.
    public static func layoutPNGs(
        of scenario: Scenario, mode: RenderMode = .screen, comparison: PixelComparison = PixelComparison(), allowedPixels: Int = 0
    ) -> [String: Snapshotting] {
        Dictionary(uniqueKeysWithValues: scenario.renders.map {
            ($0.name, layoutPNG(render: $0.name, mode: mode, comparison: comparison, allowedPixels: allowedPixels))
        })
    }

    /// The scenario's render as a PNG, compared with `comparison`; up to `allowedPixels`
    /// differing pixels pass.
    public static func layoutPNG(
        render name: String? = nil, mode: RenderMode = .screen, comparison: PixelComparison = PixelComparison(),
        allowedPixels: Int = 0
    ) -> Snapshotting {
        let diffing = Diffing<Data>.diff(
            toData: { $0 }, fromData: { $0 },
            diffV2: { old, new in
                // The comparison `layoutsnap check` makes (SnapshotFormat.png), worded as it words it.
                let options = SnapshotOptions(comparison: comparison, allowedPixels: allowedPixels)
                guard let difference = SnapshotFormat.png.difference(reference: [UInt8](old), actual: [UInt8](new), options: options),
                    difference.fails
                else { return nil }
                return (SnapshotSummary.text(difference), [])
            })
        return Snapshotting(pathExtension: "png", diffing: diffing) { scenario in
            let render = scenario.renders.first { $0.name == name } ?? scenario.renders[0]
            let rendered = RenderJob(scenario: scenario, render: render, drawings: [RenderJob.image(RenderOptions(mode: mode))]).run(with: .current)
            return Data((try? rendered.outputs.first?.get()) ?? [])
        }
    }
}

extension Snapshotting where Value == Scenario, Format == String {
    /// The scenario's layout JSON (every render, in one file), compared render by render and
    /// view by view to 0.01 pt.
    public static var layoutJSON: Snapshotting { layoutJSON(render: nil) }

    /// One strategy per render of `scenario`, keyed by render name:
    /// `assertSnapshots(of: scenario, as: .layoutJSONs(of: scenario))`.
    public static func layoutJSONs(of scenario: Scenario) -> [String: Snapshotting] {
        Dictionary(uniqueKeysWithValues: scenario.renders.map { ($0.name, layoutJSON(render: $0.name)) })
    }

    /// The layout JSON of one render, or of every render when `name` is nil.
    public static func layoutJSON(render name: String?) -> Snapshotting {
        let diffing = Diffing<String>.diff(
            toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) },
            diffV2: { old, new in
                let difference = SnapshotFormat.layoutJSON.difference(reference: Array(old.utf8), actual: Array(new.utf8), options: SnapshotOptions())
                return difference.map { ($0.layoutDifferences.joined(separator: "\n"), []) }
            })
        return Snapshotting(pathExtension: "json", diffing: diffing) { scenario in
            let engine = RenderWorker.current.engine
            if let name, let render = scenario.renders.first(where: { $0.name == name }) {
                return LayoutSnapLayout.layoutJSON([engine.layout(scenario, render: render, constraintGeometry: false)])
            }
            return LayoutSnapLayout.layoutJSON(engine.layout(scenario, constraintGeometry: false))
        }
    }
}
