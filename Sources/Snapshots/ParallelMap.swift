import Dispatch
import Foundation

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

/// Counts finished jobs across threads and passes (done, total) on.
final class ProgressCounter: @unchecked Sendable {  // the count is guarded by the lock
    private let lock = NSLock()
    private var done = 0
    private let total: Int
    private let report: (@Sendable (Int, Int) -> Void)?

    init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
        self.total = total
        self.report = report
    }

    func finishOne() {
        guard let report else { return }
        lock.lock()
        done += 1
        let value = done
        lock.unlock()
        report(value, total)
    }
}
