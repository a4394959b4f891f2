import ArgumentParser
import CCairo
import CommandLineSupport
import CPangoCairo
import Foundation
import LayoutSnapPipeline
import LayoutSnapSnapshots

@main
struct LayoutSnap: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutsnap",
        abstract: "Headless Auto Layout snapshots: solve scenario files and render them.",
        discussion: "Exit status: 0 success; 1 a check failed (or --strict and an error diagnostic); 2 bad input or usage.",
        version: "0.2.0 (cairo \(String(cString: cairo_version_string())), pango \(String(cString: pango_version_string())))",
        subcommands: [RenderCommand.self, LayoutCommand.self, ExplainCommand.self, LintCommand.self, CheckCommand.self, RecordCommand.self, MergeReportsCommand.self, FontsConfCommand.self, FidelityCommand.self, ImportCommand.self, GalleryCommand.self, PreviewLauncher.self]
    )

    /// Runs the command; bad input and usage errors exit with status 2 (DESIGN §8).
    static func main() {
        // Renders allocate and free image-sized buffers over and over: keep them in the heap
        // instead of mapping and unmapping (and the kernel zeroing) tens of megabytes each time.
        _ = mallopt(M_MMAP_THRESHOLD, 256 << 20)
        _ = mallopt(M_TRIM_THRESHOLD, 512 << 20)
        do {
            // Everything after `preview`, --help included, is the preview binary's to read.
            if CommandLine.arguments.dropFirst().first == "preview" {
                try PreviewLauncher(arguments: Array(CommandLine.arguments.dropFirst(2))).run()
            }
            var command = try parseAsRoot()
            try command.run()
        } catch {
            exit(reporting: error) { error in
                switch error {
                case let error as StoreError: error.description
                case let error as InputError: error.message
                default: nil
                }
            }
        }
    }
}

/// Bad input: the message is printed as it is and the exit status is 2.
struct InputError: Error {
    var message: String
}
