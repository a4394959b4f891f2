import LayoutSnapPNG

/// Compares two images pixel by pixel, as pixelmatch does: a perceptual (YIQ) colour distance
/// against a threshold, and anti-aliasing detection so that a glyph edge shifted by a fraction
/// of a pixel is not reported as a change.
public struct PixelComparison: Sendable {
    /// How far apart two colours may be and still match, 0…1. The default is 0, exact:
    /// renders are byte-deterministic, so any tolerance only lets real changes through
    /// (pixelmatch's 0.1 passes `#e9e9eb` → white).
    public var threshold: Double
    /// Whether pixels that look like anti-aliasing count as differences (the default: they
    /// do; an allowance for them must be asked for).
    public var countsAntialiasing: Bool

    public init(threshold: Double = 0, countsAntialiasing: Bool = true) {
        self.threshold = threshold
        self.countsAntialiasing = countsAntialiasing
    }

    /// The outcome: how many pixels differ, and a picture of where.
    public struct Result: Sendable {
        public var differingPixels: Int
        public var antialiasedPixels: Int
        public var totalPixels: Int
        /// The expected image faded to grey, differences in red, anti-aliasing in yellow.
        package var diff: PNGImage
        public var ratio: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }
    }

    /// Compares over the larger of the two sizes; where only one image has pixels, they differ.
    package func compare(_ expected: PNGImage, _ actual: PNGImage) -> Result {
        let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
        let maximumDelta = 35_215 * threshold * threshold
        var diff = [UInt8](repeating: 255, count: width * height * 4)
        var differing = 0, antialiased = 0
        for y in 0..<height {
            for x in 0..<width {
                let index = (y * width + x) * 4
                let inExpected = x < expected.width && y < expected.height
                let inActual = x < actual.width && y < actual.height
                guard inExpected && inActual else {
                    differing += 1
                    paint(&diff, index, (255, 0, 0))
                    continue
                }
                let delta = Self.colorDelta(expected, x, y, actual, x, y)
                if abs(delta) > maximumDelta {
                    if !countsAntialiasing
                        && (Self.isAntialiased(expected, x, y, other: actual) || Self.isAntialiased(actual, x, y, other: expected))
                    {
                        antialiased += 1
                        paint(&diff, index, (255, 255, 0))
                    } else {
                        differing += 1
                        paint(&diff, index, (255, 0, 0))
                    }
                } else {
                    // Unchanged: the expected image, faded to light grey for context.
                    let gray = UInt8(255 - (255 - Self.brightness(expected, x, y)) * 0.1)
                    paint(&diff, index, (gray, gray, gray))
                }
            }
        }
        return Result(
            differingPixels: differing, antialiasedPixels: antialiased, totalPixels: width * height,
            diff: PNGImage(width: width, height: height, pixels: diff))
    }

    private func paint(_ pixels: inout [UInt8], _ index: Int, _ color: (UInt8, UInt8, UInt8)) {
        pixels[index] = color.0
        pixels[index + 1] = color.1
        pixels[index + 2] = color.2
        pixels[index + 3] = 255
    }

    /// A colour blended over white.
    private static func blended(_ image: PNGImage, _ x: Int, _ y: Int) -> (r: Double, g: Double, b: Double) {
        let p = image.pixel(x: x, y: y)
        let alpha = Double(p.alpha) / 255
        return (255 + (Double(p.red) - 255) * alpha, 255 + (Double(p.green) - 255) * alpha, 255 + (Double(p.blue) - 255) * alpha)
    }

    private static func brightness(_ image: PNGImage, _ x: Int, _ y: Int) -> Double {
        let c = blended(image, x, y)
        return c.r * 0.29889531 + c.g * 0.58662247 + c.b * 0.11448223
    }

    /// The squared YIQ distance between two pixels, negative when the second is brighter.
    static func colorDelta(_ a: PNGImage, _ ax: Int, _ ay: Int, _ b: PNGImage, _ bx: Int, _ by: Int, brightnessOnly: Bool = false) -> Double {
        let p = a.pixel(x: ax, y: ay), q = b.pixel(x: bx, y: by)
        if p == q { return 0 }
        let c1 = blended(a, ax, ay), c2 = blended(b, bx, by)
        func yiq(_ c: (r: Double, g: Double, b: Double)) -> (y: Double, i: Double, q: Double) {
            (c.r * 0.29889531 + c.g * 0.58662247 + c.b * 0.11448223,
             c.r * 0.59597799 - c.g * 0.27417610 - c.b * 0.32180189,
             c.r * 0.21147017 - c.g * 0.52261711 + c.b * 0.31114694)
        }
        let (y1, i1, q1) = yiq(c1), (y2, i2, q2) = yiq(c2)
        let dy = y1 - y2
        if brightnessOnly { return dy }
        let delta = 0.5053 * dy * dy + 0.299 * (i1 - i2) * (i1 - i2) + 0.1957 * (q1 - q2) * (q1 - q2)
        return y1 > y2 ? -delta : delta
    }

    /// Whether a pixel looks like anti-aliasing: among its neighbours it has both a darker and
    /// a brighter one, not too many identical ones, and its darkest or brightest neighbour sits
    /// in a flat region in both images: it is the soft edge between two solid areas.
    static func isAntialiased(_ image: PNGImage, _ x: Int, _ y: Int, other: PNGImage) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0), x1 = min(x + 1, image.width - 1), y1 = min(y + 1, image.height - 1)
        var zeroes = (x == x0 || x == x1 || y == y0 || y == y1) ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkestAt = (x, y), brightestAt = (x, y)
        for ny in y0...y1 {
            for nx in x0...x1 where nx != x || ny != y {
                let delta = colorDelta(image, x, y, image, nx, ny, brightnessOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    darkestAt = (nx, ny)
                } else if delta > brightest {
                    brightest = delta
                    brightestAt = (nx, ny)
                }
            }
        }
        guard darkest != 0, brightest != 0 else { return false }
        func flat(_ image: PNGImage, _ at: (Int, Int)) -> Bool { hasManySiblings(image, at.0, at.1) }
        let darkFlat = flat(image, darkestAt) && flat(other, darkestAt)
        let brightFlat = flat(image, brightestAt) && flat(other, brightestAt)
        return darkFlat || brightFlat
    }

    /// Whether a pixel has three or more identical neighbours (or is on the border and has two).
    private static func hasManySiblings(_ image: PNGImage, _ x: Int, _ y: Int) -> Bool {
        guard x < image.width, y < image.height else { return false }
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0), x1 = min(x + 1, image.width - 1), y1 = min(y + 1, image.height - 1)
        var zeroes = (x == x0 || x == x1 || y == y0 || y == y1) ? 1 : 0
        let center = image.pixel(x: x, y: y)
        for ny in y0...y1 {
            for nx in x0...x1 where (nx != x || ny != y) && image.pixel(x: nx, y: ny) == center {
                zeroes += 1
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
