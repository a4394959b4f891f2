import LayoutSnapPreview

/// One request head, as the preview's server reads it: found within the limits and parsed, or
/// refused with a status; never a trap.
func fuzzRequestHead(_ bytes: UnsafeRawBufferPointer) {
    var scanner = HTTPRequestHead.Scanner()
    let received = Array(bytes)
    do throws(HTTPRequestHead.Failure) {
        guard let end = try scanner.end(of: received) else { return }
        precondition(end <= received.count, "the head ends past the bytes")
        let head = try HTTPRequestHead.parse(received[..<end])
        precondition(head.target.hasPrefix("/") && head.headers.count <= HTTPRequestHead.maximumHeaderCount)
        _ = (head.path, head.query, head.keepsAlive)
        if let host = head.header("host") { _ = HostCheck(loopbackOnly: true).allows(host: host) }
        if let origin = head.header("origin") { _ = HostCheck(loopbackOnly: false).allows(origin: origin) }
    } catch {
        precondition([.badRequest, .uriTooLong, .headersTooLarge].contains(error.status))
    }
}
