import Foundation
import LayoutSnapLayout
import LayoutSnapScenario
import LayoutSnapText

/// The repository's top folder, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// One engine (and text cache) for the whole suite; tests run in parallel, so access is
/// serialised.
final class SharedEngine: @unchecked Sendable {
    static let shared = SharedEngine()
    private let lock = NSLock()
    private let engine = LayoutEngine()

    func layout(_ scenario: Scenario) -> [LayoutResult] {
        lock.lock()
        defer { lock.unlock() }
        return engine.layout(scenario)
    }

    func measure(_ text: String, style: TextStyle, width: Double?) -> TextSize {
        lock.lock()
        defer { lock.unlock() }
        return engine.measurer.size(of: text, style: style, width: width)
    }
}

/// Loads a bundled scenario and lays out every render, keyed by render name.
func layOut(_ relativePath: String) throws -> [String: LayoutResult] {
    let scenario = try ScenarioLoader.load(file: repositoryRoot.appendingPathComponent(relativePath).path)
    return Dictionary(uniqueKeysWithValues: SharedEngine.shared.layout(scenario).map { ($0.render, $0) })
}

/// Lays out scenario YAML given inline.
func layOut(yaml: String) throws -> [LayoutResult] {
    SharedEngine.shared.layout(try ScenarioLoader.load(yaml: yaml, file: "inline.yaml"))
}

extension LayoutResult {
    /// The engine's frame, before pixel rounding: tests compare it with measured text.
    func frame(_ id: String) -> Rect { view(id)?.exactFrame ?? Rect(x: .nan, y: .nan, width: .nan, height: .nan) }
    func absolute(_ id: String) -> Rect { view(id)?.exactAbsolute ?? Rect(x: .nan, y: .nan, width: .nan, height: .nan) }
    /// The frame as UIKit applies it, on the pixel grid.
    func roundedFrame(_ id: String) -> Rect { view(id)?.frame ?? Rect(x: .nan, y: .nan, width: .nan, height: .nan) }
    func scroll(_ id: String) -> ScrollLayout? { view(id)?.scroll }
    func codes(_ code: Diagnostic.Code) -> [Diagnostic] { diagnostics.filter { $0.code == code } }
}

func close(_ a: Double, _ b: Double, within tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

/// The label's text in a bundled scenario's render (after its overrides).
func labelText(_ relativePath: String, render: String, id: String) throws -> String {
    let scenario = try ScenarioLoader.load(file: repositoryRoot.appendingPathComponent(relativePath).path)
    let applied = scenario.applying(scenario.renders.first { $0.name == render } ?? scenario.renders[0])
    return applied.allViews.first { $0.id == id }?.label?.text ?? ""
}
