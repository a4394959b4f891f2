// Image comparison benchmark, side by side with pixelmatch (Benchmarks/snapshot_bench.py):
//   snapshot-bench pair DIR     renders a 1500×3000-pixel pair (a.png, b.png) and their raw
//                               RGBA pixels (a.rgba, b.rgba) for pixelmatch
//   snapshot-bench compare A B  decodes two PNGs and times the comparison alone (median of 3),
//                               printing {"seconds": …, "differing": …}
//   snapshot-bench overlay DIR  every render of the scenarios below DIR laid out and drawn as
//                               PNG with and without the constraint overlay, on one thread
//                               (medians of 15 rounds, or BENCH_ROUNDS), printing {"plain": s,
//                               "constraints": s, "layout": s} (drawing, drawing, laying out)
//                               and the quickest round of each ("plainMin", …)
//   snapshot-bench png DIR      every render of the scenarios below DIR as pixels, encoded by
//                               layoutsnap's PNG encoder and by libpng (Up filter, zlib level 1,
//                               run-length matching) from the same straight RGBA rows, back to
//                               back (medians of 9 rounds); both files decoded and checked to
//                               hold the same pixels. Prints {"layoutsnap": s, "libpng": s,
//                               "layoutsnapBytes": n, "libpngBytes": n, "renders": n}
//   snapshot-bench pixels DIR OUT
//                               the same renders' pixels written to OUT/<n>.rgba (a header
//                               "width height opaque", then straight RGBA) for the writers
//                               layoutsnap could use instead (Benchmarks/png_alternatives.c)
import Foundation
import LayoutSnapLayout
import LayoutSnapPipeline
import LayoutSnapPNG
import LayoutSnapScenario
import PNGWriterReference
import LayoutSnapRender
import LayoutSnapSnapshots

func scenario(changed: Bool) throws -> Scenario {
    var subviews: [String] = []
    var constraints: [String] = []
    for row in 0..<120 {
        let text = changed && row == 10 ? "Row \(row): this text changed" : "Row \(row): a label in a long list of settings"
        subviews.append("""
                - id: cell\(row)
                  background: "\(row % 2 == 0 ? "#f2f2f7" : "#ffffff")"
                  subviews:
                    - id: label\(row)
                      type: label
                      text: "\(text)"
            """)
        constraints += [
            "H:|[cell\(row)]|", "cell\(row).height == 48",
            row == 0 ? "cell0.top == root.top + 20" : "cell\(row).top == cell\(row - 1).bottom + \(changed && row == 20 ? 1 : 0)",
            "label\(row).left == cell\(row).left + 16", "label\(row).centerY == cell\(row).centerY",
        ]
    }
    let yaml = """
        name: settings
        device: {width: 750, height: 1500, scale: 2}
        root:
          subviews:
        \(subviews.joined(separator: "\n"))
        constraints:
        \(constraints.map { "  - \"\($0)\"" }.joined(separator: "\n"))
        """
    return try ScenarioLoader.load(yaml: yaml, file: "settings.yaml")
}

/// `image` as libpng writes it (Up filter, zlib level 1, run-length matching).
nonisolated func encodedByLibpng(_ image: PNGImage) -> [UInt8] {
    guard let writer = layoutsnap_png_writer_create(UInt32(image.width), UInt32(image.height), image.isOpaque ? 0 : 1, 0) else { exit(1) }
    defer { layoutsnap_png_writer_destroy(writer) }
    let written = image.pixels.withUnsafeBufferPointer {
        layoutsnap_png_writer_append(writer, $0.baseAddress, image.width * 4, UInt32(image.height), LAYOUTSNAP_PIXELS_RGBA)
    }
    var size = 0
    guard written != 0, layoutsnap_png_writer_finish(writer) != 0, let bytes = layoutsnap_png_writer_bytes(writer, &size) else { exit(1) }
    return Array(UnsafeBufferPointer(start: bytes, count: size))
}

/// The middle value (0 for none).
func median(_ values: [Double]) -> Double { values.isEmpty ? 0 : values.sorted()[values.count / 2] }

/// Every render of the scenario files below `folder`, in file order.
func renders(below folder: String) throws -> [(scenario: Scenario, render: RenderSpec)] {
    let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
    return try files.flatMap { file in
        let scenario = try ScenarioLoader.load(file: URL(fileURLWithPath: folder).appendingPathComponent(file).path)
        return scenario.renders.map { (scenario, $0) }
    }
}

func render(_ scenario: Scenario) throws -> [UInt8] {
    let worker = RenderWorker.current
    return try worker.draw(worker.layOut(scenario, render: scenario.renders[0]), options: RenderOptions())
}

let arguments = CommandLine.arguments
switch arguments.count > 1 ? arguments[1] : "" {
case "pair" where arguments.count == 3:
    let folder = URL(fileURLWithPath: arguments[2])
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, changed) in [("a", false), ("b", true)] {
        let png = try render(try scenario(changed: changed))
        try Data(png).write(to: folder.appendingPathComponent("\(name).png"))
        guard let image = PNGImage(bytes: png) else { exit(1) }
        try Data(image.pixels).write(to: folder.appendingPathComponent("\(name).rgba"))
        print("\(name).png: \(image.width)×\(image.height)")
    }
