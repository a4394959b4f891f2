import LayoutSnapPipeline
import LayoutSnapPNG
import LayoutSnapRender
import Testing

@testable import LayoutSnapUIKit

extension UIView {
    /// The hierarchy this view tops, drawn as its scenario's first render at scale 1 (a point
    /// a pixel): what the pixel tests read.
    func drawnAtScaleOne(name: String = "view") throws -> PNGImage {
        let scenario = layoutSnapScenario(name: name)
        let rendered = RenderJob(scenario: scenario, render: scenario.renders[0], drawings: [RenderJob.image(RenderOptions(scale: 1))])
            .run(with: RenderWorker.current)
        return try #require(PNGImage(bytes: try rendered.outputs[0].get()))
    }
}
