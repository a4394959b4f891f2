import Foundation
import LayoutSnapLayout
import LayoutSnapScenario
import LayoutSnapText
import Testing

/// Intrinsic sizes, hugging and compression resistance, images, and the text loop's limits.
@Suite struct IntrinsicSizeTests {
    @Test func huggingDecidesWhichLabelStretches() throws {
        // Two one-line labels share a row: the one that hugs less takes the slack.
        let result = try #require(try layOut(yaml: """
            device: {width: 400, height: 100, scale: 1}
            root:
              subviews:
                - id: name
                  type: label
                  text: Name
                  hugging: {h: 251}
                - id: value
                  type: label
                  text: Value
            constraints:
              - H:|-[name]-[value]-|
              - V:|[name]
              - V:|[value]
            """).first)
        let nameWidth = SharedEngine.shared.measure("Name", style: TextStyle(), width: nil).width
        #expect(close(result.frame("name").width, nameWidth))
        #expect(close(result.frame("value").x, 20 + nameWidth + 8))
        #expect(close(result.frame("value").width, 400 - 20 - nameWidth - 8 - 20))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func compressionResistanceDecidesWhichLabelShrinks() throws {
        let long = String(repeating: "wide ", count: 40)
        let result = try #require(try layOut(yaml: """
            device: {width: 300, height: 100, scale: 1}
            root:
              subviews:
                - id: keep
                  type: label
                  text: Keep me whole
                  compressionResistance: {h: 751}
                - id: squeeze
                  type: label
                  text: "\(long)"
            constraints:
              - H:|[keep]-[squeeze]|
              - V:|[keep]
              - V:|[squeeze]
            """).first)
        let keepWidth = SharedEngine.shared.measure("Keep me whole", style: TextStyle(), width: nil).width
        #expect(close(result.frame("keep").width, keepWidth))
        #expect(close(result.frame("squeeze").width, 300 - keepWidth - 8))
    }

    @Test func imageFilesGiveTheirPixelSizeOverTheScale() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsnap-image-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A PNG signature and IHDR chunk saying 300 × 120 pixels is all the loader reads.
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        png += [0, 0, 0x01, 0x2C, 0, 0, 0, 0x78, 8, 6, 0, 0, 0]
        try Data(png).write(to: folder.appendingPathComponent("photo.png"))
        let file = folder.appendingPathComponent("s.yaml")
        try """
            device: {width: 375, height: 667, scale: 3}
            root:
              subviews:
                - id: photo
                  type: image
                  image: photo.png
            constraints:
              - photo.top == root.top
              - photo.left == root.left
            """.write(to: file, atomically: true, encoding: .utf8)
        let scenario = try ScenarioLoader.load(file: file.path)
        let result = try #require(SharedEngine.shared.layout(scenario).first)
        #expect(result.frame("photo") == Rect(x: 0, y: 0, width: 100, height: 40))

        try "not a png".write(to: folder.appendingPathComponent("photo.png"), atomically: true, encoding: .utf8)
        #expect(throws: ScenarioError.self) { try ScenarioLoader.load(file: file.path) }
    }

    @Test func ambiguousLayoutIsReportedPerViewAndAxis() throws {
        let result = try #require(try layOut(yaml: """
            root:
              subviews:
                - id: a
            constraints:
              - a.left == root.left + 10
              - a.width == 100
              - a.height == 50
            """).first)
        let ambiguous = result.codes(.ambiguousLayout)
        #expect(ambiguous.map(\.views) == [["a"]])
        #expect(ambiguous.first?.axis == .vertical)
        #expect(ambiguous.first?.message == "The y position of a is ambiguous")
    }

    @Test func aLabelWhoseWidthFollowsItsHeightDoesNotSettle() throws {
        // width = C × height: one line gives a width that wraps to three lines, and three lines
        // a width that fits on one. The loop gives up after its last round and says so.
        let text = String(repeating: "word ", count: 60).trimmingCharacters(in: .whitespaces)
        let line = SharedEngine.shared.measure(text, style: TextStyle(), width: nil)
        let factor = line.width / (2.5 * line.height)
        let result = try #require(try layOut(yaml: """
            root:
              subviews:
                - id: label
                  type: label
                  lines: 0
                  text: "\(text)"
                  hugging: {h: 1}
                  compressionResistance: {h: 1}
            constraints:
              - label.top == root.top
              - label.left == root.left
              - label.width == \(factor) * label.height
            """).first)
        #expect(result.codes(.textLayoutNotConverged).map(\.views) == [["label"]])
        #expect(result.textPasses == LayoutEngine.maximumTextPasses)
    }
}
