import Foundation
import Testing

/// A scratch folder laid out like a user's project: files written inline, `layoutsnap` run
/// inside it, and a fingerprint of every entry (without following links) to prove what a
/// command did or did not touch.
struct ScratchProject {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsnap-project-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    func write(_ text: String, to relative: String) throws {
        let url = url(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func makeFolder(_ relative: String) throws {
        try FileManager.default.createDirectory(at: url(relative), withIntermediateDirectories: true)
    }

    func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createDirectory(at: url(relative).deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url(relative).path, withDestinationPath: destination)
    }

    func exists(_ relative: String) -> Bool {
        var info = stat()
        return lstat(url(relative).path, &info) == 0
    }

    func run(_ arguments: [String]) throws -> CommandLineTests.Run {
        try CommandLineTests().run(arguments, in: root)
    }

    /// Runs with a time limit: a run still going after `seconds` is killed and reported with
    /// status -1. Output goes through files beside the project, so a large one cannot block.
    func run(_ arguments: [String], timeout seconds: Double) throws -> (run: CommandLineTests.Run, signalled: Bool) {
        let outputs = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsnap-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outputs) }
        let outURL = outputs.appendingPathComponent("out"), errURL = outputs.appendingPathComponent("err")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let process = Process()
        process.executableURL = CommandLineTests.executable
        process.arguments = arguments
        process.currentDirectoryURL = root
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        var environment = CommandLineTests.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"  // a trap should end at once, not print a backtrace
        process.environment = environment
        try process.run()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(5_000) }
        var timedOut = false
        if process.isRunning {
            timedOut = true
            process.terminate()
        }
        process.waitUntilExit()
        let run = CommandLineTests.Run(
            status: timedOut ? -1 : process.terminationStatus,
            output: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
            errors: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
        return (run, process.terminationReason == .uncaughtSignal)
    }

    /// Relative path → what is there: a file's bytes (as text), a link's destination, or a
    /// folder. Links are listed, never followed.
    func tree(under relative: String = "") -> [String: String] {
        var result: [String: String] = [:]
        func walk(_ path: String) {
            let full = path.isEmpty ? root.path : root.appendingPathComponent(path).path
            for name in (try? FileManager.default.contentsOfDirectory(atPath: full)) ?? [] {
                let child = path.isEmpty ? name : "\(path)/\(name)"
                let childURL = root.appendingPathComponent(child)
                var info = stat()
                guard lstat(childURL.path, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFLNK:
                    result[child] = "link → " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: childURL.path)) ?? "?")
                case S_IFDIR:
                    result[child] = "folder"
                    walk(child)
                default:
                    result[child] = "file " + String(decoding: (try? Data(contentsOf: childURL)) ?? Data(), as: UTF8.self).prefix(64)
                        + " \(info.st_size)"
                }
            }
        }
        walk(relative)
        return result
    }

    /// A small scenario with a label, so that renders are quick but not trivial.
    static func scenario(name: String?, renders: [String] = ["default"], color: String = "#336699") -> String {
        var text = name.map { "name: '\($0)'\n" } ?? ""
        text += """
            device: {width: 60, height: 40, scale: 1}
            root:
              background: "\(color)"
              subviews:
                - {id: l, type: label, text: Hi}
            constraints: [l.left == root.left + 4, l.top == root.top + 4]

            """
        if renders != ["default"] {
            text += "renders:\n" + renders.map { "  - name: \($0)\n" }.joined()
        }
        return text
    }
}
