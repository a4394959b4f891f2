import FlyingFox
import FlyingSocks
import LayoutSnapScenario

/// A response body that never ends on its own: the bytes of Server-Sent Events as they are
/// published, sent chunk by chunk. It ends when the session finishes its listeners or the page
/// goes away (the write fails and the connection closes).
struct EventStreamBody: AsyncBufferedSequence {
    typealias Element = UInt8
    let chunks: AsyncStream<[UInt8]>

    func makeAsyncIterator() -> Iterator { Iterator(chunks: chunks.makeAsyncIterator()) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var chunks: AsyncStream<[UInt8]>.Iterator
        var pending: ArraySlice<UInt8> = []

        mutating func next() async -> UInt8? {
            guard let bytes = await nextBuffer(suggested: 1) else { return nil }
            return bytes.first
        }

        mutating func nextBuffer(suggested count: Int) async -> ArraySlice<UInt8>? {
            while pending.isEmpty {
                guard let chunk = await chunks.next() else { return nil }
                pending = chunk[...]
            }
            let taken = pending.prefix(Swift.max(count, 1))
            pending = pending.dropFirst(taken.count)
            return taken
        }
    }
}

extension PreviewSession.Event {
    /// One Server-Sent Event: `event: change` with the file's key, what happened and its version.
    var serverSentEvent: String {
        let data = "{\"key\":\(ScenarioWriter.quote(key)),\"kind\":\"\(kind.rawValue)\",\"version\":\(version)}"
        return "event: change\ndata: \(data)\n\n"
    }
}
