import Foundation

/// Chunks handed from the async world to a connection's thread.
final class ChunkQueue: @unchecked Sendable {
    // Sendable by hand: every field is touched only under the condition's lock.
    private let condition = NSCondition()
    private var chunks: [[UInt8]] = []
    private var isFinished = false

    func push(_ chunk: [UInt8]) {
        condition.lock()
        chunks.append(chunk)
        condition.signal()
        condition.unlock()
    }

    func finish() {
        condition.lock()
        isFinished = true
        condition.signal()
        condition.unlock()
    }

    /// The next chunk, waiting for it; nil once the stream has ended.
    func pop() -> [UInt8]? {
        condition.lock()
        defer { condition.unlock() }
        while chunks.isEmpty && !isFinished { condition.wait() }
        return chunks.isEmpty ? nil : chunks.removeFirst()
    }
}
