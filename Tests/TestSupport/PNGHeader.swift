import Foundation

/// A PNG's signature and header chunk, nothing after: all that reading an image's size looks
/// at, for tests that need an image file of a given size and no pixels.
public func pngHeader(width: UInt32, height: UInt32) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
    for value in [width, height] { bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    return Data(bytes + [8, 6, 0, 0, 0])
}
