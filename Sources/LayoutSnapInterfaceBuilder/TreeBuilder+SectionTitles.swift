import LayoutSnapScenario

extension TreeBuilder {
    /// The header titles a grouped table's static sections show on the canvas, as labels of
    /// their own (`ibId` `(simulated)`, fixed frames in the table's content): in capitals, 13
    /// points, secondary label colour, one line ending 7 points above the section's first
    /// cell (its stored frame places it), 16 points in from the cell's edge (20 on screens 414
    /// points wide or more), as the cells' text is.
    mutating func sectionHeaderTitles(_ table: XMLElement) -> [ViewSpec] {
        guard table["style"] == "grouped" || table["style"] == "insetGrouped" else { return [] }
        var titles: [ViewSpec] = []
        let inset: Double = (reader.screen.screenSize.map { min($0.width, $0.height) } ?? 375) >= 414 ? 20 : 16
        for section in table.child("sections")?.children(named: "tableViewSection") ?? [] {
            guard let title = section["headerTitle"], !title.isEmpty,
                let first = section.child("cells")?.children.first.flatMap({ DocumentReader.rect($0) })
            else { continue }
            var label = ViewSpec(id: uniqueID("sectionHeader"), kind: .label, location: section.location)
            label.kind.descriptor.applyDefaults(to: &label)
            var spec = LabelSpec()
            spec.text = title.uppercased()
            spec.font = FontSpec(size: 13)
            spec.color = Color.named("secondaryLabel") ?? spec.color
            label.label = spec
            label.interfaceBuilderID = SimulatedBarViews.simulatedID
            label.interfaceBuilderClass = "UILabel"
            let lineHeight = 13 * TextStyle.systemLineHeightRatio
            label.frame = Rect(
                x: first.x + inset, y: first.y - Self.sectionTitleGap - lineHeight, width: max(0, first.width - 2 * inset),
                height: lineHeight)
            titles.append(label)
        }
        return titles
    }

    /// Between a grouped section's header title and its first cell.
    static let sectionTitleGap = 7.0
}
