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
        _ pins: [(MarginPin, LayoutConstraintSpec)], tree: ViewTree, value: (LayoutItem?, LayoutAttribute?) -> Double?, tolerance: Double
    ) -> [String: Double] {
        var found: [String: Double] = [:]
        for (pin, constraint) in pins where pin.edge.axis == .horizontal {
            if let own = tree.view(pin.superview)?.layoutMargins, min(own.top, own.left, own.bottom, own.right) < 0 { continue }
            if let margin = pin.reading(constant: constraint.constant, value: value), margin < -tolerance { found[constraint.source] = margin }
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
        _ pins: [(MarginPin, LayoutConstraintSpec)], tree: ViewTree, value: (LayoutItem?, LayoutAttribute?) -> Double?, tolerance: Double
    ) -> [String: Double] {
        var readings: [String: [(margin: Double, source: String)]] = [:]
        for (pin, constraint) in pins {
            guard let reading = pin.reading(constant: constraint.constant, value: value) else { continue }
            // Cells share their side margins; their top and bottom ones follow each cell's height.
            let owner = pin.edge.axis == .horizontal ? sharingMargins(pin.superview, tree: tree) : pin.superview
            readings["\(owner) \(pin.margin)", default: []].append((reading, constraint.source))
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

    /// The required constraints that pin a view's edge to the margin beside it of its
    /// superview, where the stored frames can be read for it: not in a scroll view (its
    /// content has coordinates of its own) or a right-to-left one, and not a view whose frame
    /// is not its alignment rectangle or that Xcode flags misplaced itself (left out for that,
    /// its content not).
    static func marginPins(in scenario: Scenario, tree: ViewTree) -> [(MarginPin, LayoutConstraintSpec)] {
        scenario.constraints.compactMap { constraint in
            guard constraint.priority >= 1000, constraint.relation == .equal, constraint.multiplier == 1,
                let pin = MarginPin(constraint, tree: tree), tree.kind(of: pin.superview) != .scroll, tree.view(pin.superview)?.isRightToLeft == false,
                let view = tree.view(pin.view), frameIsAlignmentRectangle(view), !view.isMisplacedInInterfaceBuilder
            else { return nil }
            return (pin, constraint)
        }
    }
}

/// A constraint pinning a view's edge to its superview's margin beside it
/// (`view.leading == superview.leadingMargin + 8`).
struct MarginPin {
    var view: String
    var superview: String
    var edge: LayoutAttribute
    var margin: LayoutAttribute
    /// Turns the constant into the margin's position past the view's edge.
    var sign: Double

    init?(_ constraint: LayoutConstraintSpec, tree: ViewTree) {
        guard case .view(let first) = constraint.firstItem, case .view(let second)? = constraint.secondItem,
            let secondAttribute = constraint.secondAttribute
        else { return nil }
        if tree.parent(of: first) == second {
            (view, superview, edge, margin, sign) = (first, second, constraint.firstAttribute, secondAttribute, -1)
        } else if tree.parent(of: second) == first {
            (view, superview, edge, margin, sign) = (second, first, secondAttribute, constraint.firstAttribute, 1)
        } else {
            return nil
        }
        guard Self.margin(beside: edge) == margin else { return nil }
    }

    /// The margin the stored frames read: the view's edge less the constant, inwards from the
    /// superview's edge (as coordinates grow from a leading or top edge, as they shrink from a
    /// trailing or bottom one).
    func reading(constant: Double, value: (LayoutItem?, LayoutAttribute?) -> Double?) -> Double? {
        guard let pinned = value(.view(view), edge), let side = value(.view(superview), edge) else { return nil }
        let inwards: Double = [.leading, .left, .top].contains(edge) ? 1 : -1
        return inwards * (pinned + sign * constant - side)
    }

    /// The margin attribute beside an edge (`topMargin` for `top`), if it has one.
    static func margin(beside edge: LayoutAttribute) -> LayoutAttribute? {
        switch edge {
        case .top: .topMargin
        case .bottom: .bottomMargin
        default: StoredFrameCheck.sideMargin(of: edge)
        }
    }
}
