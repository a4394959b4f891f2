import LayoutSnapPNG
import Testing

@testable import LayoutSnapSnapshots

/// How a failed render's details read, in the terminal and in test failures alike.
@Suite struct FailureDetailTests {
    @Test func longDiffsSayHowManyMoreAndOtherRenderersAreNamed() {
        var outcome = SnapshotOutcome(scenario: "card", render: "plain", status: .failed)
        outcome.layoutDifferences = (1...23).map { "view\($0).frame.y: \($0) → \($0 + 1)" }
        let run = SnapshotRun(outcomes: [outcome], environmentDifferences: ["card": ["pango 1.50.12 → 1.52.0"]], orphans: [])
        let lines = SnapshotSummary.details(of: outcome, in: run)
        #expect(lines.count == 22)
        #expect(lines[0] == "    view1.frame.y: 1 → 2" && lines[19] == "    view20.frame.y: 20 → 21")
        #expect(lines[20] == "    … 3 more (the report lists them all)")
        #expect(lines[21] == "    recorded on another renderer: pango 1.50.12 → 1.52.0")
        #expect(SnapshotSummary.details(of: outcome, in: run, limit: 30).count == 24)
    }
}

/// A Git LFS pointer in a PNG's place says what it is and how to get the image.
@Suite struct LFSPointerTests {
    @Test func aPointerIsNamed() throws {
        let actual = try LayoutSnapPNG.PNGImage(width: 1, height: 1, pixels: [255, 0, 0, 255]).encoded()
        let pointer = Array("version https://git-lfs.github.com/spec/v1\noid sha256:4d7a\nsize 44394\n".utf8)
        let difference = try #require(SnapshotFormat.png.difference(reference: pointer, actual: actual, options: SnapshotOptions()))
        #expect(difference.notes == ["the reference is a Git LFS pointer, not a PNG: check out with LFS (git lfs pull; actions/checkout with lfs: true)"])
        let garbage = try #require(SnapshotFormat.png.difference(reference: [1, 2, 3], actual: actual, options: SnapshotOptions()))
        #expect(garbage.notes == ["the reference image cannot be decoded"])
    }
}
