/// Up-filtered PNG rows waiting to be written, in stream order: each either equal to the row
/// above or differing from it in a few spans. Kept flat (every span's bytes in one buffer) so
/// that queueing a row allocates nothing: a render with a diagram queues thousands.
struct UpRows {
    /// A run of differing bytes in one row.
    struct Span {
        /// Where it starts in the row, after the filter byte.
        var start: Int
        /// Its Up-filtered values: `bytes[byteStart..<byteEnd]`.
        var byteStart: Int
        var byteEnd: Int
        var count: Int { byteEnd - byteStart }
    }

    /// Per row, the end of its spans in `spans` (a repeated row has none).
    private(set) var rowEnds: [Int] = []
    private(set) var spans: [Span] = []
    /// Every span's bytes, in order.
    var bytes: [UInt8] = []

    var count: Int { rowEnds.count }
    var isEmpty: Bool { rowEnds.isEmpty }

    /// The spans of row `index`; none when it repeats the row above.
    func spans(ofRow index: Int) -> ArraySlice<Span> {
        spans[(index == 0 ? 0 : rowEnds[index - 1])..<rowEnds[index]]
    }

    /// Starts a span at `start` in the row being added, whose bytes the caller appends to
    /// `bytes` next; `endRow` closes the row.
    mutating func beginSpan(at start: Int) {
        spans.append(Span(start: start, byteStart: bytes.count, byteEnd: bytes.count))
    }

    /// Closes the last span at the end of `bytes`.
    mutating func endSpan() {
        spans[spans.count - 1].byteEnd = bytes.count
    }

    /// Closes the row whose spans were added since the last call (none: a repeated row).
    mutating func endRow() {
        rowEnds.append(spans.count)
    }

    mutating func removeAll() {
        rowEnds.removeAll(keepingCapacity: true)
        spans.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: true)
    }
}
