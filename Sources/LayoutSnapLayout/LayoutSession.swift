import ConstraintSolver
import LayoutSnapScenario

/// One render laid out and kept with its solver, so that constraints whose constants move
/// (`constraint.constant = 20` in UIKit code) re-solve in place instead of from scratch.
package final class LayoutSession {
    private var system: LayoutSystem
    private let render: RenderSpec
    private let scenarioName: String
    private let constraintGeometry: Bool
    /// The constants moved so far, by position in the system's constraints (the solver holds
    /// them; the `Constraint` values keep the ones they were made with).
    private var movedConstants: [Int: Double] = [:]
    private let movable: Bool
    /// The layout as it stands after the last solve.
    package private(set) var result: LayoutResult

    package init(engine: LayoutEngine, scenario: Scenario, render: RenderSpec, constraintGeometry: Bool) {
        let applied = scenario.applying(render)
        // Constraints are addressed by their place in the scenario: a render that changes the
        // list (size-class variations, a scene of its own) is only ever laid out afresh.
        movable = render.scene == nil && applied.constraints.count == scenario.constraints.count
        system = LayoutSystem(scenario: applied, measurer: engine.measurer)
        self.render = render
        scenarioName = applied.name
        self.constraintGeometry = constraintGeometry
        system.installConstraints()
        result = system.finish(renderName: render.name, scenarioName: scenarioName, constraintGeometry: constraintGeometry)
        result.traits = render.traits
    }

    /// The view's safe-area insets as the last solve left them (UIView.safeAreaInsets): the
    /// screen's for the root.
    package func safeAreaInsets(ofView id: String) -> Insets {
        id == "root" ? system.scenario.device.safeArea : system.safeAreaInsets(of: id)
    }

    /// Moves the constants of the scenario's constraints (`index` in `Scenario.constraints`)
    /// to those of `spec` and lays out again: the same layout a fresh one of the changed
    /// scenario gives. Returns false, changing nothing, when a change is more than a constant
    /// or cannot be made in place (a constraint broken to resolve a conflict, or a required
    /// constant the others contradict, whose report only a fresh layout gives).
    package func moveConstants(_ changes: [(index: Int, spec: LayoutConstraintSpec)]) -> Bool {
        guard movable, system.refused.isEmpty else { return false }
        let offset = system.stackConstraintCount
        let translation = system.translation
        var moves: [(position: Int, constant: Double)] = []
        for (index, spec) in changes {
            let position = offset + index
            guard position < system.installed.count else { return false }
            var unmoved = spec
            unmoved.constant = system.specs[position].constant
            unmoved.source = system.specs[position].source  // the line it came from may name the constant
            guard unmoved == system.specs[position] else { return false }
            moves.append((position, translation.translate(spec).expression.constant))
        }
        var done: [Int] = []
        for (position, constant) in moves {
            let constraint = system.installed[position].constraint
            do {
                try system.solver.updateConstant(of: constraint, to: constant)
                done.append(position)
            } catch {
                // Undo the moves already made: the caller lays out from scratch.
                for position in done.reversed() {
                    let constraint = system.installed[position].constraint
                    try? system.solver.updateConstant(of: constraint, to: movedConstants[position] ?? constraint.expression.constant)
                }
                return false
            }
        }
        for (position, constant) in moves { movedConstants[position] = constant }
        for (index, spec) in changes {
            system.specs[offset + index] = spec
            system.installed[offset + index].spec = spec
            if offset + index < system.summaries.count { system.summaries[offset + index] = LayoutSystem.summary(spec) }
            if index < system.scenario.constraints.count { system.scenario.constraints[index] = spec }
        }
        result = system.finish(renderName: render.name, scenarioName: scenarioName, constraintGeometry: constraintGeometry)
        result.traits = render.traits
        return true
    }
}
