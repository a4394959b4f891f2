import LayoutSnapScenario

extension PreviewSession.Event {
    /// One Server-Sent Event: `event: change` with the file's key, what happened and its version.
    var serverSentEvent: String {
        let data = "{\"key\":\(ScenarioWriter.quote(key)),\"kind\":\"\(kind.rawValue)\",\"version\":\(version)}"
        return "event: change\ndata: \(data)\n\n"
    }
}
