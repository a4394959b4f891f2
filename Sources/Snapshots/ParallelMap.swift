import Dispatch
import Foundation

/// `body(0..<count)` on every core, results in index order.
func parallelMap<T: Sendable>(_ count: Int, _ body: @Sendable (Int) -> T) -> [T] {
    let results = ParallelResults<T>(count)
    DispatchQueue.concurrentPerform(iterations: count) { index in
        results.store(body(index), at: index)
    }
    return results.values.compactMap { $0 }
}

/// Results written from many threads under a lock.
private final class ParallelResults<T>: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [T?]
    init(_ count: Int) { values = [T?](repeating: nil, count: count) }

    func store(_ value: T, at index: Int) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }
}
