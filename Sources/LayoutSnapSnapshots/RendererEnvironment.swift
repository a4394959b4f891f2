import CCairo
import CPangoCairo
import CZlib
import Foundation
import LayoutSnapScenario
import LayoutSnapText

/// What rendered a snapshot: the Cairo and Pango versions and a checksum of each pinned font
/// file. A check on a different environment says so up front, so that a difference caused by
/// a new Pango is not mistaken for a layout change.
package struct RendererEnvironment: Equatable, Sendable {
    package var cairo: String
    package var pango: String
    /// Font file name → CRC-32 of its bytes.
    package var fonts: [String: String]

    /// This process's environment (the fonts are read once).
    package static let current: RendererEnvironment = {
        let files = FontConfiguration.pinnedFontPaths.map { (name: ($0 as NSString).lastPathComponent, path: $0) }
        // About 100 MB of fonts: checksummed on every core, or taken from the memo while the
        // files are unchanged, since every check starts here.
        let checksums = ChecksumMemo.checksums(files.map(\.path), memo: "fonts") { path in
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            let crc = data.withUnsafeBytes { buffer in
                crc32(0, buffer.bindMemory(to: UInt8.self).baseAddress, UInt32(buffer.count))
            }
            return String(format: "%08x", UInt32(crc))
        }
        var fonts: [String: String] = [:]
        for (file, checksum) in zip(files, checksums) { fonts[file.name] = checksum }
        return RendererEnvironment(
            cairo: String(cString: cairo_version_string()), pango: String(cString: pango_version_string()), fonts: fonts)
    }()

    /// Strings quoted and escaped as the scenario writer's (a JSON string literal each).
    package var json: String {
        let quote = ScenarioWriter.quote
        let fontLines = fonts.sorted { $0.key < $1.key }.map { "    \(quote($0.key)): \(quote($0.value))" }.joined(separator: ",\n")
        return "{\n  \"cairo\": \(quote(cairo)),\n  \"pango\": \(quote(pango)),\n  \"fonts\": {\n\(fontLines)\n  }\n}\n"
    }

    package init(cairo: String, pango: String, fonts: [String: String]) {
        self.cairo = cairo
        self.pango = pango
        self.fonts = fonts
    }

    package init?(json text: String) {
        guard let object = JSONValue.parse(text), let cairo = object["cairo"]?.string, let pango = object["pango"]?.string
        else { return nil }
        self.init(cairo: cairo, pango: pango, fonts: (object["fonts"]?.fields ?? [:]).compactMapValues(\.string))
    }

    /// How `other` (a reference's environment) differs from this one, for people.
    package func differences(from other: RendererEnvironment) -> [String] {
        var lines: [String] = []
        if cairo != other.cairo { lines.append("Cairo \(other.cairo) recorded, \(cairo) here") }
        if pango != other.pango { lines.append("Pango \(other.pango) recorded, \(pango) here") }
        for name in Set(fonts.keys).union(other.fonts.keys).sorted() where fonts[name] != other.fonts[name] {
            lines.append("font \(name): \(other.fonts[name] ?? "absent") recorded, \(fonts[name] ?? "absent") here")
        }
        return lines
    }
}
