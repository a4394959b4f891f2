import Foundation
import LayoutSnapScenario
import LayoutSnapRender
@testable import LayoutSnapSnapshots
import Testing
import LayoutSnapPNG

/// check and record on scratch folders, with scenarios written inline.
@Suite struct SnapshotSuiteTests {
    static let base = """
        name: card
        device: {width: 120, height: 160, scale: 2}
        root:
          subviews:
            - id: card
              background: "#3366ff"
              subviews:
                - id: title
                  type: label
                  text: Title
        constraints:
          - card.left == root.left + 10
          - card.top == root.top + 20
          - card.width == 100
          - card.height == 60
          - title.left == card.left + 8
          - title.top == card.top + 8
        renders:
          - name: plain
          - name: moved
            set:
              title: {text: Moved}
        """

    struct Sandbox {
        let root: URL
        var snapshots: URL { root.appendingPathComponent("snapshots") }
        var failures: URL { root.appendingPathComponent("failures") }
        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsnap-snapshots-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        }
        func suite(ci: Bool = false, threshold: Double = 0.1, countsAntialiasing: Bool = false) -> SnapshotSuite {
            SnapshotSuite(
                options: SnapshotOptions(
                    snapshots: snapshots, failures: failures,
                    comparison: PixelComparison(threshold: threshold, countsAntialiasing: countsAntialiasing), ci: ci))
        }
        func remove() { try? FileManager.default.removeItem(at: root) }

