import ArgumentParser
import Foundation

/// `layoutsnap preview`: runs `layoutsnap-preview`, built beside this binary. The server lives
/// in its own binary so that building the CLI never builds the HTTP server (DESIGN §14).
struct PreviewLauncher: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a live preview of scenarios on 127.0.0.1 that redraws as files are saved (runs layoutsnap-preview).",
        discussion: "layoutsnap preview [PATH…] [--port N] [--host ADDRESS] [--open] [--poll] [--assets DIR]; `layoutsnap preview --help` explains them.")

    @Argument(parsing: .allUnrecognized, help: "Passed to layoutsnap-preview.")
    var arguments: [String] = []

    init() {}
    init(arguments: [String]) { self.arguments = arguments }

    func run() throws {
        // The real path of this binary (it may have been found on PATH or through a link).
        let own = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let server = URL(fileURLWithPath: own).deletingLastPathComponent().appendingPathComponent("layoutsnap-preview").path
        guard FileManager.default.isExecutableFile(atPath: server) else {
            throw InputError(
                message: "error: layoutsnap preview needs layoutsnap-preview beside \(own); build it with `swift build --product layoutsnap-preview` (or `make preview`)")
        }
        let argv = ([server] + arguments).map { strdup($0) } + [nil]
        execv(server, argv)
        throw InputError(message: "error: cannot run \(server): \(String(cString: strerror(errno)))")
    }
}
