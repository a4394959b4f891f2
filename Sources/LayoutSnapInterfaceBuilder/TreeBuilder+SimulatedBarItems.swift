import LayoutSnapScenario

// The items of the bars a controller simulates (`SimulatedBarViews`), drawn as the canvas
// draws them: the navigation item's bar button items, the controller's toolbar items, and the
// tab's own tab bar item.

extension TreeBuilder {
    /// The items of the navigation item a simulated navigation bar shows (its title is drawn
    /// with the bar), on the bar's title row, `rowTop` below its top.
    mutating func addSimulatedBarItems(_ navigationItem: XMLElement, to bar: inout ViewSpec, rowTop: Double, screenWidth: Double) {
        var undrawn: [String] = []
        bar.subviews += sideItems(
            of: navigationItem, in: bar.id, rowCentre: (.top, rowTop + 22), inset: ScreenMetrics.cellSideInset(width: screenWidth), tint: nil, undrawn: &undrawn)
        warnUndrawn(undrawn, in: "navigation bar", at: navigationItem.location, bar: bar.id)
    }

    /// The controller's `toolbarItems` in a row along a simulated toolbar's top, as a placed
    /// toolbar shows its items.
    mutating func addSimulatedToolbarItems(_ items: [XMLElement], to bar: inout ViewSpec) {
        guard let location = items.first?.location else { return }
        var undrawn: [String] = []
        if let row = toolbarRow(items, of: bar.id, inset: reader.screen.cellSideInset, tint: nil, undrawn: &undrawn, at: location) {
            add([row], to: &bar, at: location)
        }
        warnUndrawn(undrawn, in: "toolbar", at: location, bar: bar.id)
    }

    /// A tab's item in a simulated tab bar: the canvas shows a tab's scene with its own item
    /// alone, selected, across the bar.
    mutating func addSimulatedTabBarItem(_ item: XMLElement, to bar: inout ViewSpec) {
        var undrawn: [String] = []
        add([tabBarRow([item], of: bar.id, selected: nil, tint: nil, undrawn: &undrawn, at: item.location)], to: &bar, at: item.location)
        warnUndrawn(undrawn, in: "tab bar", at: item.location, bar: bar.id)
    }

    /// A bar button item's custom view, read as any view is, in a holder of its stored size
    /// that the bar's row places: Xcode stores the view's frame in the bar's coordinates, so the
    /// view itself sits at the holder's origin (its own views keep their stored frames inside
    /// it). Nil for a custom view stored without a size.
    mutating func customItem(_ element: XMLElement, id: String) -> ViewSpec? {
        guard let rect = element.child("rect", key: "frame"), let width = rect["width"].flatMap(Double.init), let height = rect["height"].flatMap(Double.init),
            width > 0, height > 0
        else { return nil }
        var holder = ViewSpec(id: id, location: element.location)
        holder.interfaceBuilderID = SimulatedBarViews.simulatedID
        var placed = element
        placed.children.removeAll { $0.name == "autoresizingMask" }
        if let index = placed.children.firstIndex(where: { $0.name == "rect" && $0["key"] == "frame" }) {
            placed.children[index].attributes["x"] = "0"
            placed.children[index].attributes["y"] = "0"
        }
        placed.attributes["translatesAutoresizingMaskIntoConstraints"] = nil
        holder.subviews.append(view(placed, isRoot: false, parent: (id: id, size: Size(width: width, height: height), isStack: false)))
        for (attribute, constant) in [(LayoutAttribute.width, width), (.height, height)] {
            simulatedConstraints.append(
                LayoutConstraintSpec(.view(id), attribute, .equal, nil, nil, constant: constant, location: element.location, source: Self.simulatedSource))
        }
        return holder
    }
}
