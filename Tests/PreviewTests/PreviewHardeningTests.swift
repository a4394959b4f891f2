import Foundation
import LayoutSnapPipeline
import Testing
import TestSupport

@testable import LayoutSnapPreview

#if canImport(Glibc)
import Glibc
#endif

/// The preview server as a local development server must hold up (shared/repro P01–P05):
/// request limits, timeouts, a connection cap, loopback host names only, a render that never
/// ends, and files too large to read.
@Suite(.serialized, .endToEnd, .tags(.endToEnd))
struct PreviewHardeningTests {
    typealias Folder = PreviewServerTests.Folder

    static func start(_ folder: Folder, limits: HTTPServer.Limits = .init(), budget: Double = 10, builder: (@Sendable (PreviewWorkspace.File, ScenarioInputs, RenderWorker) -> (inputs: [String: PreviewSession.ReadFile], result: Result<PreviewContent, PreviewFailure>))? = nil) async throws -> (PreviewServer, LoopbackClient) {
        var configuration = PreviewServer.Configuration(paths: [folder.url.path], port: 0)
        configuration.limits = limits
        configuration.renderBudget = budget
        let server = try PreviewServer(configuration)
        if let builder { await server.session.useBuilder(builder) }
        let port = try await server.start()
        return (server, LoopbackClient(port: port))
    }

    /// Sends `bytes` on a new connection, ends the sending side, and reads until the server
    /// closes it (or 20 s pass).
    static func exchange(_ port: UInt16, _ bytes: [UInt8]) async throws -> String {
        try await onOwnThread {
            let socket = try connect(port)
            defer { close(socket) }
            Loopback.send(bytes, on: socket)
            // Nothing more is coming: an incomplete head ends at once instead of timing out.
            shutdown(socket, Int32(SHUT_WR))
            return String(decoding: Loopback.receiveAll(socket), as: UTF8.self)
        }
    }

    static func connect(_ port: UInt16) throws -> Int32 {
        guard let socket = Loopback.connect(port: port) else { throw LoopbackClient.Failure.connect(errno) }
        return socket
    }

    static func request(_ target: String, headers: [String] = ["Host: 127.0.0.1"]) -> [UInt8] {
        Array(("GET \(target) HTTP/1.1\r\n" + headers.map { $0 + "\r\n" }.joined() + "Connection: close\r\n\r\n").utf8)
    }

    /// P01: a long request line is refused with 414 as it arrives, headers past the limit with
    /// 431, while other requests are answered.
    @Test func longRequestLinesAndHeadersAreRefused() async throws {
        let folder = try Folder()
        try folder.write("box.yaml", PreviewServerTests.scenario(width: 100))
        let (server, client) = try await Self.start(folder)
        defer { Task { await server.stop() } }
        async let first = Self.exchange(client.port, Array("GET /\(String(repeating: "a", count: 150_000)) HTTP/1.1\r\n".utf8))
        async let second = Self.exchange(client.port, Array("GET /\(String(repeating: "a", count: 150_000))".utf8))
        async let list = client.get("/list")
        #expect(try await list.status == 200)
        #expect(try await first.hasPrefix("HTTP/1.1 414 URI Too Long\r\n"))
        #expect(try await second.hasPrefix("HTTP/1.1 414 URI Too Long\r\n"))
        let manyHeaders = (0..<150).map { "X-Header-\($0): value" }
        #expect(try await Self.exchange(client.port, Self.request("/", headers: ["Host: 127.0.0.1"] + manyHeaders)).hasPrefix("HTTP/1.1 431 "))
        let oneHuge = ["Host: 127.0.0.1", "Cookie: " + String(repeating: "c", count: 20_000)]
        #expect(try await Self.exchange(client.port, Self.request("/", headers: oneHuge)).hasPrefix("HTTP/1.1 431 "))
        #expect(try await Self.exchange(client.port, Array("GARBAGE\r\n\r\n".utf8)).hasPrefix("HTTP/1.1 400 "))
        #expect(try await Self.exchange(client.port, Array("GET / HTTP/1.1\r\n\r\n".utf8)).hasPrefix("HTTP/1.1 400 "))  // no Host
        #expect(try await client.get("/").status == 200)
    }

    /// P03: only loopback host names, and only pages of the preview's own origin.
    @Test func foreignHostsAndOriginsAreRefused() async throws {
        let folder = try Folder()
        try folder.write("card.yaml", PreviewServerTests.scenario(width: 100).replacingOccurrences(of: "Hello", with: "Q3 pricing: internal"))
        let (server, client) = try await Self.start(folder)
        defer { Task { await server.stop() } }
        let port = client.port
        for (headers, status) in [
            (["Host: 127.0.0.1:\(port)"], "200"), (["Host: localhost:\(port)"], "200"), (["Host: [::1]:\(port)"], "200"),
            (["Host: rebind.attacker.example:\(port)"], "403"), (["Host: 127.0.0.1.attacker.example"], "403"), (["Host: 10.0.0.1"], "403"),
            (["Host: 127.0.0.1:\(port)", "Origin: http://rebind.attacker.example:\(port)"], "403"),
            (["Host: 127.0.0.1:\(port)", "Origin: http://127.0.0.1:\(port)"], "200"),
        ] {
            let answer = try await Self.exchange(port, Self.request("/file/scenarios/card.yaml", headers: headers))
            #expect(answer.hasPrefix("HTTP/1.1 \(status) "), "\(headers): \(answer.prefix(80))")
            #expect(answer.contains("Q3 pricing") == (status == "200"), "\(headers)")
        }
        let post = try await Self.exchange(port, Array("POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 3\r\n\r\nabc".utf8))
        #expect(post.hasPrefix("HTTP/1.1 405 "))
    }

