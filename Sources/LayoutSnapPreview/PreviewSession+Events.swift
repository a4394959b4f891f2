import LayoutSnapScenario

extension PreviewSession.Event {
    /// One Server-Sent Event for a page showing `page` (nil for the index): `event: fragment`
    /// with the new content when the change is to that page's file, else `event: change` with the
    /// file's key, what happened and its version.
    func serverSentEvent(forPage page: String?) -> String {
        if let page, page == key, let fragment {
            // Every line its own `data:` line; the page's EventSource joins them with newlines.
            let lines = fragment.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
            return "event: fragment\n" + lines.map { "data: \($0)\n" }.joined() + "\n"
        }
        let data = "{\"key\":\(ScenarioWriter.quote(key)),\"kind\":\"\(kind.rawValue)\",\"version\":\(version)}"
        return "event: change\ndata: \(data)\n\n"
    }
}
