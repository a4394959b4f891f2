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

    /// The scenario with every render's traits overridden where a flag was given. A render
    /// named after a value the flag replaces (a matrix's `profile-iphone-15-AX3`) is renamed
    /// after the new one (`profile-iphone-se-AX3` with `--device iphone-se`), and renders that
    /// the override makes the same are drawn once.
    func apply(to scenario: Scenario) -> Scenario {
        var copy = scenario
        var names: Set<String> = []
        copy.renders = scenario.renders.compactMap { render in
            var render = render
            if let device {
                render.name = Self.renamed(render.name, from: render.device?.name, to: device)
                render.device = Device.presets[device]
            }
            if let contentSizeCategory {
                render.name = Self.renamed(render.name, from: render.traits.contentSizeCategory.rawValue, to: contentSizeCategory.rawValue)
                render.traits.contentSizeCategory = contentSizeCategory
            }
            if let appearance {
                render.name = Self.renamed(render.name, from: render.traits.appearance.rawValue, to: appearance.rawValue)
                render.traits.appearance = appearance
            }
            if let direction {
                render.name = Self.renamed(render.name, from: render.traits.direction.rawValue, to: direction.rawValue)
                render.traits.direction = direction
            }
            return names.insert(render.name).inserted ? render : nil
        }
        return copy
    }

    /// `name` with its last `-old` part (a whole part: at the end or before a `-`) as `-new`.
    static func renamed(_ name: String, from old: String?, to new: String) -> String {
        guard let old, old != new, let range = name.range(of: "-\(old)", options: .backwards),
            range.upperBound == name.endIndex || name[range.upperBound] == "-"
        else { return name }
        return name.replacingCharacters(in: range, with: "-\(new)")
    }
}
