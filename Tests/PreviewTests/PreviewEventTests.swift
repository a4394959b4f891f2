import Foundation
import Testing
import TestSupport

@testable import LayoutSnapPreview

/// What the preview pushes to its pages over Server-Sent Events.
@Suite(.serialized, .endToEnd, .tags(.endToEnd))
struct PreviewEventTests {
    /// A file's page listens with its key: its own file's changes come with the new content, so
    /// the page shows them without asking again; other files' come by name.
    @Test func aPageHearsOfItsOwnFileWithItsContent() async throws {
        let folder = try PreviewServerTests.Folder()
        try folder.write("box.yaml", PreviewServerTests.scenario(width: 100))
        try folder.write("other.yaml", PreviewServerTests.scenario(width: 20, name: "other"))
        let (server, client) = try await PreviewServerTests.start(folder)
        defer { Task { await server.stop() } }
        let events = try EventReader(client: client, path: "/events?key=scenarios/box.yaml")
        #expect(try await events.next()?.event == "hello")

        try folder.write("box.yaml", PreviewServerTests.scenario(width: 150))
        let fragment = try await events.next { event, _ in event != "hello" }
        #expect(fragment.event == "fragment")
        #expect(PreviewServerTests.boxFrame(fragment.data) == "10 10 150 40")
        // The pushed content is the fragment the page would have fetched, line for line.
        #expect(fragment.data == (try await client.get("/fragment/scenarios/box.yaml").text).replacingOccurrences(of: "\r\n", with: "\n"))

        try folder.write("other.yaml", PreviewServerTests.scenario(width: 30, name: "other"))
        let other = try await events.next { event, _ in event != "hello" }
        #expect(other.event == "change")
        #expect(other.data.contains("scenarios/other.yaml"))
        #expect(!other.data.contains("<div"))

        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("box.yaml"))
        let deleted = try await events.next { event, _ in event != "hello" }
        #expect(deleted.event == "change")
        #expect(deleted.data.contains("\"kind\":\"deleted\""))
    }
}
