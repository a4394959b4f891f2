import LayoutSnapScenario

/// What a table says of the lines between its cells: hidden (`separatorStyle="none"`), its
/// inset, and the cells with no line below them (a grouped section's last: its edge ends it).
struct TableSeparators {
    var isHidden = true
    var inset: (left: Double, right: Double)?
    var unlined: Set<String> = []
    /// In an inset grouped table, the corners of each section's first and last cells that the
    /// section's rounded outline takes, by cell id.
    var sectionCorners: [String: RoundedCorners] = [:]

    init() {}

    init(table: XMLElement) {
        isHidden = table["separatorStyle"] == "none"
        inset = Self.inset(table)
        guard table.isGroupedTable else { return }
        for section in table.child("sections")?.children(named: "tableViewSection") ?? [] {
            let cells = section.child("cells")?.children ?? []
            if let last = cells.last?["id"] { unlined.insert(last) }
            guard table["style"] == "insetGrouped", let first = cells.first?["id"], let last = cells.last?["id"] else { continue }
            sectionCorners[first, default: []].formUnion([.topLeft, .topRight])
            sectionCorners[last, default: []].formUnion([.bottomLeft, .bottomRight])
        }
    }

    /// An element's `separatorInset`, where it sets one.
    static func inset(_ element: XMLElement) -> (left: Double, right: Double)? {
        guard let inset = element.children.first(where: { $0.name == "inset" && $0["key"] == "separatorInset" }) else { return nil }
        return (Double(inset["minX"] ?? "") ?? 0, Double(inset["maxX"] ?? "") ?? 0)
    }
}

extension XMLElement {
    /// Whether this is a table view in a grouped style (grouped or inset grouped).
    var isGroupedTable: Bool { self["style"] == "grouped" || self["style"] == "insetGrouped" }
}

extension ScreenMetrics {
    /// A table cell's side inset on a screen of this width (Xcode 11 and later): 20 points from
    /// 414 points wide, else 16.
    static func cellSideInset(width: Double) -> Double { width >= 414 ? 20 : 16 }

    /// The cell side inset of the document's device (by its shorter side; 375 where unknown).
    var cellSideInset: Double { Self.cellSideInset(width: screenSize.map { min($0.width, $0.height) } ?? 375) }
}

extension TreeBuilder {
    /// The line the canvas draws at a cell's bottom: one pixel of the separator colour, inset
    /// by the cell's or the table's `separatorInset`, else 16 points (20 on screens 414 points
    /// wide or more; 15 before Xcode 11). A fixed frame, `ibId` `(simulated)`.
    mutating func separator(below cell: XMLElement, frame: Rect, table: TableSeparators) -> ViewSpec? {
        guard !table.isHidden, let id = cell["id"], !table.unlined.contains(id) else { return nil }
        let screen = reader.screen
        let standard = screen.toolsVersion > 0 && screen.toolsVersion < 15000 ? 15 : screen.cellSideInset
        let inset = TableSeparators.inset(cell) ?? table.inset ?? (standard, 0)
        let thickness = 1 / screen.scale
        var line = ViewSpec(id: uniqueID("separator"), location: cell.location)
        line.frame = Rect(x: inset.left, y: frame.height - thickness, width: max(0, frame.width - inset.left - inset.right), height: thickness)
        line.background = Color.named("separator")
        line.interfaceBuilderID = SimulatedBarViews.simulatedID
        line.interfaceBuilderClass = "UIView"
        return line
    }
}
