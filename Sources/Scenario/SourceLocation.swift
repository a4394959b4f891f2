/// A position in a scenario file, 1-based, as editors and compilers print it.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The same line, `offset` columns further right (a position inside a scalar).
    public func advanced(by offset: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + offset)
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// Why a scenario file could not be read: where, and what was expected there.
public struct ScenarioError: Error, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    public var description: String { "\(location): error: \(message)" }
}
