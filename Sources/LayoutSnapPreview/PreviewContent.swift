import LayoutSnapLayout
import LayoutSnapPipeline
import LayoutSnapScenario

/// What the page shows of one scenario file, built on the render thread after each good save
/// and kept until the next one (a broken save leaves it showing).
package struct PreviewContent: Sendable {
    package struct RenderEntry: Sendable {
        /// The scenario's name (a file may hold several) and the render's.
        var scenario: String
        var name: String
        /// The switches of the render matrix: device, text size, appearance, direction.
        var traits: [(name: String, value: String)]
        var diagnostics: [DiagnosticEntry]
        /// Structured SVG (DESIGN §13) of the screen and of the content mode; nil with the
        /// error that stopped it.
        var screen: Result<String, PreviewFailure>
        var content: Result<String, PreviewFailure>
        /// Frames and constraints for the page's hover (JSON).
        var info: String
        /// What a PNG of the render is drawn from, where it was laid out (nil in the preview
        /// when a worker process did it: the worker keeps it).
        var laidOut: LaidOutRender?
    }

    struct DiagnosticEntry: Sendable {
        /// `file:line:column: severity: message [code]`.
        var text: String
        var severity: Diagnostic.Severity
        var views: [String]
    }

    package var renders: [RenderEntry]
}

/// A message for the page, already located.
package struct PreviewFailure: Error, Sendable {
    var message: String
}
