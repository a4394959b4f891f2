/// A map from objects, by identity, to integers: the solver's variable → symbol and
/// constraint → record tables (and, keyed by symbol, the set a walk of definitions has seen).
///
/// Every constraint added looks up each of its variables and itself, so these lookups are a
/// large share of building a small system. `Dictionary` hashes an `ObjectIdentifier` with
/// SipHash; an address needs only a multiplicative hash. Open addressing with linear probing,
/// and backward-shift deletion so that no tombstones build up. Nothing iterates the table, so
/// its order never reaches a result.
struct IdentityTable {
    private struct Slot {
        /// The object's address; 0 marks an empty slot (no object lives at address 0).
        var address: UInt
        var value: Int
    }

    private var slots: [Slot] = []
    private(set) var count = 0
    /// log2 of the capacity; the hash keeps this many top bits.
    private var bits = 0

    init() {}

    subscript(key: ObjectIdentifier) -> Int? {
        get {
            guard count > 0 else { return nil }
            let address = UInt(bitPattern: key)
            var slot = home(of: address)
            while slots[slot].address != 0 {
                if slots[slot].address == address { return slots[slot].value }
                slot = (slot + 1) & (slots.count - 1)
            }
            return nil
        }
        set {
            if let newValue { insert(newValue, for: UInt(bitPattern: key)) } else { removeValue(forKey: key) }
        }
    }

    @discardableResult
    mutating func removeValue(forKey key: ObjectIdentifier) -> Int? {
        guard count > 0 else { return nil }
        let address = UInt(bitPattern: key)
        let mask = slots.count - 1
        var hole = home(of: address)
        while slots[hole].address != address {
            guard slots[hole].address != 0 else { return nil }
            hole = (hole + 1) & mask
        }
        let removed = slots[hole].value
        // Shift later members of the probe run back into the hole, so that lookups, which stop
        // at the first empty slot, still reach them.
        var next = (hole + 1) & mask
        while slots[next].address != 0 {
            let wanted = home(of: slots[next].address)
            // Whether `wanted` lies cyclically outside (hole, next]: then the entry may move.
            let outside = hole <= next ? (wanted <= hole || wanted > next) : (wanted <= hole && wanted > next)
            if outside {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        slots[hole].address = 0
        count -= 1
        return removed
    }

    private func home(of address: UInt) -> Int {
        // Fibonacci hashing: the top bits of the address times 2^64/φ.
        Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> UInt(64 - bits))
    }

    /// Adds a symbol to the table used as a set of symbols (keys `symbol + 1`, never 0);
    /// false if it was there already. For graph walks that visit each row once.
    mutating func insertSymbol(_ symbol: Symbol) -> Bool {
        insert(0, for: UInt(bitPattern: symbol + 1), replacing: false)
    }

    @discardableResult
    private mutating func insert(_ value: Int, for address: UInt, replacing: Bool = true) -> Bool {
        if (count + 1) * 2 > slots.count { grow() }
        var slot = home(of: address)
        while slots[slot].address != 0 {
            if slots[slot].address == address {
                if replacing { slots[slot].value = value }
                return false
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        slots[slot] = Slot(address: address, value: value)
        count += 1
        return true
    }

    private mutating func grow() {
        let old = slots
        // A screen's system has a few hundred variables and constraints: start past the
        // first doublings.
        bits = Swift.max(5, bits + 1)
        // Zeroed memory is every slot empty; `init(repeating:)` would store slot by slot.
        slots = [Slot](unsafeUninitializedCapacity: 1 << bits) { buffer, initialized in
            if let base = buffer.baseAddress {
                UnsafeMutableRawPointer(base).initializeMemory(
                    as: UInt8.self, repeating: 0, count: buffer.count * MemoryLayout<Slot>.stride)
            }
            initialized = buffer.count
        }
        count = 0
        for slot in old where slot.address != 0 { insert(slot.value, for: slot.address) }
    }
}
