import Foundation
import LayoutSnapLayout
import LayoutSnapPipeline
import LayoutSnapPreview
import LayoutSnapRender

/// The preview's redraw after a save (issue 12), in process as the server does it, for every
/// seed scenario: each round writes the file with one constant changed (so nothing is reused
/// but the fonts and text caches, as between two edits), then times
///   - png: the file's bytes read, loaded, laid out and its first render drawn as the PNG the
///     preview serves;
///   - page: what the server does on a save — every render laid out and drawn as the page's
///     two SVGs, with its hover data and lint findings;
///   - pageAndPNG: that, then the first render's PNG, which the server draws only when the
///     page asks for it (the PNG link, the index's thumbnail).
/// Prints JSON: per seed, the median milliseconds of each.
///
///     preview-bench SCENARIO_DIR [ROUNDS]
let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: preview-bench SCENARIO_DIR [ROUNDS]\n".utf8))
    exit(2)
}
let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 31 : 31
let seeds = ScenarioDiscovery.files(below: arguments[1]).filter { $0.hasSuffix(".yaml") }
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("preview-bench-\(getpid())")
try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: scratch) }

let worker = RenderWorker.current
let inputs = ScenarioInputs()
func milliseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

var results: [[String: Any]] = []
for seed in seeds {
    guard let original = try? String(contentsOfFile: seed, encoding: .utf8) else { continue }
    let copy = scratch.appendingPathComponent((seed as NSString).lastPathComponent).path
    var png: [Double] = [], page: [Double] = [], pageAndPNG: [Double] = []
    for round in 0..<rounds {
        // A changed number in a comment line at the end: new bytes, the same layout work.
        try Data((original + "\n# edit \(round)\n").utf8).write(to: URL(fileURLWithPath: copy))
        png.append(milliseconds {
            guard let scenario = try? inputs.load(file: copy).first, let render = scenario.renders.first else { return }
            _ = try? worker.draw(worker.layOut(scenario, render: render), options: RenderOptions(pngCompression: .fast))
        })
        try Data((original + "\n# edit \(round) again\n").utf8).write(to: URL(fileURLWithPath: copy))
        var built: Result<PreviewContent, PreviewFailure>?
        let pageTime = milliseconds { built = PreviewSession.build(PreviewWorkspace.File(key: "seed", path: copy), inputs: inputs, worker: worker).result }
        page.append(pageTime)
        pageAndPNG.append(pageTime + milliseconds {
            if case .success(let content)? = built, let first = content.renders.first {
                _ = PreviewBuilder.png(first, drawing: PreviewDrawing(mode: .screen), worker: worker)
            }
        })
    }
    // The first rounds load fonts and fill caches once for the whole server's life.
    let warm = rounds > 5 ? 3 : 0
    results.append([
        "seed": (seed as NSString).lastPathComponent, "png": median(Array(png.dropFirst(warm))), "page": median(Array(page.dropFirst(warm))),
        "pageAndPNG": median(Array(pageAndPNG.dropFirst(warm))),
    ])
}
let data = try JSONSerialization.data(withJSONObject: results, options: [.sortedKeys])
print(String(decoding: data, as: UTF8.self))
