import LayoutSnapScenario

extension LayoutResult {
    /// A table a person reads in a terminal: each view's frame and screen rectangle, scroll
    /// state, then diagnostics.
    public var text: String {
        var heading = "\(scenario) [\(render)] on \(NumberText.json(device.width))×\(NumberText.json(device.height)) @\(NumberText.json(device.scale))x"
        if traits != .standard {
            heading += ", \(traits.contentSizeCategory.rawValue), \(traits.appearance.rawValue), \(traits.direction.rawValue)"
        }
        var lines = [heading]
        func rect(_ r: Rect) -> String {
            "(\(NumberText.json(r.x)), \(NumberText.json(r.y)), \(NumberText.json(r.width)) × \(NumberText.json(r.height)))"
        }
        let depth: [String: Int] = views.reduce(into: [:]) { result, view in
            result[view.id] = view.parent.flatMap { result[$0] }.map { $0 + 1 } ?? 0
        }
        for view in views {
            let indent = String(repeating: "  ", count: depth[view.id] ?? 0)
            var line = "\(indent)\(view.id) (\(view.kind.rawValue))  frame \(rect(view.frame))  screen \(rect(view.absolute))"
            if let scroll = view.scroll {
                let axes = [scroll.scrollsHorizontally ? "horizontally" : nil, scroll.scrollsVertically ? "vertically" : nil].compactMap { $0 }
                line += "  content \(NumberText.json(scroll.contentSize.width)) × \(NumberText.json(scroll.contentSize.height))"
                line += " at offset (\(NumberText.json(scroll.contentOffset.x)), \(NumberText.json(scroll.contentOffset.y)))"
                let inset = scroll.adjustedContentInset
                if inset != .zero {
                    line += ", inset (\([inset.top, inset.left, inset.bottom, inset.right].map(NumberText.json).joined(separator: ", ")))"
                }
                line += axes.isEmpty ? ", does not scroll" : ", scrolls \(axes.joined(separator: " and "))"
            }
            lines.append(line)
        }
        for guide in guides {
            lines.append("guide \(guide.id) of \(guide.owner)  frame \(rect(guide.frame))")
        }
        if diagnostics.isEmpty {
            lines.append("no diagnostics")
        }
        for diagnostic in diagnostics {
            let place = diagnostic.source.map { "\($0): " } ?? ""
            let axis = diagnostic.axis.map { $0 == .horizontal ? " (horizontal)" : " (vertical)" } ?? ""
            lines.append("\(place)\(diagnostic.severity.rawValue): \(diagnostic.message)\(axis) [\(diagnostic.code.rawValue)]")
            for constraint in diagnostic.constraints {
                lines.append("    \(constraint.source.map { "\($0): " } ?? "")\(constraint.summary)")
            }
            if let detail = diagnostic.detail { lines.append("    \(detail)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
