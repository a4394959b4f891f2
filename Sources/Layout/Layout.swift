/// Layout: UIKit's Auto Layout semantics on top of `ConstraintSolver` (DESIGN.md §4). Filled
/// in by the scenario issue; the module exists now so that the pipeline's boundaries are fixed
/// from the start.
public enum LayoutModule {}
