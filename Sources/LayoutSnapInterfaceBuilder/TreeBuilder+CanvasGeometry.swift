import LayoutSnapScenario

/// Sizes the canvas gives where the file does not say them, or says them otherwise.
extension TreeBuilder {
    /// An element's stored frame, where Xcode 6 stored one its canvas does not draw:
    /// - a collection view's cell at its default 50 × 50, its content view at the layout's item
    ///   size (ResearchKit AppCore's 320 × 343 pages): a cell is as large as its content view;
    /// - a table view cell's content view 43 points tall whatever the cell's height (25 of the
    ///   corpus's 55 Xcode 6 cells; AppCore's 64-point rows lay their content out 63 tall): the
    ///   content view is the cell's height less its separator's point, as Xcode 6 stores it in
    ///   the others;
    /// - a table's cell, and its content view, 320 points wide in a wider table (AppCore's
    ///   414- and 600-point tables, their cells' content laid out across them).
    static func storedRect(_ element: XMLElement, in parent: Size?, screen: ScreenMetrics) -> Rect? {
        guard var frame = DocumentReader.rect(element) else { return nil }
        if element.name == "collectionViewCell", let content = element.children.first(where: { $0["key"] == "contentView" }).flatMap({ DocumentReader.rect($0) }) {
            (frame.width, frame.height) = (content.width, content.height)
        }
        if screen.predatesXcode7, let parent {
            if element.name == "tableViewCellContentView", frame.height == 43, parent.height > 44 { frame.height = parent.height - 1 }
            if element.name == "tableViewCell" || element.name == "tableViewCellContentView", frame.width == 320, parent.width > 320 { frame.width = parent.width }
        }
        return frame
    }

    /// A root view's side margins on the canvas, by its own width: 20 from 400 points, 16 below
    /// (a device's go by a phone's, from 414: `Device.rootLayoutMargins`). Xcode 6's canvas
    /// (toolsVersion below 8000) gives 16 at every width: ResearchKit AppCore's 600-point
    /// scenes, pinned 16 outside their margins, fill their width; Xcode 7's keep 20.
    static func canvasSideMargin(rootWidth width: Double, screen: ScreenMetrics) -> Double {
        width < 400 || screen.predatesXcode7 ? 16 : 20
    }
}
