import Foundation
import Render

/// What a failing check leaves for people and CI: expected, actual and diff images and the
/// layout diff per failure, one HTML report for the run, and JUnit XML.
struct FailureReport {
    let options: SnapshotOptions
    static let marker = ".layoutsnap-failures"

    func write(_ run: inout SnapshotRun, produced: [SnapshotSuite.Produced]) throws {
        let folder = options.failures
        // Clear the last run's report, but only in a folder this tool made.
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent(Self.marker).path) {
            try? FileManager.default.removeItem(at: folder)
        }
        let failing = run.outcomes.indices.filter { run.outcomes[$0].status == .failed }
        guard !failing.isEmpty else { return }
        try AtomicFile.write("layoutsnap writes this folder on every failing check and clears it on the next.\n", to: folder.appendingPathComponent(Self.marker))
        for index in failing {
            let outcome = run.outcomes[index]
            guard let item = produced.first(where: { $0.scenario.name == outcome.scenario && $0.render.name == outcome.render }) else { continue }
            let base = "\(safeFileName(outcome.scenario))/\(safeFileName(outcome.render))"
            var artifacts: [String: String] = [:]
            func save(_ bytes: [UInt8], _ suffix: String) throws {
                try AtomicFile.write(bytes, to: folder.appendingPathComponent("\(base).\(suffix)"))
                artifacts[suffix] = "\(base).\(suffix)"
            }
            try save(item.png, "actual.png")
            if let reference = FileManager.default.contents(atPath: options.referenceURL(outcome.scenario, outcome.render, "png").path) {
                try save([UInt8](reference), "expected.png")
                if let expected = PNGImage(bytes: [UInt8](reference)), let actual = PNGImage(bytes: item.png) {
                    try save(options.comparison.compare(expected, actual).diff.encoded(), "diff.png")
                }
            }
            if !outcome.layoutDifferences.isEmpty { try save(Array((outcome.layoutDifferences.joined(separator: "\n") + "\n").utf8), "layout-diff.txt") }
            run.outcomes[index].artifacts = artifacts
        }
        try AtomicFile.write(html(run), to: folder.appendingPathComponent("report.html"))
        try AtomicFile.write(run.junitXML, to: folder.appendingPathComponent("junit.xml"))
    }

}

/// Why a render failed, in one line.
public enum SnapshotSummary {
    public static func text(_ outcome: SnapshotOutcome) -> String {
        var parts: [String] = []
        if !outcome.layoutDifferences.isEmpty { parts.append("layout: \(outcome.layoutDifferences.count) difference\(outcome.layoutDifferences.count == 1 ? "" : "s")") }
        if let count = outcome.differingPixels, let total = outcome.totalPixels, count > 0 {
            parts.append("pixels: \(count) of \(total) differ (\(String(format: "%.3f", 100 * Double(count) / Double(total)))%)")
        }
        parts += outcome.notes
        return parts.joined(separator: "; ")
    }
}

extension FailureReport {
    func html(_ run: SnapshotRun) -> String {
        let failed = run.outcomes.filter { $0.status == .failed }
        var body = "<h1>layoutsnap: \(failed.count) of \(run.outcomes.count) snapshot\(run.outcomes.count == 1 ? "" : "s") failed</h1>\n"
        body += "<p>If a change is intended, accept it with <code>layoutsnap record --mode changed</code>.</p>\n"
        for outcome in failed {
            body += "<section id=\"\(escape(outcome.name))\">\n<h2>\(escape(outcome.name))</h2>\n"
            body += "<p class=\"summary\">\(escape(SnapshotSummary.text(outcome)))</p>\n"
            if let environment = run.environmentDifferences[outcome.scenario] {
                body += "<p class=\"environment\">Recorded on a different renderer: \(escape(environment.joined(separator: "; "))). Differences may come from that rather than from the layout.</p>\n"
            }
            if !outcome.layoutDifferences.isEmpty {
                body += "<h3>Layout</h3>\n<pre>\(escape(outcome.layoutDifferences.joined(separator: "\n")))</pre>\n"
            }
            let expected = outcome.artifacts["expected.png"], actual = outcome.artifacts["actual.png"], diff = outcome.artifacts["diff.png"]
            body += "<div class=\"images\">\n"
            for (title, path) in [("Expected", expected), ("Actual", actual), ("Diff", diff)] {
                guard let path else { continue }
                body += "<figure><figcaption>\(title)</figcaption><a href=\"\(escape(path))\"><img src=\"\(escape(path))\" alt=\"\(title)\"></a></figure>\n"
            }
            if let expected, let actual {
                // Actual over expected; the slider uncovers the expected image from the left.
                body += """
                    <figure><figcaption>Overlay <span class="hint">expected ◂ ▸ actual</span></figcaption>
                    <div class="slider"><img src="\(escape(expected))" alt="expected"><div class="top"><img src="\(escape(actual))" alt="actual"></div></div>
                    <input type="range" min="0" max="100" value="50" aria-label="how much of the expected image to show"
                      oninput="this.previousElementSibling.querySelector('.top').style.clipPath='inset(0 0 0 '+this.value+'%)'"></figure>

                    """
            }
            body += "</div>\n</section>\n"
        }
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>layoutsnap report</title>
            <style>
            body { font: 15px/1.45 system-ui, sans-serif; margin: 24px; color: #1c1c1e; background: #fff; }
            h1 { font-size: 22px; } h2 { font-size: 18px; margin-top: 40px; border-top: 1px solid #ddd; padding-top: 16px; }
            h3 { font-size: 15px; margin-bottom: 6px; } .hint { font-weight: normal; color: #666; font-size: 13px; }
            .summary { color: #b00020; font-weight: 600; } .environment { background: #fff4ce; padding: 8px 12px; border-radius: 6px; }
            pre { background: #f4f4f6; padding: 12px; border-radius: 6px; overflow-x: auto; font-size: 13px; }
            .images { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
            figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: 4px; }
            .images img { max-width: 320px; max-height: 640px; border: 1px solid #ccc; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
            .slider { position: relative; border: 1px solid #ccc; line-height: 0; }
            .slider img { display: block; max-width: 320px; max-height: 640px; border: 0; }
            .slider .top { position: absolute; inset: 0; clip-path: inset(0 0 0 50%); }
            figure input[type=range] { display: block; width: 100%; margin-top: 6px; }
            code { background: #f4f4f6; padding: 1px 5px; border-radius: 4px; }
            section { margin-bottom: 48px; }
            </style></head><body>
            \(body)</body></html>

            """
    }

    private func escape(_ text: String) -> String { text.xmlEscaped }
}
