import CZlib

/// Why a PNG could not be written: a zlib call that failed (which happens only when memory
/// runs out, or on a bug).
public struct PNGError: Error, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    init(zlib call: String, code: Int32) {
        let reason = zError(code).map { String(cString: $0) } ?? "error \(code)"
        message = "zlib's \(call) failed: \(reason)"
    }

    public var description: String { message }
}
