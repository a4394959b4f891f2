import Foundation
import Testing

/// `layoutsnap preview` as a user starts it: through the CLI, which runs layoutsnap-preview.
@Suite struct PreviewCommandTests {
    /// A running preview and the port it printed.
    final class Running {
        let process = Process()
        let errors = Pipe()
        var port: Int = 0
        var firstLine = ""

        init(_ arguments: [String]) throws {
            process.executableURL = CommandLineTests.executable
            process.arguments = ["preview"] + arguments
            process.currentDirectoryURL = CommandLineTests.root
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
