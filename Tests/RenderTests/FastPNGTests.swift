import LayoutSnapLayout
import LayoutSnapPNG
import LayoutSnapScenario
import Testing

@testable import LayoutSnapRender

/// The preview's fast PNGs: the pixels of the compact ones, in a larger file.
@Suite struct FastPNGTests {
    @Test func aSeedRenderHasTheSamePixelsEitherWay() throws {
        let scenario = try ScenarioLoader.load(file: FuzzTests.root.appendingPathComponent("scenarios/seeds/002-content-view.yaml").path)
        let renderer = Renderer()
        let layout = LayoutEngine(measurer: renderer.measurer).layout(scenario, render: scenario.renders[0])
        let applied = scenario.applying(scenario.renders[0])
        let compact = try renderer.render(layout, options: RenderOptions())
        let fast = try renderer.render(layout, options: RenderOptions(pngCompression: .fast))
        #expect(try #require(PNGImage(bytes: fast)) == (try #require(PNGImage(bytes: compact))))
        #expect(fast.count > compact.count * 2)
    }
}
