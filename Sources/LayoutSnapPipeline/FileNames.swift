import Foundation
import LayoutSnapScenario

/// A name that stays one path component: anything outside letters, digits, '-', '_' and '.'
/// becomes '-', and leading dots are dropped.
package func safeFileName(_ name: String) -> String {
    // Most names are safe already: checked byte by byte, without Foundation's character sets.
    if let first = name.utf8.first, first != UInt8(ascii: "."), name.utf8.allSatisfy(isSafeFileNameByte) { return name }
    let mapped = String(name.unicodeScalars.map { scalar -> Character in
        scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "-_.".unicodeScalars.contains(scalar)) ? Character(scalar) : "-"
    })
    let trimmed = mapped.drop { $0 == "." }
    return trimmed.isEmpty ? "unnamed" : String(trimmed)
}

private func isSafeFileNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
        return true
    default:
        return false
    }
}

/// The longest scenario or render name, in bytes, once it is a file name: leaves room in the
/// usual 255-byte limit for the longest suffix (`.content.layout.json`) and the temporary
/// file's prefix and UUID.
package let maximumFileNameLength = 180

/// Refuses scenarios whose outputs would land in one folder: equal names, or names that
/// sanitise to the same file name (`a/b` and `a-b`; `''`, `.` and `..` all become `unnamed`).
/// The error points at the second one and names the first.
package func checkUniqueFileNames(_ scenarios: [Scenario]) throws(ScenarioError) {
    var seen: [String: Scenario] = [:]
    for scenario in scenarios {
        let fileName = safeFileName(scenario.name)
        guard fileName.utf8.count <= maximumFileNameLength else {
            throw ScenarioError(
                "the scenario name is \(fileName.utf8.count) bytes long as a file name; at most \(maximumFileNameLength) are allowed",
                at: scenario.nameLocation)
        }
        for render in scenario.renders where safeFileName(render.name).utf8.count > maximumFileNameLength {
            throw ScenarioError(
                "render '\(render.name.prefix(40))…' is \(render.name.utf8.count) bytes long; at most \(maximumFileNameLength) are allowed",
                at: scenario.nameLocation)
        }
        if let first = seen[fileName] {
            let how = first.name == scenario.name ? "'\(scenario.name)'" : "'\(scenario.name)' (as a file name '\(fileName)', like '\(first.name)')"
            throw ScenarioError(
                "scenario name \(how) is also used by \(first.nameLocation); its outputs and references would overwrite each other — give one of them another `name:`",
                at: scenario.nameLocation)
        }
        seen[fileName] = scenario
    }
}

/// Where one drawing of a render goes below an output folder: `<scenario>/<render><kind>.<ext>`,
/// both names made safe as file names (`layoutsnap render`, the gallery).
/// - Parameter kind: what the file shows besides the screen: `.content`, `.filmstrip`,
///   `.constraints`, or nothing.
package func renderOutputPath(scenario: String, render: String, kind: String = "", extension ext: String) -> [String] {
    [safeFileName(scenario), "\(safeFileName(render))\(kind).\(ext)"]
}
