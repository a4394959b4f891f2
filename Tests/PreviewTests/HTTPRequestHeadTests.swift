import Foundation
import Testing

@testable import LayoutSnapPreview
import TestSupport

/// The preview's request reading: limits at their exact edges, bytes arriving one at a time,
/// host names, and a structure-aware fuzz campaign over the parser and a live server.
@Suite struct HTTPRequestHeadTests {
    static let sample = Array("GET /png/scenarios/a%20b.yaml?render=1&mode=content HTTP/1.1\r\nHost: 127.0.0.1:8040\r\nAccept: */*\r\nConnection: keep-alive\r\n\r\n".utf8)

    static func end(_ bytes: [UInt8]) throws(HTTPRequestHead.Failure) -> Int? {
        var scanner = HTTPRequestHead.Scanner()
        return try scanner.end(of: bytes)
    }

    @Test func aHeadIsReadWhateverTheChunks() throws {
        #expect(try Self.end(Self.sample) == Self.sample.count)
        var scanner = HTTPRequestHead.Scanner()
        var received: [UInt8] = []
        var found: Int?
        for byte in Self.sample + Array("GET / HTTP/1.1\r\n".utf8) where found == nil {
            received.append(byte)
            found = try scanner.end(of: received)
        }
        #expect(found == Self.sample.count)
        let head = try HTTPRequestHead.parse(Self.sample[..<Self.sample.count])
        #expect(head.method == "GET" && head.version == "HTTP/1.1" && head.keepsAlive)
        #expect(head.path == "/png/scenarios/a b.yaml")
        #expect(head.query == ["render": "1", "mode": "content"])
        #expect(head.header("host") == "127.0.0.1:8040")
    }

    @Test func limitsHoldAtTheirEdges() throws {
        let longest = "GET /" + String(repeating: "a", count: HTTPRequestHead.maximumRequestLine - 14) + " HTTP/1.1"
        #expect(longest.utf8.count == HTTPRequestHead.maximumRequestLine)
        #expect(try Self.end(Array((longest + "\r\nHost: x\r\n\r\n").utf8)) != nil)
        #expect(throws: HTTPRequestHead.Failure.requestLineTooLong) { try Self.end(Array(("x" + longest + "\r\n").utf8)) }
        // Refused before the line ends: the server never holds more than the limit.
        #expect(throws: HTTPRequestHead.Failure.requestLineTooLong) { try Self.end(Array(repeating: 0x61, count: HTTPRequestHead.maximumRequestLine + 1)) }
        let header = "X: " + String(repeating: "v", count: HTTPRequestHead.maximumHeaderBytes)
        #expect(throws: HTTPRequestHead.Failure.headersTooLarge) { try Self.end(Array(("GET / HTTP/1.1\r\n" + header).utf8)) }
        let many = (0...HTTPRequestHead.maximumHeaderCount).map { "H\($0): v\r\n" }.joined()
        let bytes = Array(("GET / HTTP/1.1\r\n" + many + "\r\n").utf8)
        let end = try #require(try Self.end(bytes))
        #expect(throws: HTTPRequestHead.Failure.headersTooLarge) { try HTTPRequestHead.parse(bytes[..<end]) }
    }

    @Test(arguments: [
        ("127.0.0.1:8040", true, true), ("localhost", true, true), ("LOCALHOST.:80", true, true), ("[::1]:8040", true, true), ("127.1.2.3", true, true),
        ("rebind.example", false, false), ("127.0.0.1.example", false, false), ("10.0.0.5:80", false, true), ("[fe80::1]", false, true),
        ("localhost:80x", false, false), ("", false, false), ("[::1", false, false), ("a@127.0.0.1", false, false),
    ])
    func hostNames(value: String, loopback: Bool, anyAddress: Bool) {
        #expect(HostCheck(loopbackOnly: true).allows(host: value) == loopback, "\(value)")
        #expect(HostCheck(loopbackOnly: false).allows(host: value) == anyAddress, "\(value)")
    }

