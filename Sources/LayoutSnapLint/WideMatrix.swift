import LayoutSnapScenario

/// `lint --matrix wide`: a scenario's first render (its offsets and overrides kept) on every
/// device preset, at the default and the largest accessibility text size, in both
/// appearances and both directions — where truncation, overlap and contrast break first.
public enum WideMatrix {
    public static let devices = Device.presets.keys.sorted()
    public static let contentSizeCategories: [ContentSizeCategory] = [.large, .AX5]

    /// The scenario with its renders replaced by the wide matrix (named `iphone-se-AX5-dark-rtl`).
    public static func widen(_ scenario: Scenario) -> Scenario {
        guard let base = scenario.renders.first,
            let matrix = try? RenderSpec.matrix(
                devices: devices, contentSizeCategories: contentSizeCategories, appearances: Appearance.allCases,
                directions: LayoutDirection.allCases)
        else { return scenario }
        var widened = scenario
        widened.renders = matrix.map { render in
            var spec = base
            spec.name = render.name
            spec.device = render.device
            spec.traits.contentSizeCategory = render.traits.contentSizeCategory
            spec.traits.appearance = render.traits.appearance
            spec.traits.direction = render.traits.direction
            spec.filmstrip = nil
            return spec
        }
        return widened
    }
}
