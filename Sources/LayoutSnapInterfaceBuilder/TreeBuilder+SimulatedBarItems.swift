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
}
