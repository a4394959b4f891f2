import LayoutSnapScenario

extension LayoutResult {
    /// The layout JSON of DESIGN §8.
    package var json: JSONValue {
        .object([
            ("scenario", .string(scenario)),
            ("render", .string(render)),
            ("device", .object([("width", .number(device.width)), ("height", .number(device.height)), ("scale", .number(device.scale))])),
            ("traits", .object([
                ("contentSizeCategory", .string(traits.contentSizeCategory.rawValue)), ("appearance", .string(traits.appearance.rawValue)),
                ("direction", .string(traits.direction.rawValue)),
            ])),
            ("views", .array(views.map(\.json))),
        ] + (guides.isEmpty ? [] : [("guides", .array(guides.map(\.json)))]) + [
            ("diagnostics", .array(diagnostics.map(\.json))),
        ] + (constraintList.isEmpty ? [] : [("constraints", .array(constraintList.map(\.json)))]))
    }

    /// The result with every frame as the engine solved it, before pixel rounding
    /// (`layout --exact`).
    public var exact: LayoutResult {
        var copy = self
        copy.views = views.map { view in
            var view = view
            view.frame = view.exactFrame
            view.absolute = view.exactAbsolute
            return view
        }
        return copy
    }
}

extension GuideLayout {
    var json: JSONValue { .object([("id", .string(id)), ("owner", .string(owner)), ("frame", frame.json)]) }
}

extension ViewLayout {
    var json: JSONValue {
        var entries: [(String, JSONValue)] = [
            ("id", .string(id)), ("type", .string(kind.rawValue)), ("parent", parent.map(JSONValue.string) ?? .null),
            ("frame", frame.json), ("absolute", absolute.json),
        ]
        if let scroll {
            entries += [
                ("contentSize", .object([("width", .number(scroll.contentSize.width)), ("height", .number(scroll.contentSize.height))])),
                ("contentOffset", .object([("x", .number(scroll.contentOffset.x)), ("y", .number(scroll.contentOffset.y))])),
                ("adjustedContentInset", scroll.adjustedContentInset.json),
                ("scrolls", .object([("horizontal", .bool(scroll.scrollsHorizontally)), ("vertical", .bool(scroll.scrollsVertically))])),
            ]
        }
        if let firstBaseline, let lastBaseline {
            entries += [("firstBaseline", .number(firstBaseline)), ("lastBaseline", .number(lastBaseline))]
        }
        if let appearance { entries += appearance.appearanceJSON }
        return .object(entries)
    }
}

extension ViewSpec {
    /// The properties that change pixels but not frames, where they differ from UIKit's
    /// defaults.
    var appearanceJSON: [(String, JSONValue)] {
        var entries: [(String, JSONValue)] = []
        if let interfaceBuilderID { entries.append(("ibId", .string(interfaceBuilderID))) }
        if let interfaceBuilderClass { entries.append(("class", .string(interfaceBuilderClass))) }
        if let background { entries.append(("background", .string(background.hex))) }
        if borderWidth > 0 {
            entries.append(("border", .object([("color", .string((borderColor ?? Color(red: 0, green: 0, blue: 0)).hex)), ("width", .number(borderWidth))])))
        }
        if cornerRadius != 0 { entries.append(("cornerRadius", .number(cornerRadius))) }
        if cornerRadius != 0, roundedCorners != .all { entries.append(("roundedCorners", .array(roundedCorners.nameList.map { .string($0) }))) }
        if blurRadius != 0 { entries.append(("blur", .number(blurRadius))) }
        if alpha != 1 { entries.append(("alpha", .number(alpha))) }
        if isHidden { entries.append(("hidden", .bool(true))) }
        entries += kind.descriptor.appearanceJSON(of: self)
        return entries
    }
}

extension Rect {
    var json: JSONValue {
        .object([("x", .number(x)), ("y", .number(y)), ("width", .number(width)), ("height", .number(height))])
    }
}

extension Diagnostic {
    var json: JSONValue {
        var entries: [(String, JSONValue)] = [
            ("severity", .string(severity.rawValue)), ("code", .string(code.rawValue)),
            ("views", .array(views.map(JSONValue.string))),
        ]
        if let axis { entries.append(("axis", .string(axis == .horizontal ? "horizontal" : "vertical"))) }
        entries.append(("message", .string(message)))
        entries.append(("source", source.map { .string($0.description) } ?? .null))
        if !constraints.isEmpty {
            entries.append(("constraints", .array(constraints.map(\.json))))
        }
        if let broken { entries.append(("broken", broken.json)) }
        if let detail { entries.append(("detail", .string(detail))) }
        return .object(entries)
    }
}

extension ConstraintSummary {
    /// What a layout diff needs to name a cause: the constraint, where it is written, and the
    /// numbers a change of which moves frames (a multiplier of 1 and a required priority left
    /// out, so that most constraints take one line).
    var json: JSONValue {
        var entries: [(String, JSONValue)] = [("constraint", .string(summary)), ("source", .string(source.description)), ("constant", .number(constant))]
        if multiplier != 1 { entries.append(("multiplier", .number(multiplier))) }
        if priority != 1000 { entries.append(("priority", .number(Double(priority)))) }
        return .object(entries)
    }
}

extension ConstraintReference {
    var json: JSONValue {
        .object([("constraint", .string(summary)), ("source", source.map { .string($0.description) } ?? .null)])
    }
}

/// The JSON for all renders of a scenario: one object, or an array when there are several.
/// With `accessibility`, each render also lists VoiceOver's reading order (`layout` prints
/// it; snapshot references leave it out, so that a reading-order change is not a layout one).
public func layoutJSON(_ results: [LayoutResult], accessibility: Bool = false) -> String {
    let objects = results.map { result -> JSONValue in
        guard accessibility, case .object(var entries) = result.json else { return result.json }
        let elements: [JSONValue] = result.accessibilityElements.map { element in
            .object([("id", .string(element.id)), ("label", element.label.map(JSONValue.string) ?? .null)])
        }
        entries.append(("accessibility", .array(elements)))
        return .object(entries)
    }
    return (objects.count == 1 ? objects[0] : .array(objects)).rendered() + "\n"
}

extension Insets {
    var json: JSONValue { .object([("top", .number(top)), ("left", .number(left)), ("bottom", .number(bottom)), ("right", .number(right))]) }
}
