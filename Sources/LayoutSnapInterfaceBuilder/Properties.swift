import Foundation
import LayoutSnapScenario

/// A view element's attributes and property children: appearance, priorities, margins, and
/// each class's own (text, fonts, titles, stack arrangement, scroll insets).
enum Properties {
    static func apply(_ element: XMLElement, to view: inout ViewSpec, reader: DocumentReader) {
        if element["hidden"] == "YES" { view.isHidden = true }
        if let alpha = element["alpha"].flatMap(Double.init) { view.alpha = min(1, max(0, alpha)) }
        if element["clipsSubviews"] == "YES" { view.clipsToBounds = true }
        if let color = color(element.child("color", key: "backgroundColor")) { view.background = color }
        func priority(_ name: String) -> Int? { element[name].flatMap { Int($0) }.map { min(1000, max(1, $0)) } }
        if let h = priority("horizontalHuggingPriority") { view.hugging.horizontal = h }
        if let v = priority("verticalHuggingPriority") { view.hugging.vertical = v }
        if let h = priority("horizontalCompressionResistancePriority") { view.compressionResistance.horizontal = h }
        if let v = priority("verticalCompressionResistancePriority") { view.compressionResistance.vertical = v }
        if element["insetsLayoutMarginsFromSafeArea"] == "NO" { view.insetsLayoutMarginsFromSafeArea = false }
        if element["preservesSuperviewLayoutMargins"] == "YES" { view.preservesSuperviewLayoutMargins = true }
        if element["layoutMarginsFollowReadableWidth"] == "YES" { view.layoutMarginsFollowReadableWidth = true }
        if let margins = element.child("edgeInsets", key: "layoutMargins") {
            view.layoutMargins = insets(margins, left: "left", right: "right")
        }
        if let margins = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            view.layoutMargins = insets(margins, left: "leading", right: "trailing")
            view.hasDirectionalMargins = true
        }
        for attribute in element.child("userDefinedRuntimeAttributes")?.children ?? [] where attribute["keyPath"] == "layer.cornerRadius" {
            if let radius = attribute["value"].flatMap(Double.init) ?? attribute.child("real")?["value"].flatMap(Double.init) {
                view.cornerRadius = radius
            }
        }
        switch view.kind {
        case .label: label(element, &view)
        case .stack: stack(element, &view)
        case .scroll:
            if let inset = element.child("inset", key: "contentInset") { view.contentInset = insets(inset, left: "minX", right: "maxX", top: "minY", bottom: "maxY") }
            switch element["contentInsetAdjustmentBehavior"] {
            case "never": view.contentInsetAdjustment = .never
            case "always": view.contentInsetAdjustment = .always
            case "scrollableAxes": view.contentInsetAdjustment = .scrollableAxes
            default: break
            }
        case .image:
            if let frame = DocumentReader.rect(element) { view.image = ImageSpec(size: Size(width: frame.width, height: frame.height)) }
        case .button, .textField, .textView, .switch, .segmented, .slider, .progress, .pageControl, .activityIndicator, .stepper:
            control(element, &view)
        case .view: break
        }
    }

    private static func label(_ element: XMLElement, _ view: inout ViewSpec) {
        var label = view.label ?? LabelSpec()
        label.text = element["text"] ?? ""
        // Attributed text: its fragments' characters, in the first fragment's font and colour.
        if let attributed = element.child("attributedString", key: "attributedText") {
            let fragments = attributed.children(named: "fragment")
            label.text = fragments.map { $0["content"] ?? "" }.joined()
            if let attributes = fragments.first?.child("attributes") {
                if let font = attributes.child("font", key: "NSFont"), let size = font["size"].flatMap(Double.init) {
                    label.font = FontSpec(weight: font["metaFont"] == "boldSystem" ? 700 : 400, size: size)
                }
                if let color = color(attributes.child("color", key: "NSColor")) { label.color = color }
            }
        }
        label.lines = Int(element["numberOfLines"] ?? "") ?? 1
        if let font = font(element.child("fontDescription", key: "fontDescription")) { label.font = font }
        if let color = color(element.child("color", key: "textColor")) { label.color = color }
        switch element["textAlignment"] {
        case "center": label.alignment = .center
        case "right": label.alignment = .right
        case "justified": label.alignment = .justified
        case "left": label.alignment = .left
        default: label.alignment = .natural
        }
        switch element["lineBreakMode"] {
        case "wordWrap": label.lineBreak = .wordWrap
        case "characterWrap": label.lineBreak = .charWrap
        case "headTruncation": label.lineBreak = .truncateHead
        case "middleTruncation": label.lineBreak = .truncateMiddle
        case "clip": label.lineBreak = .clip
        default: label.lineBreak = .truncateTail
        }
        view.label = label
    }

    private static func stack(_ element: XMLElement, _ view: inout ViewSpec) {
        var stack = view.stack ?? StackSpec()
        stack.axis = element["axis"] == "vertical" ? .vertical : .horizontal
        stack.distribution = element["distribution"].flatMap(StackSpec.Distribution.init) ?? .fill
        stack.alignment = element["alignment"].flatMap(StackSpec.Alignment.init) ?? .fill
        if stack.axis == .vertical && (stack.alignment == .firstBaseline || stack.alignment == .lastBaseline) { stack.alignment = .fill }
        stack.spacing = Double(element["spacing"] ?? "") ?? 0
        stack.baselineRelative = element["baselineRelativeArrangement"] == "YES"
        stack.marginsRelative = element["layoutMarginsRelativeArrangement"] == "YES"
        view.stack = stack
    }

    private static func control(_ element: XMLElement, _ view: inout ViewSpec) {
        var control = view.control ?? ControlSpec(kind: view.kind)
        if let font = font(element.child("fontDescription", key: "fontDescription")) { control.font = font }
        switch view.kind {
        case .button:
            control.title = element.child("state", key: "normal")?["title"] ?? ""
            if let insets = element.child("inset", key: "contentEdgeInsets") {
                control.contentInsets = self.insets(insets, left: "minX", right: "maxX", top: "minY", bottom: "maxY")
            }
            if let color = color(element.child("state", key: "normal")?.child("color", key: "titleColor")) { control.tint = color }
        case .textField, .textView:
            control.title = element["text"]
            control.placeholder = element["placeholder"]
            if let color = color(element.child("color", key: "textColor")) { control.textColor = color }
        case .switch: control.isOn = element["on"] == "YES"
        case .slider:
            // UISlider's value lies in minValue…maxValue; the scenario format's in 0…1.
            let minimum = Double(element["minValue"] ?? "") ?? 0, maximum = Double(element["maxValue"] ?? "") ?? 1
            let value = Double(element["value"] ?? "") ?? 0.5
            control.value = maximum > minimum ? min(1, max(0, (value - minimum) / (maximum - minimum))) : 0
        case .progress: control.value = min(1, max(0, Double(element["progress"] ?? "") ?? 0.5))
        case .segmented:
            let titles = element.child("segments")?.children(named: "segment").map { $0["title"] ?? "" } ?? []
            if !titles.isEmpty { control.segments = titles }
            control.selectedSegment = Int(element["selectedSegmentIndex"] ?? "") ?? 0
        case .pageControl:
            control.pages = Int(element["numberOfPages"] ?? "") ?? 3
            control.currentPage = Int(element["currentPage"] ?? "") ?? 0
        case .activityIndicator: control.isLarge = element["style"]?.contains("arge") == true
        case .stepper:
            // Interface Builder writes UIStepper's values as minimumValue, maximumValue, value.
            control.minimum = Double(element["minimumValue"] ?? "") ?? 0
            control.maximum = Double(element["maximumValue"] ?? "") ?? 100
            if !(control.minimum < control.maximum) { (control.minimum, control.maximum) = (0, 100) }
            control.value = min(max(Double(element["value"] ?? "") ?? 0, control.minimum), control.maximum)
        case .view, .scroll, .label, .image, .stack: break
        }
        view.control = control
    }

    static func insets(_ element: XMLElement, left: String, right: String, top: String = "top", bottom: String = "bottom") -> Insets {
        func value(_ name: String) -> Double { Double(element[name] ?? "") ?? 0 }
        return Insets(top: value(top), left: value(left), bottom: value(bottom), right: value(right))
    }

    /// `<fontDescription>`: system fonts with a weight, text styles, named fonts (which fall
    /// back to the system font at their size).
    static func font(_ element: XMLElement?) -> FontSpec? {
        guard let element else { return nil }
        var font = FontSpec(size: Double(element["pointSize"] ?? "") ?? 17)
        switch element["type"] {
        case "boldSystem": font.weight = 700
        case "italicSystem", "system": break
        default: break
        }
        let weights = ["ultraLight": 200, "thin": 100, "light": 300, "regular": 400, "medium": 500, "semibold": 600, "bold": 700, "heavy": 800, "black": 900]
        if let weight = element["weight"].flatMap({ weights[$0] }) { font.weight = weight }
        if let style = element["style"], style.hasPrefix("UICTFontTextStyle") {
            let name = String(style.dropFirst("UICTFontTextStyle".count))
            let map: [String: TextStyleName] = [
                "Title0": .largeTitle, "Title1": .title1, "Title2": .title2, "Title3": .title3, "Headline": .headline, "Body": .body,
                "Callout": .callout, "Subhead": .subheadline, "Footnote": .footnote, "Caption1": .caption1, "Caption2": .caption2,
            ]
            if let textStyle = map[name] {
                font.textStyle = textStyle
                font.weight = DynamicType.weight(of: textStyle)
                font.size = DynamicType.size(of: textStyle, at: .large)
            }
        }
        return font
    }

    /// `<color>`: sRGB or grey components, a system colour, or an asset-catalogue name
    /// (unknown here: grey).
    static func color(_ element: XMLElement?) -> Color? {
        guard let element else { return nil }
        func number(_ name: String) -> Double? { element[name].flatMap(Double.init) }
        if let red = number("red"), let green = number("green"), let blue = number("blue") {
            return Color(red: red, green: green, blue: blue, alpha: number("alpha") ?? 1)
        }
        if let white = number("white") { return Color(red: white, green: white, blue: white, alpha: number("alpha") ?? 1) }
        if let system = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            let name = system.hasSuffix("Color") ? String(system.dropLast(5)) : system
            return Color.named(name) ?? Color(red: 0.5, green: 0.5, blue: 0.5)
        }
        if element["name"] != nil { return Color(red: 0.56, green: 0.56, blue: 0.58) }
        return nil
    }
}
