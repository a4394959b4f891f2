import LayoutSnapRender
import LayoutSnapScenario

/// What a render's PNG shows: the screen or the content-mode diagram, with or without the
/// constraints drawn over it (the page's constraint switch). Spelled `screen`, `content`,
/// `screen+constraints`, `content+constraints` in requests and to the worker process.
package struct PreviewDrawing: Hashable, Sendable {
    package var mode: RenderMode
    package var constraints = false

    package init(mode: RenderMode, constraints: Bool = false) {
        self.mode = mode
        self.constraints = constraints
    }

    package init?(_ text: String) {
        let parts = text.split(separator: "+", omittingEmptySubsequences: false)
        guard let first = parts.first, let mode = RenderMode(rawValue: String(first)), parts.count <= 2,
            parts.count == 1 || parts[1] == "constraints"
        else { return nil }
        self.init(mode: mode, constraints: parts.count == 2)
    }

    package var text: String { mode.rawValue + (constraints ? "+constraints" : "") }

    /// How `layoutsnap render` draws it (compressed for speed: it only crosses the loopback).
    package var options: RenderOptions { RenderOptions(mode: mode, overlays: constraints ? .constraints : [], pngCompression: .fast) }
}
