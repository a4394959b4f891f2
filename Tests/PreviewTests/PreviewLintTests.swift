import LayoutSnapPipeline
import LayoutSnapScenario
import Testing

@testable import LayoutSnapPreview

/// The preview lists lint's findings with each render's diagnostics, so a save shows them.
@Suite struct PreviewLintTests {
    @Test func findingsJoinTheDiagnosticsOfTheRendersTheyShowIn() throws {
        let scenario = try ScenarioLoader.load(yaml: """
            root:
              subviews:
                - {id: close, type: button, title: "Close", frame: [20, 60, 60, 30]}
            renders:
              - name: phone
              - name: large
                contentSizeCategory: AX5
            """, file: "sc/close.yaml")
        let content = PreviewBuilder.content(of: [scenario], worker: RenderWorker.current)
        #expect(content.renders.map(\.name) == ["phone", "large"])
        for render in content.renders {
            let lint = render.diagnostics.filter { $0.text.hasSuffix("[small-touch-target]") }
            #expect(lint.count == 1, "\(render.diagnostics.map(\.text))")
            #expect(lint.first?.views == ["close"] && lint.first?.severity == .warning)
            #expect(lint.first?.text.hasPrefix("sc/close.yaml:3:7: warning: 'close' is 60 × 30 pt") == true, "\(lint.first?.text ?? "")")
        }
    }
}
