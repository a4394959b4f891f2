import Foundation
import LayoutSnapLayout
import LayoutSnapPNG
import LayoutSnapScenario
import LayoutSnapSnapshots
import Testing

/// A layout diff names what moved the frames before the frames it moved.
@Suite struct LayoutDiffCauseTests {
    static func json(spacing: Int, width: Int = 200, comment: String = "") throws -> String {
        let scenario = try ScenarioLoader.load(yaml: """
            \(comment)root:
              subviews:
                - id: rows
                  type: stack
                  axis: vertical
                  spacing: \(spacing)
                  subviews:
                    - {id: a, intrinsicSize: [100, 30]}
                    - {id: b, intrinsicSize: [100, 30]}
                    - {id: c, intrinsicSize: [100, 30]}
                - {id: box, background: "#ff0000"}
            constraints:
              - rows.left == root.left + 20
              - rows.top == root.top + 40
              - box.left == 20
              - box.top == 200
              - box.width == \(width)
              - box.height == 10
            """, file: "causes.yaml")
        return layoutJSON(LayoutEngine().layout(scenario))
    }

    @Test func aStacksSpacingIsNamedOnceBeforeTheFramesItMoved() throws {
        let lines = LayoutDiff.differences(expected: try Self.json(spacing: 12), actual: try Self.json(spacing: 10))
        #expect(lines.first?.hasPrefix("cause: 'UISV-spacing'") == true, "\(lines)")
        #expect(lines.first?.hasSuffix("(causes.yaml:3:7): constant 12 → 10, in 2 constraints written there") == true, "\(lines)")
        #expect(lines.filter { $0.hasPrefix("cause:") }.count == 1)
        #expect(lines.contains("b.frame.y: 42 → 40 (-2)"), "\(lines)")
    }

    @Test func aConstantIsNamedWithItsLine() throws {
        let lines = LayoutDiff.differences(expected: try Self.json(spacing: 8), actual: try Self.json(spacing: 8, width: 240))
        #expect(lines.first == "cause: box.width == 240 (causes.yaml:17:5): constant 200 → 240", "\(lines)")
    }

    /// A priority written out only when not required still pairs: 1000 (left out) → 250.
    @Test func aPriorityLeftOutWhenRequiredIsCompared() throws {
        let required = try Self.json(spacing: 8), weak = required.replacingOccurrences(
            of: #""constraint": "box.width == 200", "source": "causes.yaml:17:5", "constant": 200"#,
            with: #""constraint": "box.width == 200 @250", "source": "causes.yaml:17:5", "constant": 200, "priority": 250"#)
        try #require(weak != required)
        // The same frames: no difference at all.
        #expect(LayoutDiff.differences(expected: required, actual: weak).isEmpty)
        let moved = try Self.json(spacing: 8, width: 240).replacingOccurrences(
            of: #""constraint": "box.width == 240", "source": "causes.yaml:17:5", "constant": 240"#,
            with: #""constraint": "box.width == 240 @250", "source": "causes.yaml:17:5", "constant": 240, "priority": 250"#)
        let lines = LayoutDiff.differences(expected: required, actual: moved)
        #expect(lines.contains("cause: box.width == 240 @250 (causes.yaml:17:5): priority 1000 → 250"), "\(lines)")
    }

    /// Lines moving (a comment added above) change every constraint's place, and nothing else:
    /// no difference, no cause.
    @Test func movedLinesAloneAreNoDifference() throws {
        #expect(LayoutDiff.differences(expected: try Self.json(spacing: 8), actual: try Self.json(spacing: 8, comment: "# a note\n")).isEmpty)
    }
}

/// A changed image is named by its checksum in the layout JSON, not only counted in pixels.
@Suite struct ImageChecksumDiffTests {
    @Test func aChangedImageIsNamedAndAnOlderReferenceWithoutChecksumsIsNoDifference() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("image-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func json(red: UInt8) throws -> String {
            let png = try PNGImage(width: 2, height: 2, pixels: [UInt8]((0..<4).flatMap { _ in [red, 0, 0, 255] })).encoded()
            try Data(png).write(to: folder.appendingPathComponent("photo.png"))
            let file = folder.appendingPathComponent("photo.yaml").path
            try "root:\n  subviews:\n    - {id: photo, type: image, image: photo.png, frame: [0, 0, 20, 20]}\n".write(toFile: file, atomically: true, encoding: .utf8)
            return layoutJSON(LayoutEngine().layout(try ScenarioLoader.load(file: file)))
        }
        let red = try json(red: 255), darker = try json(red: 128)
        let lines = LayoutDiff.differences(expected: red, actual: darker)
        #expect(lines.count == 1 && lines[0].hasPrefix("photo.imageChecksum: "), "\(lines)")
        // A reference recorded before checksums were: the same layout, no difference.
        let older = red.split(separator: "\n").filter { !$0.contains("imageChecksum") }.joined(separator: "\n")
        #expect(LayoutDiff.differences(expected: older, actual: darker).isEmpty)
    }
}
