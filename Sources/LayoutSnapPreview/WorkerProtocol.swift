import Foundation
import LayoutSnapLayout

#if canImport(Glibc)
import Glibc
#endif

/// What the preview and its render worker process say to each other over a pipe: frames of a
/// 4-byte little-endian length and that many bytes. A request is one JSON frame; a reply is a
/// JSON frame, followed for a PNG by a frame of its bytes.
enum WorkerRequest: Codable {
    case build(key: String, path: String)
    case png(key: String, render: Int, mode: String)
}

struct WorkerReply: Codable {
    /// A build's files read (the scenario file first, then images), and what the page shows
    /// or the file's located error.
    var inputs: [String]?
    var content: [WireRender]?
    var failure: String?
    /// A PNG asked for a file this worker has not built (it was restarted since).
    var notBuilt: Bool?
    /// A PNG follows in the next frame.
    var hasPNG: Bool?
}

/// `PreviewContent.RenderEntry` without what only the worker keeps (the laid-out render).
struct WireRender: Codable {
    var scenario: String
    var name: String
    var traits: [[String]]
    var diagnostics: [WireDiagnostic]
    var screen: String?
    var screenError: String?
    var content: String?
    var contentError: String?
    var info: String

    struct WireDiagnostic: Codable {
        var text: String
        var severity: String
        var views: [String]
    }

    init(_ entry: PreviewContent.RenderEntry) {
        func split(_ result: Result<String, PreviewFailure>) -> (String?, String?) {
            switch result {
            case .success(let svg): (svg, nil)
            case .failure(let failure): (nil, failure.message)
            }
        }
        scenario = entry.scenario
        name = entry.name
        traits = entry.traits.map { [$0.name, $0.value] }
        diagnostics = entry.diagnostics.map { WireDiagnostic(text: $0.text, severity: $0.severity.rawValue, views: $0.views) }
        (screen, screenError) = split(entry.screen)
        (content, contentError) = split(entry.content)
        info = entry.info
    }

    var entry: PreviewContent.RenderEntry {
        func join(_ svg: String?, _ error: String?) -> Result<String, PreviewFailure> {
            svg.map { .success($0) } ?? .failure(PreviewFailure(message: error ?? "error: not drawn"))
        }
        return PreviewContent.RenderEntry(
            scenario: scenario, name: name, traits: traits.map { ($0.first ?? "", $0.dropFirst().first ?? "") },
            diagnostics: diagnostics.map { .init(text: $0.text, severity: Diagnostic.Severity(rawValue: $0.severity) ?? .error, views: $0.views) },
            screen: join(screen, screenError), content: join(content, contentError), info: info, laidOut: nil)
    }
}

/// Length-prefixed frames on a file descriptor.
enum Frames {
    /// Larger frames are refused: a PNG is at most 64 megapixels, well under it.
    static let maximumLength = 512 << 20

    enum Received {
        case frame([UInt8])
        /// Nothing within the time allowed.
        case timedOut
        /// The other end closed (or sent a length past the limit).
        case ended
    }

    static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        let length = UInt32(bytes.count)
        let header = [UInt8(length & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length >> 16 & 0xFF), UInt8(length >> 24)]
        return writeAll(header, to: descriptor) && writeAll(bytes, to: descriptor)
    }

    /// The next frame, waiting at most until `deadline` (nil: for ever).
    static func read(from descriptor: Int32, deadline: Date?) -> Received {
        let header: [UInt8]
        switch readExactly(4, from: descriptor, deadline: deadline) {
        case .frame(let bytes): header = bytes
        case let other: return other
        }
        let length = Int(header[0]) | Int(header[1]) << 8 | Int(header[2]) << 16 | Int(header[3]) << 24
        guard length <= maximumLength else { return .ended }
        return readExactly(length, from: descriptor, deadline: deadline)
    }

    private static func readExactly(_ count: Int, from descriptor: Int32, deadline: Date?) -> Received {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            if let deadline {
                var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                let remaining = deadline.timeIntervalSinceNow
                guard remaining > 0 else { return .timedOut }
                let result = poll(&ready, 1, Int32(min(Double(Int32.max), (remaining * 1000).rounded(.up))))
                if result < 0 && errno == EINTR { continue }
                guard result > 0 else { return .timedOut }
            }
            let got = bytes.withUnsafeMutableBytes { buffer in
                buffer.baseAddress.map { Glibc.read(descriptor, $0 + filled, count - filled) } ?? -1
            }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { return .ended }
            filled += got
        }
        return .frame(bytes)
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                buffer.baseAddress.map { Glibc.write(descriptor, $0 + written, buffer.count - written) } ?? -1
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }
}
