import ConstraintSolver
import LayoutSnapScenario

// Turning the solver's undetermined variables into UIKit's diagnoses: "Scrollable content
// size is ambiguous for S" per scroll view and axis, and ambiguous layout per view and axis.

extension LayoutSystem {
    mutating func diagnoseAmbiguity() {
        let ambiguous = Set(solver.ambiguousVariables().map(ObjectIdentifier.init))
        // A variable no constraint mentions is unknown to the solver, and as free as can be.
        let known = Set(solver.variables.map(ObjectIdentifier.init))
        func isAmbiguous(_ variable: Variable?) -> Bool {
            guard let variable else { return false }
            let key = ObjectIdentifier(variable)
            return ambiguous.contains(key) || !known.contains(key)
        }
        func isAmbiguous(_ id: String, _ axis: LayoutAttribute.Axis) -> Bool {
            guard let own = variables[id] else { return false }
            return axis == .horizontal ? isAmbiguous(own.minX) || isAmbiguous(own.width) : isAmbiguous(own.minY) || isAmbiguous(own.height)
        }

        // Worked out once, not per scroll view and axis: thousands of scroll views must not
        // cost the square of the view count (shared/repro H14).
        // Only an ambiguous content size needs them (most layouts have none).
        let allViews = views
        var byView: [String: [Int]]?
        func installedByView() -> [String: [Int]] {
            if let byView { return byView }
            var index: [String: [Int]] = [:]
            for (position, entry) in installed.enumerated() {
                index[entry.spec.firstItem.viewID, default: []].append(position)
                if let second = entry.spec.secondItem?.viewID, second != entry.spec.firstItem.viewID {
                    index[second, default: []].append(position)
                }
            }
            byView = index
            return index
        }
        for view in allViews where view.kind == .scroll {
            guard let own = variables[view.id] else { continue }
            for axis in [LayoutAttribute.Axis.horizontal, .vertical] {
                let size = axis == .horizontal ? own.contentWidthVariable : own.contentHeightVariable
                guard isAmbiguous(size) else { continue }
                var broken = view.subviews.flatMap(\.allViews).filter { isAmbiguous($0.id, axis) }.map(\.id)
                if broken.isEmpty { broken = viewsTouchingContentArea(of: view.id, axis: axis, among: installedByView()[view.id] ?? []) }
                let dimension = axis == .horizontal ? "width" : "height"
                let detail = broken.isEmpty
                    ? "no constraint chain fixes its content \(dimension)"
                    : "the constraint chain across the content area breaks at \(broken.joined(separator: ", "))"
                diagnostics.append(
                    Diagnostic(
                        severity: .warning, code: .ambiguousContentSize, views: [view.id] + broken, axis: axis,
                        message: "Scrollable content size is ambiguous for \(view.id)",
                        source: view.location, detail: detail))
            }
        }
        for view in allViews {
            for axis in [LayoutAttribute.Axis.horizontal, .vertical] where isAmbiguous(view.id, axis) {
                guard let own = variables[view.id] else { continue }
                let position = axis == .horizontal ? isAmbiguous(own.minX) : isAmbiguous(own.minY)
                let size = axis == .horizontal ? isAmbiguous(own.width) : isAmbiguous(own.height)
                let what = [position ? (axis == .horizontal ? "x position" : "y position") : nil, size ? (axis == .horizontal ? "width" : "height") : nil]
                    .compactMap { $0 }.joined(separator: " and ")
                diagnostics.append(
                    Diagnostic(
                        severity: .warning, code: .ambiguousLayout, views: [view.id], axis: axis,
                        message: "The \(what) of \(view.id) is ambiguous", source: view.location))
            }
        }
    }

    /// Views inside `scroll` constrained against its content area along `axis`: where a
    /// broken chain ends.
    /// `among`: the indices of the installed constraints that name the scroll view (no other
    /// constraint can reach its content area).
    func viewsTouchingContentArea(of scroll: String, axis: LayoutAttribute.Axis, among candidates: [Int]) -> [String] {
        var result: [String] = []
        for entry in candidates.map({ installed[$0] })
        where entry.spec.firstAttribute.axis == axis && translation.reachesContentArea(entry.spec, of: scroll) {
            for item in [entry.spec.firstItem, entry.spec.secondItem].compactMap({ $0 })
            where item.viewID != scroll && !result.contains(item.viewID) {
                result.append(item.viewID)
            }
        }
        return result
    }
}
