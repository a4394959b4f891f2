#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Array where Element == UInt8 {
    /// Whether two files' bytes are equal, compared with memcmp: `==` on arrays is generic
    /// and goes element by element in a test's debug build (a reference is megabytes).
    func hasSameBytes(as other: [UInt8]?) -> Bool {
        guard let other, count == other.count else { return false }
        return withUnsafeBufferPointer { mine in
            other.withUnsafeBufferPointer { theirs in
                guard let a = mine.baseAddress, let b = theirs.baseAddress else { return true }
                return memcmp(a, b, count) == 0
            }
        }
    }
}
