import LayoutSnapInterfaceBuilder
import LayoutSnapScenario

/// One Interface Builder file: read, or refused with a location; what is read, `import`
/// writes as YAML the scenario loader reads (shared/repro I01).
func fuzzInterfaceBuilder(_ bytes: UnsafeRawBufferPointer) {
    let scenarios: [Scenario]
    do { scenarios = try InterfaceBuilderFile.load(bytes: Array(bytes), file: "fuzz.xib") } catch {
        guard error.description.hasPrefix("fuzz.xib:") else { fatalError("an unlocated error: \(error.description)") }
        return
    }
    for scenario in scenarios.prefix(4) {
        let yaml = ScenarioWriter.yaml(scenario)
        do { _ = try ScenarioLoader.load(yaml: yaml, file: "imported.yaml") } catch {
            fatalError("the import does not load: \(error.description)\n\(yaml)")
        }
    }
}
