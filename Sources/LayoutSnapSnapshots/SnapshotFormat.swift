import Foundation
import LayoutSnapLayout
import LayoutSnapPipeline
import LayoutSnapPNG
import LayoutSnapRender

/// One kind of reference file a render is checked against — its layout JSON, its PNG, its
/// SVG — as a value, in the manner of swift-snapshot-testing's `Snapshotting` and `Diffing`:
/// how the file is made from a laid-out render, how a reference is compared with it, and what
/// a failure leaves in the report. `check`, `record`, the failure report and the
/// swift-snapshot-testing adapter all go through these.
package struct SnapshotFormat: Sendable {
    /// What a missing reference means.
    package enum Presence: Sendable {
        /// The render has no reference yet (missing; a failure under `--ci`).
        case required
        /// The reference set is broken: a failure, with a note.
        case expected
        /// Checked only when the reference exists (and made only then, or when asked for).
        case optional
    }

    /// How a current file differs from its reference.
    package struct Difference: Sendable {
        /// Whether the difference fails the check (pixels within the allowance do not).
        package var fails = true
        package var layoutDifferences: [String] = []
        package var differingPixels: Int?
        package var totalPixels: Int?
        package var notes: [String] = []
        /// Files for the failure report, by suffix (`diff.png`, `layout-diff.txt`), made
        /// only when the report is written.
        package var artifacts: [(suffix: String, bytes: @Sendable () -> [UInt8])] = []
    }

    /// The file's suffix after `<render>.`: `layout.json`, `png`, `svg`.
    package let suffix: String
    package let presence: Presence
    private let make: @Sendable (LaidOutRender, RenderWorker, PixelChecks) throws(RenderError) -> [UInt8]
    private let difference: @Sendable (_ reference: [UInt8], _ actual: [UInt8], SnapshotOptions) -> Difference?

    /// The file for a laid-out render, drawn with `worker`.
    package func make(_ laidOut: LaidOutRender, worker: RenderWorker) throws(RenderError) -> [UInt8] {
        try make(laidOut, worker, PixelChecks())
    }

    /// What a PNG's drawing is asked about its pixels (other formats ignore it).
    struct PixelChecks: Sendable {
        /// Whether to work out the checksum of an encoded PNG (`RenderedJob.pixelChecksums`).
        var wanted: RenderOptions.PixelChecksumWanted?
        /// A reference that holds the same pixels, whose bytes then stand for the PNG.
        var proven: RenderOptions.ProvenReference?
    }

    /// `make` as a drawing of the shared render loop.
    var drawing: RenderJob.Drawing { drawing(PixelChecks()) }

    /// `make` as a drawing that answers `checks` about a PNG's pixels.
    func drawing(_ checks: PixelChecks) -> RenderJob.Drawing {
        let make = self.make
        // No reference file draws constraint diagrams.
        return RenderJob.Drawing(needsConstraintGeometry: false) { laidOut, worker throws(RenderError) in try make(laidOut, worker, checks) }
    }

    /// How `actual` differs from `reference`; nil when it does not (byte-identical files are
    /// not compared further).
    package func difference(reference: [UInt8], actual: [UInt8], options: SnapshotOptions) -> Difference? {
        reference.hasSameBytes(as: actual) ? nil : difference(reference, actual, options)
    }

    /// Every format, in the order a check reports them: layout first (it explains a change
    /// best), then pixels, then SVG.
    package static let all: [SnapshotFormat] = [.layoutJSON, .png, .svg]

    /// The layout JSON of the render, compared view by view to 0.01 pt.
    package static let layoutJSON = SnapshotFormat(
        suffix: "layout.json", presence: .expected,
        make: { laidOut, _, _ in Array(LayoutSnapLayout.layoutJSON([laidOut.layout]).utf8) },
        difference: { reference, actual, _ in
            let lines = LayoutDiff.differences(expected: String(decoding: reference, as: UTF8.self), actual: String(decoding: actual, as: UTF8.self))
            guard !lines.isEmpty else { return nil }
            return Difference(layoutDifferences: lines, artifacts: [("layout-diff.txt", { Array((lines.joined(separator: "\n") + "\n").utf8) })])
        })

    /// The screen as a PNG, compared pixel by pixel with the options' comparison; a
    /// difference in container bytes alone is none.
    package static let png = SnapshotFormat(
        suffix: "png", presence: .required,
        make: { laidOut, worker, checks throws(RenderError) in
            var options = RenderOptions(format: .png)
            options.checksumsPixels = checks.wanted
            options.provenReference = checks.proven
            return try worker.draw(laidOut, options: options)
        },
        difference: { reference, actual, options in
            guard let expected = PNGImage(bytes: reference), let current = PNGImage(bytes: actual) else {
                // A Git LFS pointer is what a checkout without LFS leaves in a PNG's place.
                let pointer = reference.starts(with: Array("version https://git-lfs".utf8))
                return Difference(notes: [
                    pointer ? "the reference is a Git LFS pointer, not a PNG: check out with LFS (git lfs pull; actions/checkout with lfs: true)"
                        : "the reference image cannot be decoded"
                ])
            }
            let result = options.comparison.compare(expected, current)
            let allowed = max(options.allowedPixels, Int(options.allowedRatio * Double(result.totalPixels)))
            var difference = Difference(fails: result.differingPixels > allowed, differingPixels: result.differingPixels, totalPixels: result.totalPixels)
            if expected.width != current.width || expected.height != current.height {
                difference.notes.append("size \(expected.width)×\(expected.height) → \(current.width)×\(current.height) pixels")
            }
            // Only zlib without memory fails to encode it; the report then shows no diff image.
            if let diff = try? result.diff.encoded() { difference.artifacts.append(("diff.png", { diff })) }
            return difference
        })

    /// The structured SVG, compared byte for byte.
    package static let svg = SnapshotFormat(
        suffix: "svg", presence: .optional,
        make: { laidOut, worker, _ throws(RenderError) in try worker.draw(laidOut, options: RenderOptions(format: .svg)) },
        difference: { _, _, _ in Difference(notes: ["the SVG differs from its reference"]) })
}
