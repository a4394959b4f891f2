import Foundation
import LayoutSnapPipeline
import LayoutSnapRender
import LayoutSnapScenario

#if canImport(Glibc)
import Glibc
#endif

/// The render worker's side (`layoutsnap-preview --render-worker`): reads requests on standard
/// input, lays out and draws on this one thread (Pango state kept between requests, as the
/// in-process render thread keeps it), answers on standard output, and ends when its input
/// ends. It keeps each file's last build, to draw its PNGs.
package enum RenderWorkerLoop {
    /// For tests: `crash:NAME` or `hang:NAME` makes building a file of that name crash the
    /// worker or never finish, as a layoutsnap bug would.
    static let faultVariable = "LAYOUTSNAP_PREVIEW_FAULT"

    package static func run(inputs: ScenarioInputs) -> Never {
        // A preview that ends while a build runs leaves no worker behind: once the parent is
        // gone (the worker is handed to another), end too.
        let parent = getppid()
        Thread.detachNewThread {
            while getppid() == parent { sleep(1) }
            _exit(0)
        }
        let worker = RenderWorker.current
        let fault = ProcessInfo.processInfo.environment[faultVariable]?.split(separator: ":", maxSplits: 1).map(String.init)
        var built: [String: PreviewContent] = [:]
        while case .frame(let bytes) = Frames.read(from: STDIN_FILENO, deadline: nil) {
            guard let request = try? JSONDecoder().decode(WorkerRequest.self, from: Data(bytes)) else { break }
            var reply = WorkerReply()
            var png: [UInt8]?
            switch request {
            case .build(let key, let path):
                if let fault, fault.count == 2, (path as NSString).lastPathComponent == fault[1] {
                    if fault[0] == "crash" { raise(SIGSEGV) }
                    if fault[0] == "hang" { while true { sleep(60) } }
                }
                let file = PreviewWorkspace.File(key: key, path: path)
                let (read, result) = PreviewSession.build(file, inputs: inputs, worker: worker)
                reply.inputs = [path] + read.keys.filter { $0 != path }.sorted()
                switch result {
                case .success(let content):
                    built[key] = content
                    reply.content = content.renders.map(WireRender.init)
                case .failure(let failure):
                    reply.failure = failure.message
                }
            case .png(let key, let index, let mode):
                if let content = built[key], content.renders.indices.contains(index), let drawing = PreviewDrawing(mode) {
                    switch PreviewBuilder.png(content.renders[index], drawing: drawing, worker: worker) {
                    case .success(let bytes):
                        reply.hasPNG = true
                        png = bytes
                    case .failure(let failure): reply.failure = failure.message
                    }
                } else {
                    reply.notBuilt = true
                }
            }
            guard let encoded = try? JSONEncoder().encode(reply), Frames.write(Array(encoded), to: STDOUT_FILENO) else { break }
            if let png, !Frames.write(png, to: STDOUT_FILENO) { break }
        }
        exit(0)
    }
}
