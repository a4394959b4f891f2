import Foundation

/// A request's line and headers as the preview reads them off a socket: in one linear pass,
/// within fixed limits, whatever the bytes are. The preview only reads, so bodies are never
/// read.
package struct HTTPRequestHead: Sendable, Equatable {
    package static let maximumRequestLine = 8 * 1024
    package static let maximumHeaderBytes = 16 * 1024
    package static let maximumHeaderCount = 100

    package var method: String
    /// As sent: the path (percent-encoded) and the query.
    package var target: String
    package var version: String
    /// Names lowercased, in the order sent.
    package var headers: [Header]

    package struct Header: Sendable, Equatable {
        package var name: String
        package var value: String
    }

    /// Why a head cannot be served, with the status that says so.
    package enum Failure: Error, Equatable {
        /// 400: not an HTTP/1.x request head.
        case malformed(String)
        /// 414: a request line over `maximumRequestLine` bytes.
        case requestLineTooLong
        /// 431: headers over `maximumHeaderBytes` bytes or `maximumHeaderCount` fields.
        case headersTooLarge

        package var status: HTTPStatus {
            switch self {
            case .malformed: .badRequest
            case .requestLineTooLong: .uriTooLong
            case .headersTooLarge: .headersTooLarge
            }
        }

        var message: String {
            switch self {
            case .malformed(let reason): "Bad request: \(reason).\n"
            case .requestLineTooLong: "The request line is longer than \(HTTPRequestHead.maximumRequestLine) bytes.\n"
            case .headersTooLarge:
                "The headers are larger than \(HTTPRequestHead.maximumHeaderBytes) bytes or \(HTTPRequestHead.maximumHeaderCount) fields.\n"
            }
        }
    }

    /// The first header of this (lowercase) name.
    package func header(_ name: String) -> String? { headers.first { $0.name == name }?.value }

    /// The path, percent-decoded; nil when it does not decode (a client's mistake: 404).
    package var path: String? {
        let raw = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        return raw.removingPercentEncoding
    }

    /// The query's names and values, decoded; the first of a repeated name wins.
    package var query: [String: String] {
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return [:] }
        var items: [String: String] = [:]
        for pair in parts[1].split(separator: "&") {
            let nameValue = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decode(_ text: Substring) -> String { String(text).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? "" }
            let name = decode(nameValue[0])
            if items[name] == nil { items[name] = nameValue.count == 2 ? decode(nameValue[1]) : "" }
        }
        return items
    }

    /// Whether the connection stays open after the response (HTTP/1.1's default).
    package var keepsAlive: Bool {
        let connection = header("connection")?.lowercased() ?? ""
        return version == "HTTP/1.1" ? !connection.contains("close") : connection.contains("keep-alive")
    }

    /// Finds where a head ends in bytes that arrive piece by piece, looking at each byte once
    /// (a client sending one byte at a time costs no more than one sending all at once).
    package struct Scanner {
        private var requestLineEnd: Int?
        private var position = 0
        private var lineStart = 0

        /// Where the head in `bytes` (everything received so far) ends, just past its blank
        /// line; nil while it is incomplete.
        /// - Throws: `Failure` as soon as the bytes so far break a limit, so a client cannot
        ///   make the server hold more than the limits.
        package init() {}

        package mutating func end(of bytes: [UInt8]) throws(Failure) -> Int? {
            while position + 1 < bytes.count {
                guard bytes[position] == 0x0D, bytes[position + 1] == 0x0A else {
                    position += 1
                    continue
                }
                if requestLineEnd == nil {
                    if position > HTTPRequestHead.maximumRequestLine { throw .requestLineTooLong }
                    requestLineEnd = position
                } else if position == lineStart {
                    return position + 2
                }
                position += 2
                lineStart = position
            }
            guard let requestLineEnd else {
                if bytes.count > HTTPRequestHead.maximumRequestLine { throw .requestLineTooLong }
                return nil
            }
            if bytes.count - requestLineEnd > HTTPRequestHead.maximumHeaderBytes { throw .headersTooLarge }
            return nil
        }
    }

    /// Parses a complete head (as `end(of:)` delimits it).
    package static func parse(_ bytes: ArraySlice<UInt8>) throws(Failure) -> HTTPRequestHead {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            line.last == 0x0D ? line.dropLast() : line
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard let first = lines.first else { throw .malformed("an empty request") }
        if first.count > maximumRequestLine { throw .requestLineTooLong }
        let words = first.split(separator: 0x20, omittingEmptySubsequences: true)
        guard words.count == 3, let method = token(words[0]), let target = visible(words[1]), let version = visible(words[2]),
            version == "HTTP/1.1" || version == "HTTP/1.0"
        else { throw .malformed("expected METHOD TARGET HTTP/1.1") }
        guard target.hasPrefix("/") else { throw .malformed("the target must be a path") }
        let fields = lines.dropFirst()
        guard fields.count <= maximumHeaderCount else { throw .headersTooLarge }
        guard fields.reduce(0, { $0 + $1.count + 2 }) <= maximumHeaderBytes else { throw .headersTooLarge }
        var headers: [Header] = []
        for field in fields {
            guard let colon = field.firstIndex(of: 0x3A), let name = token(field[field.startIndex..<colon]) else {
                throw .malformed("a header line without a name")
            }
            let value = String(decoding: field[(colon + 1)...], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            headers.append(Header(name: name.lowercased(), value: value))
        }
        return HTTPRequestHead(method: method, target: target, version: version, headers: headers)
    }

    /// An HTTP token (a method or header name): visible ASCII without separators.
    private static func token(_ bytes: ArraySlice<UInt8>) -> String? {
        let separators = Array("()<>@,;:\\\"/[]?={} \t".utf8)
        guard !bytes.isEmpty, bytes.allSatisfy({ $0 > 0x20 && $0 < 0x7F && !separators.contains($0) }) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Visible ASCII, as a target and a version are.
    private static func visible(_ bytes: ArraySlice<UInt8>) -> String? {
        guard !bytes.isEmpty, bytes.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
