import LayoutSnapScenario

// A navigation bar, toolbar or tab bar placed among a scene's views (not one a controller
// simulates) as the canvas draws it: the bar's material, its hairline, and its items.

extension TreeBuilder {
    /// The bars a file places as views of their own.
    static let placedBars: Set<String> = ["navigationBar", "toolbar", "tabBar"]

    /// The bar's background and the views that draw its hairline and items, placed by
    /// constraints on the bar (which keeps the size Xcode stored). A navigation bar shows its
    /// top item's title centred and its left and right items at its sides in its bottom 44
    /// points; a toolbar its items in a row along its top 44 points, flexible spaces sharing
    /// what is left; a tab bar its items side by side, each an icon over its title. Titles are
    /// in the item's tint, else the bar's, else the system blue (a tab bar's unselected items in
    /// grey); an icon layoutsnap cannot draw is a placeholder, named in one warning.
    mutating func placeBarParts(_ element: XMLElement, into bar: inout ViewSpec) {
        guard Self.placedBars.contains(element.name) else { return }
        let look = SimulatedBars.Bar.Look(element)
        bar.background = Self.barBackground(look, translucent: element["translucent"] != "NO")
        let tint = InterfaceBuilderValues.color(element.child("color", key: "tintColor"))
        var undrawn: [String] = []
        var parts: [BarPart] = []
        var hairline = ViewSpec(id: uniqueID(bar.id + "Hairline"), location: element.location)
        hairline.background = Color.named("separator")
        hairline.interfaceBuilderID = SimulatedBarViews.simulatedID
        let hairlineEdge: LayoutAttribute = element.name == "navigationBar" ? .bottom : .top
        parts.append(BarPart(view: hairline, pins: [(.leading, .leading, 0), (.trailing, .trailing, 0), (hairlineEdge, hairlineEdge, 0), (.height, nil, 0.5)]))
        let inset = reader.screen.cellSideInset
        let items = element.child("items")?.children ?? []
        switch element.name {
        case "navigationBar":
            // The top item is the last; its title in the middle of the bar's bottom 44 points.
            let top = items.last { $0.name == "navigationItem" }
            if let title = top?["title"], !title.isEmpty {
                let titleColor = look.titleColor ?? (look.isBlack ? Color(red: 1, green: 1, blue: 1) : Color.named("label"))
                var label = barLabel(uniqueID(bar.id + "Title"), title, weight: 600, size: 17, color: titleColor, at: element.location)
                label.label?.alignment = .center
                parts.append(BarPart(view: label, pins: [(.centerX, .centerX, 0), (.centerY, .bottom, -22)]))
            }
            if let top { bar.subviews += sideItems(of: top, in: bar.id, rowCentre: (.bottom, -22), inset: inset, tint: tint, undrawn: &undrawn) }
        case "toolbar":
            if let row = toolbarRow(items, of: bar.id, inset: inset, tint: tint, undrawn: &undrawn, at: element.location) { parts.append(row) }
        default:
            parts.append(tabBarRow(items.filter { $0.name == "tabBarItem" }, of: bar.id, selected: element["selectedItem"], tint: tint, undrawn: &undrawn, at: element.location))
        }
        add(parts, to: &bar, at: element.location)
        warnUndrawn(undrawn, in: "\(element.name) \(bar.id)", at: element.location, bar: bar.id)
    }

    /// Adds a bar's parts to it, pinned to it.
    mutating func add(_ parts: [BarPart], to bar: inout ViewSpec, at location: SourceLocation) {
        for part in parts {
            bar.subviews.append(part.view)
            for (attribute, barAttribute, constant) in part.pins {
                simulatedConstraints.append(
                    LayoutConstraintSpec(
                        .view(part.view.id), attribute, .equal, barAttribute.map { _ in .view(bar.id) }, barAttribute, constant: constant,
                        location: location, source: Self.simulatedSource))
            }
        }
    }

    /// One warning naming the items of a bar drawn as placeholders, if any.
    mutating func warnUndrawn(_ undrawn: [String], in barName: String, at location: SourceLocation, bar: String) {
        guard !undrawn.isEmpty else { return }
        warnings.append(
            InputWarning(
                "\(barName): \(undrawn.joined(separator: ", ")) drawn as \(undrawn.count == 1 ? "a placeholder" : "placeholders")", at: location,
                views: [bar]))
    }

    /// A view of a bar's and its pins to the bar (an attribute of the bar, or none for a
    /// constant size, and the constant).
    struct BarPart {
        var view: ViewSpec
        var pins: [(LayoutAttribute, LayoutAttribute?, Double)]
    }

