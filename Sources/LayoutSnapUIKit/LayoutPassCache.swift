import LayoutSnapLayout
import LayoutSnapScenario

/// The last layout pass, kept with its solver: `constraint.constant = 20` followed by
/// `layoutIfNeeded()` moves one constant and re-solves in place (the dual simplex), as
/// UIKit's engine does, instead of building the model and the solver again.
@MainActor
enum LayoutPassCache {
    /// What a pass was asked for: the same hierarchy on the same screen.
    struct Key: Equatable {
        var root: ObjectIdentifier
        var device: Device
        var name: String?
        var render: RenderSpec
    }

    @MainActor
    struct Entry {
        let key: Key
        let model: HierarchyModel
        let session: LayoutSession
        /// `LayoutGeneration.current` right after the pass wrote its frames.
        var generation: UInt64 = 0
        /// The constants the solver holds, one per constraint of the model.
        var constants: [CGFloat]

        init(key: Key, model: HierarchyModel, session: LayoutSession) {
            self.key = key
            self.model = model
            self.session = session
            constants = model.constraintSources.map { $0?.constant ?? 0 }
        }
    }

    /// Only the last one: an edit loop lays out one hierarchy again and again, and a kept
    /// entry holds its views.
    private static var last: Entry?
    /// How many passes moved constants in place (tests tell the two paths apart by it).
    private(set) static var passesInPlace = 0

    static func keep(_ entry: Entry) { last = entry }

    /// After a pass wrote its frames (which advance the generation themselves).
    static func noteLaidOut(_ root: UIView) {
        if last?.model.root === root { last?.generation = LayoutGeneration.current }
    }

    /// The pass again, when the hierarchy changed only in constraints' constants (moved in
    /// the kept solver); nil when it needs a full pass.
    static func reuse(for key: Key) -> LayoutPass? {
        guard var entry = last, entry.key == key, entry.generation == LayoutGeneration.current else { return nil }
        var changes: [(index: Int, spec: LayoutConstraintSpec)] = []
        for (index, source) in entry.model.constraintSources.enumerated() {
            guard let source, source.constant != entry.constants[index] else { continue }
            guard let spec = entry.model.spec(of: source) else { return nil }
            changes.append((index, spec))
        }
        if !changes.isEmpty {
            guard entry.session.moveConstants(changes) else {
                last = nil
                return nil
            }
            for change in changes { entry.constants[change.index] = entry.model.constraintSources[change.index]?.constant ?? 0 }
            last = entry
            passesInPlace += 1
        }
        return LayoutPass(model: entry.model, result: entry.session.result, session: entry.session)
    }
}
