import ArgumentParser
import LayoutSnapScenario

extension ContentSizeCategory: ExpressibleByArgument {}
extension Appearance: ExpressibleByArgument {}
extension LayoutDirection: ExpressibleByArgument {}

/// Traits given on the command line: they override every render's for this run (DESIGN §11).
struct TraitOptions: ParsableArguments {
    @Option(help: "A device preset for every render (iphone-se, iphone-8, iphone-15, ipad, …).")
    var device: String?

    @Option(help: "The Dynamic Type category for every render: xSmall … xxxLarge, AX1 … AX5.")
    var contentSizeCategory: ContentSizeCategory?

    @Option(help: "light or dark, for every render.")
    var appearance: Appearance?

    @Option(help: "ltr or rtl, for every render.")
    var direction: LayoutDirection?

    func validate() throws {
        if let device, Device.presets[device] == nil {
            throw ValidationError("unknown device '\(device)'; expected one of: \(Device.presets.keys.sorted().joined(separator: ", "))")
        }
    }

    /// The scenario with every render's traits overridden where a flag was given.
    func apply(to scenario: Scenario) -> Scenario {
        var copy = scenario
        copy.renders = scenario.renders.map { render in
            var render = render
            if let device { render.device = Device.presets[device] }
            if let contentSizeCategory { render.traits.contentSizeCategory = contentSizeCategory }
            if let appearance { render.traits.appearance = appearance }
            if let direction { render.traits.direction = direction }
            return render
        }
        return copy
    }
}
