/// Which `Host` (and `Origin`) values the preview answers: a page on another site that points
/// its own name at 127.0.0.1 (DNS rebinding) must not read the previews as same-origin, so
/// only loopback names and IP literals pass — as local development servers allow.
package struct HostCheck: Sendable {
    /// Listening on a loopback address: only loopback names. Otherwise the user chose to be
    /// reachable, and any IP literal passes too (a name other than localhost never does).
    package let loopbackOnly: Bool

    package init(loopbackOnly: Bool) { self.loopbackOnly = loopbackOnly }

    /// Whether a `Host` header's value names this server.
    package func allows(host value: String) -> Bool {
        guard let name = Self.hostName(value) else { return false }
        if ["localhost", "127.0.0.1", "::1"].contains(name) || name.hasPrefix("127.") && Self.isIPv4(name) { return true }
        return !loopbackOnly && (Self.isIPv4(name) || name.contains(":"))
    }

    /// Whether an `Origin` header's value (`http://host:port`) is one of this server's.
    package func allows(origin value: String) -> Bool {
        guard value.hasPrefix("http://") else { return false }
        return allows(host: String(value.dropFirst("http://".count)))
    }

    /// The host of `host[:port]` or `[v6]:port`, lowercased, without a trailing dot; nil when
    /// malformed.
    static func hostName(_ value: String) -> String? {
        var text = value.lowercased()
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return nil }
            let rest = text[text.index(after: close)...]
            guard rest.isEmpty || rest.hasPrefix(":") && rest.dropFirst().allSatisfy(\.isNumber) else { return nil }
            return String(text[text.index(after: text.startIndex)..<close])
        }
        if let colon = text.lastIndex(of: ":") {
            guard text[text.index(after: colon)...].allSatisfy(\.isNumber) else { return nil }
            text = String(text[..<colon])
        }
        if text.hasSuffix(".") { text.removeLast() }
        guard !text.isEmpty, !text.contains(":"), !text.contains("/"), !text.contains("@") else { return nil }
        return text
    }

    private static func isIPv4(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { !$0.isEmpty && $0.count <= 3 && $0.allSatisfy(\.isNumber) && Int($0).map { $0 <= 255 } == true }
    }
}
