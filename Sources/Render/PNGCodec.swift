import CZlib

/// A small PNG encoder and decoder on zlib, for 8-bit RGB and RGBA images.
///
/// Encoding rows one strip at a time lets a render taller than Cairo's 32,767-pixel surface
/// limit be drawn in strips and written as one image. Every row uses the Sub filter, which
/// suits flat interface pictures, and zlib's level 3; the same pixels always give the same bytes.
enum PNGCodec {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Streams rows into a PNG.
    final class Encoder {
        let width: Int, height: Int, hasAlpha: Bool
        private var stream = z_stream()
        private var output: [UInt8] = []
        private var compressed: [UInt8] = []

        init(width: Int, height: Int, hasAlpha: Bool) {
            self.width = width
            self.height = height
            self.hasAlpha = hasAlpha
            output = PNGCodec.signature
            var header: [UInt8] = []
            header += bigEndian(UInt32(width)) + bigEndian(UInt32(height))
            header += [8, hasAlpha ? 6 : 2, 0, 0, 0]  // depth 8, RGBA or RGB, deflate, no interlace
            appendChunk("IHDR", header)
            deflateInit2_(&stream, 3, Z_DEFLATED, 15, 8, Z_DEFAULT_STRATEGY, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        }

        /// Adds rows of straight RGBA pixels (4 bytes each, whatever `hasAlpha` says).
        func append(rgba pixels: [UInt8], count: Int) {
            var bgra = pixels
            for index in Swift.stride(from: 0, to: bgra.count - 3, by: 4) { bgra.swapAt(index, index + 2) }
            bgra.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                append(bgraRows: base, stride: width * 4, count: count, premultiplied: false)
            }
        }

        /// Adds rows of B, G, R, A bytes: Cairo's image memory (native-endian ARGB32 words,
        /// premultiplied) read in place, or straight pixels when `premultiplied` is false.
        func append(bgraRows data: UnsafePointer<UInt8>, stride: Int, count: Int, premultiplied: Bool = true) {
            let channels = hasAlpha ? 4 : 3
            let rowLength = 1 + width * channels
            var filtered = [UInt8](repeating: 0, count: count * rowLength)
            filtered.withUnsafeMutableBufferPointer { out in
                for row in 0..<count {
                    let source = data + row * stride
                    let target = row * rowLength
                    out[target] = 1  // Sub filter
                    var previous: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
                    for x in 0..<width {
                        let pixel = source + x * 4
                        var red = pixel[2], green = pixel[1], blue = pixel[0]
                        let alpha = pixel[3]
                        if premultiplied && hasAlpha && alpha != 255 {
                            func straight(_ value: UInt8) -> UInt8 {
                                alpha == 0 ? 0 : UInt8(min(255, (Int(value) * 255 + Int(alpha) / 2) / Int(alpha)))
                            }
                            red = straight(red)
                            green = straight(green)
                            blue = straight(blue)
                        }
                        let at = target + 1 + x * channels
                        out[at] = red &- previous.0
                        out[at + 1] = green &- previous.1
                        out[at + 2] = blue &- previous.2
                        if hasAlpha { out[at + 3] = alpha &- previous.3 }
                        previous = (red, green, blue, alpha)
                    }
                }
            }
            deflate(filtered, finishing: false)
        }

        /// The finished file.
        func finish() -> [UInt8] {
            deflate([], finishing: true)
            deflateEnd(&stream)
            appendChunk("IDAT", compressed)
            appendChunk("IEND", [])
            return output
        }

        private func deflate(_ input: [UInt8], finishing: Bool) {
            var input = input
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            input.withUnsafeMutableBufferPointer { inputBuffer in
                stream.next_in = inputBuffer.baseAddress
                stream.avail_in = UInt32(inputBuffer.count)
                repeat {
                    let produced: Int = buffer.withUnsafeMutableBufferPointer { outputBuffer in
                        stream.next_out = outputBuffer.baseAddress
                        stream.avail_out = UInt32(outputBuffer.count)
                        CZlib.deflate(&stream, finishing ? Z_FINISH : Z_NO_FLUSH)
                        return outputBuffer.count - Int(stream.avail_out)
                    }
                    compressed.append(contentsOf: buffer[0..<produced])
                } while stream.avail_out == 0 || (finishing && stream.avail_in > 0)
            }
        }

