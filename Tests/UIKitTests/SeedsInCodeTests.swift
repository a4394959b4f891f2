import Foundation
import LayoutSnapLayout
import LayoutSnapScenario
import Testing

@testable import LayoutSnapUIKit

/// The seeds written as UIKit code lay out exactly as their YAML versions: the same frames
/// for every view, and the same scroll content sizes.
@MainActor
@Suite struct SeedsInCodeTests {
    static let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scenarios/seeds")

    /// The YAML seed's render laid out by the engine.
    func yamlLayout(_ seed: String, render: String) throws -> LayoutResult {
        let scenario = try ScenarioLoader.load(file: Self.seeds.appendingPathComponent("\(seed).yaml").path)
        let spec = try #require(scenario.renders.first { $0.name == render })
        return LayoutEngine().layout(scenario, render: spec)
    }

    /// Every view of the YAML layout has the same frame (and content size) in the code's.
    func expectSameFrames(_ controller: UIViewController, _ seed: String, render: String) throws {
        controller.view.layoutIfNeeded()
        let code = LayoutPass.run(from: controller.view).result
        let yaml = try yamlLayout(seed, render: render)
        #expect(code.views.count == yaml.views.count, "\(code.views.map(\.id)) vs \(yaml.views.map(\.id))")
        for expected in yaml.views {
            let actual = try #require(code.view(expected.id), "no view '\(expected.id)' in the code's layout: \(code.views.map(\.id))")
            #expect(actual.frame == expected.frame, "\(seed) \(expected.id)")
            #expect(actual.scroll?.contentSize == expected.scroll?.contentSize, "\(seed) \(expected.id) content size")
        }
        #expect(code.diagnostics.map(\.code) == yaml.diagnostics.map(\.code))
    }

    @Test func fixedLabelWithAnchors() throws {
        try expectSameFrames(FixedLabelAnchors(), "002-v3-fixed", render: "long")
    }

    @Test func fixedLabelWithSnapKit() throws {
        try expectSameFrames(FixedLabelSnapKit(), "002-v3-fixed", render: "long")
    }

    @Test func maxHeightWithSnapKitShortAndLong() throws {
        try expectSameFrames(MaxHeightSnapKit(text: "A short message."), "003-max-height", render: "short")
        try expectSameFrames(MaxHeightSnapKit(text: longText), "003-max-height", render: "long")
    }

    @Test func contentViewWithAnchors() throws {
        try expectSameFrames(ContentViewAnchors(), "002-content-view", render: "top")
    }

    @Test func fixedWidthWithVisualFormat() throws {
        try expectSameFrames(FixedWidthVFL(), "000-fixed-width-dynamic-height-vfl", render: "long")
    }

    @Test func framesAreWrittenBackToTheViews() throws {
        let controller = FixedLabelSnapKit()
        controller.view.layoutIfNeeded()
        #expect(controller.scrollView.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(controller.dataLabel.frame.minX == 16 && controller.dataLabel.frame.minY == 80)
        #expect(abs(controller.dataLabel.frame.width - (375 - 32)) < 0.001)
        // The content size is the engine's (unrounded); the label's frame is on the pixel grid.
        #expect(abs(controller.scrollView.contentSize.height - (controller.dataLabel.frame.maxY + 16)) < 0.5)
        #expect(controller.scrollView.contentSize.height > 300)
    }
}
