import CCairo
import LayoutSnapScenario
import LayoutSnapText

// The constraint overlay's legend band: the key to the marks (wrapped on narrow canvases) and
// how many constraints there are and how many labels found no room.
extension SceneDrawer {
    /// One row of the key to the marks (one row in most renders; more on a narrow canvas).
    static let legendKeyHeight = 19.0
    static let legendColor = Color(red: 0.97, green: 0.97, blue: 0.98)

    /// The band below the scene explaining the marks, and saying how many labels found no room.
    /// - Parameter sceneBottom: where the band's background starts (at most `band.y`).
    func drawConstraintLegend(_ diagram: ConstraintDiagram, in band: Rect, from sceneBottom: Double) {
        cairo_save(cairo)
        cairo_rectangle(cairo, band.x, sceneBottom, band.width, band.y + band.height - sceneBottom)
        setColor(Self.legendColor)
        cairo_fill(cairo)
        let rows = Self.legendKeyRows(width: band.width, measurer: measurer)
        if let legendKeys, legendKeys.paint(rows, at: Point(x: band.x, y: band.y), on: cairo, measurer: measurer) {
            // Painted from the pixels drawn once for this scale and wrapping.
        } else {
            cairo_save(cairo)
            cairo_translate(cairo, band.x, band.y)
            Self.drawLegendKey(rows, on: cairo, measurer: measurer, sink: textSink)
            cairo_restore(cairo)
        }
        // The second row: how many constraints, and how many labels found no free place (kept
        // short: long text rows are the costliest part of the legend to compress; docs/cli.md
        // says why a label is left out).
        let count = diagram.marks.count
        var text = "\(count) constraint\(count == 1 ? "" : "s")"
        if diagram.omittedLabels > 0 {
            text += " · \(diagram.omittedLabels) label\(diagram.omittedLabels == 1 ? "" : "s") left out"
            setColor(Self.brokenColor)
        } else {
            cairo_set_source_rgb(cairo, 0.2, 0.2, 0.22)
        }
        cairo_move_to(cairo, band.x + 8, band.y + Double(rows.count) * Self.legendKeyHeight + 1)
        showText(text, style: TextStyle(family: "system", size: 10, weight: 500, lines: 1, lineBreak: .truncateTail), width: band.width - 16)
        cairo_restore(cairo)
    }

    private static let legendKeyStyle = TextStyle(family: "system", size: 10, weight: 500, lines: 1, lineBreak: .clip)

    private enum SampleMark { case line, dashed, diamond }

    private static let legendKeySamples: [(text: String, color: Color, mark: SampleMark)] = {
        var faint = constraintColor
        faint.alpha = 0.4
        return [
            ("required", constraintColor, .line), ("< 1000", constraintColor, .dashed), ("broken", brokenColor, .line),
            ("stack view", faint, .line), ("content area", constraintColor, .diamond),
        ]
    }()

    /// How wide a run of key samples is, in points, from the key's left inset.
    private static func legendKeyWidth(_ samples: [Int], measurer: TextMeasurer) -> Double {
        samples.reduce(8) { $0 + sampleWidth($1, measurer: measurer) }
    }

    /// One sample: its mark, its name and the gap after it.
    private static func sampleWidth(_ index: Int, measurer: TextMeasurer) -> Double {
        18 + measurer.size(of: legendKeySamples[index].text, style: legendKeyStyle, width: nil).width + 12
    }

    /// How wide the widest of these key rows is, in points.
    static func legendKeyWidth(_ rows: [[Int]], measurer: TextMeasurer) -> Double {
        rows.map { legendKeyWidth($0, measurer: measurer) }.max() ?? 0
    }

    /// The key's samples, by index, row by row: on one line when the canvas is wide enough,
    /// else wrapped (an iPhone SE's 320 points hold four of the five), so no sample is cut off.
    static func legendKeyRows(width: Double, measurer: TextMeasurer) -> [[Int]] {
        var rows: [[Int]] = [[]]
        var rowWidth = 8.0
        for index in legendKeySamples.indices {
            let sample = sampleWidth(index, measurer: measurer)
            if rows[rows.count - 1].isEmpty || rowWidth + sample <= width {
                rows[rows.count - 1].append(index)
                rowWidth += sample
            } else {
                rows.append([index])
                rowWidth = 8 + sample
            }
        }
        return rows
    }

    /// The key: a sample of each kind of mark with its name, in the rows given, from the
    /// origin on a background drawn already.
    static func drawLegendKey(_ rows: [[Int]], on cairo: OpaquePointer, measurer: TextMeasurer, sink: TextSink? = nil) {
        for (row, samples) in rows.enumerated() {
            drawLegendKeyRow(samples, top: Double(row) * legendKeyHeight, on: cairo, measurer: measurer, sink: sink)
        }
    }

    private static func drawLegendKeyRow(_ samples: [Int], top: Double, on cairo: OpaquePointer, measurer: TextMeasurer, sink: TextSink?) {
        var x = 8.0
        let middle = top + 11.0
        for sample in samples.map({ legendKeySamples[$0] }) {
            cairo_set_source_rgba(cairo, sample.color.red, sample.color.green, sample.color.blue, sample.color.alpha)
            cairo_set_line_width(cairo, 1.5)
            switch sample.mark {
            case .diamond:
                cairo_move_to(cairo, x + 7, middle - 4)
                cairo_line_to(cairo, x + 11, middle)
                cairo_line_to(cairo, x + 7, middle + 4)
                cairo_line_to(cairo, x + 3, middle)
                cairo_close_path(cairo)
                cairo_fill(cairo)
            case .line, .dashed:
                var dashes: [Double] = [4, 3]
                if sample.mark == .dashed { cairo_set_dash(cairo, &dashes, 2, 0) }
                cairo_move_to(cairo, x, middle)
                cairo_line_to(cairo, x + 14, middle)
                cairo_stroke(cairo)
                cairo_set_dash(cairo, nil, 0, 0)
            }
            x += 18
            let size = measurer.size(of: sample.text, style: legendKeyStyle, width: nil)
            cairo_set_source_rgb(cairo, 0.2, 0.2, 0.22)
            cairo_move_to(cairo, x, middle - size.height / 2)
            if sink?.take(sample.text, style: legendKeyStyle, width: nil, measurer: measurer, on: cairo) != true {
                measurer.draw(sample.text, style: legendKeyStyle, width: nil, on: cairo)
            }
            x += size.width + 12
        }
    }
}