case "compare" where arguments.count >= 4:
    guard let a = PNGImage(bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: arguments[2])))),
        let b = PNGImage(bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: arguments[3]))))
    else { exit(1) }
    // compare A B [THRESHOLD [aa|no-aa]]: the definition pixelmatch is run with on the other side.
    let threshold = arguments.count > 4 ? Double(arguments[4]) ?? 0 : 0
    let comparison = PixelComparison(threshold: threshold, countsAntialiasing: arguments.count > 5 ? arguments[5] == "aa" : true)
    var times: [Double] = []
    var differing = 0
    for _ in 0..<5 {
        let start = DispatchTime.now().uptimeNanoseconds
        differing = comparison.compare(a, b).differingPixels
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    print("{\"seconds\": \(times.sorted()[2]), \"differing\": \(differing), \"width\": \(a.width), \"height\": \(a.height)}")
case "overlay" where arguments.count >= 3:
    let worker = RenderWorker.current
    let jobs = try renders(below: arguments[2])
    // Each render laid out, then drawn both ways back to back (the order alternating by
    // round), so that the machine's drift between rounds falls on both sides alike; medians of
    // the rounds' sums, and each render's quickest round summed (what a busy machine disturbs
    // least). A whole render is its layout and its drawing.
    var layout: [Double] = [], plain: [Double] = [], overlay: [Double] = []
    var quickest = [[Double]](repeating: [Double](repeating: .infinity, count: jobs.count), count: 3)
    let sides = [(Overlays(), 0), (Overlays.constraints, 1)].filter { arguments.count < 4 || (arguments[3] == "plain") == ($0.1 == 0) }
    for round in 0..<(Int(ProcessInfo.processInfo.environment["BENCH_ROUNDS"] ?? "") ?? 15) {
        var sums = [0.0, 0.0, 0.0]
        for (index, job) in jobs.enumerated() {
            var start = DispatchTime.now().uptimeNanoseconds
            let laidOut = worker.layOut(job.scenario, render: job.render)
            var seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            sums[2] += seconds
            quickest[2][index] = min(quickest[2][index], seconds)
            for (overlays, into) in round % 2 == 0 ? sides : sides.reversed() {
                start = DispatchTime.now().uptimeNanoseconds
                _ = try worker.draw(laidOut, options: RenderOptions(overlays: overlays))
                seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                sums[into] += seconds
                quickest[into][index] = min(quickest[into][index], seconds)
            }
        }
        plain.append(sums[0])
        overlay.append(sums[1])
        layout.append(sums[2])
    }
    let best = quickest.map { $0.reduce(0, +) }
    print(
        "{\"plain\": \(median(plain)), \"constraints\": \(median(overlay)), \"layout\": \(median(layout)), \"renders\": \(jobs.count), \"plainMin\": \(plain.min() ?? 0), \"constraintsMin\": \(overlay.min() ?? 0), \"layoutMin\": \(layout.min() ?? 0), \"plainBest\": \(best[0]), \"constraintsBest\": \(best[1]), \"layoutBest\": \(best[2])}"
    )
case "png" where arguments.count == 3:
    let worker = RenderWorker.current
    var images: [PNGImage] = []
    for job in try renders(below: arguments[2]) {
        guard let image = PNGImage(bytes: try worker.draw(worker.layOut(job.scenario, render: job.render), options: RenderOptions())) else { exit(1) }
        images.append(image)
    }
    var ours: [Double] = [], reference: [Double] = []
    var oursBytes = 0, referenceBytes = 0
    for round in 0..<9 {
        var sums = [0.0, 0.0]
        oursBytes = 0
        referenceBytes = 0
        for image in images {
            for side in round % 2 == 0 ? [0, 1] : [1, 0] {
                let start = DispatchTime.now().uptimeNanoseconds
                let bytes = side == 0 ? ((try? image.encoded()) ?? []) : encodedByLibpng(image)
                sums[side] += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                if side == 0 { oursBytes += bytes.count } else { referenceBytes += bytes.count }
                // Both must hold exactly the pixels they were given.
                if round == 0, PNGImage(bytes: bytes) != image {
                    FileHandle.standardError.write(Data("a \(side == 0 ? "layoutsnap" : "libpng") file does not decode to its pixels\n".utf8))
                    exit(1)
                }
            }
        }
        ours.append(sums[0])
        reference.append(sums[1])
    }
    print("{\"layoutsnap\": \(median(ours)), \"libpng\": \(median(reference)), \"layoutsnapBytes\": \(oursBytes), \"libpngBytes\": \(referenceBytes), \"renders\": \(images.count)}")
case "pixels" where arguments.count == 4:
    let worker = RenderWorker.current
    for (index, job) in try renders(below: arguments[2]).enumerated() {
        guard let image = PNGImage(bytes: try worker.draw(worker.layOut(job.scenario, render: job.render), options: RenderOptions())) else { exit(1) }
        let header = Array("\(image.width) \(image.height) \(image.isOpaque ? 1 : 0)\n".utf8)
        try Data(header + image.pixels).write(to: URL(fileURLWithPath: arguments[3]).appendingPathComponent("\(index).rgba"))
    }
default:
    FileHandle.standardError.write(Data("usage: snapshot-bench pair DIR | compare A.png B.png | overlay DIR | png DIR | pixels DIR OUT\n".utf8))
    exit(2)
}
