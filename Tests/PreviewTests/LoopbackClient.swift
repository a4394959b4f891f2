import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A plain HTTP/1.1 client over a loopback socket: the request line goes out exactly as
/// written (no URL normalisation, so `..` reaches the server), and an event stream can be read
/// as it arrives.
struct LoopbackClient: Sendable {
    let port: UInt16

    struct Response {
        var status: Int
        var headers: [String: String]
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    enum Failure: Error { case connect(Int32), closed, timeout }

    /// Opens a connection and sends a GET for `target` as given.
    func open(_ target: String, method: String = "GET", keepAlive: Bool = false) throws -> Int32 {
        guard let socket = Loopback.connect(port: port) else { throw Failure.connect(errno) }
        let request = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: \(keepAlive ? "keep-alive" : "close")\r\n\r\n"
        _ = request.withCString { send(socket, $0, strlen($0), 0) }
        return socket
    }

    /// Sends a request and reads the whole response, on a thread of its own: the server runs
    /// in this process, and a blocking read must not hold one of the few threads its tasks need.
    func get(_ target: String, method: String = "GET") async throws -> Response {
        try await onOwnThread { try blockingGet(target, method: method) }
    }

    func blockingGet(_ target: String, method: String = "GET") throws -> Response {
        let socket = try open(target, method: method)
        defer { close(socket) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count < 0 { throw Failure.timeout }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
            if let response = Self.parse(data), response.body.count >= (Int(response.headers["content-length"] ?? "") ?? .max) { return response }
        }
        guard let response = Self.parse(data) else { throw Failure.closed }
        return response
    }

    static func parse(_ data: Data) -> Response? {
        guard let split = data.range(of: Data("\r\n\r\n".utf8)) else { return nil }
        let head = String(decoding: data[..<split.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        guard let statusLine = head.first, statusLine.split(separator: " ").count >= 2, let status = Int(statusLine.split(separator: " ")[1]) else { return nil }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Response(status: status, headers: headers, body: Data(data[split.upperBound...]))
    }
}

/// Runs blocking work on a new thread and waits for it without blocking a task's thread.
func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}

/// Server-Sent Events read from an open connection, one `event`/`data` pair at a time.
/// Used by one test at a time.
final class EventReader: @unchecked Sendable {
    private let socket: Int32
    private var pending = ""

    init(client: LoopbackClient, path: String = "/events") throws {
        socket = try client.open(path, keepAlive: true)
    }

    deinit { close(socket) }

    func next() async throws -> (event: String, data: String)? {
        try await onOwnThread { try self.blockingNext() }
    }

    /// The next event (name and data), skipping comments; nil when the stream ends.
    func blockingNext() throws -> (event: String, data: String)? {
        // Heartbeat comments keep arriving: a missing event must still end the wait.
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if let end = pending.range(of: "\n\n") {
                let block = String(pending[..<end.lowerBound])
                pending.removeSubrange(..<end.upperBound)
                var event = "message", data: [String] = []
                for line in block.split(separator: "\n") {
                    // Chunk sizes of the chunked encoding arrive as lines of their own.
                    if line.hasPrefix("event: ") { event = String(line.dropFirst(7)) }
                    if line.hasPrefix("data: ") { data.append(String(line.dropFirst(6))) }
                }
                if !data.isEmpty { return (event, data.joined(separator: "\n")) }
                continue
            }
            var buffer = [UInt8](repeating: 0, count: 65536)
            let count = recv(socket, &buffer, buffer.count, 0)
            if count < 0 { throw LoopbackClient.Failure.timeout }
            if count == 0 { return nil }
            pending += String(decoding: buffer[0..<count], as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        }
        throw LoopbackClient.Failure.timeout
    }

    /// Events until one matches; throws after `limit` others or 30 seconds.
    func next(where matches: @escaping @Sendable (String, String) -> Bool, limit: Int = 50) async throws -> (event: String, data: String) {
        let deadline = Date().addingTimeInterval(30)
        for _ in 0..<limit where Date() < deadline {
            guard let event = try await next() else { throw LoopbackClient.Failure.closed }
            if matches(event.event, event.data) { return event }
        }
        throw LoopbackClient.Failure.timeout
    }
}
