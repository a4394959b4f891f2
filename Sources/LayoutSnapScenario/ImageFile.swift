import Foundation

/// Reads what layoutsnap needs of an image file before drawing it: that it is a regular file
/// (never a FIFO or a device, which would block), that it is a PNG or a JPEG, and its pixel
/// size, which is capped so that a small compressed file cannot ask for gigabytes once decoded.
package enum ImageFile {
    /// The most pixels an image may have (a 12-megapixel photo fits twice over).
    package static let maximumPixelCount = 32_000_000
    /// Cairo's largest image side.
    package static let maximumSide = 32_767

    package enum Problem: Error, Equatable {
        case unreadable, notRegularFile
        /// Neither a PNG nor a JPEG (by its first bytes), or a JPEG whose size cannot be found.
        case notAnImage
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

    /// An image file's size in pixels and its format.
    package struct Probe: Sendable {
        package var width: Int
        package var height: Int
        package var isJPEG: Bool
    }

    /// The image's size in pixels.
    package static func pixelSize(at path: String) -> Result<(width: Int, height: Int), Problem> {
        probe(at: path).map { ($0.width, $0.height) }
    }

    /// The image's size in pixels and whether it is a JPEG (else a PNG), from one read of its head.
    package static func probe(at path: String) -> Result<Probe, Problem> {
        // O_NONBLOCK: opening a FIFO for reading must not wait for a writer.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.unreadable) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.unreadable) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegularFile) }
        // A PNG's size is in its first 24 bytes; a JPEG's in its frame header, after any
        // metadata segments (EXIF among them, up to 64 KB each): the first 256 KB hold it in
        // any file a camera or an editor writes.
        func head(_ length: Int) -> [UInt8] {
            var bytes = [UInt8](repeating: 0, count: length)
            let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, length, 0) }
            return Array(bytes.prefix(max(0, count)))
        }
        let start = head(24)
        let jpeg = isJPEG(start)
        guard let size = jpeg ? jpegSize(head(262_144)) : pngSize(start) else { return .failure(.notAnImage) }
        guard size.width > 0, size.height > 0, size.width <= maximumSide, size.height <= maximumSide, size.width * size.height <= maximumPixelCount else {
            return .failure(.tooLarge(width: size.width, height: size.height))
        }
        return .success(Probe(width: size.width, height: size.height, isJPEG: jpeg))
    }

    /// Whether the bytes start as a JPEG file does (a start-of-image marker, then a marker).
    package static func isJPEG(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.count >= 3 && bytes.prefix(3).elementsEqual([0xFF, 0xD8, 0xFF])
    }

    /// Whether the bytes start as a PNG file does, with room for its size.
    package static func isPNG(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 24 && bytes.prefix(8).elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    private static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard isPNG(bytes) else { return nil }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    /// The size in a JPEG's start-of-frame segment, found by walking the segments from the
    /// start-of-image marker; nil when the bytes end first.
    private static func jpegSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard isJPEG(bytes) else { return nil }
        var position = 2
        while position + 9 < bytes.count {
            guard bytes[position] == 0xFF else { return nil }
            let marker = bytes[position + 1]
            // Fill bytes and markers without a length.
            if marker == 0xFF { position += 1; continue }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { position += 2; continue }
            let length = Int(bytes[position + 2]) << 8 | Int(bytes[position + 3])
            // Start of frame: SOF0 to SOF15, except DHT (C4), JPG (C8) and DAC (CC).
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                let height = Int(bytes[position + 5]) << 8 | Int(bytes[position + 6])
                let width = Int(bytes[position + 7]) << 8 | Int(bytes[position + 8])
                return (width, height)
            }
            guard length >= 2 else { return nil }
            position += 2 + length
        }
        return nil
    }
}
