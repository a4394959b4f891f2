/// Which corners of a view its corner radius rounds, as a layer's `maskedCorners`: the top
/// left is the corner of least x and y whatever the layout direction, as in Core Animation.
public struct RoundedCorners: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let topLeft = RoundedCorners(rawValue: 1)
    public static let topRight = RoundedCorners(rawValue: 2)
    public static let bottomLeft = RoundedCorners(rawValue: 4)
    public static let bottomRight = RoundedCorners(rawValue: 8)
    public static let all: RoundedCorners = [.topLeft, .topRight, .bottomLeft, .bottomRight]

    /// The corners by the names a scenario file gives them, in that order.
    public static let names: [(name: String, corner: RoundedCorners)] = [
        ("topLeft", .topLeft), ("topRight", .topRight), ("bottomLeft", .bottomLeft), ("bottomRight", .bottomRight),
    ]

    /// The corners' names, in the order of `names`.
    public var nameList: [String] { Self.names.filter { contains($0.corner) }.map(\.name) }
}
