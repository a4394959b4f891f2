import Foundation
import LayoutSnapLayout
import LayoutSnapScenario
import Testing
import TestSupport

/// A kept layout whose constants move (`constraint.constant = x` in UIKit code) re-solves in
/// place: every bundled scenario, constants moved at random, against a fresh layout of the
/// scenario with those constants.
@Suite struct LayoutSessionTests {
    static let files = (FileManager.default.enumerator(atPath: repositoryRoot.appendingPathComponent("scenarios").path)?
        .compactMap { $0 as? String }.filter { $0.hasSuffix(".yaml") }.sorted()) ?? []

    @Test(arguments: files)
    func movedConstantsLayOutAsAFreshLayout(file: String) throws {
        let scenario = try ScenarioLoader.load(file: repositoryRoot.appendingPathComponent("scenarios/\(file)").path)
        let engine = LayoutEngine()
        var random = SeededRandom(seed: UInt64(file.utf8.count) &* 7_919)
        var moved = 0, refused = 0
        for render in scenario.renders where !scenario.constraints.isEmpty {
            let session = LayoutSession(engine: engine, scenario: scenario, render: render, constraintGeometry: false)
            var changed = scenario
            for _ in 0..<6 {
                let index = Int.random(in: 0..<changed.constraints.count, using: &random)
                var spec = changed.constraints[index]
                spec.constant += Double(Int.random(in: -24...24, using: &random))
                guard session.moveConstants([(index, spec)]) else {
                    refused += 1
                    continue
                }
                moved += 1
                changed.constraints[index] = spec
                let fresh = engine.layout(changed, render: render, constraintGeometry: false)
                let incremental = session.result
                #expect(Set(incremental.diagnostics.map(\.code)) == Set(fresh.diagnostics.map(\.code)), "\(file) \(render.name): \(spec.summary)")
                // An ambiguous layout has more than one answer: the kept solver may pick another.
                guard !fresh.diagnostics.contains(where: { $0.code == .ambiguousLayout || $0.code == .ambiguousContentSize }) else { continue }
                for view in fresh.views {
                    let frame = incremental.view(view.id)?.exactFrame
                    #expect(frame.map { close($0, view.exactFrame) } == true, "\(file) \(render.name) \(view.id) after \(spec.summary): \(String(describing: frame)) vs \(view.exactFrame)")
                    #expect(incremental.view(view.id)?.scroll?.contentSize == view.scroll?.contentSize)
                }
            }
        }
        // Most moves are made in place; a refused one (a conflict, a size-class render) is rare.
        #expect(moved >= refused, "\(file): \(moved) moved, \(refused) refused")
    }

    @Test func aMoveThatContradictsTheOthersIsRefusedAndChangesNothing() throws {
        let scenario = try ScenarioLoader.load(
            yaml: """
                root:
                  subviews: [{id: box}]
                constraints:
                  - box.width == 100
                  - box.width <= 200
                  - box.left == root.left + 10
                  - box.top == root.top + 10
                  - box.height == 40
                """, file: "pinned.yaml")
        let session = LayoutSession(engine: LayoutEngine(), scenario: scenario, render: scenario.renders[0], constraintGeometry: false)
        var wider = scenario.constraints[0]
        wider.constant = 150
        #expect(session.moveConstants([(0, wider)]))
        #expect(session.result.view("box")?.frame.width == 150)
        wider.constant = 250
        #expect(!session.moveConstants([(0, wider)]))
        #expect(session.result.view("box")?.frame.width == 150)
        var other = scenario.constraints[2]
        other.constant = 30
        other.relation = .greaterThanOrEqual
        #expect(!session.moveConstants([(2, other)]), "more than a constant changed")
    }
}

private func close(_ a: Rect, _ b: Rect) -> Bool {
    [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-6 }
}
