import Dispatch
import Foundation
import LayoutSnapPipeline
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The preview's HTTP/1.1 server: a listening socket, one accept thread and a thread per
/// connection, with the guards a local development server needs (shared/repro P01–P03):
/// request line and header limits (414, 431), a time limit for a request's head and for an
/// idle connection, a connection cap that answers 503 instead of running out of file
/// descriptors, `Host` and `Origin` checked against loopback names, and only GET and HEAD.
/// A handler's response is written as it comes, an event stream chunk by chunk.
final class HTTPServer: Sendable {
    struct Limits: Sendable {
        /// Connections served at once; more are answered 503 and closed.
        var connections = 128
        /// Seconds a client has to send a whole request head.
        var headTimeout = 10.0
        /// Seconds a kept-alive connection may wait for its next request.
        var idleTimeout = 30.0
        /// Seconds a write may wait for a client that does not read.
        var writeTimeout = 10.0
    }

    typealias Handler = @Sendable (HTTPRequestHead) async -> HTTPResponse

    private struct State {
        var open: Set<Int32> = []
        var isStopped = false
        /// Why the server stopped on its own, once it has.
        var failure: String?
        var warnedAboutDescriptors = false
    }

    private let listener: Int32
    /// The port it listens on (the one the system chose for port 0).
    let port: UInt16
    private let limits: Limits
    /// Connections held open at most before the process runs short of file descriptors:
    /// the soft limit, less those open at start and a reserve for everything else (render
    /// workers' pipes, fonts, and libdispatch, which traps when it cannot open /proc files).
    private let descriptorCap: Int
    private let hosts: HostCheck
    private let handler: Handler
    private let state = Mutex(State())

    /// Whether `host` is an IP address (the server listens on addresses, never names).
    static func isIPAddress(_ host: String) -> Bool {
        var hints = addrinfo()
        hints.ai_flags = AI_NUMERICHOST
        var found: UnsafeMutablePointer<addrinfo>?
        defer { if found != nil { freeaddrinfo(found) } }
        return getaddrinfo(host, nil, &hints, &found) == 0
    }