    /// Mutations of real request heads (bytes flipped, inserted, cut, repeated, line breaks
    /// moved, invalid UTF-8, NULs, huge lines): every one is read or refused with a status.
    @Test func fuzzedHeadsAreReadOrRefused() throws {
        var generator = SeededRandom(seed: 29)
        let seeds = [
            Self.sample, Self.request("/"), Self.request("/events"), Self.request("/file/scenarios/x.yaml"),
            Array("HEAD / HTTP/1.0\r\n\r\n".utf8), Array("POST /a HTTP/1.1\r\nHost: a\r\nContent-Length: 4\r\n\r\nbody".utf8),
        ]
        var outcomes: [String: Int] = [:]
        for _ in 0..<Self.fuzzCount {
            let bytes = Self.mutate(seeds[Int(generator.next() % UInt64(seeds.count))], &generator)
            var scanner = HTTPRequestHead.Scanner()
            do throws(HTTPRequestHead.Failure) {
                guard let end = try scanner.end(of: bytes) else {
                    outcomes["incomplete", default: 0] += 1
                    continue
                }
                #expect(end <= bytes.count)
                let head = try HTTPRequestHead.parse(bytes[..<end])
                #expect(head.target.hasPrefix("/") && !head.method.isEmpty && head.headers.count <= HTTPRequestHead.maximumHeaderCount)
                #expect(head.headers.allSatisfy { $0.name == $0.name.lowercased() && !$0.name.isEmpty })
                _ = (head.path, head.query, head.keepsAlive, head.header("host").map { HostCheck(loopbackOnly: true).allows(host: $0) })
                outcomes["read", default: 0] += 1
            } catch {
                #expect([HTTPStatus.badRequest, .uriTooLong, .headersTooLarge].contains(error.status))
                outcomes["\(error.status.rawValue)", default: 0] += 1
            }
        }
        print("HTTP fuzz: \(Self.fuzzCount) heads: \(outcomes.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))")
        #expect(outcomes["read", default: 0] > Self.fuzzCount / 20 && outcomes["400", default: 0] > Self.fuzzCount / 20)
    }

    /// 10,000 in every `swift test`; `make fuzz` runs libFuzzer's campaign over the same parser.
    static let fuzzCount = 10_000

    static func request(_ target: String) -> [UInt8] { Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8) }

    static func mutate(_ seed: [UInt8], _ generator: inout SeededRandom) -> [UInt8] {
        var bytes = seed
        for _ in 0..<(1 + Int(generator.next() % 4)) {
            let position = bytes.isEmpty ? 0 : Int(generator.next() % UInt64(bytes.count))
            switch generator.next() % 9 {
            case 0: if !bytes.isEmpty { bytes[position] ^= UInt8(truncatingIfNeeded: generator.next() | 1) }
            case 1: bytes.insert(contentsOf: [0x0D, 0x0A], at: position)
            case 2: bytes = Array(bytes.prefix(position))
            case 3: bytes.insert(contentsOf: Array(repeating: UInt8(ascii: "a"), count: Int(generator.next() % 20_000)), at: position)
            case 4: bytes.insert(contentsOf: [0xF3, 0x00, 0xFF, 0xC3], at: position)
            case 5: bytes.insert(contentsOf: Array("\r\nX-\(generator.next() % 1000): \(generator.next())".utf8), at: position)
            case 6: if !bytes.isEmpty { bytes.remove(at: position) }
            case 7: bytes.insert(contentsOf: Array(" : %zz%2e%2e/../?&=#".utf8).shuffled(using: &generator), at: position)
            default: bytes += bytes.prefix(position)
            }
        }
        return bytes
    }

    /// A live server under the same mutations: each connection gets a status line or is
    /// closed, and the server answers normally afterwards.
    @Test(.endToEnd, .tags(.endToEnd)) func aLiveServerAnswersFuzzedRequests() async throws {
        let folder = try PreviewServerTests.Folder()
        try folder.write("x.yaml", PreviewServerTests.scenario(width: 100))
        var configuration = PreviewServer.Configuration(paths: [folder.url.path], port: 0)
        configuration.limits = HTTPServer.Limits(connections: 64, headTimeout: 0.5, idleTimeout: 0.5, writeTimeout: 2)
        let server = try PreviewServer(configuration)
        let port = try await server.start()
        defer { Task { await server.stop() } }
        var generator = SeededRandom(seed: 31)
        var answered = 0
        for _ in 0..<300 {
            let bytes = Self.mutate(Self.request(["/", "/list", "/file/scenarios/x.yaml", "/png/scenarios/x.yaml?render=0"][Int(generator.next() % 4)]), &generator)
            let answer = try await PreviewHardeningTests.exchange(port, bytes)
            // A head that is complete (or already breaks a limit) gets a status line; one the
            // client left unfinished may be closed without a word.
            let complete: Bool
            do { complete = try Self.end(bytes) != nil } catch { complete = true }
            #expect(answer.hasPrefix("HTTP/1.1 ") || (answer.isEmpty && !complete), "\(answer.prefix(60)) for \(String(decoding: bytes.prefix(120), as: UTF8.self).debugDescription)")
            if complete { answered += 1 }
        }
        #expect(answered > 150)
        #expect(try await LoopbackClient(port: port).get("/").status == 200)
    }
}
