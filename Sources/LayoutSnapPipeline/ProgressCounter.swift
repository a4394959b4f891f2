import Foundation

/// Counts finished jobs across threads and passes (done, total) on.
package final class ProgressCounter: @unchecked Sendable {  // the count is guarded by the lock
    private let lock = NSLock()
    private var done = 0
    private let total: Int
    private let report: (@Sendable (Int, Int) -> Void)?

    package init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
        self.total = total
        self.report = report
    }

    package func finishOne() {
        guard let report else { return }
        lock.lock()
        done += 1
        let value = done
        lock.unlock()
        report(value, total)
    }
}
