import Foundation
import LayoutSnapLayout
import LayoutSnapPipeline
import LayoutSnapScenario
import LayoutSnapRender

/// What a failing check leaves for people and CI: expected, actual and diff images and the
/// layout diff per failure, one HTML report for the run, and JUnit XML.
struct FailureReport {
    let options: SnapshotOptions
    /// Lists what the last failing check wrote here, so that the next one removes exactly
    /// that and leaves whatever else the folder holds (a shared CI artifacts folder).
    static let marker = ".layoutsnap-failures"
    /// The failing outcomes as data, for `merge-reports`.
    static let runFile = "run.json"
    private static let createdLine = "created-folder"

    /// Refuses a failures folder whose files or scenario folders are symbolic links.
    func checkPaths(for scenarios: [Scenario]) throws(StoreError) {
        let folder = options.failures
        if FileSystemEntry(at: folder.path) == .file { throw StoreError("\(folder.path) is a file; --failures needs a folder") }
        for name in [Self.marker, "report.html", "junit.xml"] {
            try FileSystemEntry.checkNoLinks(below: folder, [name], purpose: "the failures folder")
        }
        for scenario in scenarios {
            try FileSystemEntry.checkNoLinks(below: folder, [safeFileName(scenario.name)], purpose: "the failures folder")
        }
    }

    /// - Parameter artifacts: each failed render's files from the comparison that failed it
    ///   (`diff.png`, `layout-diff.txt`), by outcome name.
    func write(
        _ run: inout SnapshotRun, produced: [SnapshotSuite.Produced], artifacts found: [String: [(suffix: String, bytes: @Sendable () -> [UInt8])]]
    ) throws {
        let folder = options.failures
        let createdBefore = clearLastRun()
        let failing = run.outcomes.indices.filter { run.outcomes[$0].status == .failed }
        guard !failing.isEmpty else { return }
        let created = createdBefore || FileSystemEntry(at: folder.path) == .missing

        var files: [(path: String, bytes: () -> [UInt8]?)] = []
        for index in failing {
            let outcome = run.outcomes[index]
            guard let item = produced.first(where: { $0.scenario.name == outcome.scenario && $0.render.name == outcome.render }) else { continue }
            let base = "\(safeFileName(outcome.scenario))/\(safeFileName(outcome.render))"
            let reference = SnapshotStore(root: options.snapshots).read(options.referenceURL(item.scenario, outcome.render, "png"))
            var artifacts: [String: String] = [:]
            func plan(_ suffix: String, _ bytes: @escaping () -> [UInt8]?) {
                files.append(("\(base).\(suffix)", bytes))
                artifacts[suffix] = "\(base).\(suffix)"
            }
            plan("actual.png") { item.png }
            if let reference { plan("expected.png") { reference } }
            for artifact in found[outcome.name] ?? [] { plan(artifact.suffix) { artifact.bytes() } }
            run.outcomes[index].artifacts = artifacts
        }
        let finished = run
        files.append(("report.html", { Array(html(finished).utf8) }))
        files.append(("junit.xml", { Array(finished.junitXML.utf8) }))
        let options = self.options
        files.append((Self.runFile, { ReportData(run: finished, options: options).encoded }))

        // The list goes first: a check killed half-way still leaves a list covering its files.
        var list = "layoutsnap wrote the files below after a failing check; the next check removes them and leaves everything else here.\n"
        if created { list += "\(Self.createdLine)\n" }
        list += files.map { "file \($0.path)\n" }.joined()
        try AtomicFile.write(list, to: folder.appendingPathComponent(Self.marker))
        for file in files {
            guard let bytes = file.bytes() else { continue }
            try AtomicFile.write(bytes, to: folder.appendingPathComponent(file.path))
        }
    }

