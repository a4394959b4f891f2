/// What UIKit's "needs layout" flags are to a layout pass: every change to anything a layout
/// reads — a view's properties, the hierarchy, a constraint's activation or priority, a view
/// controller's — advances one counter. A pass whose hierarchy saw no change since the last
/// one, other than constraints' constants, moves those in the solver it kept
/// (`LayoutPassCache`) instead of building the model again: UIKit's incremental re-solve of
/// `constraint.constant = 20; view.layoutIfNeeded()`.
///
/// One counter for all hierarchies: a change anywhere makes the next pass a full one, which
/// is never wrong, only slower.
@MainActor
enum LayoutGeneration {
    private(set) static var current: UInt64 = 0

    static func advance() { current &+= 1 }
}
