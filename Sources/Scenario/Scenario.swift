/// Scenario files: the YAML model of a view hierarchy and its constraints, with source
/// locations (DESIGN.md §3). Filled in by the scenario issue; the module exists now so that
/// the pipeline's boundaries are fixed from the start.
public enum ScenarioModule {
    /// The version of the scenario format this module reads.
    public static let formatVersion = 1
}
