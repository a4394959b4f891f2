import LayoutSnapScenario
import LayoutSnapText

// Text a pinned font cannot draw would come out blank (or as boxes) on the snapshot while the
// device shows it: a warning names the characters so the reference is not trusted silently.

extension LayoutSystem {
    mutating func diagnoseMissingGlyphs() {
        for view in views {
            let texts = [view.label?.text, view.control?.title, view.control?.placeholder].compactMap { $0 }
            let missing = texts.flatMap { GlyphCoverage.uncoveredCharacters(in: $0) }
            guard !missing.isEmpty else { continue }
            var unique: [Unicode.Scalar] = []
            for scalar in missing where !unique.contains(scalar) { unique.append(scalar) }
            let listed = unique.prefix(8).map { "U+\(String($0.value, radix: 16, uppercase: true).leftPadded(to: 4)) '\($0)'" }
            let more = unique.count > 8 ? " and \(unique.count - 8) more" : ""
            diagnostics.append(
                Diagnostic(
                    severity: .warning, code: .missingGlyphs, views: [view.id], axis: nil,
                    message: "\(view.id) has text no pinned font can draw: \(listed.joined(separator: ", "))\(more); it is measured but drawn blank",
                    source: view.location))
        }
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
