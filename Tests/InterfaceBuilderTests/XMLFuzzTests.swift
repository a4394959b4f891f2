import Foundation
import LayoutSnapInterfaceBuilder
import LayoutSnapLayout
import LayoutSnapScenario
import Testing
import TestSupport

/// Structure-aware mutations of the Interface Builder corpus, in process (a trap would end the
/// run): stray bytes that are not UTF-8 (in names too), markup declarations, odd numbers in
/// the attributes layoutsnap reads, elements cut or repeated, other encodings. The property:
/// every input is read or refused with a located error; a file that is read lays out, and its
/// `import` loads as YAML (shared/repro I01). `make fuzz` runs libFuzzer over the same path.
@Suite(.endToEnd, .tags(.endToEnd)) struct XMLFuzzTests {
    static let corpus = InterfaceBuilderTests.corpus
    static let numbers = ["nan", "inf", "-inf", "-1", "0", "1e400", "9223372036854775807", "-9e18", "1e-320", "0x10", "", "12abc", "2000000"]
    static let numericAttributes = [
        "x", "y", "width", "height", "constant", "multiplier", "priority", "pointSize", "numberOfLines", "numberOfPages", "currentPage",
        "value", "minValue", "maxValue", "spacing", "alpha", "red", "white", "selectedSegmentIndex", "horizontalHuggingPriority",
    ]

    static func mutate(_ text: String, _ random: inout SeededRandom) -> [UInt8] {
        var lines = text.components(separatedBy: "\n")
        for _ in 0..<(1 + random.next(3)) {
            guard !lines.isEmpty else { break }
            let index = random.next(lines.count)
            switch random.next(8) {
            case 0:  // an odd number in an attribute layoutsnap reads
                let name = numericAttributes[random.next(numericAttributes.count)]
                if let range = lines[index].range(of: " \(name)=\"[^\"]*\"", options: .regularExpression) {
                    lines[index].replaceSubrange(range, with: " \(name)=\"\(numbers[random.next(numbers.count)])\"")
                } else {
                    lines[index] = lines[index].replacingOccurrences(of: " id=", with: " \(name)=\"\(numbers[random.next(numbers.count)])\" id=")
                }
            case 1: lines.remove(at: index)
            case 2: lines.insert(lines[index], at: index)
            case 3: lines.insert("<!DOCTYPE document [<!ENTITY e \"x\">]>", at: index)
            case 4: lines[index] = String(lines[index].prefix(random.next(max(1, lines[index].count))))
            case 5: lines.insert(String(repeating: "<view id=\"v\(random.next(9))\"/>", count: 1 + random.next(50)), at: index)
            case 6: lines[index] = lines[index].replacingOccurrences(of: "text=\"", with: "text=\"\(String(repeating: "word ", count: random.next(3000)))")
            default: lines.swapAt(index, random.next(lines.count))
            }
        }
        var bytes = Array(lines.joined(separator: "\n").utf8)
        switch random.next(6) {
        case 0 where !bytes.isEmpty:  // a byte that is not UTF-8, after a `<` or inside a name
            let positions = bytes.indices.filter { bytes[$0] == UInt8(ascii: "<") || bytes[$0] == UInt8(ascii: " ") }
            let position = positions.isEmpty ? 0 : positions[random.next(positions.count)] + 1
            bytes.insert([0xF3, 0xFF, 0xC3, 0x80, 0xE3][random.next(5)], at: min(position, bytes.count))
        case 1:
            bytes = Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "UTF-8", with: "UTF-16").data(using: .utf16) ?? Data())
        case 2 where bytes.count > 2:
            bytes = Array(bytes.prefix(random.next(bytes.count)))
        default: break
        }
        return bytes
    }

    @Test(arguments: 0..<2)
    func mutatedFilesAreReadOrRefusedWithALocation(half: Int) throws {
        let texts = try InterfaceBuilderTests.files.map { try String(contentsOf: Self.corpus.appendingPathComponent($0), encoding: .utf8) }
        try #require(texts.count == 12)
        var random = SeededRandom(seed: 3200 + UInt64(half))
        let engine = LayoutEngine()
        var read = 0, refused = 0
        for trial in 0..<Self.count {
            let bytes = Self.mutate(texts[random.next(texts.count)], &random)
            let scenarios: [Scenario]
            do {
                scenarios = try InterfaceBuilderFile.load(bytes: bytes, file: "fuzz.xib", intrinsicSizes: random.next(2) == 0 ? .stored : .measured)
            } catch {
                #expect(error.description.range(of: #"^fuzz\.xib:\d+:\d+: error: "#, options: .regularExpression) != nil, "trial \(trial): \(error.description.prefix(200))")
                refused += 1
                continue
            }
            read += 1
            for scenario in scenarios.prefix(2) {
                // What the reader accepts, the scenario loader accepts as YAML.
                let yaml = ScenarioWriter.yaml(scenario)
                do { _ = try ScenarioLoader.load(yaml: yaml, file: "imported.yaml") } catch {
                    Issue.record("trial \(trial): the import of \(scenario.name) does not load: \(error.description.prefix(300))")
                }
                if trial % 4 == 0 {
                    let layouts = engine.layout(scenario)
                    #expect(layouts.allSatisfy { $0.views.count == scenario.allViews.count })
                }
            }
        }
        print("XML fuzz half \(half): \(Self.count) inputs, \(read) read, \(refused) refused with a location")
        #expect(read > Self.count / 10 && refused > Self.count / 10)
    }

    /// 300 per half in every `swift test`; `make fuzz` runs libFuzzer's campaign.
    static let count = 300
}
