import Foundation

// libFuzzer entry (`make fuzz`, built with -sanitize=fuzzer -D FUZZING): one executable with
// three targets, chosen by LAYOUTSNAP_FUZZ: `scenario` (the default: scenario YAML through
// loading, layout, the layout JSON and a small render), `xml` (Interface Builder XML through
// the reader and `import`) and `http` (the preview's request heads). Without FUZZING it is a
// replay tool: `layoutsnap-fuzz FILE…` runs the chosen target over saved inputs.

/// The target LAYOUTSNAP_FUZZ names.
let fuzzTarget: @Sendable (UnsafeRawBufferPointer) -> Void = {
    switch ProcessInfo.processInfo.environment["LAYOUTSNAP_FUZZ"] ?? "scenario" {
    case "xml": fuzzInterfaceBuilder
    case "http": fuzzRequestHead
    default: fuzzScenario
    }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    fuzzTarget(UnsafeRawBufferPointer(start: data, count: count))
    return 0
}

#if FUZZING
// SwiftPM links an executable's entry point as `layoutsnap_fuzz_main`; it hands over to
// libFuzzer's driver (libFuzzer's own main is then not linked).
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafeRawPointer?, Int) -> CInt
) -> CInt

@_cdecl("layoutsnap_fuzz_main")
public func layoutsnapFuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { data, size in
        if let data { fuzzTarget(UnsafeRawBufferPointer(start: data, count: size)) }
        return 0
    }
}
#else
@main
enum FuzzReplay {
    static func main() {
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            data.withUnsafeBytes { fuzzTarget($0) }
            print("ok \(path)")
        }
    }
}
#endif
