import Foundation
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#endif

/// `layoutsnap preview` as a user starts it: through the CLI, which runs layoutsnap-preview.
@Suite(.endToEnd, .tags(.endToEnd)) struct PreviewCommandTests {
    /// A running preview and the port it printed.
    final class Running {
        let process = Process()
        let errors = Pipe()
        var port: Int = 0
        var firstLine = ""

        /// - Parameters:
        ///   - descriptors: a limit on open files (`ulimit -n`) to start it under.
        ///   - folder: the working directory (the project's root by default).
        ///   - environment: variables added to the test's own.
        init(_ arguments: [String], descriptors: Int? = nil, in folder: URL? = nil, environment: [String: String] = [:]) throws {
            if let descriptors {
                process.executableURL = URL(fileURLWithPath: "/bin/sh")
                process.arguments = ["-c", "ulimit -n \(descriptors) && exec \"$0\" \"$@\"", CommandLineTests.executable.path, "preview"] + arguments
            } else {
                process.executableURL = CommandLineTests.executable
                process.arguments = ["preview"] + arguments
            }
            process.currentDirectoryURL = folder ?? CommandLineTests.root
            process.environment = CommandLineTests.environment.merging(environment) { $1 }
            let output = Pipe()
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            var text = ""
            let deadline = Date().addingTimeInterval(60)
            while !text.contains("\n"), Date() < deadline, process.isRunning {
                text += String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
            }
            firstLine = text
            if let match = text.range(of: #"127\.0\.0\.1:\d+|0\.0\.0\.0:\d+"#, options: .regularExpression) {
                port = Int(text[match].split(separator: ":").last ?? "") ?? 0
            }
        }

        deinit {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }
    }

    @Test func startsOnLoopbackAndRefusesATakenPort() throws {
        let first = try Running(["scenarios", "--port", "0"])
        #expect(first.firstLine.hasPrefix("layoutsnap preview: http://127.0.0.1:"), "\(first.firstLine)")
        #expect(first.port > 0)
        let second = try CommandLineTests().run(["preview", "scenarios", "--port", String(first.port)])
        #expect(second.status == 2)
        #expect(second.errors.contains("cannot listen on 127.0.0.1 port \(first.port): the port is in use"), "\(second.errors)")
        #expect(first.process.isRunning)
    }

    /// P02: connections beyond the process's file descriptors wait their turn; the preview
    /// neither exits nor stops answering, even flooded while it starts (libdispatch traps when
    /// it cannot open /proc files: the server keeps descriptors in reserve).
    @Test func runningOutOfDescriptorsIsWaitedOut() throws {
        let running = try Running(["scenarios/seeds/003-max-height.yaml", "--port", "0"], descriptors: 64)
        try #require(running.port > 0, "\(running.firstLine)")
        var sockets: [Int32] = []
        for _ in 0..<150 {
            guard let socket = Loopback.connect(port: UInt16(running.port)) else { continue }
            Loopback.send("GET / HTTP/1.1\r\n", on: socket)
            sockets.append(socket)
        }
        Thread.sleep(forTimeInterval: 1)
        #expect(running.process.isRunning, "the preview ended")
        sockets.forEach { close($0) }
        let answer = Self.fetch(port: running.port, path: "/list")
        #expect(answer.hasPrefix("HTTP/1.1 200 "), "\(answer.prefix(80))")
        #expect(running.process.isRunning)
        running.process.terminate()
        running.process.waitUntilExit()
        let errors = String(decoding: running.errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(errors.contains("no file descriptors left for connections; new ones wait"), "\(errors)")
    }

    /// P04: layout and drawing run in a worker process. A file that crashes it or never
    /// finishes shows an error on its page; the worker is started again and the other files
    /// keep updating, PNGs included.
    @Test func aCrashOrAHangTakesDownOnlyTheWorker() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        let box = { (height: Int) in "root: {subviews: [{id: a, background: red}]}\nconstraints: [\"H:|-[a]-|\", \"V:|-[a(\(height))]\"]\n" }
        for name in ["a.yaml", "crash.yaml", "hang.yaml"] { try project.write(box(20), to: "sc/\(name)") }
        let running = try Running(
            ["sc", "--port", "0", "--render-budget", "5"], in: project.root,
            environment: ["LAYOUTSNAP_PREVIEW_FAULT": "crash:crash.yaml", "SWIFT_BACKTRACE": "enable=no"])
        try #require(running.port > 0, "\(running.firstLine)")
        let crashed = Self.fetch(port: running.port, path: "/fragment/sc/crash.yaml")
        #expect(crashed.contains("render worker crashed laying out and drawing this file (it was ended by signal 11); the other files go on"), "\(crashed.suffix(400))")
        try project.write(box(40), to: "sc/a.yaml")
        var page = ""
        for _ in 0..<100 where !page.contains("data-frame=\"20 20 335 40\"") {
            Thread.sleep(forTimeInterval: 0.05)
            page = Self.fetch(port: running.port, path: "/fragment/sc/a.yaml")
        }
        #expect(page.contains("data-frame=\"20 20 335 40\""))
        #expect(Self.fetch(port: running.port, path: "/png/sc/a.yaml?render=0").hasPrefix("HTTP/1.1 200 "))

        let hanging = try Running(
            ["sc", "--port", "0", "--render-budget", "3"], in: project.root, environment: ["LAYOUTSNAP_PREVIEW_FAULT": "hang:hang.yaml"])
        try #require(hanging.port > 0, "\(hanging.firstLine)")
        let stopped = Self.fetch(port: hanging.port, path: "/fragment/sc/hang.yaml")
        #expect(stopped.contains("stopped waiting after 3 s of laying out and drawing this file; the other files go on"), "\(stopped.suffix(400))")
        #expect(Self.fetch(port: hanging.port, path: "/png/sc/a.yaml?render=0").hasPrefix("HTTP/1.1 200 "))
        #expect(running.process.isRunning && hanging.process.isRunning)
    }

    /// A GET over a plain socket, read until the server closes; "" when nothing came.
    static func fetch(port: Int, path: String) -> String {
        guard let socket = Loopback.connect(port: UInt16(port)) else { return "" }
        defer { close(socket) }
        Loopback.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", on: socket)
        return String(decoding: Loopback.receiveAll(socket), as: UTF8.self)
    }

    @Test func aMissingPathOrABadHostIsBadInput() throws {
        let missing = try CommandLineTests().run(["preview", "no/such/folder", "--port", "0"])
        #expect(missing.status == 2)
        #expect(missing.errors == "no/such/folder:1:1: error: no such file or directory\n")
        let host = try CommandLineTests().run(["preview", "scenarios", "--port", "0", "--host", "example.com"])
        #expect(host.status == 2)
        #expect(host.errors.contains("--host wants an IP address"))
        let traits = try CommandLineTests().run(["preview", "scenarios", "--port", "0", "--traits", "big-small"])
        #expect(traits.status == 2)
        #expect(traits.errors.contains("--traits takes a width and a height class, such as compact-regular, not 'big-small'"))
    }

    @Test func anotherHostIsWarnedAbout() throws {
        let running = try Running(["scenarios", "--port", "0", "--host", "0.0.0.0"])
        #expect(running.port > 0)
        running.process.terminate()
        running.process.waitUntilExit()
        let warning = String(decoding: running.errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(warning.contains("warning: listening on 0.0.0.0"))
    }
}
