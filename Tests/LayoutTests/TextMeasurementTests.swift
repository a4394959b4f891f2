import Foundation
import LayoutSnapLayout
import LayoutSnapScenario
import LayoutSnapText
import Testing

/// Text against Pango's own tool, pango-view, given the same string, font, width, wrapping,
/// language and letter spacing, with layoutsnap's pinned fonts.conf.
///
/// pango-view's serialized layouts use hinted font extents (Inter at 17 pt: ascent 16.47 and
/// descent 4.12 rounded up to 17 + 5 = 22 per line) whatever --hint-metrics says, while
/// layoutsnap measures unhinted (20.57 per line, DESIGN §5). So the line breaks and widths are
/// compared exactly, and heights as line count times the unhinted line height.
@Suite struct TextMeasurementTests {
    static let samples: [(text: String, width: Double, size: Double)] = [
        ("Some text label. that may have several lines", 345, 17),
        ("Put in a massive string of your own here to see the scrolling in action", 120, 17),
        ("Scroll views have a frame, the part you see, and a content area, the part that scrolls.", 287, 17),
        ("滚动视图有可见区域和内容区域。约束决定内容大小。", 150, 17),
        ("Short", 343, 24),
        ("Mauris utinam singularis nostrud et vel et defui aliquip dui. Regula suscipere vel ratis facilisi eros ideo abico nisl mauris.", 200, 13),
    ]

    /// pango-view's line count and width (in points) for a string.
    private func pangoView(_ text: String, width: Double, size: Double) throws -> (lines: Int, width: Double)? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/pango-view") else { return nil }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsnap-pango-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let conf = folder.appendingPathComponent("fonts.conf"), input = folder.appendingPathComponent("text.txt")
        let output = folder.appendingPathComponent("layout.json")
        try FontConfiguration.xml.write(to: conf, atomically: true, encoding: .utf8)
        let spacing = Int((-0.43 * size / 17 * 1024).rounded())
        let escaped = text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        try "<span letter_spacing=\"\(spacing)\">\(escaped)</span>".write(to: input, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/pango-view")
        process.arguments = [
            "--no-display", "--markup", "--font=Inter \(size)px", "--dpi=72", "--hinting=none", "--hint-metrics=off",
            "--subpixel-positions", "--width=\(Int(width))", "--wrap=word-char", "--language=zh-cn", "--serialize-to=\(output.path)", input.path,
        ]
        process.environment = ["FONTCONFIG_FILE": conf.path, "HOME": folder.path]
        try process.run()
        process.waitUntilExit()
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any]
        guard let layoutOutput = json?["output"] as? [String: Any], let lines = layoutOutput["lines"] as? [Any],
            let measured = layoutOutput["width"] as? Double
        else { return nil }
        return (lines.count, measured / 1024)
    }

    @Test func lineBreaksAndWidthsMatchPangoView() throws {
        for sample in Self.samples {
            let style = TextStyle(size: sample.size, lines: 0, lineBreak: .wordWrap)
            let ours = SharedEngine.shared.measure(sample.text, style: style, width: sample.width)
            guard let theirs = try pangoView(sample.text, width: sample.width, size: sample.size) else {
                Issue.record("pango-view is missing or failed: scripts/setup.sh installs pango1.0-tools")
                return
            }
            #expect(ours.lineCount == theirs.lines, "\(sample.text.prefix(20))…: \(ours.lineCount) lines vs pango-view \(theirs.lines)")
            #expect(abs(ours.width - theirs.width) < 0.01, "\(sample.text.prefix(20))…: \(ours.width) vs pango-view \(theirs.width)")
            let line = SharedEngine.shared.measure(String(sample.text.prefix(1)), style: style, width: nil).height
            #expect(abs(ours.height - Double(ours.lineCount) * line) < 0.01)
        }
    }

    @Test func thePinnedFontsAreInstalled() {
        #expect(FontConfiguration.shared.hasPinnedFonts)
    }

    @Test func lineLimitsAndTruncation() {
        let text = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen"
        let line = SharedEngine.shared.measure("one", style: TextStyle(), width: nil).height
        let unlimited = SharedEngine.shared.measure(text, style: TextStyle(lines: 0), width: 100)
        let two = SharedEngine.shared.measure(text, style: TextStyle(lines: 2), width: 100)
        let single = SharedEngine.shared.measure(text, style: TextStyle(lines: 1), width: 100)
        #expect(unlimited.lineCount > 2)
        #expect(two.lineCount == 2 && abs(two.height - 2 * line) < 0.01)
        // Pango's ellipsizer leaves out the last glyph's letter spacing (0.43 pt at 17 pt).
        #expect(single.lineCount == 1 && single.width <= 100 + 0.43 + 1e-6)
        let characters = SharedEngine.shared.measure("abcdefghijklmnopqrstuvwxyz", style: TextStyle(lines: 0, lineBreak: .charWrap), width: 60)
        #expect(characters.lineCount > 1)
    }

    @Test func scaleDoesNotChangeLineBreaks() {
        // Measurement is unscaled and unhinted: the same widths give the same breaks whatever
        // the device scale the render later uses. Sizes scale exactly with the font size.
        let text = "The quick brown fox jumps over the lazy dog again and again"
        let small = SharedEngine.shared.measure(text, style: TextStyle(size: 10, lines: 0), width: 100)
        let large = SharedEngine.shared.measure(text, style: TextStyle(size: 30, lines: 0), width: 300)
        #expect(small.lineCount == large.lineCount)
        #expect(abs(large.height - 3 * small.height) < 0.05)
    }
}