    /// Binds and listens.
    /// - Throws: `PipelineError` for a host that is not an IP address, or a port that cannot
    ///   be had.
    init(host: String, port: UInt16, limits: Limits = Limits(), handler: @escaping Handler) throws(PipelineError) {
        self.limits = limits
        descriptorCap = Self.descriptorCap()
        self.handler = handler
        hosts = HostCheck(loopbackOnly: host == "::1" || host.hasPrefix("127."))
        var hints = addrinfo()
        hints.ai_flags = AI_NUMERICHOST | AI_NUMERICSERV | AI_PASSIVE
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &found) == 0, let address = found?.pointee else {
            throw PipelineError("error: --host wants an IP address (127.0.0.1, ::1, 0.0.0.0), not '\(host)'")
        }
        defer { freeaddrinfo(found) }
        let descriptor = socket(address.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw PipelineError("error: cannot open a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        guard bind(descriptor, address.ai_addr, address.ai_addrlen) == 0, listen(descriptor, 128) == 0 else {
            let reason = errno == EADDRINUSE ? "the port is in use (pick another with --port)" : String(cString: strerror(errno))
            close(descriptor)
            throw PipelineError("error: cannot listen on \(host) port \(port): \(reason)")
        }
        // The port the system chose for port 0: at the same place in IPv4 and IPv6 addresses.
        var bound = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &bound) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) } }
        self.port = withUnsafeBytes(of: bound) { UInt16($0[2]) << 8 | UInt16($0[3]) }
        listener = descriptor
    }

    /// Starts accepting connections on a thread of its own.
    func start() {
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "layoutsnap-preview-accept"
        thread.start()
    }

    /// Stops accepting and ends every open connection (event streams included).
    func stop() {
        let open = state.withLock { state in
            state.isStopped = true
            return state.open
        }
        for descriptor in open { shutdown(descriptor, Int32(SHUT_RDWR)) }
    }

    /// Returns when the server stops: nil after `stop()`, the reason when it stopped on its own.
    func waitUntilEnded() async -> String? {
        while true {
            let (stopped, failure) = state.withLock { ($0.isStopped, $0.failure) }
            if let failure { return failure }
            if stopped { return nil }
            try? await Task.sleep(for: .milliseconds(100))
        }
    }

    var openConnections: Int { state.withLock { $0.open.count } }

    /// How many connections the process can hold without running out of descriptors.
    static func descriptorCap(reserve: Int = 16) -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur < 1 << 20 else { return Int.max }
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0
        return max(1, Int(limit.rlim_cur) - open - reserve)
    }

    /// Warns, once, that new connections wait for descriptors.
    private func warnAboutDescriptors() {
        let warn = state.withLock { state in
            defer { state.warnedAboutDescriptors = true }
            return !state.warnedAboutDescriptors
        }
        if warn {
            FileHandle.standardError.write(Data("warning: the preview has no file descriptors left for connections; new ones wait\n".utf8))
        }
    }

    // MARK: Accepting

    private func acceptLoop() {
        defer { close(listener) }
        while !state.withLock({ $0.isStopped }) {
            // At the cap, new connections wait in the listen queue: accepting them would leave
            // the process without descriptors, where parts of it (libdispatch) trap.
            if state.withLock({ $0.open.count }) >= descriptorCap {
                warnAboutDescriptors()
                usleep(50_000)
                continue
            }
            var ready = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 200) > 0 else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else {
                switch errno {
                case EMFILE, ENFILE, ENOBUFS, ENOMEM:
                    // Out of descriptors all the same: wait for connections to close rather than end.
                    warnAboutDescriptors()
                    usleep(100_000)
                case EINTR, EAGAIN, ECONNABORTED, EPROTO, EPERM, ENETDOWN, ENOPROTOOPT, EHOSTDOWN, ENONET, EHOSTUNREACH, EOPNOTSUPP, ENETUNREACH:
                    continue
                default:
                    let reason = String(cString: strerror(errno))
                    state.withLock { $0.failure = "error: the preview stopped accepting connections: \(reason)" }
                    return
                }
                continue
            }
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            // Small answers and events go out at once: with Nagle's algorithm, a write after an
            // unacknowledged one waits for the browser's delayed ACK (40 ms on Linux).
            var noDelay: Int32 = 1
            _ = setsockopt(client, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
            let admitted = state.withLock { state in
                guard state.open.count < limits.connections, !state.isStopped else { return false }
                state.open.insert(client)
                return true
            }
            guard admitted else {
                setTimeout(client, SO_SNDTIMEO, 1)
                send(client, HTTPResponse.text(.serviceUnavailable, "Too many connections; try again.\n", headers: [("Retry-After", "1")]), closing: true)
                close(client)
                continue
            }
            let thread = Thread { [self] in
                serve(client)
                state.withLock { _ = $0.open.remove(client) }
                close(client)
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
    }

    // MARK: A connection

    private func serve(_ client: Int32) {
        setTimeout(client, SO_SNDTIMEO, limits.writeTimeout)
        var buffer: [UInt8] = []
        var isFirst = true
        while true {
            // The next request's first byte: within the head's time on a new connection, the
            // idle time on a kept-alive one.
            if buffer.isEmpty, !waitForInput(client, seconds: isFirst ? limits.headTimeout : limits.idleTimeout) { return }
            isFirst = false
            let deadline = Date().addingTimeInterval(limits.headTimeout)
            var scanner = HTTPRequestHead.Scanner()
            var headEnd: Int?
            do throws(HTTPRequestHead.Failure) {
                while true {
                    if let end = try scanner.end(of: buffer) {
                        headEnd = end
                        break
                    }
                    let remaining = deadline.timeIntervalSinceNow
                    guard remaining > 0, waitForInput(client, seconds: remaining) else {
                        send(client, .text(.requestTimeout, "The request's head took longer than \(Int(limits.headTimeout)) s.\n"), closing: true)
                        return
                    }
                    var chunk = [UInt8](repeating: 0, count: 4096)
                    let count = recv(client, &chunk, chunk.count, 0)
                    guard count > 0 else { return }
                    buffer += chunk[..<count]
                }
            } catch {
                send(client, .text(error.status, error.message), closing: true)
                return
            }
            guard let headEnd else { return }
            let head: HTTPRequestHead
            do throws(HTTPRequestHead.Failure) { head = try HTTPRequestHead.parse(buffer[..<headEnd]) } catch {
                send(client, .text(error.status, error.message), closing: true)
                return
            }
            buffer.removeFirst(headEnd)
            // A request with a body is answered and the connection closed: the body is never read.
            let hasBody = head.header("transfer-encoding") != nil || (head.header("content-length").flatMap { Int($0) } ?? 0) > 0
            let response = refusal(of: head) ?? respond(to: head)
            var closing = !head.keepsAlive || hasBody || response.status != .ok
            if case .stream = response.body { closing = true }
            guard send(client, response, closing: closing, headOnly: head.method == "HEAD") else { return }
            if case .stream(let chunks) = response.body, head.method != "HEAD" { pump(chunks, to: client) }
            if closing { return }
        }
    }

    /// A response that refuses the request before any handler sees it: a foreign `Host` or
    /// `Origin`, or a method other than GET and HEAD.
    private func refusal(of head: HTTPRequestHead) -> HTTPResponse? {
        if let host = head.header("host") {
            guard hosts.allows(host: host) else { return .text(.forbidden, "The preview answers only to loopback host names, not '\(host)'.\n") }
        } else if head.version == "HTTP/1.1" {
            return .text(.badRequest, "Bad request: HTTP/1.1 needs a Host header.\n")
        }
        if let origin = head.header("origin"), !hosts.allows(origin: origin) {
            return .text(.forbidden, "The preview answers only pages of its own origin, not '\(origin)'.\n")
        }
        guard head.method == "GET" || head.method == "HEAD" else {
            return .text(.methodNotAllowed, "The preview only reads.\n", headers: [("Allow", "GET, HEAD")])
        }
        return nil
    }

    /// The handler's response, waited for on this connection's thread.
    private func respond(to head: HTTPRequestHead) -> HTTPResponse {
        let result = Mutex<HTTPResponse?>(nil)
        let done = DispatchSemaphore(value: 0)
        let handler = self.handler
        Task {
            let response = await handler(head)
            result.withLock { $0 = response }
            done.signal()
        }
        done.wait()
        return result.withLock { $0 } ?? .text(.serviceUnavailable, "No response.\n")
    }

    /// Writes an event stream's chunks as they come, until it ends or the client goes away.
    private func pump(_ chunks: AsyncStream<[UInt8]>, to client: Int32) {
        let queue = ChunkQueue()
        let forwarding = Task {
            for await chunk in chunks { queue.push(chunk) }
            queue.finish()
        }
        while let chunk = queue.pop(), writeAll(client, chunk) {}
        forwarding.cancel()
    }

    // MARK: Sockets

    @discardableResult
    private func send(_ client: Int32, _ response: HTTPResponse, closing: Bool, headOnly: Bool = false) -> Bool {
        // The head and a body in one write: one segment for a small answer.
        if case .bytes(let bytes) = response.body, !headOnly { return writeAll(client, response.head(closing: closing) + bytes) }
        return writeAll(client, response.head(closing: closing))
    }

    private func writeAll(_ client: Int32, _ bytes: [UInt8]) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                buffer.baseAddress.map { Glibc.send(client, $0 + written, buffer.count - written, Int32(MSG_NOSIGNAL)) } ?? -1
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }

    /// Whether bytes (or the end) arrived within `seconds`.
    private func waitForInput(_ client: Int32, seconds: Double) -> Bool {
        var ready = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(min(Double(Int32.max), max(0, seconds * 1000)).rounded(.up))
        while true {
            let result = poll(&ready, 1, milliseconds)
            if result < 0 && errno == EINTR { continue }
            return result > 0
        }
    }

    private func setTimeout(_ client: Int32, _ option: Int32, _ seconds: Double) {
        var time = timeval(tv_sec: Int(seconds), tv_usec: Int((seconds - seconds.rounded(.down)) * 1_000_000))
        setsockopt(client, SOL_SOCKET, option, &time, socklen_t(MemoryLayout<timeval>.size))
    }
}
