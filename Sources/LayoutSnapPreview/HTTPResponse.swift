import Foundation

/// The statuses the preview answers with.
package enum HTTPStatus: Int, Sendable {
    case ok = 200
    case badRequest = 400
    case forbidden = 403
    case notFound = 404
    case methodNotAllowed = 405
    case requestTimeout = 408
    case uriTooLong = 414
    case unprocessableContent = 422
    case headersTooLarge = 431
    case serviceUnavailable = 503

    var reason: String {
        switch self {
        case .ok: "OK"
        case .badRequest: "Bad Request"
        case .forbidden: "Forbidden"
        case .notFound: "Not Found"
        case .methodNotAllowed: "Method Not Allowed"
        case .requestTimeout: "Request Timeout"
        case .uriTooLong: "URI Too Long"
        case .unprocessableContent: "Unprocessable Content"
        case .headersTooLarge: "Request Header Fields Too Large"
        case .serviceUnavailable: "Service Unavailable"
        }
    }
}

/// What the preview sends back: a body of known bytes, or an event stream that goes on until
/// the page leaves or the server stops.
struct HTTPResponse: Sendable {
    enum Body: Sendable {
        case bytes([UInt8])
        case stream(AsyncStream<[UInt8]>)
    }

    var status: HTTPStatus
    var headers: [(name: String, value: String)]
    var body: Body

    init(_ status: HTTPStatus, headers: [(name: String, value: String)] = [], body: Body = .bytes([])) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A short plain-text answer.
    static func text(_ status: HTTPStatus, _ message: String, headers: [(name: String, value: String)] = []) -> HTTPResponse {
        HTTPResponse(status, headers: [("Content-Type", "text/plain; charset=utf-8")] + headers, body: .bytes(Array(message.utf8)))
    }

    /// The status line and headers; a byte body gets its length, and `closing` says the
    /// connection ends after it.
    func head(closing: Bool) -> [UInt8] {
        var text = "HTTP/1.1 \(status.rawValue) \(status.reason)\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        if case .bytes(let bytes) = body { text += "Content-Length: \(bytes.count)\r\n" }
        text += "Connection: \(closing ? "close" : "keep-alive")\r\n"
        text += "X-Content-Type-Options: nosniff\r\n\r\n"
        return Array(text.utf8)
    }
}
