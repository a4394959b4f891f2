import Synchronization

/// A map from variables or constraints to this solver's numbers for them (symbols, record
/// indices), kept in the objects themselves where it can be.
///
/// Each engine has an identity. The first solver to take an object writes its identity and
/// the number into the object's claim word; a solver reads its own claims back with one load
/// instead of a hash lookup, which was a large share of building a small system. An object
/// that another solver claimed first (a variable shared between solvers) goes in this
/// solver's `IdentityTable`, so every object still has one answer per solver. Claims are
/// atomic words, so solvers on different threads never see a torn one; a claim is only ever
/// written by the solver it names, or set once from empty.
struct ClaimTable {
    /// This engine's identity: unique for the life of the process (2^40 of them).
    let owner: UInt64
    private var others = IdentityTable()

    private static let indexBits: UInt64 = 24
    private static let indexMask: UInt64 = (1 << indexBits) - 1
    private static let nextOwner = Atomic<UInt64>(1)

    init() {
        owner = Self.nextOwner.wrappingAdd(1, ordering: .relaxed).oldValue
    }

    subscript(object: some Claimable) -> Int? {
        let word = object.claim.load(ordering: .relaxed)
        if word >> Self.indexBits == owner { return Int(word & Self.indexMask) - 1 }
        return others[ObjectIdentifier(object)]
    }

    /// Records `value` for an object this solver has no number for yet, or moves its number.
    mutating func set(_ value: Int, for object: some Claimable) {
        let word = object.claim.load(ordering: .relaxed)
        let mine = word >> Self.indexBits == owner
        if let packed = pack(value), mine || word == 0 {
            if mine {
                object.claim.store(packed, ordering: .relaxed)
                return
            }
            if object.claim.compareExchange(expected: 0, desired: packed, ordering: .relaxed).exchanged { return }
        } else if mine {
            object.claim.store(0, ordering: .relaxed)  // a number too large for the word
        }
        others[ObjectIdentifier(object)] = value
    }

    /// Forgets an object's number; returns it.
    @discardableResult
    mutating func remove(_ object: some Claimable) -> Int? {
        let word = object.claim.load(ordering: .relaxed)
        if word >> Self.indexBits == owner {
            object.claim.store(0, ordering: .relaxed)
            return Int(word & Self.indexMask) - 1
        }
        return others.removeValue(forKey: ObjectIdentifier(object))
    }

    private func pack(_ value: Int) -> UInt64? {
        guard value >= 0, UInt64(value) + 1 <= Self.indexMask else { return nil }
        return owner << Self.indexBits | (UInt64(value) + 1)
    }
}

/// An object that can hold one solver's number for it (`Variable`, `Constraint`).
protocol Claimable: AnyObject {
    /// `owner << 24 | number + 1`, or 0 when no solver has claimed the object.
    var claim: Atomic<UInt64> { get }
}

extension Variable: Claimable {}
extension Constraint: Claimable {}
