import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutSnapLayout
import LayoutSnapScenario
import LayoutSnapText
import LayoutSnapRender

// libFuzzer calls in from one thread only, so one engine and renderer serve every input.
nonisolated(unsafe) private let measurer = TextMeasurer()
nonisolated(unsafe) private let engine = LayoutEngine(measurer: measurer)
nonisolated(unsafe) private let renderer = Renderer(measurer: measurer)

/// One scenario; any outcome but a trap, a hang or invalid JSON is fine.
func fuzzScenario(_ bytes: UnsafeRawBufferPointer) {
    guard let scenario = try? ScenarioLoader.load(yaml: String(decoding: bytes, as: UTF8.self), file: "fuzz.yaml") else { return }
    for render in scenario.renders.prefix(2) {
        let layout = engine.layout(scenario, render: render)
        let json = layoutJSON([layout])
        guard (try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil else {
            fatalError("invalid layout JSON:\n\(json)")
        }
        _ = try? renderer.render(layout, options: RenderOptions(mode: .content, scale: 0.25))
        // The structured SVG (views as groups, text as <text>) must stay well-formed XML.
        if let svg = try? renderer.render(layout, options: RenderOptions(format: .svg, overlays: [.constraints, .frames])) {
            let parser = XMLParser(data: Data(svg))
            guard parser.parse() else { fatalError("malformed structured SVG: \(String(describing: parser.parserError))") }
        }
    }
}
