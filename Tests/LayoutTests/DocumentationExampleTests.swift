import Foundation
import LayoutSnapLayout
import LayoutSnapScenario
import Testing

/// The YAML examples in docs/*.md are scenarios; their `# expect` comments are checked:
///
///     # expect frame ID: x, y, w, h     (* for any value)
///     # expect no diagnostics
///     # expect diagnostic: CODE
///     # expect offset SCROLL: x, y        (the content offset it rests at)
///     # expect inset SCROLL: top, left, bottom, right   (adjustedContentInset)
///     # expect guide NAME: x, y, w, h
@Suite struct DocumentationExampleTests {
    struct Example: CustomTestStringConvertible, Sendable {
        let file: String
        let index: Int
        let yaml: String
        var testDescription: String { "\(file) example \(index)" }
    }

    static let examples: [Example] = {
        let docs = repositoryRoot.appendingPathComponent("docs")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: docs.path))?.filter { $0.hasSuffix(".md") }.sorted() ?? []
        var examples: [Example] = []
        for file in files {
            guard let text = try? String(contentsOf: docs.appendingPathComponent(file), encoding: .utf8) else { continue }
            let blocks = text.components(separatedBy: "```yaml\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
            for (index, block) in blocks.enumerated() where !block.contains("# not-a-scenario") {
                examples.append(Example(file: file, index: index + 1, yaml: block))
            }
        }
        return examples
    }()

    @Test func thereAreExamples() {
        #expect(Self.examples.count >= 5)
    }

    @Test(arguments: examples)
    func example(_ example: Example) throws {
        let result = try #require(try layOut(yaml: example.yaml).first)
        var checked = 0
        for line in example.yaml.split(separator: "\n").map(String.init) {
            guard let range = line.range(of: "# expect ") else { continue }
            let assertion = String(line[range.upperBound...])
            checked += 1
            if assertion == "no diagnostics" {
                #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
            } else if assertion.hasPrefix("diagnostic: ") {
                let code = String(assertion.dropFirst("diagnostic: ".count))
                #expect(result.diagnostics.contains { $0.code.rawValue == code }, "no \(code) in \(result.diagnostics.map(\.code))")
            } else if assertion.hasPrefix("frame ") {
                let parts = assertion.dropFirst("frame ".count).split(separator: ":", maxSplits: 1)
                let id = String(parts[0])
                let expected = parts[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                let frame = result.frame(id)
                for (value, text) in zip([frame.x, frame.y, frame.width, frame.height], expected) where text != "*" {
                    #expect(close(value, Double(text) ?? .nan), "\(id): \(frame) expected \(expected)")
                }
            } else if assertion.hasPrefix("offset ") || assertion.hasPrefix("inset ") || assertion.hasPrefix("guide ") {
                let words = assertion.split(separator: " ", maxSplits: 1)
                let parts = words[1].split(separator: ":", maxSplits: 1)
                let id = String(parts[0])
                let expected = parts[1].split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) ?? .nan }
                let actual: [Double]
                switch words[0] {
                case "offset": actual = result.scroll(id).map { [$0.contentOffset.x, $0.contentOffset.y] } ?? []
                case "inset":
                    actual = result.scroll(id).map { [$0.adjustedContentInset.top, $0.adjustedContentInset.left, $0.adjustedContentInset.bottom, $0.adjustedContentInset.right] } ?? []
                default: actual = result.guides.first { $0.id == id }.map { [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height] } ?? []
                }
                #expect(actual.count == expected.count && zip(actual, expected).allSatisfy { close($0, $1) }, "\(assertion): \(actual)")
            } else {
                Issue.record("unknown expectation: \(assertion)")
            }
        }
        #expect(checked > 0, "an example with nothing to check")
    }
}