        private func appendChunk(_ type: String, _ data: [UInt8]) {
            let typeBytes = Array(type.utf8)
            output += bigEndian(UInt32(data.count)) + typeBytes + data
            var crc = crc32(0, nil, 0)
            crc = (typeBytes + data).withUnsafeBufferPointer { crc32(crc, $0.baseAddress, UInt32($0.count)) }
            output += bigEndian(UInt32(crc))
        }
    }

    /// Decodes an 8-bit, non-interlaced RGB or RGBA PNG into straight RGBA; nil otherwise.
    static func decode(_ bytes: [UInt8]) -> (width: Int, height: Int, pixels: [UInt8])? {
        guard bytes.count > 33, Array(bytes[0..<8]) == signature else { return nil }
        var offset = 8
        var width = 0, height = 0, channels = 0
        var data: [UInt8] = []
        while offset + 8 <= bytes.count {
            let length = Int(readBigEndian(bytes, offset))
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            guard offset + 12 + length <= bytes.count else { return nil }
            let body = Array(bytes[offset + 8..<offset + 8 + length])
            switch type {
            case "IHDR":
                guard body.count == 13 else { return nil }
                width = Int(readBigEndian(body, 0))
                height = Int(readBigEndian(body, 4))
                guard body[8] == 8, body[10] == 0, body[11] == 0, body[12] == 0 else { return nil }
                switch body[9] {
                case 2: channels = 3
                case 6: channels = 4
                default: return nil
                }
            case "IDAT": data += body
            default: break
            }
            offset += 12 + length
            if type == "IEND" { break }
        }
        // Bounded before anything is allocated, a side at a time so that the product cannot
        // overflow: a hostile header cannot ask for gigabytes.
        let limit = RenderOptions.maximumPixelCount
        guard width > 0, height > 0, channels > 0, width <= limit, height <= limit, width * height <= limit else { return nil }
        let rowLength = 1 + width * channels
        guard let raw = inflate(data, expected: rowLength * height) else { return nil }
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        var previous = [UInt8](repeating: 0, count: width * channels)
        var current = [UInt8](repeating: 0, count: width * channels)
        for y in 0..<height {
            let start = y * rowLength
            let filter = raw[start]
            for i in 0..<width * channels {
                let value = raw[start + 1 + i]
                let left = i >= channels ? current[i - channels] : 0
                let up = previous[i]
                let upLeft = i >= channels ? previous[i - channels] : 0
                switch filter {
                case 0: current[i] = value
                case 1: current[i] = value &+ left
                case 2: current[i] = value &+ up
                case 3: current[i] = value &+ UInt8((Int(left) + Int(up)) / 2)
                case 4: current[i] = value &+ paeth(left, up, upLeft)
                default: return nil
                }
            }
            for x in 0..<width {
                for channel in 0..<channels { pixels[(y * width + x) * 4 + channel] = current[x * channels + channel] }
            }
            swap(&previous, &current)
        }
        return (width, height, pixels)
    }

    private static func inflate(_ data: [UInt8], expected: Int) -> [UInt8]? {
        var stream = z_stream()
        guard inflateInit_(&stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: expected)
        var input = data
        let status = input.withUnsafeMutableBufferPointer { inputBuffer in
            output.withUnsafeMutableBufferPointer { outputBuffer in
                stream.next_in = inputBuffer.baseAddress
                stream.avail_in = UInt32(inputBuffer.count)
                stream.next_out = outputBuffer.baseAddress
                stream.avail_out = UInt32(outputBuffer.count)
                return CZlib.inflate(&stream, Z_FINISH)
            }
        }
        return status == Z_STREAM_END && stream.avail_out == 0 ? output : nil
    }

    private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
    }

    private static func readBigEndian(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    }
}

private func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
}
