import Foundation
import Testing

@testable import LayoutSnapSnapshots

/// The HTML report starts with a table of causes: a change seen in several renders (a
/// spacing changed across a matrix) is one row naming them all, and its layout differences
/// are printed once.
@Suite struct ReportCausesTests {
    func outcome(_ render: String, _ layout: [String], pixels: Int? = nil) -> SnapshotOutcome {
        var outcome = SnapshotOutcome(scenario: "settings", render: render, status: .failed)
        outcome.layoutDifferences = layout
        outcome.differingPixels = pixels
        outcome.totalPixels = pixels.map { _ in 1000 }
        return outcome
    }

    @Test func oneCauseInSeveralRendersIsOneRowAndShownOnce() {
        let spacing = ["rows.spacing: 12 → 10 (−2)", "row2.frame.y: 80 → 78 (−2)", "row3.frame.y: 120 → 116 (−4)", "row4.frame.y: 160 → 154 (−6)"]
        let outcomes = [
            outcome("light", spacing), outcome("dark", spacing), outcome("rtl", spacing), outcome("ax5", [], pixels: 31),
        ]
        let run = SnapshotRun(outcomes: outcomes + [SnapshotOutcome(scenario: "settings", render: "ipad", status: .passed)], environmentDifferences: [:], orphans: [])
        #expect(FailureReport.causes(of: outcomes).map { $0.map(\.render) } == [["light", "dark", "rtl"], ["ax5"]])
        let html = FailureReport(options: SnapshotOptions()).html(run)
        let table = html.components(separatedBy: "<table class=\"causes\">").last?.components(separatedBy: "</table>").first ?? ""
        #expect(table.components(separatedBy: "<tr>").count - 1 == 3, "\(table)")  // header and two causes
        #expect(table.contains("settings/light</a>, <a href=\"#settings/dark\">settings/dark</a>, <a href=\"#settings/rtl\">settings/rtl</a>"))
        #expect(table.contains("… 1 more"))
        #expect(html.components(separatedBy: "rows.spacing: 12 → 10").count - 1 == 2, "once in the table, once in a section")
        #expect(html.contains("Layout: the same 4 differences as <a href=\"#settings/light\">settings/light</a>."))
    }
}
