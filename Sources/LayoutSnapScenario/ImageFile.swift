import Foundation

/// Reads what layoutsnap needs of a PNG file before drawing it: that it is a regular file
/// (never a FIFO or a device, which would block), that it is a PNG, and its pixel size, which
/// is capped so that a small compressed file cannot ask for gigabytes once decoded.
package enum ImageFile {
    /// The most pixels an image may have (a 12-megapixel photo fits twice over).
    package static let maximumPixelCount = 32_000_000
    /// Cairo's largest image side.
    package static let maximumSide = 32_767

    package enum Problem: Error, Equatable {
        case unreadable, notRegularFile, notPNG
        case tooLarge(width: Int, height: Int)
    }

    /// A 64-bit FNV-1a checksum of the file's bytes, in hex (a change detector, not a
    /// security measure); nil when the file cannot be read.
    package static func checksum(at path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return checksum(of: data)
    }

    /// The same checksum of bytes in memory.
    package static func checksum(of bytes: some Sequence<UInt8>) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The image's size in pixels.
    package static func pixelSize(at path: String) -> Result<(width: Int, height: Int), Problem> {
        // O_NONBLOCK: opening a FIFO for reading must not wait for a writer.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.unreadable) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.unreadable) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegularFile) }
        var header = [UInt8](repeating: 0, count: 24)
        let count = header.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 24) }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard count == 24, Array(header[0..<8]) == signature else { return .failure(.notPNG) }
        func word(_ at: Int) -> Int { header[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = word(16), height = word(20)
        guard width > 0, height > 0, width <= maximumSide, height <= maximumSide, width * height <= maximumPixelCount else {
            return .failure(.tooLarge(width: width, height: height))
        }
        return .success((width, height))
    }
}