    /// Removes what the last failing check listed in the marker, the folders it leaves empty
    /// and the marker; returns whether that check had created the folder itself (then it goes
    /// too, once empty).
    @discardableResult
    private func clearLastRun() -> Bool {
        let folder = options.failures
        let markerURL = folder.appendingPathComponent(Self.marker)
        guard FileSystemEntry(at: markerURL.path) == .file, let data = FileManager.default.contents(atPath: markerURL.path) else { return false }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        var folders = Set<String>()
        for line in lines where line.hasPrefix("file ") {
            let relative = String(line.dropFirst(5))
            let components = relative.split(separator: "/").map(String.init)
            guard !relative.hasPrefix("/"), !components.isEmpty, !components.contains(where: { $0 == ".." || $0 == "." }),
                (try? FileSystemEntry.checkNoLinks(below: folder, components, purpose: "the failures folder")) != nil
            else { continue }
            let url = folder.appendingPathComponent(relative)
            if FileSystemEntry(at: url.path) == .file { unlink(url.path) }
            if components.count > 1 { folders.insert(url.deletingLastPathComponent().path) }
        }
        for path in folders.sorted(by: >) { AtomicFile.removeStaleTemporaries(in: URL(fileURLWithPath: path)); rmdir(path) }
        unlink(markerURL.path)
        AtomicFile.removeStaleTemporaries(in: folder)
        let created = lines.contains(Self.createdLine)
        if created { rmdir(folder.path) }
        return created
    }
}

/// Why a render failed, in one line.
package enum SnapshotSummary {
    package static func text(_ outcome: SnapshotOutcome) -> String {
        text(layoutDifferences: outcome.layoutDifferences, differingPixels: outcome.differingPixels, totalPixels: outcome.totalPixels, notes: outcome.notes)
    }

    /// One format's difference in the same words.
    package static func text(_ difference: SnapshotFormat.Difference) -> String {
        text(layoutDifferences: difference.layoutDifferences, differingPixels: difference.differingPixels, totalPixels: difference.totalPixels, notes: difference.notes)
    }

    /// The lines under a failed render's summary, as the terminal and the test frameworks
    /// both print them: its layout differences (the first `limit`, then how many more) and a
    /// note when its references were recorded on another renderer.
    package static func details(of outcome: SnapshotOutcome, in run: SnapshotRun, limit: Int = 20) -> [String] {
        var lines = outcome.layoutDifferences.prefix(limit).map { "    \($0)" }
        if outcome.layoutDifferences.count > limit { lines.append("    … \(outcome.layoutDifferences.count - limit) more (the report lists them all)") }
        if let environment = run.environmentDifferences[outcome.scenario] {
            lines.append("    recorded on another renderer: \(environment.joined(separator: "; "))")
        }
        return lines
    }

    private static func text(layoutDifferences: [String], differingPixels: Int?, totalPixels: Int?, notes: [String]) -> String {
        var parts: [String] = []
        if !layoutDifferences.isEmpty { parts.append("layout: \(layoutDifferences.count) difference\(layoutDifferences.count == 1 ? "" : "s")") }
        if let count = differingPixels, let total = totalPixels, count > 0 {
            parts.append("pixels: \(count) of \(total) differ (\(String(format: "%.3f", 100 * Double(count) / Double(total)))%)")
        }
        return (parts + notes).joined(separator: "; ")
    }
}

extension FailureReport {
    /// The command that accepts the run's changes, as the terminal printed it.
    var acceptCommand: String { options.acceptCommand ?? "layoutsnap record --mode changed" }

