import LayoutSnapScenario

/// Named colours (`<color key="textColor" name="ENA Text Color"/>`) resolved before the tree is
/// read: from an asset catalog's colour set (light and dark), else from the value the
/// document's `<resources>` carry for the name (Xcode writes each one's light value there). A
/// name found in neither stays as it is; the tree builder warns about it and draws it grey.
/// So does a system colour layoutsnap has no value of (`<systemColor name="…">`: its light
/// value is there too).
enum NamedColors {
    /// The document with every name it can resolve replaced by its value, and the colour-set
    /// files those values came from.
    static func resolve(_ document: XMLElement, catalog: AssetCatalog) -> (document: XMLElement, files: [String]) {
        var known = catalog.colors
        for resource in document.child("resources")?.children(named: "namedColor") ?? [] {
            guard let name = resource["name"], known[name] == nil,
                let color = InterfaceBuilderValues.color(resource.children.first { $0.name == "color" })
            else { continue }
            known[name] = color
        }
        var system: [String: Color] = [:]
        for resource in document.child("resources")?.children(named: "systemColor") ?? [] {
            guard let name = resource["name"], InterfaceBuilderValues.systemColor(name) == nil,
                let color = InterfaceBuilderValues.color(resource.children.first { $0.name == "color" })
            else { continue }
            system[name] = color
        }
        guard !known.isEmpty || !system.isEmpty else { return (document, []) }
        var used: Set<String> = []
        let resolved = rewrite(document, known: known, system: system, used: &used)
        return (resolved, used.compactMap { catalog.colorFiles[$0] }.sorted())
    }

    private static func rewrite(_ element: XMLElement, known: [String: Color], system: [String: Color], used: inout Set<String>) -> XMLElement {
        var copy = element
        if element.name == "color", element["red"] == nil, element["white"] == nil {
            if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
                if let color = system[name] {
                    copy = XMLElement(name: element.name, attributes: attributes(element.attributes, color), children: [], location: element.location)
                }
            } else if let name = element["name"], let color = known[name] {
                copy = XMLElement(name: element.name, attributes: attributes(element.attributes, color), children: [], location: element.location)
                used.insert(name)
            }
        }
        // <resources> keeps its own elements: they are what the names mean.
        if element.name != "resources" { copy.children = element.children.map { rewrite($0, known: known, system: system, used: &used) } }
        return copy
    }

    /// The element's attributes with the colour's components, its dark ones under names no
    /// Interface Builder file uses.
    private static func attributes(_ original: [String: String], _ color: Color) -> [String: String] {
        var result = original
        result["red"] = String(color.red)
        result["green"] = String(color.green)
        result["blue"] = String(color.blue)
        result["alpha"] = String(color.alpha)
        if let dark = color.dark {
            result["layoutsnap-dark"] = [dark.red, dark.green, dark.blue, dark.alpha].map { String($0) }.joined(separator: " ")
        }
        return result
    }
}
