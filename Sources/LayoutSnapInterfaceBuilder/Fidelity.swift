import Foundation
import LayoutSnapLayout
import LayoutSnapScenario

/// How closely an Interface Builder file lays out to the frames Xcode stored in it
/// (DESIGN §12). Views placed by Auto Layout are compared on the pixel grid; views in a
/// constraint whose stored frames break it (stale frames, as SOURCES.tsv lists) and the views
/// that constraint places, hidden views and views the file leaves ambiguous are left out; so
/// are views whose size the canvas's hold on a stored size decides (their stored size is an input).
public struct Fidelity: Sendable {
    /// One compared view.
    public struct Comparison: Sendable {
        public var scenario: String
        public var view: String
        public var interfaceBuilderID: String
        public var solved: Rect
        public var stored: Rect
        /// The largest difference of x, y, width and height.
        public var difference: Double
        /// Why a view is left out: a constraint its stored frame breaks, or Xcode's flag.
        public var leftOutBecause: String?
    }

    public var file: String
    public var comparisons: [Comparison]
    /// Views left out because stored frames around them break their own constraints.
    public var misplaced: [Comparison] = []

    public func within(_ tolerance: Double) -> Int { comparisons.filter { $0.difference <= tolerance }.count }

    /// Lays out every scenario of the file and compares.
    /// - Parameters:
    ///   - staleConstraints: constraint ids a list (SOURCES.tsv) names as broken by the stored frames.
    ///   - findMisplaced: also leave out what any required constraint between views' edges,
    ///     centres and sizes that the stored frames break by more than a point reaches.
    public static func measure(
        file: String, intrinsicSizes: IntrinsicSizeSource = .stored, staleConstraints: Set<String> = [], findMisplaced: Bool = false,
        engine: LayoutEngine = LayoutEngine()
    ) throws(ScenarioError) -> Fidelity {
        var comparisons: [Comparison] = []
        var misplaced: [Comparison] = []
        for scenario in try InterfaceBuilderFile.load(file: file, intrinsicSizes: intrinsicSizes) {
            let broken = findMisplaced ? StoredFrameCheck.brokenConstraints(in: scenario) : [:]
            func isStale(_ constraint: LayoutConstraintSpec) -> Bool {
                staleConstraints.contains(constraint.source.replacingOccurrences(of: "constraint ", with: "")) || broken[constraint.source] != nil
            }
            let stale = scenario.constraints.filter(isStale)
            // Each left-out view's reason, the first found.
            var excluded: [String: String] = [:]
            for constraint in stale {
                let reason = broken[constraint.source].map { "stored frames break \(constraint.summary) by \(NumberText.points(abs($0))) pt" }
                    ?? "\(constraint.summary) is listed as broken by the stored frames"
                for id in [constraint.firstItem.viewID, constraint.secondItem?.viewID].compactMap({ $0 }) where excluded[id] == nil {
                    excluded[id] = reason
                }
            }
            // A stack whose stored arrangement overlaps is stale with everything in it.
            let staleStacks = findMisplaced ? StoredFrameCheck.staleStacks(in: scenario) : [:]
            for stack in scenario.allViews {
                guard let reason = staleStacks[stack.id] else { continue }
                for view in stack.allViews where excluded[view.id] == nil { excluded[view.id] = reason }
            }
            // Xcode's own misplaced and ambiguous flags say the stored frame is not the
            // constraints' answer (the Auto Layout book's deliberately broken header, thirteen
            // views of Monal's stale chat scene).
            if findMisplaced {
                // A view stored without a frame (a zero one: Xcode leaves the default out) was
                // never laid out on the canvas, and what it holds was stored inside nothing.
                for view in scenario.allViews where view.id != "root" && view.interfaceBuilderFrame == nil
                    && view.interfaceBuilderID.map({ $0 != SimulatedBarViews.simulatedID }) == true
                {
                    for inner in view.allViews.dropFirst() where excluded[inner.id] == nil { excluded[inner.id] = "it is inside a view stored without a frame" }
                }
                for view in scenario.allViews where excluded[view.id] == nil {
                    if view.isMisplacedInInterfaceBuilder {
                        excluded[view.id] = "Xcode flags it misplaced"
                    } else if view.isAmbiguousInInterfaceBuilder {
                        excluded[view.id] = "Xcode flags its layout ambiguous"
                    }
                }
            }
            let hidden = Set(scenario.allViews.filter(\.isHidden).flatMap { $0.allViews.map(\.id) })
            guard let result = engine.layout(scenario, constraintGeometry: false).first else { continue }
            // Stored frames that break a constraint are stale wherever that constraint reaches:
            // the views that move when its constant does are left out too.
            if !stale.isEmpty || !staleStacks.isEmpty {
                let cause = staleStacks.isEmpty ? "a constraint" : stale.isEmpty ? "a stack" : "a constraint or stack"
                let moves = Self.frames(of: scenario, from: result, engine: engine) { nudged in
                    for index in nudged.constraints.indices where isStale(nudged.constraints[index]) { nudged.constraints[index].constant += 1 }
                    Self.widenSpacing(of: Set(staleStacks.keys), in: &nudged.root)
                }
                for (id, move) in moves where excluded[id] == nil && !move.before.isClose(to: move.after) {
                    excluded[id] = "it moves with \(cause) the stored frames break"
                }
            }
            // A view the file leaves ambiguous is not placed by its constraints: Xcode kept
            // whatever frame it last had (a placeholder constraint's, say). Ambiguous, that is,
            // without the canvas's holds, and a view whose size a hold decides is its stored
            // size by construction: neither is compared.
            let held = heldViews(in: scenario, engine: engine, layout: result)
            let unplaced = Set((held.unheld ?? result).diagnostics.filter { $0.code == .ambiguousLayout }.flatMap(\.views)).union(held.decided)
            // A self-sizing cell's content view is as tall as its content: Xcode stored the row's.
            let fitted = Set(scenario.constraints.filter { $0.source == TreeBuilder.fittingContentSource }.map(\.firstItem.viewID))
            for view in scenario.allViews where view.id != "root" && view.frame == nil && !hidden.contains(view.id) && !unplaced.contains(view.id)
                && !fitted.contains(view.id)
            {
                guard let stored = view.interfaceBuilderFrame, let solved = result.view(view.id)?.frame else { continue }
                let difference = max(abs(solved.x - stored.x), abs(solved.y - stored.y), abs(solved.width - stored.width), abs(solved.height - stored.height))
                let comparison = Comparison(
                    scenario: scenario.name, view: view.id, interfaceBuilderID: view.interfaceBuilderID ?? "", solved: solved, stored: stored,
                    difference: difference)
                if let reason = excluded[view.id] {
                    var leftOut = comparison
                    leftOut.leftOutBecause = reason
                    misplaced.append(leftOut)
                } else {
                    comparisons.append(comparison)
                }
            }
        }
        return Fidelity(file: file, comparisons: comparisons, misplaced: misplaced)
    }

