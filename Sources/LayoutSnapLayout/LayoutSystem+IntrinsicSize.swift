import ConstraintSolver
import LayoutSnapScenario
import LayoutSnapText

// Intrinsic content sizes become, per axis, `size >= intrinsic @compressionResistance` and
// `size <= intrinsic @hugging`. A wrapping label's height follows its solved width: solve,
// measure at the solved width, re-solve, until no height moves more than 0.01 pt.

extension LayoutSystem {
    mutating func addIntrinsicSizes() {
        for view in scenario.allViews where view.frame == nil && view.id != "root" {
            guard let own = variables[view.id] else { continue }
            if let size = view.intrinsicSize {
                // An explicit size replaces the measured one (an intrinsicContentSize
                // override); a nil axis has none (noIntrinsicMetric).
                if let width = size.width {
                    addIntrinsic(own.width, width, view.compressionResistance.horizontal, view.hugging.horizontal, view)
                }
                if let height = size.height {
                    addIntrinsic(own.height, height, view.compressionResistance.vertical, view.hugging.vertical, view)
                }
            } else if let label = view.label, view.kind == .label {
                let style = label.textStyle
                let line = measurer.size(of: label.text, style: style)
                var width = line.width
                if label.lines != 1, let limit = label.preferredMaxLayoutWidth, limit > 0 { width = min(width, limit) }
                addIntrinsic(own.width, width, view.compressionResistance.horizontal, view.hugging.horizontal, view)
                if label.lines == 1 || label.text.isEmpty {
                    addIntrinsic(own.height, line.height, view.compressionResistance.vertical, view.hugging.vertical, view)
                } else {
                    let height = measurer.size(of: label.text, style: style, width: width).height
                    let constraints = addIntrinsic(own.height, height, view.compressionResistance.vertical, view.hugging.vertical, view)
                    wrappingLabels.append((view.id, label.text, style, Size(width: 0, height: 0), height, constraints))
                }
            } else if view.kind == .textView, let control = view.control {
                addTextViewSize(view, control, own)
            } else if view.kind.isControl, let size = ControlMetrics.intrinsicSize(of: view, measurer: measurer) {
                if let width = size.width {
                    addIntrinsic(own.width, width, view.compressionResistance.horizontal, view.hugging.horizontal, view)
                }
                if let height = size.height {
                    addIntrinsic(own.height, height, view.compressionResistance.vertical, view.hugging.vertical, view)
                }
            } else if let size = Self.imageSize(of: view, scale: scenario.device.scale) {
                addIntrinsic(own.width, size.width, view.compressionResistance.horizontal, view.hugging.horizontal, view)
                addIntrinsic(own.height, size.height, view.compressionResistance.vertical, view.hugging.vertical, view)
            }
        }
    }

    /// A non-scrolling text view: its text wrapped at its width, plus 8 pt insets above and
    /// below and 5 pt of line padding each side (UITextView's textContainerInset and
    /// lineFragmentPadding).
    private mutating func addTextViewSize(_ view: ViewSpec, _ control: ControlSpec, _ own: ViewVariables) {
        let insets = control.contentInsets
        let padding = Size(width: insets.left + insets.right, height: insets.top + insets.bottom)
        let text = control.title ?? ""
        let style = TextStyle(family: control.font.family, size: control.font.size, weight: control.font.weight, lines: 0, lineBreak: .wordWrap)
        let line = measurer.size(of: text, style: style)
        // An empty text view is one line tall, as UITextView is.
        let emptyHeight = measurer.size(of: "X", style: style).height
        addIntrinsic(own.width, line.width + padding.width, view.compressionResistance.horizontal, view.hugging.horizontal, view)
        let height = text.isEmpty ? emptyHeight : measurer.size(of: text, style: style, width: line.width).height
        let constraints = addIntrinsic(own.height, height + padding.height, view.compressionResistance.vertical, view.hugging.vertical, view)
        if !text.isEmpty { wrappingLabels.append((view.id, text, style, padding, height + padding.height, constraints)) }
    }

    /// A view's intrinsic length along an axis, where it does not depend on the solved
    /// layout; nil when it has none. Stack views use it for fillProportionally and to order
    /// who stretches.
    static func intrinsicLength(of view: ViewSpec, axis: LayoutAttribute.Axis, measurer: any TextMeasuring, scale: Double) -> Double? {
        func pick(_ size: IntrinsicSize?) -> Double? { axis == .horizontal ? size?.width : size?.height }
        if let size = view.intrinsicSize { return pick(size) }
        switch view.kind {
        case .label:
            guard let label = view.label, label.lines == 1 || label.text.isEmpty || axis == .horizontal else { return nil }
            let size = measurer.size(of: label.text, style: label.textStyle)
            return axis == .horizontal ? size.width : size.height
        case .image:
            return imageSize(of: view, scale: scale).map { axis == .horizontal ? $0.width : $0.height }
        case .view, .scroll, .stack, .textView: return nil
        case .button, .textField, .switch, .activityIndicator, .segmented, .slider, .progress, .pageControl, .stepper:
            return pick(ControlMetrics.intrinsicSize(of: view, measurer: measurer))
        }
    }

    /// An image's intrinsic size: a placeholder's, or its pixels over the device scale.
    static func imageSize(of view: ViewSpec, scale: Double) -> Size? {
        guard let image = view.image else { return nil }
        if let size = image.size { return size }
        return image.pixelSize.map { Size(width: $0.width / scale, height: $0.height / scale) }
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

extension LabelSpec {
    /// The text style the label's properties ask for; measuring and drawing both use it.
    package var textStyle: TextStyle {
        let lineBreak: TextStyle.LineBreak
        switch self.lineBreak {
        case .wordWrap: lineBreak = .wordWrap
        case .charWrap: lineBreak = .charWrap
        case .truncateHead: lineBreak = .truncateHead
        case .truncateMiddle: lineBreak = .truncateMiddle
        case .truncateTail: lineBreak = .truncateTail
        case .clip: lineBreak = .clip
        }
        let alignment: TextStyle.Alignment
        switch self.alignment {
        case .natural: alignment = isRightToLeft ? .right : .left
        case .left: alignment = .left
        case .center: alignment = .center
        case .right: alignment = .right
        case .justified: alignment = .justified
        }
        return TextStyle(
            family: font.family, size: font.size, weight: font.weight, lines: lines, lineBreak: lineBreak,
            alignment: alignment, rightToLeft: isRightToLeft)
    }
}