    /// A toolbar's row of items along its top 44 points, 8 apart, `inset` in from its leading
    /// edge: flexible spaces share what is left equally (none shrinks past nothing), fixed ones
    /// take their width; nil without items.
    mutating func toolbarRow(_ items: [XMLElement], of bar: String, inset: Double, tint: Color?, undrawn: inout [String], at location: SourceLocation) -> BarPart? {
        var row = ViewSpec(id: uniqueID(bar + "Items"), kind: .stack, location: location)
        row.stack?.alignment = .center
        row.stack?.spacing = 8
        row.interfaceBuilderID = SimulatedBarViews.simulatedID
        var flexible: [String] = []
        func constrain(
            _ view: String, _ attribute: LayoutAttribute, _ relation: LayoutConstraintSpec.Relation, to other: String? = nil, _ constant: Double, priority: Int = 1000
        ) {
            simulatedConstraints.append(
                LayoutConstraintSpec(
                    .view(view), attribute, relation, other.map { .view($0) }, other.map { _ in attribute }, constant: constant, priority: priority,
                    location: location, source: Self.simulatedSource))
        }
        for item in items where item.name == "barButtonItem" {
            switch item["systemItem"] {
            case "flexibleSpace":
                var space = ViewSpec(id: uniqueID(bar + "Space"), location: location)
                space.hugging.horizontal = 1
                constrain(space.id, .width, .greaterThanOrEqual, 0)
                if let first = flexible.first { constrain(space.id, .width, .equal, to: first, 0) }
                flexible.append(space.id)
                row.subviews.append(space)
            case "fixedSpace":
                let space = ViewSpec(id: uniqueID(bar + "Space"), location: location)
                constrain(space.id, .width, .equal, max(0, (item["width"].flatMap(Double.init) ?? 0) - 8))
                row.subviews.append(space)
            default:
                row.subviews.append(barButton(item, id: uniqueID(bar + "Item"), tint: tint, undrawn: &undrawn))
            }
        }
        guard !row.subviews.isEmpty else { return nil }
        // Below the items' compression resistance: items wider than the bar run past its edge
        // rather than shrink to nothing.
        constrain(row.id, .trailing, flexible.isEmpty ? .lessThanOrEqual : .equal, to: bar, -inset, priority: 749)
        return BarPart(view: row, pins: [(.leading, .leading, inset), (.top, .top, 0), (.height, nil, 44)])
    }

    /// A tab bar's items side by side along its top 49 points, sharing its width; the selected
    /// one (else the first) in the tint, the others grey.
    mutating func tabBarRow(_ items: [XMLElement], of bar: String, selected: String?, tint: Color?, undrawn: inout [String], at location: SourceLocation) -> BarPart {
        var row = ViewSpec(id: uniqueID(bar + "Items"), kind: .stack, location: location)
        row.stack?.distribution = .fillEqually
        row.stack?.alignment = .center
        row.interfaceBuilderID = SimulatedBarViews.simulatedID
        for (index, item) in items.enumerated() {
            let isSelected = selected.map { $0 == item["id"] } ?? (index == 0)
            let color = isSelected ? (tint ?? Color.named("systemBlue")) : Color.named("systemGray")
            row.subviews.append(tabBarItem(item, color: color, undrawn: &undrawn, bar: bar))
        }
        return BarPart(view: row, pins: [(.leading, .leading, 0), (.trailing, .trailing, 0), (.top, .top, 0), (.height, nil, 49)])
    }

    /// The bar button items a navigation item shows at a bar's sides, each side's a row 8
    /// points apart (the first item outermost), centred on the bar's title row (`rowCentre`:
    /// an edge of the bar and the distance from it), `inset` in from its edges.
    mutating func sideItems(
        of navigationItem: XMLElement, in bar: String, rowCentre: (edge: LayoutAttribute, offset: Double), inset: Double, tint: Color?,
        undrawn: inout [String]
    ) -> [ViewSpec] {
        var rows: [ViewSpec] = []
        for (side, edge, sign) in [("left", LayoutAttribute.leading, 1.0), ("right", .trailing, -1.0)] {
            var items = navigationItem.child(side + "BarButtonItems")?.children(named: "barButtonItem") ?? []
            if let item = navigationItem.child("barButtonItem", key: side + "BarButtonItem") { items = [item] }
            guard !items.isEmpty else { continue }
            var row = ViewSpec(id: uniqueID(bar + (sign > 0 ? "LeftItems" : "RightItems")), kind: .stack, location: navigationItem.location)
            row.stack?.alignment = .center
            row.stack?.spacing = 8
            row.interfaceBuilderID = SimulatedBarViews.simulatedID
            for item in sign > 0 ? items : items.reversed() where item["systemItem"] != "flexibleSpace" && item["systemItem"] != "fixedSpace" {
                row.subviews.append(barButton(item, id: uniqueID(bar + "Item"), tint: tint, undrawn: &undrawn))
            }
            for (attribute, other, constant) in [(edge, edge, sign * inset), (LayoutAttribute.centerY, rowCentre.edge, rowCentre.offset)] {
                simulatedConstraints.append(
                    LayoutConstraintSpec(
                        .view(row.id), attribute, .equal, .view(bar), other, constant: constant, location: navigationItem.location, source: Self.simulatedSource))
            }
            rows.append(row)
        }
        return rows
    }

