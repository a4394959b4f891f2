import Foundation
import LayoutSnapPipeline

/// The one thread that lays out and draws for the preview. Pango's objects must stay on the
/// thread that made them, and reusing them (the measurer, its caches, the loaded fonts) between
/// edits is what makes a redraw fast; so every job runs here, in order, with this thread's
/// `RenderWorker`.
final class RenderThread: Sendable {
    // Sendable by hand: the queue and the stop flag are only touched under the lock.
    private final class Queue: @unchecked Sendable {
        let condition = NSCondition()
        var jobs: [@Sendable () -> Void] = []
        var isStopped = false
    }

    private let queue = Queue()

    init() {
        let queue = self.queue
        let thread = Thread {
            while true {
                queue.condition.lock()
                while queue.jobs.isEmpty && !queue.isStopped { queue.condition.wait() }
                if queue.jobs.isEmpty {
                    queue.condition.unlock()
                    return
                }
                let job = queue.jobs.removeFirst()
                queue.condition.unlock()
                job()
            }
        }
        thread.name = "layoutsnap-preview-render"
        // Deep view trees recurse in layout and drawing: give the thread the main thread's room.
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Runs `work` on the render thread with its worker and returns what it returns.
    func perform<T: Sendable>(_ work: @escaping @Sendable (RenderWorker) -> T) async -> T {
        await withCheckedContinuation { continuation in
            enqueue { continuation.resume(returning: work(RenderWorker.current)) }
        }
    }

    /// Lets the thread finish the jobs it has and end.
    func stop() {
        queue.condition.lock()
        queue.isStopped = true
        queue.condition.broadcast()
        queue.condition.unlock()
    }

    private func enqueue(_ job: @escaping @Sendable () -> Void) {
        queue.condition.lock()
        queue.jobs.append(job)
        queue.condition.signal()
        queue.condition.unlock()
    }
}
