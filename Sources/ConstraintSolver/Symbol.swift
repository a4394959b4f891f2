/// The tableau's own unknowns. Symbols are numbered densely from 0 in order of creation, and
/// ties in pivot choices are broken by that number so that results never depend on hashing.
typealias Symbol = Int

enum SymbolKind: UInt8 {
    /// A user variable; unrestricted in sign.
    case external
    /// The slack of an inequality; never negative.
    case slack
    /// A violation of a non-required constraint; never negative, and penalised.
    case error
    /// The marker of a required equality; always zero, never enters the basis.
    case dummy

    /// Whether the symbol may enter the basis.
    var isPivotable: Bool { self == .slack || self == .error }
    /// Whether the symbol's value is held non-negative.
    var isRestricted: Bool { self != .external }
}

/// Coefficients closer to zero than this count as zero (kiwi uses the same tolerance).
let tolerance = 1.0e-8

extension Double {
    var isNearZero: Bool { abs(self) < tolerance }
}