    /// A bar's fill: what the file gives it (`SimulatedBars.Bar.Look`), else its style's
    /// material, opaque where the bar is not translucent.
    static func barBackground(_ look: SimulatedBars.Bar.Look, translucent: Bool) -> Color {
        let fill = SimulatedBarViews.background(look)
        return translucent || look.background != nil ? fill : fill.withAlpha(1)
    }

    /// The view a bar button item shows: its custom view; else a system item's symbol or title
    /// (Done, Cancel…, in bold for `done`), its image (which wins over its title), its title,
    /// in its tint (grey when disabled); else a placeholder.
    private mutating func barButton(_ item: XMLElement, id: String, tint: Color?, undrawn: inout [String]) -> ViewSpec {
        // A disabled item is drawn grey, whatever its tint.
        let color =
            item["enabled"] == "NO"
            ? Color.named("systemGray") : InterfaceBuilderValues.color(item.child("color", key: "tintColor")) ?? tint ?? Color.named("systemBlue")
        if let custom = item.children.first(where: { $0["key"] == "customView" }), let view = customItem(custom, id: id) { return view }
        let system = item["systemItem"]
        let titles = ["done": "Done", "cancel": "Cancel", "edit": "Edit", "save": "Save", "undo": "Undo", "redo": "Redo"]
        let symbols = [
            "add": "plus", "stop": "xmark", "close": "xmark", "search": "magnifyingglass", "action": "square.and.arrow.up", "trash": "trash",
            "compose": "square.and.pencil", "refresh": "arrow.clockwise",
        ]
        // An item with an image shows the image; its title is for accessibility.
        if system.flatMap({ symbols[$0] }) == nil, let text = system.flatMap({ titles[$0] }) ?? (item["image"] == nil ? item["title"] : nil), !text.isEmpty {
            let bold = item["style"] == "done" || system == "done" || system == "save"
            return barLabel(id, text, weight: bold ? 600 : 400, size: 17, color: color, at: item.location)
        }
        var icon = ViewSpec(id: id, kind: .image, location: item.location)
        icon.interfaceBuilderID = SimulatedBarViews.simulatedID
        icon.image = ImageSpec(size: Size(width: 24, height: 24))
        if let system, let symbol = symbols[system] {
            icon.image = ImageSpec(size: Size(width: 22, height: 22), symbol: symbol, tint: color)
        } else if let name = item["image"] {
            readImage(named: name, into: &icon, at: item)
            if icon.image?.symbol != nil, icon.image?.tint == nil || item["enabled"] == "NO" { icon.image?.tint = color }
        } else {
            undrawn.append("system item '\(system ?? "none")'")
        }
        return icon
    }

    /// A tab bar item: its icon (an image from the catalogs, else a placeholder) over its title.
    mutating func tabBarItem(_ item: XMLElement, color: Color?, undrawn: inout [String], bar: String) -> ViewSpec {
        var column = ViewSpec(id: uniqueID(bar + "Tab"), kind: .stack, location: item.location)
        column.stack?.axis = .vertical
        column.stack?.alignment = .center
        column.stack?.spacing = 2
        column.interfaceBuilderID = SimulatedBarViews.simulatedID
        var icon = ViewSpec(id: uniqueID(bar + "TabIcon"), kind: .image, location: item.location)
        icon.interfaceBuilderID = SimulatedBarViews.simulatedID
        icon.image = ImageSpec(size: Size(width: 25, height: 25))
        if let name = item["image"] {
            readImage(named: name, into: &icon, at: item)
        } else {
            undrawn.append("tab icon '\(item["title"] ?? item["systemItem"] ?? "none")'")
        }
        column.subviews.append(icon)
        let systemTitles = [
            "bookmarks": "Bookmarks", "contacts": "Contacts", "downloads": "Downloads", "favorites": "Favorites", "featured": "Featured",
            "history": "History", "more": "More", "mostRecent": "Most Recent", "mostViewed": "Most Viewed", "recents": "Recents",
            "search": "Search", "topRated": "Top Rated",
        ]
        if let title = item["title"] ?? item["systemItem"].flatMap({ systemTitles[$0] }), !title.isEmpty {
            column.subviews.append(barLabel(uniqueID(bar + "TabTitle"), title, weight: 500, size: 10, color: color, at: item.location))
        }
        return column
    }

    /// A one-line label of a bar's, not in the file.
    private func barLabel(_ id: String, _ text: String, weight: Int, size: Double, color: Color?, at location: SourceLocation) -> ViewSpec {
        var label = ViewSpec(id: id, kind: .label, location: location)
        var spec = LabelSpec()
        spec.text = text
        spec.font = FontSpec(weight: weight, size: size)
        if let color { spec.color = color }
        label.label = spec
        label.interfaceBuilderID = SimulatedBarViews.simulatedID
        label.interfaceBuilderClass = "UILabel"
        return label
    }
}
