import Foundation
import LayoutSnapRender
import LayoutSnapScenario

/// The preview's routes. Every file is reached by its key, looked up among the files the
/// session found under the roots; nothing else on disk can be named.
///
///     GET /                   the index            GET /list              its list, for live updates
///     GET /file/KEY           a file's page        GET /fragment/KEY      its content, for live updates
///     GET /png/KEY?render=N&mode=screen|content[&overlay=constraints]    a render's PNG
///     GET /events[?key=KEY]   Server-Sent Events: `hello` (the generation), then `change`s;
///                             with a key, changes to that file come as `fragment`s, its new content
struct PreviewHandler: Sendable {
    let session: PreviewSession
    static let title = "layoutsnap preview"

    /// The answer to a GET or HEAD (the server refuses other methods before this).
    func respond(to request: HTTPRequestHead) async -> HTTPResponse {
        guard let path = request.path else { return notFound() }
        switch path {
        case "/":
            return html(PreviewPage.index(await session.sortedEntries, generation: await session.generation, title: Self.title))
        case "/list":
            return html(PreviewPage.list(await session.sortedEntries))
        case "/events":
            return await events(forPage: request.query["key"])
        default:
            break
        }
        // The rest name a file by its key after the route's prefix.
        func entry(after prefix: String) async -> (key: String, entry: PreviewSession.Entry)? {
            guard path.hasPrefix(prefix), let key = Self.key(String(path.dropFirst(prefix.count))), let entry = await session.entry(key) else { return nil }
            return (key, entry)
        }
        if let (_, entry) = await entry(after: "/file/") { return html(PreviewPage.file(entry, generation: await session.generation)) }
        if let (_, entry) = await entry(after: "/fragment/") { return html(entry.fragment) }
        if let (key, _) = await entry(after: "/png/") { return await png(key, request) }
        return notFound()
    }

    /// A key from a request's path: relative, no `.` or `..` components, no empty ones.
    static func key(_ path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.isEmpty, !path.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else { return nil }
        return path
    }

    private func png(_ key: String, _ request: HTTPRequestHead) async -> HTTPResponse {
        let query = request.query
        guard let index = query["render"].flatMap({ Int($0) }), let mode = RenderMode(rawValue: query["mode"] ?? "screen"),
            query["overlay"] == nil || query["overlay"] == "constraints",
            let result = await session.png(key: key, render: index, drawing: PreviewDrawing(mode: mode, constraints: query["overlay"] != nil))
        else { return notFound() }
        switch result {
        case .success(let bytes):
            return HTTPResponse(.ok, headers: [("Content-Type", "image/png"), ("Cache-Control", "no-store")], body: .bytes(bytes))
        case .failure(let failure):
            return .text(.unprocessableContent, failure.message + "\n")
        }
    }

    private func events(forPage page: String?) async -> HTTPResponse {
        let (changes, generation) = await session.listen()
        let (chunks, continuation) = AsyncStream.makeStream(of: [UInt8].self)
        continuation.yield(Array("retry: 500\nevent: hello\ndata: \(generation)\n\n".utf8))
        // Forward the session's events; a comment now and then finds pages that went away.
        let forwarding = Task {
            for await change in changes { continuation.yield(Array(change.serverSentEvent(forPage: page).utf8)) }
            continuation.finish()
        }
        let heartbeat = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(15))
                continuation.yield(Array(": still here\n\n".utf8))
            }
        }
        continuation.onTermination = { _ in
            forwarding.cancel()
            heartbeat.cancel()
        }
        return HTTPResponse(
            .ok, headers: [("Content-Type", "text/event-stream"), ("Cache-Control", "no-store"), ("X-Accel-Buffering", "no")],
            body: .stream(chunks))
    }

    private func html(_ text: String) -> HTTPResponse {
        HTTPResponse(.ok, headers: [("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-store")], body: .bytes(Array(text.utf8)))
    }

    private func notFound() -> HTTPResponse { .text(.notFound, "Not found.\n") }
}
