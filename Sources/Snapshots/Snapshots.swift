/// Snapshots: the reference store, comparison and reports (DESIGN.md §7). Filled in by the
/// snapshot issue; the module exists now so that the pipeline's boundaries are fixed from the
/// start.
public enum SnapshotsModule {}
