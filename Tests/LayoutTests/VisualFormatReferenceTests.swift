import Foundation
import LayoutSnapLayout
import LayoutSnapScenario
import Testing

/// Every case of shared/reference/vfl-cases.json, through the real loader and layout engine:
/// the listed frames, the listed parse error, or the listed unsatisfiable diagnosis.
@Suite struct VisualFormatReferenceTests {
    struct Case: Decodable, CustomTestStringConvertible {
        struct Container: Decodable { let width: Double, height: Double }
        struct Spacing: Decodable { let siblings: Double, superview: Double }
        struct Frame: Decodable { let left: Double, top: Double, width: Double, height: Double }
        enum Line: Decodable {
            case plain(String)
            case withOptions(vfl: String, options: [String])
            init(from decoder: Decoder) throws {
                if let text = try? decoder.singleValueContainer().decode(String.self) {
                    self = .plain(text)
                } else {
                    struct Mapping: Decodable { let vfl: String, options: [String] }
                    let mapping = try Mapping(from: decoder)
                    self = .withOptions(vfl: mapping.vfl, options: mapping.options)
                }
            }
        }
        let id: String
        let container: Container
        let spacing: Spacing?
        let metrics: [String: Double]?
        let vfl: [Line]
        let frames: [String: Frame]?
        let error: String?
        let unsatisfiable: Bool?
        let parses: Bool?
        var testDescription: String { id }

        /// The case as a scenario: a root of the container's size holding every view named.
        var yaml: String {
            var names: [String] = []
            for line in vfl {
                let text: String
                switch line {
                case .plain(let value): text = value
                case .withOptions(let value, _): text = value
                }
                var inBox = false, name = ""
                for character in text {
                    if character == "[" { inBox = true; name = ""; continue }
                    if inBox && (character.isLetter || character.isNumber || character == "_") { name.append(character); continue }
                    if inBox { inBox = false; if !names.contains(name) { names.append(name) } }
                }
            }
            var lines = ["device: {width: \(container.width), height: \(container.height), scale: 1}"]
            if let spacing { lines.append("spacing: {siblings: \(spacing.siblings), superview: \(spacing.superview)}") }
            if let metrics {
                lines.append("metrics:")
                for (key, value) in metrics.sorted(by: { $0.key < $1.key }) { lines.append("  \(key): \(value)") }
            }
            lines.append("root:")
            lines.append("  subviews:")
            for name in names { lines.append("    - id: \(name)") }
            lines.append("constraints:")
            for line in vfl {
                switch line {
                case .plain(let text): lines.append("  - \"\(text)\"")
                case .withOptions(let text, let options):
                    lines.append("  - {vfl: \"\(text)\", options: [\(options.joined(separator: ", "))]}")
                }
            }
            return lines.joined(separator: "\n") + "\n"
        }
    }

    /// A copy of shared/reference/vfl-cases.json, so the suite runs wherever the repository is.
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/vfl-cases.json")
    static let shared = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/reference/vfl-cases.json")

    static let cases: [Case] = {
        struct File: Decodable { let cases: [Case] }
        guard let data = try? Data(contentsOf: fixture), let file = try? JSONDecoder().decode(File.self, from: data) else {
            return []
        }
        return file.cases
    }()

    @Test func theReferenceFileIsThere() {
        #expect(Self.cases.count >= 25)
    }

    @Test func theCopyMatchesSharedReference() throws {
        // Where shared/ sits beside the repository (developers' machines, CI), the copy must
        // not have gone stale.
        guard let original = try? Data(contentsOf: Self.shared) else { return }
        #expect(try Data(contentsOf: Self.fixture) == original, "refresh Tests/LayoutTests/Fixtures/vfl-cases.json from shared/reference")
    }

    @Test(arguments: cases)
    func referenceCase(_ reference: Case) throws {
        let loaded: Scenario
        do {
            loaded = try ScenarioLoader.load(yaml: reference.yaml, file: "\(reference.id).yaml")
        } catch {
            #expect(reference.error == "parse", "unexpected error: \(error)")
            #expect(error.location.line > 1)  // the error points into the constraints
            return
        }
        #expect(reference.error == nil, "Apple rejects this line, layoutsnap accepted it")
        guard let result = SharedEngine.shared.layout(loaded).first else { return }
        let conflicts = result.codes(.unsatisfiableConstraints)
        if reference.unsatisfiable == true {
            #expect(!conflicts.isEmpty)
            return
        }
        #expect(conflicts.isEmpty, "\(conflicts.map(\.message))")
        for (id, frame) in reference.frames ?? [:] {
            let actual = result.frame(id)
            #expect(
                close(actual.x, frame.left) && close(actual.y, frame.top) && close(actual.width, frame.width)
                    && close(actual.height, frame.height),
                "\(id): \(actual) expected \(frame)")
        }
    }
}
