import CZlib

/// The zlib stream's Adler-32 checksum (RFC 1950), kept by the PNG encoder because zlib never
/// sees the rows written as `RepeatedRowBlock`s.
struct Adler32 {
    private static let modulus: UInt64 = 65_521
    private var sum: UInt64 = 1, weighted: UInt64 = 0

    var value: UInt32 { UInt32(weighted << 16 | sum) }

    /// Adds bytes, with zlib's own (vectorised where the CPU allows) routine.
    mutating func update(_ bytes: UnsafePointer<UInt8>?, count: Int) {
        let combined = adler32_z(UInt(value), bytes, count)
        sum = UInt64(combined & 0xFFFF)
        weighted = UInt64(combined >> 16)
    }

    /// Adds an Up-filtered repeated row, a 2 and `length − 1` zeros, in constant time: a zero
    /// leaves the plain sum alone and adds it once more to the weighted sum.
    mutating func updateWithRepeatedRow(length: Int) {
        sum = (sum + 2) % Self.modulus
        weighted = (weighted + sum * UInt64(length)) % Self.modulus
    }
}
