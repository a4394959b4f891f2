import Testing

/// How a run reads where Swift Testing prints it, as in a failed `#expect(!run.failed)`: a
/// sentence naming each failed render and why, not every field of every outcome.
extension SnapshotRun: CustomTestStringConvertible {
    public var testDescription: String {
        let failed = outcomes.filter { $0.status == .failed }
        let renders = "\(outcomes.count) render\(outcomes.count == 1 ? "" : "s")"
        guard !failed.isEmpty else { return outcomes.isEmpty ? "no renders" : "all \(renders) matched their references" }
        let reasons = failed.map { "\($0.name) (\(SnapshotSummary.text($0)))" }
        return "\(failed.count) of \(renders) failed: \(reasons.joined(separator: "; "))"
    }
}
