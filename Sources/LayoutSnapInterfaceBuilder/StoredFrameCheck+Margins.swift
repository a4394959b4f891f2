import LayoutSnapScenario

/// The stored-frame checks that read margins off the frames: what the frames say a margin is,
/// never what layoutsnap makes it.
extension StoredFrameCheck {
    /// A view pinned to its superview's margin reads that margin off the stored frames: its
    /// edge less the constant, inwards from the superview's edge. A margin is never negative
    /// unless the file sets one so (the canvas's own are 0 to 20 points, and safe areas and
    /// preserved margins only add), so a reading below zero is a view stored outside where
    /// any margin puts it (Star Wars' settings cell: a switch stored at x 521 in a cell 414
    /// wide, pinned to its trailing margin), whatever margins layoutsnap reads. Across only: a
    /// self-sizing cell's content is stored past its stale height and laid out there too
    /// (ArcGIS's mission settings: a progress bar 16 points below its 44-point cell). Not a
    /// view Xcode flags misplaced itself: that one is left out for it, its content not.
    static func marginsPastEdges(
        _ scenario: Scenario, tree: ViewTree, value: (LayoutItem?, LayoutAttribute?) -> Double?, tolerance: Double
    ) -> [String: Double] {
        var found: [String: Double] = [:]
        for constraint in scenario.constraints where constraint.priority >= 1000 && constraint.relation == .equal && constraint.multiplier == 1 {
            guard case .view(let firstID) = constraint.firstItem, case .view(let secondID)? = constraint.secondItem,
                let secondAttribute = constraint.secondAttribute
            else { continue }
            // Which is the view and which the superview whose margin it is pinned to; `sign`
            // turns the constant into the margin's position past the view's edge.
            let (view, superview, marginAttribute, viewAttribute, sign): (String, String, LayoutAttribute, LayoutAttribute, Double)
            if tree.parent(of: firstID) == secondID {
                (view, superview, marginAttribute, viewAttribute, sign) = (firstID, secondID, secondAttribute, constraint.firstAttribute, -1)
            } else if tree.parent(of: secondID) == firstID {
                (view, superview, marginAttribute, viewAttribute, sign) = (secondID, firstID, constraint.firstAttribute, secondAttribute, 1)
            } else {
                continue
            }
            guard sideMargin(of: viewAttribute) == marginAttribute, tree.kind(of: superview) != .scroll, let spec = tree.view(superview), !spec.isRightToLeft
            else { continue }
            if let own = spec.layoutMargins, min(own.top, own.left, own.bottom, own.right) < 0 { continue }
            guard let pinnedView = tree.view(view), frameIsAlignmentRectangle(pinnedView), !pinnedView.isMisplacedInInterfaceBuilder,
                let pinned = value(.view(view), viewAttribute), let side = value(.view(superview), viewAttribute)
            else { continue }
            // Inwards from the superview's edge: as coordinates grow from a leading (left)
            // edge, as they shrink from a trailing (right) one.
            let inwards: Double = viewAttribute == .leading || viewAttribute == .left ? 1 : -1
            let margin = inwards * (pinned + sign * constraint.constant - side)
            if margin < -tolerance { found[constraint.source] = margin }
        }
        return found
    }

    /// A margin is one value: every view pinned to the same margin of one superview reads the
    /// same distance off the stored frames, and so do the cells of one table, whose content
    /// views take the same side margins from it (TextFieldEffects' static cells: text fields
    /// pinned to their cells' leading margins stored 8, 12 and 20 points in). Where the readings
    /// differ by more than `tolerance`, the file contradicts itself: every pin of that margin
    /// is read as broken. Not only the few that read other than most: iNaturalist's cells, on a
    /// 414-point iPhone, read 16 in six pins and 20 (the margin UIKit gives there) in three.
    /// What the margin is never enters, so the check does not depend on how layoutsnap reads
    /// margins.
    static func disagreeingMargins(
        _ scenario: Scenario, tree: ViewTree, value: (LayoutItem?, LayoutAttribute?) -> Double?, tolerance: Double
    ) -> [String: Double] {
        var readings: [String: [(margin: Double, source: String)]] = [:]
        for constraint in scenario.constraints where constraint.priority >= 1000 && constraint.relation == .equal && constraint.multiplier == 1 {
            guard case .view(let firstID) = constraint.firstItem, case .view(let secondID)? = constraint.secondItem,
                let secondAttribute = constraint.secondAttribute
            else { continue }
            let (view, superview, marginAttribute, viewAttribute, sign): (String, String, LayoutAttribute, LayoutAttribute, Double)
            if tree.parent(of: firstID) == secondID {
                (view, superview, marginAttribute, viewAttribute, sign) = (firstID, secondID, secondAttribute, constraint.firstAttribute, -1)
            } else if tree.parent(of: secondID) == firstID {
                (view, superview, marginAttribute, viewAttribute, sign) = (secondID, firstID, constraint.firstAttribute, secondAttribute, 1)
            } else {
                continue
            }
            guard margin(of: viewAttribute) == marginAttribute, tree.kind(of: superview) != .scroll, let spec = tree.view(superview), !spec.isRightToLeft,
                let pinnedView = tree.view(view), frameIsAlignmentRectangle(pinnedView), !pinnedView.isMisplacedInInterfaceBuilder,
                let pinned = value(.view(view), viewAttribute), let side = value(.view(superview), viewAttribute)
            else { continue }
            let inwards: Double = [.leading, .left, .top].contains(viewAttribute) ? 1 : -1
            let reading = inwards * (pinned + sign * constraint.constant - side)
            // Cells share their side margins; their top and bottom ones follow each cell's height.
            let owner = viewAttribute.axis == .horizontal ? sharingMargins(superview, tree: tree) : superview
            readings["\(owner) \(marginAttribute)", default: []].append((reading, constraint.source))
        }
        var found: [String: Double] = [:]
        for (_, pins) in readings.sorted(by: { $0.key < $1.key }) {
            guard let low = pins.map(\.margin).min(), let high = pins.map(\.margin).max(), high - low > tolerance else { continue }
            for pin in pins where found[pin.source] == nil { found[pin.source] = high - low }
        }
        return found
    }

    /// What has one set of margins: a view, or for a table cell's content view, every cell of
    /// its table as wide with the same margins set in the file.
    private static func sharingMargins(_ superview: String, tree: ViewTree) -> String {
        guard let content = tree.view(superview), content.interfaceBuilderClass == "UITableViewCellContentView",
            let cellID = tree.parent(of: superview), let cell = tree.view(cellID), let table = tree.parent(of: cellID)
        else { return superview }
        let width = cell.interfaceBuilderFrame.map { NumberText.points($0.width) } ?? "?"
        return "cells of \(table) \(width) \(String(describing: cell.layoutMargins)) \(String(describing: content.layoutMargins))"
    }

    /// The margin attribute beside an edge (`topMargin` for `top`), if it has one.
    private static func margin(of attribute: LayoutAttribute) -> LayoutAttribute? {
        switch attribute {
        case .top: .topMargin
        case .bottom: .bottomMargin
        default: sideMargin(of: attribute)
        }
    }
}
