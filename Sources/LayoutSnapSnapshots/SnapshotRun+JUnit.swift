import LayoutSnapLayout

extension SnapshotRun {
    /// The run as JUnit XML, for CI systems: one test case per render.
    public var junitXML: String {
        let failures = outcomes.filter { $0.status == .failed }.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuite name=\"layoutsnap\" tests=\"\(outcomes.count)\" failures=\"\(failures)\">\n"
        for outcome in outcomes {
            xml += "  <testcase classname=\"\(outcome.scenario.xmlEscaped)\" name=\"\(outcome.render.xmlEscaped)\""
            switch outcome.status {
            case .failed:
                xml += ">\n    <failure message=\"\(SnapshotSummary.text(outcome).xmlEscaped)\">\(outcome.layoutDifferences.joined(separator: "\n").xmlEscaped)</failure>\n  </testcase>\n"
            case .missing:
                xml += ">\n    <skipped message=\"no reference\"/>\n  </testcase>\n"
            default:
                xml += "/>\n"
            }
        }
        return xml + "</testsuite>\n"
    }
}
