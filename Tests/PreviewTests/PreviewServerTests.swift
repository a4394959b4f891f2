import Foundation
import LayoutSnapPipeline
import LayoutSnapPNG
import LayoutSnapRender
import Testing
import TestSupport

@testable import LayoutSnapPreview

/// The preview over real HTTP on a loopback port (DESIGN §14): pages, renders, pushed changes,
/// broken and deleted files, escaping paths, and load.
@Suite(.serialized, .endToEnd, .tags(.endToEnd))
struct PreviewServerTests {
    /// A box whose width a test edits.
    static func scenario(width: Int, name: String = "box") -> String {
        """
        name: \(name)
        device: {width: 200, height: 120, scale: 1}
        root:
          subviews:
            - {id: box, background: "#007aff"}
            - {id: title, type: label, text: "Hello", font: 15}
        constraints:
          - box.leading == root.leading + 10
          - box.top == root.top + 10
          - box.width == \(width)
          - box.height == 40
          - title.leading == box.leading
          - title.top == box.bottom + 8
        """
    }

    final class Folder {
        let url: URL
        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString)/scenarios")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        func write(_ name: String, _ text: String) throws {
            let file = url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
    }

    static func start(_ folder: Folder, polling: Bool = false) async throws -> (PreviewServer, LoopbackClient) {
        let server = try PreviewServer(.init(paths: [folder.url.path], port: 0, polling: polling))
        let port = try await server.start()
        return (server, LoopbackClient(port: port))
    }

    /// The frame the page's SVG gives the box.
    static func boxFrame(_ html: String) -> String? {
        guard let range = html.range(of: #"view-box" data-frame="([^"]*)""#, options: .regularExpression) else { return nil }
        return String(html[range]).components(separatedBy: "data-frame=\"").last?.dropLast().description
    }

    @Test func servesIndexPageAndPNG() async throws {
        let folder = try Folder()
        try folder.write("box.yaml", Self.scenario(width: 100))
        try folder.write("nested/other.yaml", Self.scenario(width: 60, name: "other"))
        let (server, client) = try await Self.start(folder)
        defer { Task { await server.stop() } }

        let index = try await client.get("/")
        #expect(index.status == 200)
        #expect(index.headers["content-type"]?.hasPrefix("text/html") == true)
        #expect(index.text.contains("href=\"/file/scenarios/box.yaml\""))
        #expect(index.text.contains("href=\"/file/scenarios/nested/other.yaml\""))

        let page = try await client.get("/file/scenarios/box.yaml")
        #expect(page.status == 200)
        #expect(Self.boxFrame(page.text) == "10 10 100 40")
        // Hover data: the box's frame and the constraints on it with their source lines.
        #expect(page.text.contains(#""box":{"absolute":[10,10,100,40]"#))
        #expect(page.text.contains("box.yaml:11:5"))
        // Inline drawings do not share ids.
        #expect(page.text.contains("id=\"r0s-view-box\"") && page.text.contains("id=\"r0c-view-box\""))
        // While out of the window a drawing is skipped by the browser, its 200 × 120 points
        // (with the border and the caption) standing in for it.
        #expect(page.text.contains(#"<figure class="drawing" data-mode="screen" style="contain-intrinsic-size: auto 202px auto 144px"><svg"#))

        let png = try await client.get("/png/scenarios/box.yaml?render=0&mode=screen")
        #expect(png.status == 200)
        #expect(png.headers["content-type"] == "image/png")
        #expect(png.body.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // 200 × 120 at scale 1: the IHDR's width and height.
        #expect(png.body[16..<24] == Data([0, 0, 0, 200, 0, 0, 0, 120]))
        // With the constraints drawn: as wide, taller by the legend below. An unknown overlay
        // is no route.
        let overlaid = try await client.get("/png/scenarios/box.yaml?render=0&mode=screen&overlay=constraints")
        #expect(overlaid.status == 200)
        #expect(overlaid.body[16..<20] == Data([0, 0, 0, 200]))
        #expect(overlaid.body[20..<24].reduce(0) { $0 << 8 | Int($1) } > 120)
        #expect(try await client.get("/png/scenarios/box.yaml?render=0&mode=screen&overlay=frames").status == 404)
        // The index shows each file's first render as a thumbnail.
        #expect(index.text.contains(#"<img class="thumb" loading="lazy" alt="" src="/png/scenarios/box.yaml?render=0&amp;mode=screen&amp;v="#))
    }

    /// The hover outline of a view inside a scroll view covers only what the scroll view shows
    /// on screen; in content mode, where the scroll view clips nothing, the whole frame.
    @Test func hoverOutlinesFollowClipping() async throws {
        let folder = try Folder()
        try folder.write(
            "clipped.yaml",
            """
            name: clipped
            device: {width: 200, height: 120, scale: 1}
            root:
              subviews:
                - id: scroll
                  type: scroll
                  subviews:
                    - {id: tall, background: red}
            constraints:
              - "H:|[scroll]|"
              - scroll.top == root.top
              - scroll.height == 60
              - tall.top == scroll.top + 40
              - tall.bottom == scroll.bottom
              - "H:|[tall(200)]|"
              - tall.height == 100
            """)
        let (server, client) = try await Self.start(folder)
        defer { Task { await server.stop() } }
        let page = try await client.get("/file/scenarios/clipped.yaml")
        #expect(page.status == 200)
        #expect(page.text.contains(#""tall":{"absolute":[0,40,200,100]"#), "\(page.text.prefix(400))")
        #expect(page.text.contains(#""visible":{"screen":[0,40,200,20]}"#))
        #expect(!page.text.contains(#""visible":{"content""#))
    }

    @Test func pushesChangesBrokenFilesAndDeletions() async throws {
        let folder = try Folder()
        try folder.write("box.yaml", Self.scenario(width: 100))
        let (server, client) = try await Self.start(folder)
        defer { Task { await server.stop() } }
        let events = try EventReader(client: client)
        #expect(try await events.next()?.event == "hello")

        // An edit: the event names the file, and the page's fragment has the new frame.
        try folder.write("box.yaml", Self.scenario(width: 150))
        let changed = try await events.next { $0 == "change" && $1.contains("scenarios/box.yaml") }
        #expect(changed.data.contains("\"kind\":\"changed\""))
        #expect(Self.boxFrame(try await client.get("/fragment/scenarios/box.yaml").text) == "10 10 150 40")
        let png = try await client.get("/png/scenarios/box.yaml?render=0&mode=screen")
        #expect(png.status == 200)

        // A broken save: the located error shows, and the last good render stays.
        try folder.write("box.yaml", Self.scenario(width: 150).replacingOccurrences(of: "box.height == 40", with: "box.height == = 40"))
        let broken = try await events.next { $0 == "change" && $1.contains("broken") }
        #expect(broken.data.contains("scenarios/box.yaml"))
        let fragment = try await client.get("/fragment/scenarios/box.yaml").text
        #expect(fragment.contains("The last save does not load"))
        #expect(fragment.contains("scenarios/box.yaml:11:19: error: unknown relation"))
        #expect(Self.boxFrame(fragment) == "10 10 150 40")
        #expect(try await client.get("/").text.contains("does not load"))

        // Fixed again.
        try folder.write("box.yaml", Self.scenario(width: 90))
        _ = try await events.next { $0 == "change" && $1.contains("\"kind\":\"changed\"") }
        let fixed = try await client.get("/fragment/scenarios/box.yaml").text
        #expect(!fixed.contains("does not load"))
        #expect(Self.boxFrame(fixed) == "10 10 90 40")

        // A new file appears; a deleted one disappears.
        try folder.write("new.yaml", Self.scenario(width: 30, name: "new"))
        _ = try await events.next { $0 == "change" && $1.contains("scenarios/new.yaml") && $1.contains("added") }
        #expect(try await client.get("/file/scenarios/new.yaml").status == 200)
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("box.yaml"))
        _ = try await events.next { $0 == "change" && $1.contains("scenarios/box.yaml") && $1.contains("deleted") }
        #expect(try await client.get("/file/scenarios/box.yaml").status == 404)
        #expect(!(try await client.get("/").text.contains("scenarios/box.yaml")))
    }

    /// Editors save by writing a temporary file and renaming it over the old one.
    @Test func aSaveByRenameIsSeen() async throws {
        let folder = try Folder()
        try folder.write("box.yaml", Self.scenario(width: 100))
        let (server, client) = try await Self.start(folder)
        defer { Task { await server.stop() } }
        let events = try EventReader(client: client)
        _ = try await events.next()
        try Data(Self.scenario(width: 140).utf8).write(to: folder.url.appendingPathComponent("box.yaml"), options: .atomic)
        let change = try await events.next { $0 == "change" && $1.contains("scenarios/box.yaml") }
        #expect(change.data.contains("\"kind\":\"changed\""), "\(change.data)")
        #expect(Self.boxFrame(try await client.get("/fragment/scenarios/box.yaml").text) == "10 10 140 40")
    }

    /// A changed image redraws the scenarios that read it; a save that changes no byte (a
    /// touch, an editor saving an unmodified buffer) redraws nothing.
    @Test func imagesAreInputsAndUnchangedSavesAreNot() async throws {
        let folder = try Folder()
        func writeImage(width: Int) throws {
            let image = PNGImage(width: width, height: 10, pixels: [UInt8](repeating: 200, count: width * 10 * 4))
            try Data(try image.encoded()).write(to: folder.url.appendingPathComponent("photo.png"))
        }
        try writeImage(width: 20)
        let text = """
            name: photo
            device: {width: 200, height: 120, scale: 1}
            root:
              subviews:
                - {id: photo, type: image, image: photo.png}
            constraints:
              - photo.leading == root.leading
              - photo.top == root.top
            """
        try folder.write("photo.yaml", text)
        let (server, client) = try await Self.start(folder)
        defer { Task { await server.stop() } }
        let events = try EventReader(client: client)
        _ = try await events.next()
        #expect(try await client.get("/fragment/scenarios/photo.yaml").text.contains(#"view-photo" data-frame="0 0 20 10""#))

        let before = await server.session.builds
        try folder.write("photo.yaml", text)
        try writeImage(width: 40)
        _ = try await events.next { $0 == "change" && $1.contains("scenarios/photo.yaml") && $1.contains("changed") }
        #expect(try await client.get("/fragment/scenarios/photo.yaml").text.contains(#"view-photo" data-frame="0 0 40 10""#))
        // The same bytes again, twice: no layout, no event.
        try folder.write("photo.yaml", text)
        try writeImage(width: 40)
        try await Task.sleep(for: .milliseconds(300))
        #expect(await server.session.builds - before == 1)
        #expect(await server.session.entry("scenarios/photo.yaml")?.version == 2)
    }

    @Test func pollingFallbackSeesChanges() async throws {
        let folder = try Folder()
        try folder.write("box.yaml", Self.scenario(width: 100))
        let (server, client) = try await Self.start(folder, polling: true)
        defer { Task { await server.stop() } }
        #expect(!server.watchesWithInotify)
        let events = try EventReader(client: client)
        _ = try await events.next()
        try folder.write("box.yaml", Self.scenario(width: 120))
        _ = try await events.next { $0 == "change" && $1.contains("changed") }
        #expect(Self.boxFrame(try await client.get("/fragment/scenarios/box.yaml").text) == "10 10 120 40")
    }

    @Test func refusesPathsOutsideTheRoots() async throws {
        let folder = try Folder()
        try folder.write("box.yaml", Self.scenario(width: 100))
        // A secret beside the root, and a symbolic link in the root that leads to it.
        let outside = folder.url.deletingLastPathComponent().appendingPathComponent("secret.yaml")
        try Data(Self.scenario(width: 1, name: "secret").utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(at: folder.url.appendingPathComponent("link.yaml"), withDestinationURL: outside)
        try FileManager.default.createSymbolicLink(at: folder.url.appendingPathComponent("up"), withDestinationURL: folder.url.deletingLastPathComponent())
        let (server, client) = try await Self.start(folder)
        defer { Task { await server.stop() } }

        for target in [
            "/file/../secret.yaml", "/file/scenarios/../secret.yaml", "/file/scenarios/../../etc/passwd", "/file/%2e%2e/secret.yaml",
            "/file/scenarios/%2e%2e/secret.yaml", "/file//etc/passwd", "/file/etc/passwd", "/fragment/scenarios/link.yaml",
            "/file/scenarios/link.yaml", "/file/scenarios/up/secret.yaml", "/png/scenarios/link.yaml?render=0", "/../../etc/passwd",
            "/file/scenarios/box.yaml/..",
        ] {
            let response = try await client.get(target)
            #expect(response.status == 404, "\(target)")
            #expect(!response.text.contains("secret"), "\(target)")
        }
        #expect(try await client.get("/file/scenarios/box.yaml").status == 200)
        #expect(!(try await client.get("/").text.contains("link.yaml")))
        // The server only reads.
        #expect(try await client.get("/file/scenarios/box.yaml", method: "PUT").status == 405)
        #expect(try await client.get("/file/scenarios/box.yaml", method: "DELETE").status == 405)
    }

    @Test func burstsOfSavesCoalesceAndTheLastOneWins() async throws {
        let folder = try Folder()
        try folder.write("box.yaml", Self.scenario(width: 100))
        let (server, client) = try await Self.start(folder)
        defer { Task { await server.stop() } }
        let before = await server.session.builds
        for width in 101...200 { try folder.write("box.yaml", Self.scenario(width: width)) }
        // The last save shows within a few seconds …
        var frame: String?
        for _ in 0..<200 {
            frame = Self.boxFrame(try await client.get("/fragment/scenarios/box.yaml").text)
            if frame == "10 10 200 40" { break }
            try await Task.sleep(for: .milliseconds(25))
        }
        #expect(frame == "10 10 200 40")
        // … after far fewer layouts than saves, and the server still answers.
        let builds = await server.session.builds - before
        #expect(builds >= 1 && builds < 50, "\(builds) builds for 100 saves")
        #expect(try await client.get("/").status == 200)
    }

    @Test func answersManyConcurrentPageLoads() async throws {
        let folder = try Folder()
        try folder.write("box.yaml", Self.scenario(width: 100))
        let (server, client) = try await Self.start(folder)
        defer { Task { await server.stop() } }
        let statuses = await withTaskGroup(of: Int.self) { group in
            for index in 0..<100 {
                group.addTask {
                    let target = index % 3 == 0 ? "/" : index % 3 == 1 ? "/file/scenarios/box.yaml" : "/png/scenarios/box.yaml?render=0&mode=content"
                    return (try? await client.get(target).status) ?? -1
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses.count == 100)
        #expect(statuses.allSatisfy { $0 == 200 }, "\(statuses.filter { $0 != 200 })")
        #expect(try await client.get("/").status == 200)
    }

    @Test func portInUseAndMissingPathsAreClearErrors() async throws {
        let folder = try Folder()
        try folder.write("box.yaml", Self.scenario(width: 100))
        let (server, _) = try await Self.start(folder)
        defer { Task { await server.stop() } }
        let taken = await server.port
        let second = try PreviewServer(.init(paths: [folder.url.path], port: taken))
        await #expect(throws: PipelineError.self) { try await second.start() }
        do {
            try await second.start()
        } catch {
            #expect(error.message.contains("port \(taken)") && error.message.contains("in use"), "\(error.message)")
        }
        #expect(throws: PipelineError.self) { try PreviewServer(.init(paths: ["/no/such/folder"])) }
    }

    /// Interface Builder files are scenarios too: a storyboard's scenes are its page's renders.
    @Test func servesInterfaceBuilderFiles() async throws {
        let folder = try Folder()
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/ib-corpus/covidbe-settings.storyboard")
        try folder.write("settings.storyboard", try String(contentsOf: corpus, encoding: .utf8))
        let (server, client) = try await Self.start(folder)
        defer { Task { await server.stop() } }
        #expect(try await client.get("/").text.contains("scenarios/settings.storyboard"))
        let page = try await client.get("/file/scenarios/settings.storyboard")
        #expect(page.status == 200)
        #expect(page.text.components(separatedBy: "<article class=\"render\"").count - 1 >= 1)
        #expect(page.text.contains("data-frame="))
        #expect(try await client.get("/png/scenarios/settings.storyboard?render=0&mode=screen").status == 200)
    }

    @Test func keysRefuseDotComponents() {
        #expect(PreviewHandler.key("scenarios/box.yaml") == "scenarios/box.yaml")
        for bad in ["", "/etc/passwd", "scenarios/../x", "..", "scenarios//box.yaml", "./scenarios/box.yaml", "scenarios/."] {
            #expect(PreviewHandler.key(bad) == nil, "\(bad)")
        }
    }
}
