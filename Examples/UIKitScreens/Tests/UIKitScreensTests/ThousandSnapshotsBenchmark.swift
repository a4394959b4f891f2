import Foundation
import LayoutSnapTesting
import LayoutSnapUIKit
import Testing

/// Not a test: the benchmark of issue 31's "1,000 snapshot assertions in one `swift test`
/// run", which `Benchmarks/assertions_bench.py` times. It only runs when
/// `LAYOUTSNAP_BENCH_SNAPSHOTS` names a folder for its references (recorded first, with
/// `LAYOUTSNAP_BENCH_RECORD=1`): the five screens in turn, the cells and headers with text
/// of their own, each asserted on its own default render.
private let benchmarkFolder = ProcessInfo.processInfo.environment["LAYOUTSNAP_BENCH_SNAPSHOTS"]
private let benchmarkRecords = ProcessInfo.processInfo.environment["LAYOUTSNAP_BENCH_RECORD"] == "1"

@MainActor
@Suite(.enabled(if: benchmarkFolder != nil))
struct ThousandSnapshotsBenchmark {

    @Test(arguments: 0..<1_000)
    func assertion(_ index: Int) {
        let options = SnapshotOptions(snapshots: URL(fileURLWithPath: benchmarkFolder ?? "."))
        let name = "bench-\(index)"
        let record: RecordMode? = benchmarkRecords ? .missing : nil
        switch index % 5 {
        case 0:
            let cell = ChatCell(style: .default, reuseIdentifier: nil)
            cell.configure(text: "Message \(index): are we still on for lunch tomorrow?", time: "12:\(index % 60)", sent: index % 2 == 0)
            cell.fitToWidth(375)
            expectLayoutSnapshot(of: cell, named: name, options: options, record: record)
        case 1:
            let header = ProfileHeaderView()
            header.nameLabel.text = "Person \(index)"
            header.handleLabel.text = "@person\(index)"
            header.bioLabel.text = "Bio number \(index), long enough to wrap onto a second line at this width."
            header.fitToWidth(375)
            expectLayoutSnapshot(of: header, named: name, options: options, record: record)
        case 2: expectLayoutSnapshot(of: SettingsScreen(), named: name, options: options, record: record)
        case 3: expectLayoutSnapshot(of: SignUpForm(), named: name, options: options, record: record)
        default: expectLayoutSnapshot(of: ArticleScreen(), named: name, options: options, record: record)
        }
    }
}
