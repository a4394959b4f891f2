import LayoutSnapScenario

// Coordinates have a bound: past it text cannot be measured (Pango holds widths to about
// 2.1 million points) and nothing a device shows is meaningful. A solved value past it is an
// error diagnostic naming the view, its line and the constraints that set such a constant.

extension LayoutSystem {
    /// The largest coordinate or length, in points, that layoutsnap lays out: a million points,
    /// over a thousand screens.
    static let maximumCoordinate = 1_000_000.0

    mutating func diagnoseRange(_ views: [ViewLayout]) {
        let limit = Self.maximumCoordinate
        for view in views {
            var values = [
                ("frame.x", view.frame.x), ("frame.y", view.frame.y), ("frame.width", view.frame.width), ("frame.height", view.frame.height),
                ("absolute.x", view.absolute.x), ("absolute.y", view.absolute.y),
            ]
            if let scroll = view.scroll {
                values += [("contentSize.width", scroll.contentSize.width), ("contentSize.height", scroll.contentSize.height)]
            }
            guard let (name, value) = values.first(where: { !$0.1.isFinite || abs($0.1) > limit }) else { continue }
            let responsible = constraints(on: view.id) { spec in
                !spec.constant.isFinite || abs(spec.constant) > limit || !spec.multiplier.isFinite || abs(spec.multiplier) > limit
            }
            report(
                .valueOutOfRange, on: view.id, axis: nil, responsible: responsible,
                message: "\(view.id).\(name) is \(NumberText.json(value)), beyond the ±1000000 points layoutsnap lays out")
        }
    }

    /// A view solved to a negative width or height: UIKit would draw nothing and say nothing,
    /// which hides the mistake. Names the constraints along that axis that involve the view.
    mutating func diagnoseNegativeSizes(_ views: [ViewLayout]) {
        for view in views {
            for (axis, size) in [(LayoutAttribute.Axis.horizontal, view.frame.width), (.vertical, view.frame.height)]
            where size < -LayoutEngine.textTolerance && abs(size) <= Self.maximumCoordinate {
                let dimension = axis == .horizontal ? "width" : "height"
                report(
                    .negativeSize, on: view.id, axis: axis, responsible: constraints(on: view.id) { $0.firstAttribute.axis == axis },
                    message: "\(view.id) is solved to a negative \(dimension), \(NumberText.json(size)) pt")
            }
        }
    }

    /// The installed constraints that involve `view` and pass `test`.
    private func constraints(on view: String, where test: (LayoutConstraintSpec) -> Bool) -> [LayoutConstraintSpec] {
        installed.map(\.spec).filter { spec in (spec.firstItem.viewID == view || spec.secondItem?.viewID == view) && test(spec) }
    }

    /// An error diagnostic pointing at the first responsible constraint, else at the view.
    private mutating func report(
        _ code: Diagnostic.Code, on view: String, axis: LayoutAttribute.Axis?, responsible: [LayoutConstraintSpec], message: String
    ) {
        diagnostics.append(
            Diagnostic(
                severity: .error, code: code, views: [view], axis: axis, message: message,
                source: responsible.first?.location ?? tree.view(view)?.location,
                constraints: responsible.map { ConstraintReference(summary: $0.summary, source: $0.location) }))
    }
}
