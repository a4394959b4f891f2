import CCrypto

/// SHA-256 from OpenSSL's libcrypto: what the check cache keys on. A CRC identifies a file
/// only against accidents; a change chosen to keep it passes (shared/repro L10).
package enum SHA256 {
    /// The digest of `bytes` as 64 lowercase hex digits.
    package static func hex(_ bytes: [UInt8]) -> String {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        let done = bytes.withUnsafeBufferPointer { input in
            EVP_Digest(input.baseAddress, input.count, &digest, &length, EVP_sha256(), nil)
        }
        // EVP_Digest fails only without memory; an empty key is a miss, never a false match.
        guard done == 1 else { return "unavailable" }
        let hexDigits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(Int(length) * 2)
        for byte in digest.prefix(Int(length)) {
            text.append(hexDigits[Int(byte >> 4)])
            text.append(hexDigits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The digest of a string's UTF-8 bytes.
    package static func hex(_ text: String) -> String { hex(Array(text.utf8)) }
}
