import Foundation
import LayoutSnapLayout
import LayoutSnapPipeline
import LayoutSnapScenario
import LayoutSnapRender

/// Lays out and draws what the page shows of a file. Runs on the render thread, with its
/// worker; everything it returns is a value the server can hand to any request.
package enum PreviewBuilder {
    static func content(of scenarios: [Scenario], worker: RenderWorker) -> PreviewContent {
        var renders: [PreviewContent.RenderEntry] = []
        for scenario in scenarios {
            for render in scenario.renders {
                let laidOut = worker.layOut(scenario, render: render)
                let layout = laidOut.layout, applied = laidOut.layout.scene
                func svg(_ mode: RenderMode) -> Result<String, PreviewFailure> {
                    do throws(RenderError) {
                        let bytes = try worker.draw(laidOut, options: RenderOptions(format: .svg, mode: mode, scale: 1))
                        return .success(String(decoding: bytes, as: UTF8.self))
                    } catch {
                        return .failure(PreviewFailure(message: error.location == nil ? "\(scenario.file): error: \(error.message)" : error.description))
                    }
                }
                renders.append(
                    PreviewContent.RenderEntry(
                        scenario: scenario.name, name: render.name, traits: traits(of: layout),
                        diagnostics: layout.diagnostics.map {
                            .init(text: $0.located(in: scenario), severity: $0.severity, views: $0.views)
                        },
                        screen: svg(.screen), content: svg(.content),
                        info: HoverInfo(applied, layout).json, laidOut: laidOut))
            }
        }
        return PreviewContent(renders: renders)
    }

    /// The render's PNG, with the pixels `layoutsnap render` draws (compressed for speed: it
    /// only crosses the loopback).
    package static func png(_ entry: PreviewContent.RenderEntry, mode: RenderMode, worker: RenderWorker) -> Result<[UInt8], PreviewFailure> {
        guard let laidOut = entry.laidOut else { return .failure(PreviewFailure(message: "error: the render was laid out elsewhere")) }
        do throws(RenderError) {
            return .success(try worker.draw(laidOut, options: RenderOptions(mode: mode, pngCompression: .fast)))
        } catch {
            return .failure(PreviewFailure(message: error.description))
        }
    }

    private static func traits(of layout: LayoutResult) -> [(name: String, value: String)] {
        let device = layout.device
        return [
            ("device", device.name ?? "\(JSONValue.format(device.width))×\(JSONValue.format(device.height))"),
            ("text size", layout.traits.contentSizeCategory.rawValue),
            ("appearance", layout.traits.appearance.rawValue),
            ("direction", layout.traits.direction.rawValue),
        ]
    }
}
