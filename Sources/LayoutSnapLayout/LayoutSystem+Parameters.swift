import ConstraintSolver
import LayoutSnapScenario

// Amounts UIKit computes from the laid-out frames and feeds back into the next layout pass:
// safe-area insets, margins that include them (or the superview's), readable-width insets,
// scroll views' resting offsets, and baselines of wrapping text. Each is a solver variable
// held by a required `variable == value` constraint; between passes the value is
// re-computed from the solution and the constraint replaced when it moved.

/// One pass-updated amount.
struct Parameter {
    let variable: Variable
    var value: Double
    var constraint: Constraint
}

/// Which views need which parameters, found from the constraints before solving.
struct ParameterPlan {
    var safeArea: Set<String> = []
    var margins: Set<String> = []
    var readable: Set<String> = []
    var baselines: Set<String> = []
}

extension LayoutSystem {
    /// A new parameter of view `owner` at `value`, as an expression.
    /// `setParameter` finds it by `owner.name`.
    mutating func makeParameter(_ name: String, of owner: String, value: Double) -> LinearExpression {
        let fullName = "\(owner).\(name)"
        let variable = Variable(fullName, owner: owner)
        let constraint = (variable == value).labeled("layout pass: \(fullName)")
        parameters[fullName] = Parameter(variable: variable, value: value, constraint: constraint)
        add(constraint)
        return variable + 0
    }

    /// Moves a parameter; returns whether it moved by more than the text tolerance.
    mutating func setParameter(_ name: String, to value: Double) -> Bool {
        guard var parameter = parameters[name], value.isFinite, abs(parameter.value - value) > LayoutEngine.textTolerance else { return false }
        try? solver.remove(parameter.constraint)
        parameter.value = value
        parameter.constraint = (parameter.variable == value).labeled("layout pass: \(name)")
        parameters[name] = parameter
        add(parameter.constraint)
        return true
    }

    /// Finds the views whose guides, margins or baselines the constraints use, and gives
    /// them parameters.
    mutating func planParameters() {
        var plan = ParameterPlan()
        let translation = self.translation
        for spec in specs {
            var sides = [(spec.firstItem, spec.firstAttribute)]
            if let item = spec.secondItem, let attribute = spec.secondAttribute { sides.append((item, attribute)) }
            for (item, attribute) in sides {
                switch item {
                case .safeAreaGuide(let id): plan.safeArea.insert(id)
                case .marginsGuide(let id): plan.margins.insert(id)
                case .readableGuide(let id):
                    plan.margins.insert(id)
                    plan.readable.insert(id)
                case .view(let id):
                    if attribute.isMargin { plan.margins.insert(id) }
                    if attribute == .firstBaseline || attribute == .lastBaseline {
                        plan.baselines.insert(translation.baselineView(of: id, first: attribute == .firstBaseline))
                    }
                case .contentGuide, .frameGuide, .guide: break
                }
            }
        }
        // Margins that follow the safe area need it; preserved margins need the superview's.
        var pending = Array(plan.margins)
        while let id = pending.popLast() {
            guard let view = tree.view(id) else { continue }
            if view.insetsLayoutMarginsFromSafeArea { plan.safeArea.insert(id) }
            if view.preservesSuperviewLayoutMargins, let parent = tree.parent(of: id), !plan.margins.contains(parent) {
                plan.margins.insert(parent)
                pending.append(parent)
            }
        }
        for view in views where view.kind == .scroll && view.contentInsetAdjustment != .never {
            plan.safeArea.insert(view.id)
        }
        parameterPlan = plan
        makeParameters(plan)
    }

    private mutating func makeParameters(_ plan: ParameterPlan) {
        for view in views {
            let id = view.id
            guard var own = variables[id] else { continue }
            // The root's safe area and margins are the device's, fixed; a root scroll view
            // still rests at its adjusted offset.
            if id == "root" {
                if view.kind == .scroll && view.contentOffset == nil {
                    own.contentOffsetX = makeParameter("contentOffset.x", of: id, value: -view.contentInset.left)
                    own.contentOffsetY = makeParameter("contentOffset.y", of: id, value: -view.contentInset.top)
                    variables[id] = own
                }
                continue
            }
            if plan.safeArea.contains(id) {
                own.safeArea = EdgeExpressions(
                    top: makeParameter("safeArea.top", of: id, value: 0), left: makeParameter("safeArea.left", of: id, value: 0),
                    bottom: makeParameter("safeArea.bottom", of: id, value: 0), right: makeParameter("safeArea.right", of: id, value: 0))
            }
            if plan.margins.contains(id) {
                let base = view.resolvedLayoutMargins ?? Insets(all: 8)
                own.margins = EdgeExpressions(
                    top: makeParameter("margins.top", of: id, value: base.top), left: makeParameter("margins.left", of: id, value: base.left),
                    bottom: makeParameter("margins.bottom", of: id, value: base.bottom),
                    right: makeParameter("margins.right", of: id, value: base.right))
            }
            if view.kind == .scroll && view.contentOffset == nil {
                own.contentOffsetX = makeParameter("contentOffset.x", of: id, value: -view.contentInset.left)
                own.contentOffsetY = makeParameter("contentOffset.y", of: id, value: -view.contentInset.top)
            }
            variables[id] = own
        }
        for id in plan.readable.sorted() {
            readableInsets[id] = makeParameter("readable.inset", of: id, value: 0)
        }
        for id in plan.baselines.sorted() {
            guard let view = tree.view(id), let text = BaselineText(view) else { continue }
            let offsets = text.offsets(width: .infinity, measurer: measurer)
            baselines[id] = BaselineExpressions(
                heightFactors: text.anchoring.heightFactors, first: makeParameter("firstBaseline", of: id, value: offsets.first),
                last: makeParameter("lastBaseline", of: id, value: offsets.last))
        }
    }
}
