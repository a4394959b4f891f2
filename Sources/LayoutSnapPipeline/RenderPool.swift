import Dispatch
import Foundation
import LayoutSnapPNG

/// Work spread over every core, in order of index. Render work gets each thread's own
/// `RenderWorker` (its Pango state never leaves the thread); other work uses `parallelMap`.
public enum RenderPool {
    /// `body(worker, index)` for each index below `count`, results in index order.
    public static func map<T: Sendable>(_ count: Int, _ body: @Sendable (RenderWorker, Int) -> T) -> [T] {
        occupyingCores(count) { parallelMap(count) { index in body(RenderWorker.current, index) } }
    }

    /// `body(worker, index)` for each index below `count`, for what it does.
    public static func forEach(_ count: Int, _ body: @Sendable (RenderWorker, Int) -> Void) {
        occupyingCores(count) { DispatchQueue.concurrentPerform(iterations: count) { index in body(RenderWorker.current, index) } }
    }

    /// `body` with the pool's threads besides the caller's counted as busy: a PNG encoder
    /// compresses beside its filtering only on a core nothing else needs.
    private static func occupyingCores<T>(_ count: Int, _ body: () -> T) -> T {
        PNGEncoder.whileOtherThreadsWork(min(count, ProcessInfo.processInfo.activeProcessorCount) - 1, body)
    }
}

/// `body(0..<count)` on every core, results in index order.
public func parallelMap<T: Sendable>(_ count: Int, _ body: @Sendable (Int) -> T) -> [T] {
    let results = ParallelResults<T>(count)
    DispatchQueue.concurrentPerform(iterations: count) { index in
        results.store(body(index), at: index)
    }
    return results.values.compactMap { $0 }
}

/// Results written from many threads under a lock.
private final class ParallelResults<T>: @unchecked Sendable {  // `values` is written under the lock, read after all writers finished
    private let lock = NSLock()
    private(set) var values: [T?]
    init(_ count: Int) { values = [T?](repeating: nil, count: count) }

    func store(_ value: T, at index: Int) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }
}
