import Foundation
import LayoutSnapLayout
import LayoutSnapText

/// A layout engine and renderer for the current thread: Pango objects must not be shared
/// between threads, so parallel work keeps one pair per thread. Deliberately not `Sendable`:
/// the compiler then refuses to let one cross to another thread.
public final class RenderWorker {
    public let engine: LayoutEngine
    public let renderer: Renderer

    private init() {
        // One Pango measurer (and cache) for both.
        let measurer = TextMeasurer()
        engine = LayoutEngine(measurer: measurer)
        renderer = Renderer(measurer: measurer)
    }

    /// This thread's worker, made on first use.
    public static var current: RenderWorker {
        let key = "layoutsnap.render-worker"
        if let worker = Thread.current.threadDictionary[key] as? RenderWorker { return worker }
        let worker = RenderWorker()
        Thread.current.threadDictionary[key] = worker
        return worker
    }
}
