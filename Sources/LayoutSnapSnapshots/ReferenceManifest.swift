import CZlib
import Foundation

/// Written after a render's reference files, last: which files make up the set and a
/// checksum of each. A set whose files do not match its manifest (a `record` killed half-way)
/// counts as missing, so the next `record` repairs it rather than skipping it.
struct ReferenceManifest: Codable, Equatable {
    var scenario: String
    var render: String
    /// The scenario file, relative to the store's folder: whole-folder orphans are only ever
    /// those recorded from the paths a run read.
    var source: String?
    /// File name → "crc32 size".
    var files: [String: String]

    static func fingerprint(_ bytes: [UInt8]) -> String {
        let crc = bytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) }
        return String(format: "%08x %d", UInt32(crc), bytes.count)
    }

    var encoded: [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array((try? encoder.encode(self)) ?? Data()) + [0x0A]
    }

    init(scenario: String, render: String, source: String?, files: [String: String]) {
        self.scenario = scenario
        self.render = render
        self.source = source
        self.files = files
    }

    init?(bytes: [UInt8]) {
        guard let manifest = try? JSONDecoder().decode(ReferenceManifest.self, from: Data(bytes)) else { return nil }
        self = manifest
    }
}

/// A relative path from the folder `base` to `target`, both absolute and standardised.
func relativePath(from base: String, to target: String) -> String {
    let from = base.split(separator: "/"), to = target.split(separator: "/")
    var common = 0
    while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
    let ups = Array(repeating: "..", count: from.count - common)
    return (ups + to[common...].map(String.init)).joined(separator: "/")
}

/// The process's working directory, asked once: layoutsnap never changes it.
private let workingDirectory = FileManager.default.currentDirectoryPath

/// The absolute, standardised form of a path as the user wrote it: `.` and `..` resolved by
/// their names (symbolic links are not followed), repeated and trailing slashes dropped. Worked
/// out on the string: a run asks for several per render, where Foundation's URLs cost more than
/// the rest of a cached check.
func absolutePath(_ path: String) -> String {
    let full = path.hasPrefix("/") ? path : workingDirectory + "/" + path
    var parts: [Substring] = []
    for part in full.split(separator: "/") {
        switch part {
        case ".": continue
        case "..": if !parts.isEmpty { parts.removeLast() }
        default: parts.append(part)
        }
    }
    return "/" + parts.joined(separator: "/")
}
