// A scenario's outline: its name and the names of its renders, read without its views or
// constraints. A sharded run needs every scenario's names (to split renders and to know which
// references are orphans) but lays out only a quarter of them; outlining the rest halves the
// fixed cost each shard pays.

extension ScenarioLoader {
    /// The scenario in `path` with only its name, file, and renders' names and locations (an
    /// empty root, no constraints): enough to shard and to name its references, not to lay out.
    /// Nil when the file holds anything the outline cannot name for certain — then load it
    /// fully, which reports the problem.
    package static func outline(file path: String) -> Scenario? {
        guard let bytes = try? readFileBytes(path), let text = try? decodeUTF8(bytes, file: path),
            let document = try? parseYAML(namesOnly(text), file: path), case .mapping(let top) = document.node
        else { return nil }
        var name = defaultName(ofFile: path)
        var nameLocation: SourceLocation?
        var renders: [RenderSpec] = []
        for (keyNode, valueNode) in top {
            let key = YAMLNode(node: keyNode, file: path), value = YAMLNode(node: valueNode, file: path)
            switch key.scalarText {
            case "name":
                guard let written = try? value.string() else { return nil }
                name = written
                nameLocation = value.location
            case "renders":
                guard let items = try? value.sequence() else { return nil }
                for item in items {
                    guard let expanded = outlineRenders(item) else { return nil }
                    renders += expanded
                }
            default:
                continue
            }
        }
        if renders.isEmpty { renders = [RenderSpec(name: "default")] }
        return Scenario(
            name: name, file: path, device: .standard, root: ViewSpec(id: "root"), constraints: [], spacing: Spacing(), metrics: [:],
            renders: renders, nameLocation: nameLocation)
    }

    /// The file with every top-level section but `name:` and `renders:` blanked (line for line,
    /// so locations stay), which spares parsing the views and constraints, most of a file. Any
    /// construct that could tie sections together or hide a section's end (anchors and aliases,
    /// tags, several documents, tabs, flow text at the margin) keeps the whole text.
    package static func namesOnly(_ text: String) -> String {
        // Byte by byte: on Characters this cost more than the parse it spares.
        let bytes = Array(text.utf8)
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var keeping = true
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let line = bytes[start..<end]
            if let first = line.first, first != UInt8(ascii: " "), first != UInt8(ascii: "#"), first != UInt8(ascii: "\r") {
                // A line at the margin must open a top-level key: `key:` with a plain key.
                guard let colon = line.firstIndex(of: UInt8(ascii: ":")),
                    line[..<colon].allSatisfy({ (0x61...0x7A).contains($0) || (0x41...0x5A).contains($0) || $0 == UInt8(ascii: "_") })
                else { return text }
                let key = line[..<colon]
                keeping = key.elementsEqual("name".utf8) || key.elementsEqual("renders".utf8)
            }
            if keeping {
                for byte in line {
                    // Anchors, aliases, tags and tabs: keep the whole text.
                    if byte == UInt8(ascii: "&") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "!") || byte == 0x09 { return text }
                }
                kept += line
            }
            if end < bytes.count { kept.append(UInt8(ascii: "\n")) }
            start = end + 1
        }
        return String(decoding: kept, as: UTF8.self)
    }

    /// One `renders:` entry's names: its own, or its matrix's (axes in `matrixKeys` order, a
    /// value named only where its axis varies, as `expandMatrix` names them).
    private static func outlineRenders(_ node: YAMLNode) -> [RenderSpec]? {
        guard let map = try? node.mapping("a render", allowed: renderKeys), let name = try? map["name"]?.string(),
            isFileSafe(name)
        else { return nil }
        guard let matrix = map["matrix"] else { return [RenderSpec(name: name, location: node.location)] }
        guard let axes = try? matrix.mapping("a matrix", allowed: matrixKeys) else { return nil }
        var names = [name]
        for key in matrixKeys {
            guard let list = axes[key] else { continue }
            guard let items = try? list.sequence(), !items.isEmpty else { return nil }
            var values: [String] = []
            for item in items {
                guard let value = try? item.string(), isKnown(value, on: key) else { return nil }
                values.append(value)
            }
            if values.count > 1 { names = names.flatMap { prefix in values.map { "\(prefix)-\($0)" } } }
        }
        guard names.count <= maximumRenderCount else { return nil }
        return names.map { RenderSpec(name: $0, location: node.location) }
    }

    private static func isKnown(_ value: String, on axis: String) -> Bool {
        switch axis {
        case "device": return Device.presets[value] != nil
        case "contentSizeCategory": return ContentSizeCategory(rawValue: value) != nil
        case "appearance": return Appearance(rawValue: value) != nil
        case "direction": return LayoutDirection(rawValue: value) != nil
        default: return false
        }
    }
}
