extension ViewKind {
    /// UILabel.
    public static let label = ViewKind(named: "label")
}

/// UILabel: text measured with Pango, wrapping at its solved width when it has several lines.
struct LabelKind: ViewKindDescriptor {
    let kind = ViewKind.label
    let outlineName = "Label"
    let interfaceBuilderElements = ["label"]
    let takesStoredInterfaceBuilderSize = true
    let scenarioKeys = ["text", "font", "color", "lines", "align", "lineBreak", "preferredMaxLayoutWidth", "runs", "lastBaseline", "shadow"]

    func applyDefaults(to view: inout ViewSpec) { view.label = LabelSpec() }

    func read(_ map: YAMLMapping, into view: inout ViewSpec) throws(ScenarioError) {
        var label = view.label ?? LabelSpec()
        if let node = map["text"] {
            label.text = try node.string("the label's text")
            if let problem = ScenarioLimits.text(label.text) { throw node.error(problem) }
        }
        if let node = map["font"] { label.font = try ScenarioLoader.readFont(node) }
        if let node = map["color"] { label.color = try ScenarioLoader.readColor(node) }
        if let node = map["lines"] { label.lines = try node.integer(ScenarioLimits.linesWhat, in: ScenarioLimits.lines) }
        if let node = map["align"] {
            let name = try node.string()
            guard let alignment = TextAlignment(rawValue: name) else {
                throw node.error("unknown alignment '\(name)'; expected \(TextAlignment.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            label.alignment = alignment
        }
        if let node = map["lineBreak"] {
            let name = try node.string()
            guard let mode = LineBreak(rawValue: name) else {
                throw node.error("unknown line break '\(name)'; expected \(LineBreak.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            label.lineBreak = mode
        }
        if let node = map["preferredMaxLayoutWidth"] { label.preferredMaxLayoutWidth = try node.number("a width in points") }
        if let node = map["runs"] { label.runs = try Self.readRuns(node, in: label.text) }
        if let node = map["lastBaseline"] {
            switch try node.string() {
            case "bottom": label.lastBaselineFromTop = false
            case "top": label.lastBaselineFromTop = true
            case let other: throw node.error("unknown lastBaseline '\(other)'; expected bottom (iOS 11 and later, the default) or top (iOS 10)")
            }
        }
        if let node = map["shadow"] { label.shadow = try ScenarioLoader.readTextShadow(node, defaultOffset: LabelSpec.defaultShadowOffset) }
        if let problem = ScenarioLimits.wrappingText(label.text, lines: label.lines) {
            throw (map["text"] ?? map["lines"])?.error(problem) ?? ScenarioError(problem, at: view.location)
        }
        view.label = label
    }

    func read(interfaceBuilder element: some InterfaceBuilderElement, into view: inout ViewSpec) {
        var label = view.label ?? LabelSpec()
        // Text with line breaks is stored as an element: <string key="text">…</string>.
        label.text = element["text"] ?? element.child("string", key: "text")?.text ?? ""
        // Attributed text: its fragments' characters, in the first fragment's font and colour,
        // and each fragment a run of its own when they differ.
        if let attributed = element.child("attributedString", key: "attributedText") {
            let fragments = attributed.children(named: "fragment")
            label.text = fragments.map { $0["content"] ?? "" }.joined()
            // Each fragment's style as a run over no text yet: its font and colour, lines,
            // kerning (0 is none) and background.
            let styles = fragments.map { fragment -> TextRun in
                let attributes = fragment.child("attributes", key: nil)
                var style = TextRun(
                    start: 0, end: 0, font: attributes.flatMap { Self.fragmentFont($0) }, color: InterfaceBuilderValues.color(attributes?.child("color", key: "NSColor")))
                func number(_ key: String) -> Double? {
                    (attributes?.child("integer", key: key) ?? attributes?.child("real", key: key))?["value"].flatMap(Double.init)
                }
                style.underline = (number("NSUnderline") ?? 0) != 0
                style.strikethrough = (number("NSStrikethrough") ?? 0) != 0
                style.kern = number("NSKern").flatMap { $0 != 0 && $0.isFinite ? min(max($0, -100), 100) : nil }
                style.background = InterfaceBuilderValues.color(attributes?.child("color", key: "NSBackgroundColor"))
                return style
            }
            if let first = styles.first {
                if let font = first.font { label.font = font }
                if let color = first.color { label.color = color }
            }
            // Runs where the fragments differ, or where any draws more than a font and colour.
            if styles.contains(where: { !$0.stylesLike(styles[0]) }) || styles.contains(where: { $0.underline || $0.strikethrough || $0.kern != nil || $0.background != nil }) {
                var offset = 0
                for (fragment, style) in zip(fragments, styles) {
                    let length = (fragment["content"] ?? "").utf8.count
                    var run = style
                    (run.start, run.end) = (offset, offset + length)
                    if run.isStyled { label.runs.append(run) }
                    offset += length
                }
            }
        }
        label.lines = Int(element["numberOfLines"] ?? "") ?? 1
        if let font = InterfaceBuilderValues.font(element.child("fontDescription", key: "fontDescription")) { label.font = font }
        if let color = InterfaceBuilderValues.color(element.child("color", key: "textColor")) { label.color = color }
        let alignments: [String: TextAlignment] = ["center": .center, "right": .right, "justified": .justified, "left": .left]
        label.alignment = element["textAlignment"].flatMap { alignments[$0] } ?? .natural
        let breaks: [String: LineBreak] = [
            "wordWrap": .wordWrap, "characterWrap": .charWrap, "headTruncation": .truncateHead, "middleTruncation": .truncateMiddle, "clip": .clip,
        ]
        label.lineBreak = element["lineBreakMode"].flatMap { breaks[$0] } ?? .truncateTail
        label.shadow = InterfaceBuilderValues.textShadow(
            color: element.child("color", key: "shadowColor"), offset: element.child("size", key: "shadowOffset"), defaultOffset: LabelSpec.defaultShadowOffset)
        view.label = label
    }

    /// `runs: [{text: "world", font: …, color: …, underline: true, strikethrough: true,
    /// kern: 1.5, background: …}]`: each run the first occurrence of its text after the run
    /// before it, set in its own font and colour, lines and spacing.
    private static func readRuns(_ node: YAMLNode, in text: String) throws(ScenarioError) -> [TextRun] {
        var runs: [TextRun] = []
        var searchStart = text.startIndex
        for entry in try node.sequence("a list of runs") {
            let map = try entry.mapping("a run", allowed: ["text", "font", "color", "underline", "strikethrough", "kern", "background"])
            let textNode = try map.required("text", in: "a run")
            let part = try textNode.string("the run's text")
            guard !part.isEmpty, let range = text.range(of: part, range: searchStart..<text.endIndex) else {
                throw textNode.error("the run's text '\(part)' is not in the label's text\(runs.isEmpty ? "" : " after the run before it")")
            }
            var run = TextRun(range, in: text)
            if let font = map["font"] { run.font = try ScenarioLoader.readFont(font) }
            if let color = map["color"] { run.color = try ScenarioLoader.readColor(color) }
            if let underline = map["underline"] { run.underline = try underline.bool() }
            if let strikethrough = map["strikethrough"] { run.strikethrough = try strikethrough.bool() }
            if let kern = map["kern"] {
                let points = try kern.number("the kerning in points")
                guard abs(points) <= 100 else { throw kern.error("expected a kerning from -100 to 100 points, not \(NumberText.points(points))") }
                run.kern = points
            }
            if let background = map["background"] { run.background = try ScenarioLoader.readColor(background) }
            runs.append(run)
            searchStart = range.upperBound
        }
        return runs
    }

    /// The runs as `readRuns` reads them back: each by its text, in order.
    private static func writeRuns(_ runs: [TextRun], of text: String) -> String? {
        var entries: [String] = []
        var searchStart = text.startIndex
        for run in runs {
            let part = run.characters(in: text)
            // Written only when reading it back finds the same place.
            guard let range = text.range(of: part, range: searchStart..<text.endIndex), TextRun(range, in: text).start == run.start else { return nil }
            searchStart = range.upperBound
            var fields = ["text: \(ScenarioWriter.quote(part))"]
            if let font = run.font { fields.append("font: \(ScenarioWriter.font(font))") }
            if let color = run.color { fields.append("color: \(ScenarioWriter.color(color))") }
            if run.underline { fields.append("underline: true") }
            if run.strikethrough { fields.append("strikethrough: true") }
            if let kern = run.kern { fields.append("kern: \(NumberText.points(kern, decimals: 4))") }
            if let background = run.background { fields.append("background: \(ScenarioWriter.color(background))") }
            entries.append("{" + fields.joined(separator: ", ") + "}")
        }
        return "[" + entries.joined(separator: ", ") + "]"
    }

    /// An attributed-string fragment's `NSFont`: the system font at its size, bold for
    /// `boldSystem` or a bold face's name.
    private static func fragmentFont(_ attributes: some InterfaceBuilderElement) -> FontSpec? {
        guard let font = attributes.child("font", key: "NSFont"), let size = font["size"].flatMap(Double.init) else { return nil }
        let bold = font["metaFont"] == "boldSystem" || font["name"]?.contains("Bold") == true
        return FontSpec(weight: bold ? 700 : 400, size: size)
    }

    func scenarioFields(of view: ViewSpec) -> [String] {
        typealias W = ScenarioWriter
        guard let label = view.label else { return [] }
        var fields = ["text: \(W.quote(label.text))", "font: \(W.font(label.font))", "color: \(W.color(label.color))"]
        if label.lines != 1 { fields.append("lines: \(label.lines)") }
        if label.alignment != .natural { fields.append("align: \(label.alignment.rawValue)") }
        if label.lineBreak != .truncateTail { fields.append("lineBreak: \(label.lineBreak.rawValue)") }
        if let width = label.preferredMaxLayoutWidth { fields.append("preferredMaxLayoutWidth: \(NumberText.exact(width))") }
        if !label.runs.isEmpty, let runs = Self.writeRuns(label.runs, of: label.text) { fields.append("runs: \(runs)") }
        if label.lastBaselineFromTop { fields.append("lastBaseline: top") }
        if let shadow = label.shadow { fields.append("shadow: \(W.textShadow(shadow))") }
        return fields
    }

    func appearanceJSON(of view: ViewSpec) -> [(String, JSONValue)] {
        guard let label = view.label else { return [] }
        var fields: [(String, JSONValue)] = [("text", .string(label.text)), ("font", label.font.json), ("textColor", .string(label.color.hex))]
        if !label.runs.isEmpty {
            // Each run by its characters, so that a layout diff names what changed.
            fields.append(
                (
                    "runs",
                    .array(
                        label.runs.map { run in
                            var entries: [(String, JSONValue)] = [("text", .string(run.characters(in: label.text)))]
                            if let font = run.font { entries.append(("font", font.json)) }
                            if let color = run.color { entries.append(("color", .string(color.hex))) }
                            if run.underline { entries.append(("underline", .bool(true))) }
                            if run.strikethrough { entries.append(("strikethrough", .bool(true))) }
                            if let kern = run.kern { entries.append(("kern", .number(kern))) }
                            if let background = run.background { entries.append(("background", .string(background.hex))) }
                            return .object(entries)
                        })
                ))
        }
        if let shadow = label.shadow { fields.append(("shadow", shadow.json)) }
        return fields
    }

    func measure(_ view: ViewSpec, in context: MeasureContext) -> Measurement? {
        guard let label = view.label else { return nil }
        let style = label.textStyle
        let line = context.measurer.size(of: label.text, style: style)
        var width = line.width
        if label.lines != 1, let limit = label.preferredMaxLayoutWidth, limit > 0 { width = min(width, limit) }
        if label.lines == 1 || label.text.isEmpty { return Measurement(width: width, height: line.height) }
        let height = context.measurer.size(of: label.text, style: style, width: width).height
        return Measurement(
            size: IntrinsicSize(width: width, height: height), wrapping: WrappingText(text: label.text, style: style, padding: Size(width: 0, height: 0)))
    }

    func baselineText(of view: ViewSpec) -> BaselineText? {
        guard let label = view.label, !label.text.isEmpty else { return nil }
        return BaselineText(text: label.text, style: label.textStyle, insets: .zero, anchoring: label.lastBaselineFromTop ? .top : .edges)
    }

    func drawing(of view: ViewSpec, in frame: Rect, context: DrawingContext) -> [DrawCommand] {
        guard let label = view.label else { return [] }
        return [.label(label, frame: frame, clips: view.clipsToBounds)]
    }
}

extension FontSpec {
    /// The layout JSON's record of a font.
    var json: JSONValue {
        .object([("family", .string(family)), ("size", .number(size)), ("weight", .number(Double(weight)))])
    }
}
