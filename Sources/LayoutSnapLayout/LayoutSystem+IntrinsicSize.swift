import ConstraintSolver
import LayoutSnapScenario
import LayoutSnapText

// Intrinsic content sizes become, per axis, `size >= intrinsic @compressionResistance` and
// `size <= intrinsic @hugging`. A wrapping label's height follows its solved width: solve,
// measure at the solved width, re-solve, until no height moves more than 0.01 pt.

extension LayoutSystem {
    mutating func addIntrinsicSizes() {
        let context = MeasureContext(measurer: measurer, scale: scenario.device.scale)
        for view in views where view.frame == nil && view.id != "root" {
            guard let own = variables[view.id] else { continue }
            // An explicit size replaces the measured one (an intrinsicContentSize override); a
            // nil axis has none (noIntrinsicMetric).
            let measured = view.intrinsicSize == nil ? view.kind.descriptor.measure(view, in: context) : nil
            guard let size = view.intrinsicSize ?? measured?.size else { continue }
            if let width = size.width {
                addIntrinsic(own.width, width, view.compressionResistance.horizontal, view.hugging.horizontal, view)
            }
            guard let height = size.height else { continue }
            let constraints = addIntrinsic(own.height, height, view.compressionResistance.vertical, view.hugging.vertical, view)
            if let text = measured?.wrapping { wrappingLabels.append((view.id, text.text, text.style, text.padding, height, constraints)) }
        }
    }

    /// A view's intrinsic length along an axis, where it does not depend on the solved
    /// layout; nil when it has none. Stack views use it for fillProportionally and to order
    /// who stretches.
    static func intrinsicLength(of view: ViewSpec, axis: LayoutAttribute.Axis, measurer: any TextMeasuring, scale: Double) -> Double? {
        let size: IntrinsicSize
        if let own = view.intrinsicSize {
            size = own
        } else {
            guard let measured = view.kind.descriptor.measure(view, in: MeasureContext(measurer: measurer, scale: scale)) else { return nil }
            // Wrapping text's height follows the width it is given.
            if measured.wrapping != nil && axis == .vertical { return nil }
            size = measured.size
        }
        return axis == .horizontal ? size.width : size.height
    }

    @discardableResult
    private mutating func addIntrinsic(
        _ size: Variable, _ value: Double, _ resistance: Int, _ hugging: Int, _ view: ViewSpec
    ) -> [Constraint] {
        let label = "\(view.location): intrinsic size of \(view.id)"
        let constraints = [
            (size >= value).withPriority(Priority(resistance) ?? .high).labeled(label),
            (size <= value).withPriority(Priority(hugging) ?? .low).labeled(label),
        ]
        return constraints.filter { add($0) }
    }

    /// Re-measures wrapping labels at their solved widths and re-computes the pass-updated
    /// amounts (safe area, margins, offsets, baselines) until nothing moves. Returns the
    /// number of solves it took.
    mutating func settle() -> Int {
        guard !wrappingLabels.isEmpty || !parameters.isEmpty else { return 1 }
        for pass in 1...LayoutEngine.maximumTextPasses {
            var changed = updateParameters()
            for index in wrappingLabels.indices {
                let entry = wrappingLabels[index]
                guard let own = variables[entry.id], let view = tree.view(entry.id) else { continue }
                let width = max(0, solver.value(of: own.width) - entry.padding.width)
                let height = measurer.size(of: entry.text, style: entry.style, width: width).height + entry.padding.height
                guard abs(height - entry.measured) > LayoutEngine.textTolerance else { continue }
                wrappingLabels[index].measured = height
                changed.append(entry.id)
                // `height >= h` and `height <= h` hold the constant -h: move it in place (dual
                // simplex). Required ones are replaced, so that a new conflict is reported.
                if entry.constraints.allSatisfy({ !$0.priority.isRequired }) {
                    for constraint in entry.constraints { try? solver.updateConstant(of: constraint, to: -height) }
                } else {
                    for constraint in entry.constraints { try? solver.remove(constraint) }
                    wrappingLabels[index].constraints = addIntrinsic(
                        own.height, height, view.compressionResistance.vertical, view.hugging.vertical, view)
                }
            }
            if changed.isEmpty { return pass }
            if pass == LayoutEngine.maximumTextPasses {
                diagnostics.append(
                    Diagnostic(
                        severity: .warning, code: .textLayoutNotConverged, views: changed, axis: .vertical,
                        message: "Label heights (or other amounts the layout feeds back) did not settle after \(pass) solve-measure rounds: \(changed.joined(separator: ", "))",
                        source: tree.view(changed[0])?.location))
            }
        }
        return LayoutEngine.maximumTextPasses
    }
}
