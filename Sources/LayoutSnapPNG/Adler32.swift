import CZlib

/// The zlib stream's Adler-32 checksum (RFC 1950), kept by the PNG encoder because zlib never
/// sees the rows written as `UpRowsBlock`s.
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

    /// Adds Up-filtered row `index` of `rows` (`length` bytes, its filter byte included), in
    /// time proportional to what differs: a zero leaves the plain sum alone and adds it once
    /// more to the weighted sum.
    mutating func update(upRow index: Int, of rows: UpRows, length: Int) {
        add(2)
        var position = 0
        rows.bytes.withUnsafeBufferPointer { bytes in
            for span in rows.spans(ofRow: index) {
                addZeros(span.start - position)
                update(bytes.baseAddress.map { $0 + span.byteStart }, count: span.count)
                position = span.start + span.count
            }
        }
        addZeros(length - 1 - position)
    }

    /// Continues with bytes whose own checksum is `other` (`length` bytes), as if they were
    /// added here.
    mutating func append(_ other: Adler32, length: Int) {
        let combined = adler32_combine(UInt(value), UInt(other.value), off_t(length))
        sum = UInt64(combined & 0xFFFF)
        weighted = UInt64(combined >> 16)
    }

    private mutating func add(_ byte: UInt8) {
        sum = (sum + UInt64(byte)) % Self.modulus
        weighted = (weighted + sum) % Self.modulus
    }

    private mutating func addZeros(_ count: Int) {
        weighted = (weighted + sum * UInt64(count % Int(Self.modulus))) % Self.modulus
    }
}
