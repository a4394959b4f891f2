import Foundation

/// What UIKit would raise or log and layoutsnap reports instead of trapping: a constraint
/// between unrelated hierarchies, a view added to itself, unsatisfiable constraints. Each is
/// written to standard error as UIKit logs it, and kept for the snapshot assertions to fail on.
@MainActor
public enum UIKitProblems {
    /// The problems reported since the last `drain()`.
    public private(set) static var reported: [String] = []

    static func report(_ message: String) {
        reported.append(message)
        FileHandle.standardError.write(Data("layoutsnap: \(message)\n".utf8))
    }

    /// The problems so far, forgotten once taken.
    public static func drain() -> [String] {
        defer { reported = [] }
        return reported
    }
}
