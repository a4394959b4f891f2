import Foundation

/// A scenario as scenario YAML that reads back to the same layout: every view property that
/// differs from its default, and every constraint as an expression. `layoutsnap import`
/// writes Interface Builder files this way.
package enum ScenarioWriter {
    package static func yaml(_ scenario: Scenario) -> String {
        // What the source could not give exactly stays visible in the file, as comments.
        var lines = scenario.warnings.map { "# warning: \($0.location): \(commentText($0.message))" }
        lines.append("name: \(quote(scenario.name))")
        let device = scenario.device
        let safe = device.safeArea
        lines.append(
            "device: {width: \(number(device.width)), height: \(number(device.height)), scale: \(number(device.scale)), "
                + "safeArea: {top: \(number(safe.top)), left: \(number(safe.left)), bottom: \(number(safe.bottom)), right: \(number(safe.right))}}")
        lines.append("root:")
        lines += view(scenario.root, indent: "  ", isRoot: true)
        if !scenario.constraints.isEmpty {
            lines.append("constraints:")
            lines += scenario.constraints.map { "  - \(quote(expression($0)))" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func view(_ view: ViewSpec, indent: String, isRoot: Bool) -> [String] {
        var fields: [String] = []
        let defaults = ViewSpec(id: view.id, kind: view.kind)
        if !isRoot { fields.append("id: \(view.id)") }
        if view.kind != .view { fields.append("type: \(view.kind.rawValue)") }
        if let background = view.background { fields.append("background: \(quote(background.hex))") }
        if view.borderWidth > 0, let color = view.borderColor { fields.append("border: {color: \(quote(color.hex)), width: \(number(view.borderWidth))}") }
        if view.cornerRadius != 0 { fields.append("cornerRadius: \(number(view.cornerRadius))") }
        if view.alpha != 1 { fields.append("alpha: \(number(view.alpha))") }
        if view.isHidden { fields.append("hidden: true") }
        if view.clipsToBounds != defaults.clipsToBounds { fields.append("clipsToBounds: \(view.clipsToBounds)") }
        if let frame = view.frame { fields.append("frame: [\(number(frame.x)), \(number(frame.y)), \(number(frame.width)), \(number(frame.height))]") }
        if let size = view.intrinsicSize {
            fields.append("intrinsicSize: [\(size.width.map(number) ?? "null"), \(size.height.map(number) ?? "null")]")
        }
        if view.hugging != defaults.hugging { fields.append("hugging: {h: \(view.hugging.horizontal), v: \(view.hugging.vertical)}") }
        if view.compressionResistance != defaults.compressionResistance {
            fields.append("compressionResistance: {h: \(view.compressionResistance.horizontal), v: \(view.compressionResistance.vertical)}")
        }
        if let margins = view.layoutMargins {
            fields.append(
                view.hasDirectionalMargins
                    ? "directionalLayoutMargins: {top: \(number(margins.top)), leading: \(number(margins.left)), bottom: \(number(margins.bottom)), trailing: \(number(margins.right))}"
                    : "layoutMargins: \(insets(margins))")
        }
        if !view.insetsLayoutMarginsFromSafeArea { fields.append("insetsLayoutMarginsFromSafeArea: false") }
        if view.preservesSuperviewLayoutMargins { fields.append("preservesSuperviewLayoutMargins: true") }
        if view.layoutMarginsFollowReadableWidth { fields.append("layoutMarginsFollowReadableWidth: true") }
        if view.semanticContentAttribute != .unspecified { fields.append("semanticContentAttribute: \(view.semanticContentAttribute.rawValue)") }
        if !view.guides.isEmpty { fields.append("guides: [\(view.guides.map(\.name).joined(separator: ", "))]") }
        if let size = view.contentSize { fields.append("contentSize: [\(number(size.width)), \(number(size.height))]") }
        if let offset = view.contentOffset { fields.append("contentOffset: [\(number(offset.x)), \(number(offset.y))]") }
        if view.contentInset != .zero { fields.append("contentInset: \(insets(view.contentInset))") }
        if view.contentInsetAdjustment != .automatic { fields.append("contentInsetAdjustment: \(view.contentInsetAdjustment.rawValue)") }
        if let label = view.label, view.kind == .label { fields += self.label(label) }
        if let image = view.image, view.kind == .image, let size = image.size {
            fields.append("image: {size: [\(number(size.width)), \(number(size.height))]}")
        }
        if let stack = view.stack, view.kind == .stack { fields += self.stack(stack) }
        if let control = view.control, view.kind.isControl { fields += self.control(control, kind: view.kind) }
        var lines: [String] = []
        for (index, field) in fields.enumerated() {
            lines.append(index == 0 && !isRoot ? "\(indent)- \(field)" : "\(indent)\(isRoot ? "" : "  ")\(field)")
        }
        if !view.subviews.isEmpty {
            lines.append("\(indent)\(isRoot ? "" : "  ")subviews:")
            for subview in view.subviews { lines += self.view(subview, indent: indent + (isRoot ? "  " : "    "), isRoot: false) }
        }
        if isRoot && lines.isEmpty { lines.append("\(indent)background: \(quote((view.background ?? Color(red: 1, green: 1, blue: 1)).hex))") }
        return lines
    }

    private static func label(_ label: LabelSpec) -> [String] {
        var fields = ["text: \(quote(label.text))", "font: \(font(label.font))", "color: \(color(label.color))"]
        if label.lines != 1 { fields.append("lines: \(label.lines)") }
        if label.alignment != .natural { fields.append("align: \(label.alignment.rawValue)") }
        if label.lineBreak != .truncateTail { fields.append("lineBreak: \(label.lineBreak.rawValue)") }
        if let width = label.preferredMaxLayoutWidth { fields.append("preferredMaxLayoutWidth: \(number(width))") }
        return fields
    }

    private static func stack(_ stack: StackSpec) -> [String] {
        var fields = ["axis: \(stack.axis.rawValue)", "distribution: \(stack.distribution.rawValue)", "alignment: \(stack.alignment.rawValue)"]
        if stack.spacing != 0 { fields.append("spacing: \(number(stack.spacing))") }
        if !stack.customSpacing.isEmpty {
            fields.append("customSpacing: {\(stack.customSpacing.sorted { $0.key < $1.key }.map { "\($0.key): \(number($0.value))" }.joined(separator: ", "))}")
        }
        if stack.baselineRelative { fields.append("baselineRelative: true") }
        if stack.marginsRelative { fields.append("marginsRelative: true") }
        return fields
    }

    private static func control(_ control: ControlSpec, kind: ViewKind) -> [String] {
        var fields = ["tint: \(color(control.tint))"]
        switch kind {
        case .button:
            fields += ["title: \(quote(control.title ?? ""))", "font: \(font(control.font))", "contentInsets: \(insets(control.contentInsets))"]
        case .textField, .textView:
            if let text = control.title { fields.append("text: \(quote(text))") }
            if let placeholder = control.placeholder, kind == .textField { fields.append("placeholder: \(quote(placeholder))") }
            fields += ["font: \(font(control.font))", "color: \(color(control.textColor))"]
        case .switch: fields.append("isOn: \(control.isOn)")
        case .slider, .progress: fields.append("value: \(number(control.value))")
        case .stepper: fields += ["value: \(number(control.value))", "minimum: \(number(control.minimum))", "maximum: \(number(control.maximum))"]
        case .segmented:
            fields.append("segments: [\(control.segments.map(quote).joined(separator: ", "))]")
            fields.append("selectedSegment: \(control.selectedSegment)")
            fields.append("font: \(font(control.font))")
        case .pageControl: fields += ["pages: \(control.pages)", "currentPage: \(control.currentPage)"]
        case .activityIndicator: fields.append("large: \(control.isLarge)")
        case .view, .scroll, .label, .image, .stack: break
        }
        return fields
    }

    /// `a.attr REL m * b.attr + c @p`, with guides written as `V.safeArea`, `S.content`, ….
    static func expression(_ spec: LayoutConstraintSpec) -> String {
        var text = "\(spec.firstItem).\(spec.firstAttribute.rawValue) \(spec.relation.rawValue) "
        if let item = spec.secondItem, let attribute = spec.secondAttribute {
            if spec.multiplier != 1 { text += "\(number(spec.multiplier)) * " }
            text += "\(item).\(attribute.rawValue)"
            if spec.constant != 0 { text += spec.constant < 0 ? " - \(number(-spec.constant))" : " + \(number(spec.constant))" }
        } else {
            text += number(spec.constant)
        }
        if spec.priority != 1000 { text += " @\(spec.priority)" }
        return text
    }

    private static func font(_ font: FontSpec) -> String {
        var parts = ["family: \(quote(font.family))", "weight: \(font.weight)"]
        if let style = font.textStyle { parts.append("textStyle: \(style.rawValue)") } else { parts.append("size: \(number(font.size))") }
        return "{\(parts.joined(separator: ", "))}"
    }

    private static func color(_ color: Color) -> String {
        guard let dark = color.dark else { return quote(color.hex) }
        let darkColor = Color(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.alpha)
        return "{light: \(quote(color.resolved(for: .light).hex)), dark: \(quote(darkColor.hex))}"
    }

    private static func insets(_ insets: Insets) -> String {
        "{top: \(number(insets.top)), left: \(number(insets.left)), bottom: \(number(insets.bottom)), right: \(number(insets.right))}"
    }

    /// Shortest text that reads back as the same double.
    package static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    /// A double-quoted YAML string, which is also a JSON string: quote, backslash and control
    /// characters escaped, everything else as it is.
    package static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if isPrintable(scalar) { result.unicodeScalars.append(scalar) } else { result += String(format: "\\u%04x", scalar.value) }
            }
        }
        return result + "\""
    }

    /// Text for a comment line: a line break or a character YAML does not print (which it
    /// refuses even in a comment) written as `\u{…}`, so that a message quoting the source
    /// can neither end the comment nor make the file unreadable.
    static func commentText(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if isPrintable(scalar) && scalar != "\n" && scalar != "\r" {
                result.unicodeScalars.append(scalar)
            } else {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            }
        }
        return result
    }

    /// YAML's printable characters (YAML 1.2, 5.1): tab, line breaks, and everything from
    /// space on but DEL, the C1 controls (NEL aside) and U+FFFE/U+FFFF.
    private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x85: true
        case 0x20...0x7E, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
