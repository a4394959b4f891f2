import LayoutSnapScenario

extension TreeBuilder {
    /// The titles a grouped table's static sections show on the canvas, as labels of their own
    /// (`ibId` `(simulated)`), 13 points in the secondary label colour, 16 points in from the
    /// cells' edge (20 on screens 414 points wide or more), as the cells' text is: a header
    /// title in capitals, one line ending 7 points above the section's first cell (a fixed
    /// frame in the table's content); a footer title wrapping at the cells' width from 7
    /// points below the last cell (placed by constraints: its height is its text's).
    mutating func sectionTitles(_ table: XMLElement) -> [ViewSpec] {
        guard table.isGroupedTable else { return [] }
        var titles: [ViewSpec] = []
        let inset = reader.screen.cellSideInset
        for section in table.child("sections")?.children(named: "tableViewSection") ?? [] {
            let cells = section.child("cells")?.children.filter { DocumentReader.rect($0) != nil } ?? []
            guard let first = cells.first.flatMap({ DocumentReader.rect($0) }), let lastCell = cells.last, DocumentReader.rect(lastCell) != nil,
                let lastID = lastCell["id"].flatMap({ ids[$0] })
            else { continue }
            let width = max(0, first.width - 2 * inset)
            if let title = section["headerTitle"], !title.isEmpty {
                var label = titleLabel("sectionHeader", text: title.uppercased(), at: section)
                let lineHeight = 13 * TextStyle.systemLineHeightRatio
                label.frame = Rect(x: first.x + inset, y: first.y - Self.sectionTitleGap - lineHeight, width: width, height: lineHeight)
                titles.append(label)
            }
            if let title = section["footerTitle"], !title.isEmpty {
                var label = titleLabel("sectionFooter", text: title, at: section)
                label.label?.lines = 0
                label.label?.lineBreak = .wordWrap
                // Below the last cell, which keeps its stored frame (the constraint does not
                // make it constraint-placed: see `simulatedSource`).
                let place: [(LayoutAttribute, LayoutAttribute?, Double)] = [(.left, .left, inset), (.top, .bottom, Self.sectionTitleGap), (.width, nil, width)]
                for (attribute, other, constant) in place {
                    simulatedConstraints.append(
                        LayoutConstraintSpec(
                            .view(label.id), attribute, .equal, other.map { _ in .view(lastID) }, other, constant: constant, location: section.location,
                            source: Self.simulatedSource))
                }
                titles.append(label)
            }
        }
        return titles
    }

    /// A section title's label: 13 points, the secondary label colour, not in the file.
    private mutating func titleLabel(_ name: String, text: String, at section: XMLElement) -> ViewSpec {
        var label = ViewSpec(id: uniqueID(name), kind: .label, location: section.location)
        label.kind.descriptor.applyDefaults(to: &label)
        var spec = LabelSpec()
        spec.text = text
        spec.font = FontSpec(size: 13)
        spec.color = Color.named("secondaryLabel") ?? spec.color
        label.label = spec
        label.interfaceBuilderID = SimulatedBarViews.simulatedID
        label.interfaceBuilderClass = "UILabel"
        return label
    }

    /// What the constraints placing simulated views say they come from: they leave the views
    /// they mention as the file has them.
    static let simulatedSource = "the canvas's section footer title"

    /// Between a grouped section's titles and its cells.
    static let sectionTitleGap = 7.0
}
