import Foundation
import LayoutSnapRender
import LayoutSnapSnapshots
import LayoutSnapScenario
import SnapshotTesting

// `assertSnapshots(of:as:)` takes a dictionary of strategies, so its `as:` argument's leading
// dot looks on the dictionary type: these make `.layoutPNGs(of: scenario)` and
// `.layoutJSONs(of: scenario)` resolve there, as the docs write them.

extension Dictionary where Key == String, Value == Snapshotting<Scenario, Data> {
    /// One PNG strategy per render of `scenario`, keyed by render name.
    public static func layoutPNGs(
        of scenario: Scenario, mode: RenderMode = .screen, comparison: PixelComparison = PixelComparison(), allowedPixels: Int = 0
    ) -> [String: Snapshotting<Scenario, Data>] {
        Snapshotting.layoutPNGs(of: scenario, mode: mode, comparison: comparison, allowedPixels: allowedPixels)
    }
}

extension Dictionary where Key == String, Value == Snapshotting<Scenario, String> {
    /// One layout-JSON strategy per render of `scenario`, keyed by render name.
    public static func layoutJSONs(of scenario: Scenario) -> [String: Snapshotting<Scenario, String>] { Snapshotting.layoutJSONs(of: scenario) }
}