        /// Rewrites the "plain" render's reference image with its pixels changed.
        func rewriteReference(_ change: (_ width: Int, _ pixels: inout [UInt8]) -> Void) throws {
            let url = snapshots.appendingPathComponent("card/plain.png")
            let image = try #require(PNGImage(bytes: [UInt8](try Data(contentsOf: url))))
            var pixels = image.pixels
            change(image.width, &pixels)
            let bytes = try PNGImage(width: image.width, height: image.height, pixels: pixels).encoded()
            try Data(bytes).write(to: url)
            // As if recorded elsewhere: the manifest matches the new image.
            let manifestURL = snapshots.appendingPathComponent("card/plain.manifest.json")
            var manifest = try #require(ReferenceManifest(bytes: [UInt8](try Data(contentsOf: manifestURL))))
            manifest.files["png"] = ReferenceManifest.fingerprint(bytes)
            manifest.files["png pixels"] = PixelChecksum(width: image.width, height: image.height, rgba: pixels).text
            try Data(manifest.encoded).write(to: manifestURL)
        }
    }

    private func scenario(_ yaml: String = base) throws -> Scenario { try ScenarioLoader.load(yaml: yaml, file: "card.yaml") }

    @Test func anUnchangedScenarioPasses() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = try sandbox.suite().record([try scenario()], mode: .all)
        let run = try sandbox.suite().check([try scenario()])
        #expect(run.outcomes.map(\.status) == [.passed, .passed])
        #expect(!run.failed)
        #expect(!FileManager.default.fileExists(atPath: sandbox.failures.path))
    }

    @Test func aOnePointChangeFailsWithALayoutDiffNamingTheView() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = try sandbox.suite().record([try scenario()], mode: .all)
        let moved = Self.base.replacingOccurrences(of: "card.top == root.top + 20", with: "card.top == root.top + 21")
        let run = try sandbox.suite().check([try scenario(moved)])
        let outcome = try #require(run.outcomes.first)
        #expect(outcome.status == .failed)
        #expect(outcome.layoutDifferences.contains("card.frame.y: 20 → 21 (+1)"))
        #expect(outcome.layoutDifferences.contains("title.absolute.y: 28 → 29 (+1)"))
        #expect(!outcome.layoutDifferences.contains { $0.hasPrefix("title.frame") })  // it did not move within the card
        // The failure left its evidence.
        for artifact in ["expected.png", "actual.png", "diff.png", "layout-diff.txt"] {
            #expect(FileManager.default.fileExists(atPath: sandbox.failures.appendingPathComponent("card/plain.\(artifact)").path))
        }
        let report = try String(contentsOf: sandbox.failures.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(report.contains("card.frame.y: 20 → 21 (+1)") && report.contains("type=\"range\""))
        let junit = try String(contentsOf: sandbox.failures.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("tests=\"2\" failures=\"2\""))
    }

    @Test func aTextChangeIsMarkedInsideTheString() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = try sandbox.suite().record([try scenario()], mode: .all)
        let edited = Self.base.replacingOccurrences(of: "text: Title", with: "text: Title bar")
        let run = try sandbox.suite().check([try scenario(edited)])
        let outcome = try #require(run.outcomes.first { $0.render == "plain" })
        #expect(outcome.layoutDifferences.contains("title.text: Title → Title bar (Title[+ bar])"))
        // A colour is not words: it keeps the plain form.
        let recoloured = Self.base.replacingOccurrences(of: "#3366ff", with: "#3366fe")
        let colourRun = try sandbox.suite().check([try scenario(recoloured)])
        let colour = try #require(colourRun.outcomes.first { $0.render == "plain" })
        #expect(colour.layoutDifferences.contains("card.background: #3366ff → #3366fe"))
    }

    @Test func aColourChangeFailsWithAPixelCountAndADiffImage() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = try sandbox.suite().record([try scenario()], mode: .all)
        let recoloured = Self.base.replacingOccurrences(of: "#3366ff", with: "#ff6633")
        let run = try sandbox.suite().check([try scenario(recoloured)])
        let outcome = try #require(run.outcomes.first)
        #expect(outcome.status == .failed)
        // The layout JSON names the colour before any pixel is counted.
        #expect(outcome.layoutDifferences == ["card.background: #3366ff → #ff6633"])
        // The whole card (200 × 120 pixels) changed colour, less the label's glyphs.
        let differing = try #require(outcome.differingPixels)
        #expect(differing > 18_000 && differing <= 200 * 120)
        let diff = try #require(PNGImage(bytes: [UInt8](try Data(contentsOf: sandbox.failures.appendingPathComponent("card/plain.diff.png")))))
        #expect(diff.pixel(x: 30, y: 110) == PNGImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(diff.pixel(x: 5, y: 5).red == diff.pixel(x: 5, y: 5).green)  // unchanged: grey
    }

    @Test func antialiasingNoiseWithinTheThresholdPasses() throws {
        // A reference whose pixels are all nudged by a small amount passes at the default
        // threshold and fails at threshold 0.
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = try sandbox.suite().record([try scenario()], mode: .all)
        try sandbox.rewriteReference { _, pixels in
            for index in stride(from: 0, to: pixels.count, by: 4) { pixels[index] = pixels[index] > 4 ? pixels[index] - 4 : pixels[index] + 4 }
        }
        #expect(try sandbox.suite().check([try scenario()]).outcomes.first?.status == .passed)
        #expect(try sandbox.suite(threshold: 0).check([try scenario()]).outcomes.first?.status == .failed)
    }

    @Test func allowedPixelsAndRatiosLetSmallChangesPass() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = try sandbox.suite().record([try scenario()], mode: .all)
        // Recolour a 2×2-pixel patch of the reference: 4 differing pixels of 240 × 320.
        try sandbox.rewriteReference { width, pixels in
            for y in 150..<152 { for x in 5..<7 { pixels[(y * width + x) * 4 + 1] = 0 } }
        }
        func status(pixels: Int = 0, ratio: Double = 0) throws -> SnapshotOutcome.Status? {
            let options = SnapshotOptions(snapshots: sandbox.snapshots, failures: sandbox.failures, allowedPixels: pixels, allowedRatio: ratio)
            return try SnapshotSuite(options: options).check([try scenario()]).outcomes.first?.status
        }
        #expect(try status() == .failed)
        #expect(try status(pixels: 3) == .failed)
        #expect(try status(pixels: 4) == .passed)
        #expect(try status(ratio: 4.0 / (240 * 320)) == .passed)
        #expect(try status(ratio: 3.0 / (240 * 320)) == .failed)
    }

    @Test func svgReferencesAreWrittenAndCompared() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let options = SnapshotOptions(snapshots: sandbox.snapshots, failures: sandbox.failures, includesSVG: true)
        _ = try SnapshotSuite(options: options).record([try scenario()], mode: .all)
        #expect(FileManager.default.fileExists(atPath: sandbox.snapshots.appendingPathComponent("card/plain.svg").path))
        // Once an SVG reference exists it is compared, with or without includesSVG.
        #expect(try sandbox.suite().check([try scenario()]).outcomes.allSatisfy { $0.status == .passed })
        let svg = sandbox.snapshots.appendingPathComponent("card/plain.svg")
        try (try String(contentsOf: svg, encoding: .utf8) + "<!-- edited -->").write(to: svg, atomically: true, encoding: .utf8)
        let outcome = try #require(try sandbox.suite().check([try scenario()]).outcomes.first)
        #expect(outcome.status == .failed && outcome.notes.contains("the SVG differs from its reference"))
    }

    @Test func aMissingLayoutReferenceFails() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = try sandbox.suite().record([try scenario()], mode: .all)
        try FileManager.default.removeItem(at: sandbox.snapshots.appendingPathComponent("card/plain.layout.json"))
        let outcome = try #require(try sandbox.suite().check([try scenario()]).outcomes.first)
        #expect(outcome.status == .failed && outcome.notes.first?.hasPrefix("no reference layout") == true)
    }

    @Test func junitDescribesEveryRender() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = try sandbox.suite().record([try scenario()], mode: .all)
        let passing = try sandbox.suite().check([try scenario()]).junitXML
        #expect(passing.contains("tests=\"2\" failures=\"0\"") && passing.contains("name=\"plain\"/>"))
    }

    @Test func aShiftedGlyphEdgeCountsAsAntialiasing() {
        // A one-pixel-wide grey ramp between black and white, shifted by one pixel.
        func image(_ shift: Int) -> PNGImage {
            var pixels: [UInt8] = []
            for _ in 0..<8 {
                for x in 0..<16 {
                    let value: UInt8 = x < 6 + shift ? 0 : x == 6 + shift ? 128 : 255
                    pixels += [value, value, value, 255]
                }
            }
            return PNGImage(width: 16, height: 8, pixels: pixels)
        }
        let result = PixelComparison(threshold: 0.1, countsAntialiasing: false).compare(image(0), image(1))
        #expect(result.differingPixels == 0)
        #expect(result.antialiasedPixels > 0)
        #expect(PixelComparison(countsAntialiasing: true).compare(image(0), image(1)).differingPixels > 0)
    }

    @Test func aSizeMismatchStillGivesADiff() {
        let small = PNGImage(width: 2, height: 2, pixels: [UInt8](repeating: 255, count: 16))
        let large = PNGImage(width: 3, height: 2, pixels: [UInt8](repeating: 255, count: 24))
        let result = PixelComparison(threshold: 0.1, countsAntialiasing: false).compare(small, large)
        #expect(result.differingPixels == 2 && result.diff.width == 3)
    }

    @Test func aMissingReferenceUnderCIFailsAndWritesNothing() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let lenient = try sandbox.suite().check([try scenario()])
        #expect(lenient.outcomes.map(\.status) == [.missing, .missing] && !lenient.failed)
        let strict = try sandbox.suite(ci: true).check([try scenario()])
        #expect(strict.failed)
        #expect(!FileManager.default.fileExists(atPath: sandbox.snapshots.path))
    }

    @Test func recordChangedTouchesOnlyTheChangedFiles() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = try sandbox.suite().record([try scenario()], mode: .all)
        let plain = sandbox.snapshots.appendingPathComponent("card/plain.png")
        let moved = sandbox.snapshots.appendingPathComponent("card/moved.png")
        let before = try FileManager.default.attributesOfItem(atPath: plain.path)[.modificationDate] as? Date
        let movedBefore = try Data(contentsOf: moved)
        Thread.sleep(forTimeInterval: 0.02)
        // Only the "moved" render changes.
        let changed = Self.base.replacingOccurrences(of: "title: {text: Moved}", with: "title: {text: Moved again}")
        let run = try sandbox.suite().record([try scenario(changed)], mode: .changed)
        #expect(run.outcomes.map(\.status) == [.unchanged, .recorded])
        #expect(try FileManager.default.attributesOfItem(atPath: plain.path)[.modificationDate] as? Date == before)
        #expect(try Data(contentsOf: moved) != movedBefore)
        #expect(try sandbox.suite().check([try scenario(changed)]).outcomes.allSatisfy { $0.status == .passed })
        // missing writes nothing when everything exists.
        #expect(try sandbox.suite().record([try scenario(changed)], mode: .missing).outcomes.allSatisfy { $0.status == .unchanged })
    }

    @Test func orphanedReferencesAreListed() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = try sandbox.suite().record([try scenario()], mode: .all)
        let fewer = Self.base.replacingOccurrences(of: "\n  - name: moved\n    set:\n      title: {text: Moved}", with: "")
        #expect(fewer != Self.base)
        let orphans = SnapshotStore(root: sandbox.snapshots).orphans(of: [try scenario(fewer)], readFrom: []).map(\.lastPathComponent)
        #expect(orphans == ["moved.layout.json", "moved.manifest.json", "moved.png"])
    }

    @Test func anotherEnvironmentIsSaidUpFront() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = try sandbox.suite().record([try scenario()], mode: .all)
        let url = sandbox.snapshots.appendingPathComponent("card/environment.json")
        let recorded = try String(contentsOf: url, encoding: .utf8)
        try recorded.replacingOccurrences(of: "\"pango\": \"", with: "\"pango\": \"0.9-").write(to: url, atomically: true, encoding: .utf8)
        let run = try sandbox.suite().check([try scenario()])
        #expect(run.environmentDifferences["card"]?.first?.hasPrefix("Pango 0.9-") == true)
    }

    /// A reference in other bytes than today's encoder writes (an older build's, an
    /// optimiser's) whose manifest vouches for its bytes and pixels passes on the render's own
    /// pixel checksum: here the file could not even be decoded, so no decoding took place.
    @Test func aReferenceItsManifestVouchesForPassesWithoutBeingDecoded() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = try sandbox.suite().record([try scenario()], mode: .all)
        let url = sandbox.snapshots.appendingPathComponent("card/plain.png")
        var bytes = [UInt8](try Data(contentsOf: url))
        let data = try #require(bytes.indices.dropLast(12).first { Array(bytes[$0..<($0 + 4)]) == Array("IDAT".utf8) }) + 8
        bytes[data] ^= 0xFF  // the chunk's CRC no longer matches: libpng refuses the file
        #expect(PNGImage(bytes: bytes) == nil)
        try Data(bytes).write(to: url)
        let manifestURL = sandbox.snapshots.appendingPathComponent("card/plain.manifest.json")
        var manifest = try #require(ReferenceManifest(bytes: [UInt8](try Data(contentsOf: manifestURL))))
        manifest.files["png"] = ReferenceManifest.fingerprint(bytes)
        try Data(manifest.encoded).write(to: manifestURL)

        #expect(try sandbox.suite(ci: true).check([try scenario()]).outcomes.map(\.status) == [.passed, .passed])
        // record --mode changed leaves it as it is.
        #expect(try sandbox.suite().record([try scenario()], mode: .changed).outcomes.map(\.status) == [.unchanged, .unchanged])
        #expect([UInt8](try Data(contentsOf: url)) == bytes)
        // Once the render's pixels differ, the file is decoded, and says it cannot be.
        let changed = Self.base.replacingOccurrences(of: "#3366ff", with: "#3366fe")
        let failed = try #require(try sandbox.suite().check([try scenario(changed)]).outcomes.first)
        #expect(failed.status == .failed)
        #expect(failed.notes.contains("the reference image cannot be decoded"))
    }

    /// A render whose pixels the reference's manifest records is not encoded: the reference's
    /// bytes stand for it, so a passing check writes no PNG at all. Recording every file anew
    /// encodes it (today's bytes); a record of what changed keeps the reference as it is.
    @Test func provenPixelsAreNotEncoded() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let card = try scenario()
        _ = try sandbox.suite().record([card], mode: .all)
        let url = sandbox.snapshots.appendingPathComponent("card/plain.png")
        let todays = [UInt8](try Data(contentsOf: url))
        // The same pixels in other bytes (a text chunk after the header, as an optimiser or
        // another tool might leave), the manifest vouching for them.
        let older = Array(todays[0..<33]) + Self.chunk("tEXt", Array("Software\0elsewhere".utf8)) + Array(todays[33...])
        try Data(older).write(to: url)
        let manifestURL = sandbox.snapshots.appendingPathComponent("card/plain.manifest.json")
        var manifest = try #require(ReferenceManifest(bytes: [UInt8](try Data(contentsOf: manifestURL))))
        manifest.files["png"] = ReferenceManifest.fingerprint(older)
        try Data(manifest.encoded).write(to: manifestURL)
        func same(_ a: [UInt8]?, _ b: [UInt8]) -> Bool { a == b }

        let suite = sandbox.suite(ci: true)
        let plain = [(card, card.renders[0])]
        let proven = try suite.produce(plain)
        #expect(same(proven[0].files["png"], older), "the reference stands for the render")
        #expect(proven[0].pixelChecksum == manifest.files["png pixels"])
        #expect(same(try suite.produce(plain, provingFromReferences: false)[0].files["png"], todays))
        #expect(try suite.check([card]).outcomes.map(\.status) == [.passed, .passed])
        // Pixels the manifest does not record are encoded.
        let changed = try scenario(Self.base.replacingOccurrences(of: "#3366ff", with: "#3366fe"))
        let encoded = try #require(try suite.produce([(changed, changed.renders[0])])[0].files["png"])
        #expect(!same(encoded, older) && PNGImage(bytes: encoded) != nil)
        _ = try sandbox.suite().record([card], mode: .changed)
        #expect(same([UInt8](try Data(contentsOf: url)), older), "record --mode changed keeps it")
        _ = try sandbox.suite().record([card], mode: .all)
        #expect(same([UInt8](try Data(contentsOf: url)), todays), "record --mode all writes today's bytes")
    }

    /// A PNG chunk: length, type, data, CRC-32.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc ^= 0xFFFF_FFFF
        func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc)
    }
}
