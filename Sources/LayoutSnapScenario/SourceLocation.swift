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

/// Something a front end read but cannot reproduce exactly (an Interface Builder element it
/// does not know, a constraint naming an unknown id): reported as a warning diagnostic by
/// every render, while the rest lays out.
public struct InputWarning: Sendable, Hashable {
    public var message: String
    public var location: SourceLocation
    /// The views concerned, if any.
    public var views: [String]

    public init(_ message: String, at location: SourceLocation, views: [String] = []) {
        self.message = message
        self.location = location
        self.views = views
    }
}