    /// P02: connections past the cap are answered 503 and closed; idle ones time out; the
    /// server keeps serving throughout.
    @Test func theConnectionCapRefusesInsteadOfDying() async throws {
        let folder = try Folder()
        try folder.write("box.yaml", PreviewServerTests.scenario(width: 100))
        let limits = HTTPServer.Limits(connections: 8, headTimeout: 1, idleTimeout: 1, writeTimeout: 2)
        let (server, client) = try await Self.start(folder, limits: limits)
        defer { Task { await server.stop() } }
        let answers = try await onOwnThread {
            // Twenty half-sent requests: eight are held, twelve refused at once.
            let sockets = try (0..<20).map { _ in
                let socket = try Self.connect(client.port)
                Loopback.send("GET / HTTP/1.1\r\n", on: socket)
                return socket
            }
            defer { sockets.forEach { close($0) } }
            return sockets.map { socket in
                var buffer = [UInt8](repeating: 0, count: 4096)
                let count = recv(socket, &buffer, buffer.count, 0)
                return count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : ""
            }
        }
        #expect(answers.filter { $0.hasPrefix("HTTP/1.1 503 ") }.count == 12, "\(answers.map { $0.prefix(12) })")
        // The held ones ran out of time for their heads.
        #expect(answers.filter { $0.hasPrefix("HTTP/1.1 408 ") }.count == 8)
        #expect(try await client.get("/").status == 200)
        // An idle kept-alive connection is closed after the idle time.
        let closed = try await onOwnThread {
            let socket = try Self.connect(client.port)
            defer { close(socket) }
            Loopback.send("GET /list HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", on: socket)
            var buffer = [UInt8](repeating: 0, count: 65536)
            var total = 0
            while true {
                let count = recv(socket, &buffer, buffer.count, 0)
                if count == 0 { return total > 0 }
                if count < 0 { return false }
                total += count
            }
        }
        #expect(closed, "the idle connection was closed by the server")
        #expect(server.openConnections == 0)
    }

    /// P04: a file whose layout never ends shows an error for that file; the others keep
    /// updating on a fresh render thread.
    @Test func aRenderPastItsBudgetDoesNotStopTheOthers() async throws {
        let folder = try Folder()
        try folder.write("box.yaml", PreviewServerTests.scenario(width: 100))
        try folder.write("slow.yaml", PreviewServerTests.scenario(width: 50, name: "slow"))
        // A budget a busy machine's real builds stay well within; the slow file outlasts it.
        let (server, client) = try await Self.start(folder, budget: 3) { file, inputs, worker in
            if file.key.hasSuffix("slow.yaml") { Thread.sleep(forTimeInterval: 8) }
            return PreviewSession.build(file, inputs: inputs, worker: worker)
        }
        defer { Task { await server.stop() } }
        let slow = try await client.get("/fragment/scenarios/slow.yaml")
        #expect(slow.text.contains("stopped waiting after 3 s of laying out and drawing this file"), "\(slow.text.prefix(300))")
        try folder.write("box.yaml", PreviewServerTests.scenario(width: 160))
        var frame: String?
        for _ in 0..<200 {
            frame = PreviewServerTests.boxFrame(try await client.get("/fragment/scenarios/box.yaml").text)
            if frame == "10 10 160 40" { break }
            try await Task.sleep(for: .milliseconds(25))
        }
        #expect(frame == "10 10 160 40")
        #expect(try await client.get("/png/scenarios/box.yaml?render=0").status == 200)
    }

    /// P05: a 2 GB file in a served folder is refused by its size, never read.
    @Test func hugeFilesAreNotReadWhole() async throws {
        let folder = try Folder()
        try folder.write("box.yaml", PreviewServerTests.scenario(width: 100))
        let before = Self.residentMegabytes()
        let big = folder.url.appendingPathComponent("big.yaml")
        #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 2 << 30)
        try handle.close()
        let (server, client) = try await Self.start(folder)
        defer { Task { await server.stop() } }
        let page = try await client.get("/fragment/scenarios/big.yaml")
        #expect(page.text.contains("scenario files are limited to 16777216 bytes"), "\(page.text.prefix(300))")
        #expect(Self.residentMegabytes() - before < 500)
        #expect(PreviewSession.ReadFile.contents(big.path).isEmpty)
        #expect(try await client.get("/").status == 200)
    }

    static func residentMegabytes() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) / 1024
    }
}
