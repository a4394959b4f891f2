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
            "device: {width: \(NumberText.exact(device.width)), height: \(NumberText.exact(device.height)), scale: \(NumberText.exact(device.scale)), "
                + "safeArea: {top: \(NumberText.exact(safe.top)), left: \(NumberText.exact(safe.left)), bottom: \(NumberText.exact(safe.bottom)), right: \(NumberText.exact(safe.right))}}")
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
        if view.borderWidth > 0, let color = view.borderColor { fields.append("border: {color: \(quote(color.hex)), width: \(NumberText.exact(view.borderWidth))}") }
        if view.cornerRadius != 0 { fields.append("cornerRadius: \(NumberText.exact(view.cornerRadius))") }
        if view.roundedCorners != .all { fields.append("roundedCorners: [\(view.roundedCorners.nameList.joined(separator: ", "))]") }
        if view.blurRadius != 0 { fields.append("blur: \(NumberText.exact(view.blurRadius))") }
        if view.alpha != 1 { fields.append("alpha: \(NumberText.exact(view.alpha))") }
        if view.isHidden { fields.append("hidden: true") }
        var lint: [String] = []
        if !view.lintIgnore.isEmpty { lint.append("ignore: [\(view.lintIgnore.joined(separator: ", "))]") }
        if view.isLeftOutOfLint { lint.append("leaveOut: true") }
        if !lint.isEmpty { fields.append("lint: {\(lint.joined(separator: ", "))}") }
        let accessibility = [view.accessibilityLabel.map { "label: \(quote($0))" }, view.isAccessibilityElement.map { "element: \($0)" }].compactMap { $0 }
        if !accessibility.isEmpty { fields.append("accessibility: {\(accessibility.joined(separator: ", "))}") }
        if view.clipsToBounds != defaults.clipsToBounds { fields.append("clipsToBounds: \(view.clipsToBounds)") }
        if let frame = view.frame { fields.append("frame: [\(NumberText.exact(frame.x)), \(NumberText.exact(frame.y)), \(NumberText.exact(frame.width)), \(NumberText.exact(frame.height))]") }
        if let size = view.intrinsicSize {
            fields.append("intrinsicSize: [\(size.width.map(NumberText.exact) ?? "null"), \(size.height.map(NumberText.exact) ?? "null")]")
        }
        if let insets = view.customAlignmentRectInsets { fields.append("alignmentRectInsets: \(Self.insets(insets))") }
        if let size = view.initialSize { fields.append("initialSize: [\(NumberText.exact(size.width)), \(NumberText.exact(size.height))]") }
        if view.hugging != defaults.hugging { fields.append("hugging: {h: \(view.hugging.horizontal), v: \(view.hugging.vertical)}") }
        if view.compressionResistance != defaults.compressionResistance {
            fields.append("compressionResistance: {h: \(view.compressionResistance.horizontal), v: \(view.compressionResistance.vertical)}")
        }
        if let margins = view.layoutMargins {
            fields.append(
                view.hasDirectionalMargins
                    ? "directionalLayoutMargins: {top: \(NumberText.exact(margins.top)), leading: \(NumberText.exact(margins.left)), bottom: \(NumberText.exact(margins.bottom)), trailing: \(NumberText.exact(margins.right))}"
                    : "layoutMargins: \(insets(margins))")
        }
        if !view.insetsLayoutMarginsFromSafeArea { fields.append("insetsLayoutMarginsFromSafeArea: false") }
        if view.preservesSuperviewLayoutMargins { fields.append("preservesSuperviewLayoutMargins: true") }
        if view.layoutMarginsFollowReadableWidth { fields.append("layoutMarginsFollowReadableWidth: true") }
        if view.semanticContentAttribute != .unspecified { fields.append("semanticContentAttribute: \(view.semanticContentAttribute.rawValue)") }
        if !view.guides.isEmpty { fields.append("guides: [\(view.guides.map(\.name).joined(separator: ", "))]") }
        fields += view.kind.descriptor.scenarioFields(of: view)
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

    /// `a.attr REL m * b.attr + c @p`, with guides written as `V.safeArea`, `S.content`, ….
    static func expression(_ spec: LayoutConstraintSpec) -> String {
        var text = "\(spec.firstItem).\(spec.firstAttribute.rawValue) \(spec.relation.rawValue) "
        if let item = spec.secondItem, let attribute = spec.secondAttribute {
            if spec.multiplier != 1 { text += "\(NumberText.exact(spec.multiplier)) * " }
            text += "\(item).\(attribute.rawValue)"
            if spec.constant != 0 { text += spec.constant < 0 ? " - \(NumberText.exact(-spec.constant))" : " + \(NumberText.exact(spec.constant))" }
        } else {
            text += NumberText.exact(spec.constant)
        }
        if spec.priority != 1000 { text += " @\(spec.priority)" }
        return text
    }

    static func font(_ font: FontSpec) -> String {
        var parts = ["family: \(quote(font.family))", "weight: \(font.weight)"]
        if let style = font.textStyle { parts.append("textStyle: \(style.rawValue)") } else { parts.append("size: \(NumberText.exact(font.size))") }
        return "{\(parts.joined(separator: ", "))}"
    }

    static func color(_ color: Color) -> String {
        guard let dark = color.dark else { return quote(color.hex) }
        let darkColor = Color(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.alpha)
        return "{light: \(quote(color.resolved(for: .light).hex)), dark: \(quote(darkColor.hex))}"
    }

    static func insets(_ insets: Insets) -> String {
        "{top: \(NumberText.exact(insets.top)), left: \(NumberText.exact(insets.left)), bottom: \(NumberText.exact(insets.bottom)), right: \(NumberText.exact(insets.right))}"
    }

    /// A double-quoted YAML string, which is also a JSON string: quote, backslash, control
    /// characters and line breaks (YAML 1.1's too) escaped, everything else as it is.
    package static func quote(_ text: String) -> String {
        // Most text (ids, names, file:line) is printable ASCII with nothing to escape.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) { return "\"" + text + "\"" }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if isPrintable(scalar) && !breaksLine(scalar) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += String(format: "\\u%04x", scalar.value)
                }
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
            if isPrintable(scalar) && !breaksLine(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            }
        }
        return result
    }

    /// YAML 1.1's line breaks, which libyaml (Yams) reads as such: besides LF and CR, NEL,
    /// the line separator and the paragraph separator. Written as they are, one folds into a
    /// space in a quoted string (a label's U+2028 came back as a space) and ends a comment.
    private static func breaksLine(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
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
