import LayoutSnapScenario

/// Loads inline YAML as the file `s.yaml`.
func loadScenario(_ yaml: String) throws(ScenarioError) -> Scenario {
    try ScenarioLoader.load(yaml: yaml, file: "s.yaml", defaultName: "s")
}

/// The error loading `yaml` gives, as printed; nil when it loads.
func loadingFailure(_ yaml: String) -> String? {
    do {
        _ = try loadScenario(yaml)
        return nil
    } catch {
        return error.description
    }
}
