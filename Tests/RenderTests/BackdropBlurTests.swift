import LayoutSnapRender
import Testing

/// A visual-effect view's blur (`blur:`): what lies beneath its frame, blurred, under its tint.
@Suite struct BackdropBlurTests {
    /// Black and white stripes 4 pt tall under a 60×40 view at (20, 20); `glass` has the
    /// fields given.
    static func scenario(_ glass: String) -> String {
        let stripes = (0..<25).map { index in
            """
                - id: stripe\(index)
                  background: "\(index % 2 == 0 ? "#000000" : "#ffffff")"
                  frame: [0, \(index * 4), 100, 4]
            """
        }.joined(separator: "\n")
        return """
            device: {width: 100, height: 100, scale: 2}
            root:
              subviews:
            \(stripes)
                - id: glass
                  frame: [20, 20, 60, 40]
                  \(glass)
            """
    }

    @Test func whatLiesBeneathIsBlurredInsideTheFrameOnly() throws {
        let sharp = try png(Self.scenario("alpha: 1")), blurred = try png(Self.scenario("blur: 6"))
        // Outside the frame, the stripes are as they were.
        for (x, y) in [(10, 10), (10, 90), (190, 150), (30, 190), (100, 30)] {
            #expect(blurred.pixel(x: x, y: y) == sharp.pixel(x: x, y: y), "(\(x), \(y)) outside the frame")
        }
        // Inside, in the middle (away from the edges, which repeat their last pixel), the
        // stripes melt to grey: black and white rows 8 pixels apart differ by little.
        let column = 100
        let greys = (70..<90).map { Int(blurred.pixel(x: column, y: $0).red) }
        #expect(greys.max()! - greys.min()! < 24, "rows 70..<90 read \(greys)")
        #expect(abs(greys.reduce(0, +) / greys.count - 128) < 16)
        // The sharp render has pure black and white there.
        #expect(Set((70..<90).map { sharp.pixel(x: column, y: $0).red }) == [0, 255])
    }

    @Test func theTintIsDrawnOverTheBlurAndRoundedCornersKeepTheirOutside() throws {
        let image = try png(Self.scenario("blur: 6\n      background: \"#ff000080\"\n      cornerRadius: 16"))
        // Red over grey in the middle.
        let middle = image.pixel(x: 100, y: 80)
        #expect(middle.red > 170 && middle.green < 100 && middle.green > 30 && middle.green == middle.blue)
        // The corner pixel is outside the curve: the stripe beneath is untouched (row 40 is
        // the top of stripe 5, white).
        #expect(isColor(image.pixel(x: 40, y: 40), 255, 255, 255))
    }

    /// A render taller than a strip (8,192 pixels) with a blurred view across the rows where
    /// two strips meet: the view is blurred as one piece, pixel for pixel as the same view over
    /// the same stripes in a render of one strip, with no seam.
    @Test func aBlurAcrossTwoStripsIsBlurredAsOnePiece() throws {
        /// Stripes 4 pt tall from `stripesTop`, a 200-pt-tall blurred view 96 pt below them.
        func scenario(height: Int, stripesTop: Int) -> String {
            let stripes = (0..<100).map { index in
                "    - {id: stripe\(index), background: \"\(index % 2 == 0 ? "#000000" : "#ffffff")\", frame: [0, \(stripesTop + index * 4), 20, 4]}"
            }.joined(separator: "\n")
            return """
                device: {width: 20, height: \(height), scale: 2}
                root:
                  subviews:
                \(stripes)
                    - {id: glass, frame: [0, \(stripesTop + 96), 20, 200], blur: 6}
                """
        }
        // The tall render's view covers rows 8,000..<8,400, across row 8,192.
        let tall = try png(scenario(height: 4_500, stripesTop: 3_904)), short = try png(scenario(height: 500, stripesTop: 0))
        #expect(tall.height == 9_000)
        var differing: [Int] = []
        for row in 0..<400 where (0..<40).contains(where: { tall.pixel(x: $0, y: 8_000 + row) != short.pixel(x: $0, y: 192 + row) }) {
            differing.append(8_000 + row)
        }
        #expect(differing.isEmpty, "rows \(differing.first ?? 0)…\(differing.last ?? 0) differ")
    }

    @Test func aVectorDocumentShowsTheTintAlone() throws {
        let svg = try SharedRenderer.shared.render(Self.scenario("blur: 6\n      background: \"#ff000080\""), options: RenderOptions(format: .svg))
        let sharp = try SharedRenderer.shared.render(Self.scenario("background: \"#ff000080\""), options: RenderOptions(format: .svg))
        #expect(svg == sharp)
    }
}
