import Dispatch
import Foundation
import LayoutSnapPipeline
import Synchronization

/// The one thread that lays out and draws for the preview. Pango's objects must stay on the
/// thread that made them, and reusing them (the measurer, its caches, the loaded fonts) between
/// edits is what makes a redraw fast; so every job runs here, in order, with this thread's
/// `RenderWorker`. A job past its time budget is given up on: the session then moves the
/// waiting jobs to a fresh thread (`abandon()`), so one bad file cannot stop the others.
final class RenderThread: Sendable {
    /// A job: what to run, and what to answer if it never runs.
    struct Job: Sendable {
        var run: @Sendable () -> Void
        var giveUp: @Sendable () -> Void
    }

    // Sendable by hand: the queue and the stop flag are only touched under the lock.
    private final class Queue: @unchecked Sendable {
        let condition = NSCondition()
        var jobs: [Job] = []
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
                job.run()
            }
        }
        thread.name = "layoutsnap-preview-render"
        // Deep view trees recurse in layout and drawing: give the thread the main thread's room.
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Runs `work` on the render thread with its worker and returns what it returns, or nil
    /// when it has run for `budget` seconds without returning (it goes on, unheard) or the
    /// thread was stopped first.
    func perform<T: Sendable>(within budget: Double, _ work: @escaping @Sendable (RenderWorker) -> T) async -> T? {
        await withCheckedContinuation { (continuation: CheckedContinuation<T?, Never>) in
            let answered = Mutex(false)
            @Sendable func answer(_ value: T?) {
                guard answered.withLock({ done in defer { done = true }; return !done }) else { return }
                continuation.resume(returning: value)
            }
            enqueue(
                Job(
                    run: {
                        DispatchQueue.global().asyncAfter(deadline: .now() + budget) { answer(nil) }
                        answer(work(RenderWorker.current))
                    },
                    giveUp: { answer(nil) }))
        }
    }

    /// Lets the thread finish the jobs it has and end.
    func stop() {
        queue.condition.lock()
        queue.isStopped = true
        for job in queue.jobs { job.giveUp() }
        queue.jobs = []
        queue.condition.broadcast()
        queue.condition.unlock()
    }

    /// Ends the thread after its current job (which may never end) and hands back the jobs
    /// still waiting, for another thread.
    func abandon() -> [Job] {
        queue.condition.lock()
        defer { queue.condition.unlock() }
        queue.isStopped = true
        let waiting = queue.jobs
        queue.jobs = []
        queue.condition.broadcast()
        return waiting
    }

    /// Queues jobs another thread gave up.
    func adopt(_ jobs: [Job]) { for job in jobs { enqueue(job) } }

    private func enqueue(_ job: Job) {
        queue.condition.lock()
        defer { queue.condition.unlock() }
        guard !queue.isStopped else {
            job.giveUp()
            return
        }
        queue.jobs.append(job)
        queue.condition.signal()
    }
}
