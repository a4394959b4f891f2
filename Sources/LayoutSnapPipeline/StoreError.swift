/// Why a snapshot store, an output folder or a failures folder was not touched: a plain
/// sentence naming the path. The CLI prints it and exits with status 2.
public struct StoreError: Error, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { "error: \(message)" }
}
