import Foundation
import LayoutSnapLayout
import LayoutSnapScenario
import LayoutSnapText
import LayoutSnapRender
import Testing
import TestSupport

/// Structure-aware mutations of the bundled scenarios, through loading, layout and rendering,
/// in process (a trap would end the test run). The property: every input either loads or is
/// refused with a located error; a loaded one lays out to valid JSON and renders or is refused
/// with a message; none takes 10 seconds. The seed is fixed, so a failure reproduces.
@Suite(.endToEnd, .tags(.endToEnd)) struct FuzzTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The bundled scenarios and the scenario examples of the docs.
    static let corpus: [String] = {
        var texts: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent("scenarios").path)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".yaml") else { continue }
            let url = root.appendingPathComponent("scenarios").appendingPathComponent(path)
            if let text = try? String(contentsOf: url, encoding: .utf8) { texts.append(text) }
        }
        for doc in ["docs/scenario-format.md", "docs/cli.md", "docs/snapshots.md"] {
            guard let text = try? String(contentsOf: root.appendingPathComponent(doc), encoding: .utf8) else { continue }
            for block in text.components(separatedBy: "```yaml\n").dropFirst() {
                if let end = block.range(of: "```") { texts.append(String(block[..<end.lowerBound])) }
            }
        }
        return texts.sorted()
    }()

    static let numbers = [
        "0", "-1", "1e308", "-1e308", "9223372036854775808", "-9223372036854775809", String(repeating: "9", count: 400), ".nan",
        ".inf", "-.inf", "NaN", "nan", "inf", "-0", "1e-320", "2097152", "4294967296", "0x10", "1_000", "3.", "1e",
    ]
    static let snippets = [
        "H:|-[a]-|", "V:|-(1e308)-[a]", "H:[a(==b)]", "a.width == b.width * 1e300", "a.top == root.top - -1",
        "root.width == 0", "a.edges == root.edges", "H:|[a(>=0@1001)]|", "a.height == 10 @p", "x.y == z",
        "V:|[a]-(-1e400)-|", "H:|-(a)-|", "a.centerX == root.centerX * 0", "a.left >= root.right + 1e15",
    ]
    static let keys = ["id", "type", "text", "lines", "font", "frame", "intrinsicSize", "contentSize", "contentOffset", "image", "hidden", "renders", "set", "offsets", "name", "metrics"]

    static func mutate(_ text: String, _ random: inout SeededRandom) -> [UInt8] {
        var lines = text.components(separatedBy: "\n")
        for _ in 0..<Int.random(in: 1...2, using: &random) {
            guard !lines.isEmpty else { break }
            let index = Int.random(in: 0..<lines.count, using: &random)
            switch Int.random(in: 0..<9, using: &random) {
            case 0, 1:  // a number swapped for a hostile one
                let line = lines[index]
                let numbers = line.ranges(of: /-?[0-9][0-9.e+-]*/)
                if let range = numbers.randomElement(using: &random) {
                    lines[index] = line.replacingCharacters(in: range, with: Self.numbers.randomElement(using: &random) ?? "0")
                }
            case 2: lines.remove(at: index)
            case 3: lines.insert(lines[index], at: index)
            case 4:  // a constraint replaced
                let indent = lines[index].prefix { $0 == " " }
                lines[index] = "\(indent)- \"\(Self.snippets.randomElement(using: &random) ?? "")\""
            case 5: lines.swapAt(index, Int.random(in: 0..<lines.count, using: &random))
            case 6:  // a key renamed
                if let colon = lines[index].firstIndex(of: ":") {
                    let indent = lines[index].prefix { $0 == " " || $0 == "-" }
                    lines[index] = "\(indent)\(Self.keys.randomElement(using: &random) ?? "id")" + lines[index][colon...]
                }
            case 7: lines[index] += ["\u{0007}", "\t", " {", "]", "'", "\u{FEFF}", "é\u{301}\u{301}"].randomElement(using: &random) ?? ""
            default: lines.insert("    - {id: z\(index), type: label, lines: 0, text: \"\(String(repeating: "w", count: Int.random(in: 0...900, using: &random)))\"}", at: index)
            }
        }
        var bytes = Array(lines.joined(separator: "\n").utf8)
        if Int.random(in: 0..<20, using: &random) == 0, !bytes.isEmpty {
            bytes.insert([0xFF, 0xC3, 0x80, 0xE2].randomElement(using: &random) ?? 0xFF, at: Int.random(in: 0..<bytes.count, using: &random))
        }
        return bytes
    }

    @Test(arguments: 0..<2)
    func mutatedScenariosEndInAnAnswer(half: Int) throws {
        try #require(Self.corpus.count >= 10)
        var random = SeededRandom(seed: 2026 + UInt64(half))
        let measurer = TextMeasurer()
        let engine = LayoutEngine(measurer: measurer)
        let renderer = Renderer(measurer: measurer)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsnap-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var loaded = 0, refused = 0, renderRefused = 0
        var slowest = (seconds: 0.0, input: 0)
        for input in 0..<1500 {
            let bytes = Self.mutate(Self.corpus[input % Self.corpus.count], &random)
            let file = folder.appendingPathComponent("case\(input).yaml")
            try Data(bytes).write(to: file)
            let started = Date()
            let scenario: Scenario
            defer { try? FileManager.default.removeItem(at: file) }
            do {
                scenario = try ScenarioLoader.load(file: file.path)
                loaded += 1
            } catch {
                refused += 1
                #expect(error.location.file == file.path && error.location.line >= 1 && error.location.column >= 1, "case \(input): \(error)")
                #expect(!error.message.isEmpty)
                continue
            }
            for render in scenario.renders.prefix(2) {
                let layout = engine.layout(scenario, render: render)
                let json = layoutJSON([layout])
                #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil, "case \(input): invalid JSON")
                let mode: RenderMode = input % 4 == 0 ? .content : .screen
                do {
                    _ = try renderer.render(layout, options: RenderOptions(mode: mode, scale: 0.5))
                } catch {
                    renderRefused += 1
                    #expect(!error.message.isEmpty)
                }
            }
            let seconds = Date().timeIntervalSince(started)
            if seconds > slowest.seconds { slowest = (seconds, input) }
            #expect(seconds < 10, "case \(input) took \(seconds) s")
        }
        // No stray files: everything the run wrote was its own input, removed as it went.
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).isEmpty)
        #expect(loaded > 100 && refused > 100, "loaded \(loaded), refused \(refused)")
        print("fuzz half \(half): 1500 inputs, \(loaded) loaded, \(refused) refused with a location, \(renderRefused) renders refused; slowest case \(slowest.input): \(String(format: "%.3f", slowest.seconds)) s")
    }
}
