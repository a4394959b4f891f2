import LayoutSnapPipeline
import LayoutSnapScenario
import Testing

@testable import LayoutSnapUIKit

/// `UIFontMetrics`: an app's own font scaled with a text style follows each render's Dynamic
/// Type size as the style does, from the size it was given at the default category.
@MainActor
@Suite struct FontMetricsTests {
    func body(_ category: ContentSizeCategory) -> Double { DynamicType.size(of: .body, at: category) }

    @Test func aScaledFontFollowsTheCategoryAsItsStyleDoes() throws {
        let metrics = UIFontMetrics(forTextStyle: .body)
        let font = metrics.scaledFont(for: try #require(UIFont(name: "Inter", size: 20)))
        #expect(font.pointSize == 20 && font.spec.family == "Inter")
        #expect(font.spec.resolved(for: .large).size == 20)
        #expect(abs(font.spec.resolved(for: .AX3).size - 20 * body(.AX3) / body(.large)) < 1e-9)
        #expect(font.spec.resolved(for: .xSmall).size < 20)
        // Capped, and a font that already follows a style is scaled from its default size.
        let capped = metrics.scaledFont(for: .systemFont(ofSize: 20), maximumPointSize: 30)
        #expect(capped.spec.resolved(for: .AX5).size == 30 && capped.spec.resolved(for: .large).size == 20)
        let title = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .preferredFont(forTextStyle: .body))
        #expect(title.spec.resolved(for: .large).size == body(.large))
        // A fixed size again after withSize.
        #expect(font.withSize(12).spec.resolved(for: .AX5).size == 12)
    }

    @Test func valuesScaleForTheCategoryAsked() {
        let metrics = UIFontMetrics.default
        #expect(metrics.scaledValue(for: 10) == 10)
        let large = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        #expect(abs(Double(metrics.scaledValue(for: 10, compatibleWith: large)) - 10 * body(.AX3) / body(.large)) < 1e-9)
        #expect(metrics.scaledFont(for: .systemFont(ofSize: 17), compatibleWith: large).spec.resolved(for: .xSmall).size == body(.AX3))
    }

    /// Laid out at a larger category, a label in a scaled font grows as the style's text does.
    @Test func aLabelInAScaledFontGrowsWithTheCategory() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let label = UILabel()
        label.text = "Scaled"
        label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 20))
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([label.topAnchor.constraint(equalTo: root.topAnchor), label.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        let model = HierarchyModel(root: root, name: "scaled", device: Device(width: 320, height: 200, scale: 2), isControllerView: false)
        let id = try #require(model.id(of: label))
        let heights = try RenderSpec.matrix(contentSizeCategories: [.large, .AX3]).map { render in
            try #require(RenderWorker.current.engine.layout(model.scenario, render: render).view(id)).frame.height
        }
        #expect(heights[1] > heights[0] * 1.5, "\(heights)")
    }
}
