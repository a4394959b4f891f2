import LayoutSnapLayout
import LayoutSnapPipeline
import LayoutSnapScenario

// What every view tells layoutsnap's model, and the intrinsic size the model measures.

extension UIView {
    /// The view's own spec (no subviews, no id yet).
    func modelSpec(id: String = "v") -> ViewSpec {
        var spec = ViewSpec(id: id, kind: modelKind, location: SourceLocation(file: "\(type(of: self))", line: 1, column: 1))
        describe(into: &spec)
        return spec
    }

    func describeView(into spec: inout ViewSpec) {
        spec.background = backgroundColor?.color
        spec.alpha = Double(min(1, max(0, alpha)))
        spec.isHidden = isHidden
        spec.clipsToBounds = clipsToBounds
        spec.accessibilityLabel = accessibilityLabel
        spec.isAccessibilityElement = accessibilityElementSetting
        spec.cornerRadius = Double(layer.cornerRadius)
        spec.roundedCorners = RoundedCorners(rawValue: Int(layer.maskedCorners.rawValue & 15))
        if layer.borderWidth > 0 {
            spec.borderWidth = Double(layer.borderWidth)
            spec.borderColor = layer.borderColor?.color ?? Color(red: 0, green: 0, blue: 0)
        }
        if let hugging = contentPriorities[0] { spec.hugging.horizontal = hugging.modelValue }
        if let hugging = contentPriorities[1] { spec.hugging.vertical = hugging.modelValue }
        if let resistance = contentPriorities[2] { spec.compressionResistance.horizontal = resistance.modelValue }
        if let resistance = contentPriorities[3] { spec.compressionResistance.vertical = resistance.modelValue }
        if let margins = explicitMargins {
            spec.layoutMargins = Insets(top: Double(margins.top), left: Double(margins.left), bottom: Double(margins.bottom), right: Double(margins.right))
            spec.hasDirectionalMargins = marginsAreDirectional
        }
        spec.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
        spec.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
        spec.semanticContentAttribute =
            switch semanticContentAttribute {
            case .unspecified: .unspecified
            case .playback: .playback
            case .spatial: .spatial
            case .forceLeftToRight: .forceLeftToRight
            case .forceRightToLeft: .forceRightToLeft
            }
    }

    /// The intrinsic size the model measures for the view as it is now (UIKit's answer for
    /// labels, buttons, images and controls); (-1, -1) for a view with none.
    var measuredIntrinsicSize: CGSize {
        let size = measuredIntrinsicSize(of: modelSpec())
        IntrinsicSizeMemo.last = (ObjectIdentifier(self), size)
        return size
    }

    /// The same for a spec already described (a layout pass has one: no second `describe`).
    func measuredIntrinsicSize(of spec: ViewSpec) -> CGSize {
        let context = MeasureContext(measurer: RenderWorker.current.engine.measurer, scale: 2)
        let size = modelKind.descriptor.measure(spec, in: context)?.size
        return CGSize(width: size?.width.map { CGFloat($0) } ?? UIView.noIntrinsicMetric, height: size?.height.map { CGFloat($0) } ?? UIView.noIntrinsicMetric)
    }
}

/// The last size `measuredIntrinsicSize` gave, and for which view: a layout pass that asks a
/// view for `intrinsicContentSize` and gets exactly what UIView's own measured for it needs no
/// second measure to tell whether a subclass overrides it.
@MainActor
enum IntrinsicSizeMemo {
    static var last: (view: ObjectIdentifier, size: CGSize)?
}
