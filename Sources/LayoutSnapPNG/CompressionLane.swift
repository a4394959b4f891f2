#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread that runs one encoder's compression, in order, while the encoder's caller filters
/// the next rows: a single render's PNG costs about its filtering or its compression, whichever
/// is longer, rather than both. The work and its order are the same on a lane or off it, so the
/// bytes are too.
///
/// Lanes are lent from a pool, and only while a core is spare: when as many encoders run as
/// there are cores (`check` drawing on every core), each compresses on its own thread, as two
/// threads on one core would only take turns.
final class CompressionLane: @unchecked Sendable {  // its queue is only touched under `lock`
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var jobs: [@Sendable () -> Void] = []
    private var next = 0
    private var isRunning = false

    private init() {
        pthread_mutex_init(lock, nil)
        pthread_cond_init(changed, nil)
    }

    /// Runs `job` after every job given before it.
    func run(_ job: @escaping @Sendable () -> Void) {
        pthread_mutex_lock(lock)
        jobs.append(job)
        pthread_cond_broadcast(changed)
        pthread_mutex_unlock(lock)
    }

    /// Returns when every job given has run.
    func wait() {
        pthread_mutex_lock(lock)
        while next < jobs.count || isRunning { pthread_cond_wait(changed, lock) }
        jobs.removeAll(keepingCapacity: true)
        next = 0
        pthread_mutex_unlock(lock)
    }

    /// The lane's thread: jobs in order, for ever (a lane goes back to the pool, never away).
    private func serve() -> Never {
        pthread_mutex_lock(lock)
        while true {
            while next == jobs.count { pthread_cond_wait(changed, lock) }
            let job = jobs[next]
            // What the job holds (a band of rows) is let go as soon as it has run.
            jobs[next] = {}
            next += 1
            isRunning = true
            pthread_mutex_unlock(lock)
            job()
            pthread_mutex_lock(lock)
            isRunning = false
            pthread_cond_broadcast(changed)
        }
    }

    /// A new lane with its thread started; nil when the system will not start a thread.
    private static func start() -> CompressionLane? {
        let lane = CompressionLane()
        let context = Unmanaged.passRetained(lane).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            Unmanaged<CompressionLane>.fromOpaque(context).takeUnretainedValue().serve()
        }, context)
        if started == 0 { pthread_detach(thread) }
        #else
        var thread: pthread_t?
        let started = pthread_create(&thread, nil, { context in
            Unmanaged<CompressionLane>.fromOpaque(context).takeUnretainedValue().serve()
        }, context)
        if started == 0, let thread { pthread_detach(thread) }
        #endif
        guard started == 0 else {
            Unmanaged<CompressionLane>.fromOpaque(context).release()
            return nil
        }
        return lane
    }
}

extension CompressionLane {
    /// The lanes not lent, and how many encoders and lanes are at work.
    private final class Pool: @unchecked Sendable {  // every field under `lock`
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        var idle: [CompressionLane] = []
        /// Encoders at work, lanes lent, and threads known to be busy with other work.
        var encoders = 0, lent = 0, busy = 0
        let cores = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))

        init() { pthread_mutex_init(lock, nil) }
    }

    private static let pool = Pool()

    /// Counts an encoder at work and lends it a lane as `use` says.
    static func encoderStarted(_ use: PNGEncoder.LaneUse) -> CompressionLane? {
        pthread_mutex_lock(pool.lock)
        pool.encoders += 1
        let spare = use == .always || use == .whenACoreIsSpare && pool.encoders + pool.lent + pool.busy < pool.cores
        if spare { pool.lent += 1 }
        let idle = spare ? pool.idle.popLast() : nil
        pthread_mutex_unlock(pool.lock)
        guard spare else { return nil }
        if let lane = idle ?? start() { return lane }
        pthread_mutex_lock(pool.lock)
        pool.lent -= 1
        pthread_mutex_unlock(pool.lock)
        return nil
    }

    /// `body`, with `threads` more threads counted as busy while it runs (a pool's other
    /// workers, which would take turns with a lane).
    static func whileBusy<T>(threads: Int, _ body: () throws -> T) rethrows -> T {
        let threads = max(0, threads)
        pthread_mutex_lock(pool.lock)
        pool.busy += threads
        pthread_mutex_unlock(pool.lock)
        defer {
            pthread_mutex_lock(pool.lock)
            pool.busy -= threads
            pthread_mutex_unlock(pool.lock)
        }
        return try body()
    }

    /// An encoder done: its lane (idle by now) goes back to the pool.
    static func encoderFinished(returning lane: CompressionLane?) {
        lane?.wait()
        pthread_mutex_lock(pool.lock)
        pool.encoders -= 1
        if let lane {
            pool.lent -= 1
            pool.idle.append(lane)
        }
        pthread_mutex_unlock(pool.lock)
    }
}
