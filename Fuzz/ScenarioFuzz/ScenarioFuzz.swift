import Foundation
import LayoutSnapLayout
import LayoutSnapScenario
import LayoutSnapText
import Render

// libFuzzer entry (`make fuzz`, built with -sanitize=fuzzer -D FUZZING): scenario bytes
// through loading, layout, the layout JSON and a small render. Without FUZZING it is a replay
// tool: `scenario-fuzz FILE…` runs the same path over saved inputs (crash files, the corpus).

// libFuzzer calls in from one thread only, so one engine and renderer serve every input.
nonisolated(unsafe) private let measurer = TextMeasurer()
nonisolated(unsafe) private let engine = LayoutEngine(measurer: measurer)
nonisolated(unsafe) private let renderer = Renderer(measurer: measurer)

/// One input; any outcome but a trap, a hang or invalid JSON is fine.
func fuzzOne(_ bytes: UnsafeRawBufferPointer) {
    guard let scenario = try? ScenarioLoader.load(yaml: String(decoding: bytes, as: UTF8.self), file: "fuzz.yaml") else { return }
    for render in scenario.renders.prefix(2) {
        let layout = engine.layout(scenario, render: render)
        let json = layoutJSON([layout])
        guard (try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil else {
            fatalError("invalid layout JSON:\n\(json)")
        }
        _ = try? renderer.render(scenario.applying(render), layout: layout, options: RenderOptions(mode: .content, scale: 0.25))
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    fuzzOne(UnsafeRawBufferPointer(start: data, count: count))
    return 0
}

#if FUZZING
// SwiftPM links an executable's entry point as `scenario_fuzz_main`; it hands over to
// libFuzzer's driver (libFuzzer's own main is then not linked).
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafeRawPointer?, Int) -> CInt
) -> CInt

@_cdecl("scenario_fuzz_main")
public func scenarioFuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { data, size in
        if let data { fuzzOne(UnsafeRawBufferPointer(start: data, count: size)) }
        return 0
    }
}
#else
@main
enum ScenarioFuzzReplay {
    static func main() {
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            data.withUnsafeBytes { fuzzOne($0) }
            print("ok \(path)")
        }
    }
}
#endif
