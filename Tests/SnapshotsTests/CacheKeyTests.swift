import Foundation
import LayoutSnapInterfaceBuilder
import LayoutSnapPipeline
import LayoutSnapScenario
import Testing

@testable import LayoutSnapSnapshots

/// The check cache's key (shared/repro L10, L11): every input byte and every option that can
/// change a render's result changes the key, so a cache entry is never trusted for a run it
/// does not describe.
@Suite struct CacheKeyTests {
    /// A 4×2 PNG's signature and header: enough for the loader to size an image view.
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 4, 0, 0, 0, 2, 8, 6, 0, 0, 0]
    static let yaml = "name: card\ndevice: {width: 120, height: 160, scale: 2}\nroot:\n  subviews:\n    - {id: pic, type: image, image: pic.png}\nconstraints: [pic.left == 0, pic.top == 0]\n"

    struct Project {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsnap-key-\(UUID().uuidString)")
        var file: String { root.appendingPathComponent("card.yaml").path }
        var store: SnapshotStore { SnapshotStore(root: root.appendingPathComponent("snapshots")) }

        func write(_ bytes: [UInt8], _ path: String) throws {
            let url = URL(fileURLWithPath: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
    }

    @Test func everyInputAndOptionChangesTheKey() throws {
        let project = Project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write(Array(Self.yaml.utf8), project.file)
        try project.write(Self.png, project.root.appendingPathComponent("pic.png").path)
        let scenario = try ScenarioLoader.load(file: project.file)
        let render = try #require(scenario.renders.first)
        let folder = project.store.folder(of: scenario)
        for suffix in SnapshotStore.suffixes {
            try project.write(Array("reference \(suffix)".utf8), project.store.path(inFolder: folder, render.name, suffix))
        }
        let cache = SnapshotCache(folder: project.root.appendingPathComponent("cache"))
        func key(_ render: RenderSpec = render, _ change: (inout SnapshotOptions) -> Void = { _ in }) throws -> String {
            var options = SnapshotOptions(snapshots: project.root.appendingPathComponent("snapshots"))
            change(&options)
            let loaded = try ScenarioLoader.load(file: project.file)
            return try #require(cache.key(for: loaded, render: render, options: options, store: project.store))
        }
        let base = try key()
        #expect(try key() == base, "the same inputs give the same key")

        var keys: [String: String] = [:]
        keys["threshold"] = try key { $0.comparison.threshold = 0.1 }
        keys["anti-aliasing"] = try key { $0.comparison.countsAntialiasing.toggle() }
        keys["allowed pixels"] = try key { $0.allowedPixels = 5 }
        keys["allowed ratio"] = try key { $0.allowedRatio = 0.01 }
        keys["SVG"] = try key { $0.includesSVG = true }
        keys["CI"] = try key { $0.ci = true }
        keys["intrinsic sizes"] = try key { $0.inputs.intrinsicSizes = .stored }
        keys["size class"] = try key { $0.inputs.sizeClass = SizeClass(width: .compact, height: .regular) }
        keys["asset folders"] = try key { $0.inputs.assetFolders = ["shared-assets"] }
        var other = render
        other.name = "other"
        keys["render name"] = try key(other)
        other = render
        other.device = Device.presets["iphone-se"]
        keys["device"] = try key(other)
        for (name, change) in [
            ("appearance", { (traits: inout Traits) in traits.appearance = .dark }),
            ("content size", { (traits: inout Traits) in traits.contentSizeCategory = .AX3 }),
            ("direction", { (traits: inout Traits) in traits.direction = .rtl }),
        ] {
            other = render
            change(&other.traits)
            keys[name] = try key(other)
        }
        other = render
        other.filmstrip = Filmstrip(count: 3)
        keys["filmstrip"] = try key(other)

        // Files: each changed in one byte, with the same length (the scenario's in a digit,
        // so that it still loads).
        func changed(_ path: String, _ label: String) throws {
            var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            let saved = bytes
            let digit = path == project.file ? bytes.firstIndex(of: UInt8(ascii: "0")) : nil
            bytes[digit ?? bytes.count - 1] ^= 0x01
            try project.write(bytes, path)
            keys[label] = try key()
            try project.write(saved, path)
        }
        try changed(project.file, "scenario file")
        try changed(project.root.appendingPathComponent("pic.png").path, "image")
        for suffix in SnapshotStore.suffixes {
            try changed(project.store.path(inFolder: folder, render.name, suffix), "reference \(suffix)")
        }
        #expect(keys.count == 21)
        for (label, value) in keys { #expect(value != base, "\(label) left the key unchanged") }
        #expect(Set(keys.values).count == keys.count, "two changes gave the same key")
        #expect(try key() == base, "every file restored, the key is the first one again")
        // The files are identified by SHA-256, not by a CRC.
        #expect(base.contains("scenario card \(SHA256.hex(Array(Self.yaml.utf8)))"))
    }
}