    /// The layout without the canvas's holds on stored sizes, and the held views whose size a
    /// hold decides: those that change size when their hold does.
    private static func heldViews(in scenario: Scenario, engine: LayoutEngine, layout: LayoutResult) -> (unheld: LayoutResult?, decided: Set<String>) {
        let isHold = { (constraint: LayoutConstraintSpec) in constraint.source == TreeBuilder.canvasHoldSource }
        let held = Set(scenario.constraints.filter(isHold).compactMap(\.firstItem.viewID))
        guard !held.isEmpty else { return (nil, []) }
        var unheld = scenario
        unheld.constraints.removeAll(where: isHold)
        let moves = frames(of: scenario, from: layout, engine: engine) { nudged in
            for index in nudged.constraints.indices where isHold(nudged.constraints[index]) { nudged.constraints[index].constant += 1 }
        }
        let decided = held.filter { id in moves[id].map { !$0.before.hasSize(of: $0.after) } ?? false }
        return (engine.layout(unheld, constraintGeometry: false).first, decided)
    }

    /// Each view's frame in `layout` and in the layout of the scenario as `change` leaves it
    /// (to see what a constraint's constant or a stack's spacing moves).
    private static func frames(
        of scenario: Scenario, from layout: LayoutResult, engine: LayoutEngine, after change: (inout Scenario) -> Void
    ) -> [String: (before: Rect, after: Rect)] {
        var changed = scenario
        change(&changed)
        guard let moved = engine.layout(changed, constraintGeometry: false).first else { return [:] }
        var frames: [String: (before: Rect, after: Rect)] = [:]
        for view in moved.views {
            if let before = layout.view(view.id)?.frame { frames[view.id] = (before, view.frame) }
        }
        return frames
    }

    /// The stacks' spacing one point wider, to see what moves with them.
    private static func widenSpacing(of stacks: Set<String>, in view: inout ViewSpec) {
        if stacks.contains(view.id) { view.stack?.spacing += 1 }
        for index in view.subviews.indices { widenSpacing(of: stacks, in: &view.subviews[index]) }
    }

    /// The constraint ids a corpus SOURCES.tsv lists as broken by their file's stored frames,
    /// by file name.
    public static func staleConstraints(sourcesTSV text: String) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for line in text.split(separator: "\n").dropFirst() {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count >= 7, let range = columns[6].range(of: "viol:") else { continue }
            let ids = columns[6][range.upperBound...].split(separator: ";").compactMap { $0.split(separator: "(").first.map(String.init) }
            result[String(columns[0]), default: []].formUnion(ids)
        }
        return result
    }
}

extension Rect {
    fileprivate func isClose(to other: Rect) -> Bool {
        abs(x - other.x) < 0.01 && abs(y - other.y) < 0.01 && hasSize(of: other)
    }

    fileprivate func hasSize(of other: Rect) -> Bool {
        abs(width - other.width) < 0.01 && abs(height - other.height) < 0.01
    }
}
