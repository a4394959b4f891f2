/// Where a view sits among a scene's tables and cells: what the margins Xcode's canvas gives a
/// cell's content view depend on besides the device and the Xcode version
/// (`Properties.cellContentMargins`).
struct CellContext {
    /// Inside a table view.
    var inTable = false
    /// Inside the scene's one table, which is its root (a table view controller's).
    var inRootTable = false
    /// The cell's width, for a cell's content view; nil for any other view.
    var width: Double?
    /// A cell's content view beside an accessory (a disclosure indicator, a checkmark).
    var besideAccessory = false
    /// The scene is on the top and bottom layout guides, not the safe area.
    var onLegacyGuides = false
}
