import LayoutSnapScenario

// What a file shows that layoutsnap draws otherwise — named once, with where it is (issue 32:
// nothing dropped in silence) — and image views' images from asset catalogs.

extension TreeBuilder {
    /// One warning for what the element shows that layoutsnap draws otherwise: a named colour
    /// no catalog or resource defines, a font it does not have (once per font name in the
    /// tree), attributed text in several styles, a table's section titles. (A button's image
    /// not found is named by `readButtonImage`.)
    mutating func noteUndrawn(_ element: XMLElement, id: String) {
        // A named colour neither an asset catalog nor the document's resources define, and a
        // system colour neither layoutsnap nor the resources have a value of.
        for color in element.children where color.name == "color" && color["red"] == nil && color["white"] == nil {
            if let system = color["systemColor"] ?? color["cocoaTouchSystemColor"] {
                guard InterfaceBuilderValues.systemColor(system) == nil else { continue }
                warnings.append(
                    InputWarning(
                        "system colour '\(system)' (\(color["key"] ?? "colour") of \(id)) is not one layoutsnap knows and not in the document's resources: drawn grey",
                        at: color.location, views: [id]))
            } else if let name = color["name"] {
                warnings.append(
                    InputWarning(
                        "colour '\(name)' (\(color["key"] ?? "colour") of \(id)) is in no asset catalog found and not in the document's resources: drawn grey",
                        at: color.location, views: [id]))
            }
        }
        if let name = element.child("fontDescription", key: "fontDescription")?["name"], fontsNoted.insert(name).inserted {
            warnings.append(
                InputWarning(
                    "font '\(name)' (first used by \(id)) is not one layoutsnap has: drawn in the system font at its size, with the weight its name gives",
                    at: element.location, views: [id]))
        }
        if element.name == "tableView" {
            // A grouped table's section titles are drawn (`sectionTitles`); a plain table's are not.
            let grouped = element.isGroupedTable
            for section in element.child("sections")?.children(named: "tableViewSection") ?? [] {
                let drawn = grouped && section.child("cells")?.children.contains { $0.child("rect", key: "frame") != nil } == true
                for title in [section["headerTitle"], section["footerTitle"]].compactMap({ $0 }) where !title.isEmpty && !drawn {
                    warnings.append(InputWarning("section title '\(title)' of \(id) is not drawn", at: section.location, views: [id]))
                }
            }
        }
    }

    /// The image a button shows in its normal state, or its configuration's.
    static func buttonImageName(_ element: XMLElement) -> String? {
        element.child("state", key: "normal")?["image"] ?? element.child("buttonConfiguration", key: "configuration")?["image"]
    }

    /// A button's image beside its title: from an asset catalog at the device's scale; an SF
    /// Symbol layoutsnap strokes, 20 points on its longer side (a body-size symbol), in the
    /// button's tint; else a placeholder of the size the document's resources give, with a
    /// warning naming the image.
    mutating func readButtonImage(named name: String, into view: inout ViewSpec, at element: XMLElement) {
        if let image = catalogImage(named: name) {
            view.image = image
            return
        }
        let resource = reader.imageSizes[name]
        if reader.symbols.contains(name), ImageSpec.drawsSymbol(name) {
            let outline = resource ?? Size(width: 1, height: 1)
            let fit = 20 / max(outline.width, outline.height)
            view.image = ImageSpec(size: Size(width: outline.width * fit, height: outline.height * fit), symbol: name)
            return
        }
        let what = reader.symbols.contains(name) ? "SF Symbol '\(name)'" : "image '\(name)'"
        guard let resource, !reader.symbols.contains(name) else {
            warnings.append(InputWarning("button \(what) (\(view.id)) is not drawn: the button shows its title only", at: element.location, views: [view.id]))
            return
        }
        view.image = ImageSpec(size: resource)
        warnings.append(
            InputWarning("button \(what) (\(view.id)) is in no asset catalog found: drawn as a placeholder of its size", at: element.location, views: [view.id]))
    }

    /// The image set's PNG for the device's scale, from the asset catalogs found for the file.
    private func catalogImage(named name: String) -> ImageSpec? {
        guard let path = reader.catalog.image(named: name, scale: reader.screen.scale), case .success(let pixels) = ImageFile.pixelSize(at: path)
        else { return nil }
        return ImageSpec(
            file: name, path: path, pixelSize: Size(width: Double(pixels.width), height: Double(pixels.height)), checksum: ImageFile.checksum(at: path))
    }

    /// An image view's image from an asset catalog, at the device's scale; an SF Symbol that
    /// layoutsnap strokes (a chevron, a checkmark), in the view's tint; otherwise the
    /// placeholder of its stored size stays, with a warning naming the image.
    mutating func readImage(named name: String, into view: inout ViewSpec, at element: XMLElement) {
        let location = element.location
        if let image = catalogImage(named: name) {
            view.image = image
            return
        }
        // A view stored without a frame has no stored size: the image's own, as the document's
        // resources give it, is its intrinsic size, as UIImageView's is (the Animalation
        // sample's frameless 300-point animals had been solved to negative heights).
        var sized = "its stored size"
        if view.image == nil, !reader.symbols.contains(name), let resource = reader.imageSizes[name] {
            view.image = ImageSpec(size: resource)
            sized = "the size the document gives it"
        }
        if reader.symbols.contains(name), view.image != nil, ImageSpec.drawsSymbol(name) {
            view.image?.symbol = name
            view.image?.tint = InterfaceBuilderValues.color(element.child("color", key: "tintColor"))
            return
        }
        let what =
            reader.symbols.contains(name)
            ? "SF Symbol '\(name)' (\(view.id))"
            : reader.catalog.imageSetNames.contains(name)
                ? "image '\(name)' (\(view.id)) has no PNG for @\(Int(reader.screen.scale))x in its image set (PDF and SVG are not drawn) and"
                : "image '\(name)' (\(view.id)) is in no asset catalog found and"
        warnings.append(InputWarning("\(what) is drawn as a placeholder of \(sized)", at: location, views: [view.id]))
    }
}
