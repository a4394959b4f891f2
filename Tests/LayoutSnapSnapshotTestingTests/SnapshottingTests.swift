import Foundation
import LayoutSnapSnapshotTesting
import SnapshotTesting
import Testing

/// The strategies through swift-snapshot-testing's own verifySnapshot, on Linux.
@Suite struct SnapshottingTests {
    func scenario(color: String, top: Double = 20) throws -> Scenario {
        try ScenarioLoader.load(yaml: """
            name: box
            device: {width: 80, height: 80, scale: 2}
            root:
              subviews:
                - id: box
                  background: "\(color)"
            constraints:
              - box.top == root.top + \(top)
              - box.left == root.left + 10
              - box.size == root.size * 0.5
            """, file: "box.yaml")
    }

    @Test func imageSnapshotsWorkOnLinux() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsnap-pointfree-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = verifySnapshot(of: try scenario(color: "#ff0000"), as: .layoutPNG, named: "box", record: .all, snapshotDirectory: folder.path)
        #expect(first != nil)  // recording always reports
        let written = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        #expect(written.count == 1 && written[0].hasSuffix(".png"), "\(written)")
        #expect(verifySnapshot(of: try scenario(color: "#ff0000"), as: .layoutPNG, named: "box", record: .never, snapshotDirectory: folder.path) == nil)
        let changed = verifySnapshot(of: try scenario(color: "#00ff00"), as: .layoutPNG, named: "box", record: .never, snapshotDirectory: folder.path)
        // Worded as `layoutsnap check` words it: one comparison, one wording.
        #expect(changed?.contains("pixels: 6400 of 25600 differ (25.000%)") == true)
    }

    @Test func layoutJSONSnapshotsDiffViewByView() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsnap-pointfree-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = verifySnapshot(of: try scenario(color: "#ff0000"), as: .layoutJSON, named: "box", record: .all, snapshotDirectory: folder.path)
        #expect(verifySnapshot(of: try scenario(color: "#ff0000"), as: .layoutJSON, named: "box", record: .never, snapshotDirectory: folder.path) == nil)
        let moved = verifySnapshot(of: try scenario(color: "#ff0000", top: 21), as: .layoutJSON, named: "box", record: .never, snapshotDirectory: folder.path)
        #expect(moved?.contains("box.frame.y: 20 → 21 (+1)") == true)
    }

    func twoRenders(top: Double = 20) throws -> Scenario {
        try ScenarioLoader.load(yaml: """
            name: states
            device: {width: 80, height: 80, scale: 1}
            root:
              subviews:
                - {id: box, background: "#3366ff"}
            constraints: [box.top == root.top + \(top), box.left == root.left + 10, box.size == 20]
            renders:
              - name: light
              - name: moved
                device: {width: 100, height: 80, scale: 1}

            """, file: "states.yaml")
    }

    @Test func multiRenderStrategiesRoundTrip() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsnap-pointfree-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // One JSON file for every render: records, then passes, then names the render that moved.
        _ = verifySnapshot(of: try twoRenders(), as: .layoutJSON, named: "all", record: .all, snapshotDirectory: folder.path)
        #expect(verifySnapshot(of: try twoRenders(), as: .layoutJSON, named: "all", record: .never, snapshotDirectory: folder.path) == nil)
        let moved = verifySnapshot(of: try twoRenders(top: 21), as: .layoutJSON, named: "all", record: .never, snapshotDirectory: folder.path)
        #expect(moved?.contains("[light] box.frame.y: 20 → 21 (+1)") == true, "\(moved ?? "nil")")
        #expect(moved?.contains("[moved] box.frame.y: 20 → 21 (+1)") == true)

        // One reference per render, named after it, as assertSnapshots(of:as:) files them.
        let strategies = Snapshotting<Scenario, Data>.layoutPNGs(of: try twoRenders())
        #expect(strategies.keys.sorted() == ["light", "moved"])
        for (name, strategy) in strategies {
            _ = verifySnapshot(of: try twoRenders(), as: strategy, named: name, record: .all, snapshotDirectory: folder.path)
            #expect(verifySnapshot(of: try twoRenders(), as: strategy, named: name, record: .never, snapshotDirectory: folder.path) == nil)
        }
        let pngs = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".png") }.sorted()
        #expect(pngs.count == 2 && pngs[0].hasSuffix(".light.png") && pngs[1].hasSuffix(".moved.png"), "\(pngs)")
        for (name, strategy) in Snapshotting<Scenario, String>.layoutJSONs(of: try twoRenders()) {
            _ = verifySnapshot(of: try twoRenders(), as: strategy, named: name, record: .all, snapshotDirectory: folder.path)
            #expect(verifySnapshot(of: try twoRenders(), as: strategy, named: name, record: .never, snapshotDirectory: folder.path) == nil)
        }
    }
}