    /// - Parameter shards: for a merged report, each shard's name, failures and renders; the
    ///   header then counts every shard's renders, not only the failed ones it holds.
    func html(_ run: SnapshotRun, shards: [ReportMerger.ShardSummary] = []) -> String {
        let failed = run.outcomes.filter { $0.status == .failed }
        let total = shards.isEmpty ? run.outcomes.count : shards.reduce(0) { $0 + $1.renders }
        var body = "<h1>layoutsnap: \(failed.count) of \(total) snapshot\(total == 1 ? "" : "s") failed</h1>\n"
        if !shards.isEmpty {
            body += "<table class=\"shards\"><tr><th>shard</th><th>failed</th><th>renders</th></tr>\n"
            for shard in shards {
                body += "<tr><td>\(escape(shard.name))</td><td>\(shard.failed)</td><td>\(shard.renders)</td></tr>\n"
            }
            body += "</table>\n"
        }
        body += "<p>If a change is intended, accept it with <code>\(escape(acceptCommand))</code>.</p>\n"
        let causes = Self.causes(of: failed)
        body += summaryTable(causes)
        var shownLayouts: [[String]: String] = [:]
        for outcome in failed {
            body += "<section id=\"\(escape(outcome.name))\">\n<h2>\(escape(outcome.name))</h2>\n"
            body += "<p class=\"summary\">\(escape(SnapshotSummary.text(outcome)))</p>\n"
            if let environment = run.environmentDifferences[outcome.scenario] {
                body += "<p class=\"environment\">Recorded on a different renderer: \(escape(environment.joined(separator: "; "))). Differences may come from that rather than from the layout.</p>\n"
            }
            if let first = shownLayouts[outcome.layoutDifferences] {
                // One cause, shown once: the first render that has it.
                body += "<p>Layout: the same \(outcome.layoutDifferences.count) difference\(outcome.layoutDifferences.count == 1 ? "" : "s") as <a href=\"#\(escape(first))\">\(escape(first))</a>.</p>\n"
            } else if !outcome.layoutDifferences.isEmpty {
                shownLayouts[outcome.layoutDifferences] = outcome.name
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
        return HTMLDocument(title: "layoutsnap report", style: Self.style, body: [body]).html
    }

    private static let style = """
        body { margin: 24px; }
        h1 { font-size: 22px; } h2 { font-size: 18px; margin-top: 40px; border-top: 1px solid #ddd; padding-top: 16px; }
        h3 { font-size: 15px; margin-bottom: 6px; } .hint { font-weight: normal; color: #666; font-size: 13px; }
        .summary { color: #b00020; font-weight: 600; } .environment { background: #fff4ce; padding: 8px 12px; border-radius: 6px; }
        pre { font-size: 13px; }
        .images { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
        figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: 4px; }
        .images img { max-width: 320px; max-height: 640px; border: 1px solid #ccc; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .slider { position: relative; border: 1px solid #ccc; line-height: 0; }
        .slider img { display: block; max-width: 320px; max-height: 640px; border: 0; }
        .slider .top { position: absolute; inset: 0; clip-path: inset(0 0 0 50%); }
        figure input[type=range] { display: block; width: 100%; margin-top: 6px; }
        p code { background: #f2f2f7; padding: 1px 5px; border-radius: 4px; }
        table.shards, table.causes { border-collapse: collapse; } .shards th, .shards td { padding: 2px 12px 2px 0; text-align: left; }
        .causes th, .causes td { padding: 4px 16px 4px 0; text-align: left; vertical-align: top; border-bottom: 1px solid #eee; }
        section { margin-bottom: 48px; }
        """

    /// Failures with the same layout differences (one cause seen in several renders: a
    /// constant changed across a matrix), in order of first appearance; a failure without
    /// layout differences is a cause of its own.
    static func causes(of failed: [SnapshotOutcome]) -> [[SnapshotOutcome]] {
        var groups: [[SnapshotOutcome]] = []
        var index: [[String]: Int] = [:]
        for outcome in failed {
            if !outcome.layoutDifferences.isEmpty, let position = index[outcome.layoutDifferences] {
                groups[position].append(outcome)
            } else {
                if !outcome.layoutDifferences.isEmpty { index[outcome.layoutDifferences] = groups.count }
                groups.append([outcome])
            }
        }
        return groups
    }

    /// The report's first table: each cause once, the renders it failed, what changed.
    private func summaryTable(_ causes: [[SnapshotOutcome]]) -> String {
        guard !causes.isEmpty else { return "" }
        var table = "<table class=\"causes\"><tr><th>renders</th><th>what changed</th></tr>\n"
        for group in causes {
            guard let first = group.first else { continue }
            let links = group.map { "<a href=\"#\(escape($0.name))\">\(escape($0.name))</a>" }.joined(separator: ", ")
            var cause = first.layoutDifferences.prefix(3).map(escape).joined(separator: "<br>")
            if first.layoutDifferences.count > 3 { cause += "<br>… \(first.layoutDifferences.count - 3) more" }
            if cause.isEmpty { cause = escape(SnapshotSummary.text(first)) }
            table += "<tr><td>\(links)</td><td>\(cause)</td></tr>\n"
        }
        return table + "</table>\n"
    }

    private func escape(_ text: String) -> String { text.xmlEscaped }
}
