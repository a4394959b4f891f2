import Foundation
import LayoutSnapLayout
import LayoutSnapPipeline
import LayoutSnapScenario

/// The preview's HTML: an index of the files, a page per file, and the fragments the pages
/// fetch when a change is pushed. Self-contained (inline style and script, SVG inline).
enum PreviewPage {
    static func index(_ entries: [PreviewSession.Entry], generation: Int, title: String) -> String {
        document(title: title, attributes: "data-page=\"index\" data-generation=\"\(generation)\"", body: [
            "<header><h1>\(escape(title))</h1><span id=\"status\" class=\"status\">live</span></header>",
            "<main id=\"content\">\(list(entries))</main>",
        ])
    }

    /// The list of files, with each one's state.
    static func list(_ entries: [PreviewSession.Entry]) -> String {
        guard !entries.isEmpty else { return "<p class=\"empty\">No scenario files under the paths yet; new ones appear here.</p>" }
        var lines = ["<ul class=\"files\">"]
        for entry in entries {
            let state: String
            if entry.error != nil {
                state = "<span class=\"state broken\">does not load</span>"
            } else {
                let renders = entry.content?.renders ?? []
                let problems = renders.flatMap(\.diagnostics).count
                state = "<span class=\"state\">\(renders.count) render\(renders.count == 1 ? "" : "s")\(problems > 0 ? ", \(problems) diagnostic\(problems == 1 ? "" : "s")" : "")</span>"
            }
            // The first render's screen, as a thumbnail: the same PNG as the file page links to,
            // fetched when scrolled into view (and kept by the session until the file changes).
            let thumbnail = entry.content?.renders.isEmpty == false
                ? "<img class=\"thumb\" loading=\"lazy\" alt=\"\" src=\"/png/\(pathEncoded(entry.file.key))?render=0&amp;mode=screen&amp;v=\(entry.version)\">"
                : "<span class=\"thumb none\"></span>"
            lines.append(
                "<li data-key=\"\(escape(entry.file.key))\"><a href=\"/file/\(pathEncoded(entry.file.key))\">\(thumbnail)<span class=\"name\">\(escape(entry.file.key))</span></a> \(state)</li>")
        }
        lines.append("</ul>")
        return lines.joined(separator: "\n")
    }

    static func file(_ entry: PreviewSession.Entry, generation: Int) -> String {
        document(
            title: entry.file.key + " — layoutsnap preview",
            attributes: "data-page=\"file\" data-key=\"\(escape(entry.file.key))\" data-version=\"\(entry.version)\" data-generation=\"\(generation)\"",
            body: [
                "<header><a href=\"/\">All scenarios</a><h1>\(escape(entry.file.key))</h1><span id=\"status\" class=\"status\">live</span><div id=\"switches\"></div>"
                    + "<label class=\"overlay-switch\"><input type=\"checkbox\" id=\"constraints\"> constraints</label></header>",
                "<main id=\"content\">\(entry.fragment)</main>",
            ])
    }

    /// What the file's page shows below its header: the error of the last save, if it did not
    /// load, then the last good renders.
    static func fragment(_ entry: PreviewSession.Entry) -> String {
        var lines = ["<div class=\"fragment\" data-version=\"\(entry.version)\">"]
        if let error = entry.error {
            let note = entry.content == nil ? "Nothing has loaded yet." : "The last good render stays below."
            lines.append("<div class=\"error\" role=\"alert\"><strong>The last save does not load.</strong> \(note)<pre>\(escape(error))</pre></div>")
        }
        for (index, render) in (entry.content?.renders ?? []).enumerated() {
            lines.append(article(render, index: index, key: entry.file.key))
        }
        lines.append("</div>")
        return SharedGlyphs.sharing(lines.joined(separator: "\n"))
    }

    private static func article(_ render: PreviewContent.RenderEntry, index: Int, key: String) -> String {
        let traits = render.traits.map { "\(ScenarioWriter.quote($0.name)):\(ScenarioWriter.quote($0.value))" }.joined(separator: ",")
        var lines = [
            "<article class=\"render\" id=\"render-\(index)\" data-traits=\"\(escape("{" + traits + "}"))\">",
            "<h2>\(escape(render.scenario)) <span class=\"render-name\">\(escape(render.name))</span></h2>",
            "<p class=\"traits\">" + render.traits.map { "<span class=\"chip\">\(escape($0.value))</span>" }.joined(separator: " ") + "</p>",
            "<div class=\"row\">",
        ]
        for (mode, svg) in [("screen", render.screen), ("content", render.content)] {
            let png = "/png/\(pathEncoded(key))?render=\(index)&amp;mode=\(mode)"
            switch svg {
            case .success(let text):
                lines.append(
                    "<figure class=\"drawing\" data-mode=\"\(mode)\"\(placeholderSize(ofSVG: text))>\(embedded(text, prefix: "r\(index)\(mode.prefix(1))-"))<figcaption>\(mode == "screen" ? "screen" : "content mode") · <a href=\"\(png)\">PNG</a></figcaption></figure>"
                )
            case .failure(let failure):
                lines.append("<figure class=\"drawing failed\" data-mode=\"\(mode)\"><pre>\(escape(failure.message))</pre></figure>")
            }
        }
        lines.append("</div>")
        if render.diagnostics.isEmpty {
            lines.append("<p class=\"clean\">No diagnostics.</p>")
        } else {
            lines.append("<ul class=\"diagnostics\">")
            for diagnostic in render.diagnostics {
                lines.append(
                    "<li class=\"\(diagnostic.severity.rawValue)\" data-views=\"\(escape(diagnostic.views.joined(separator: " ")))\" title=\"Click to highlight its views\"><code>\(escape(diagnostic.text))</code></li>"
                )
            }
            lines.append("</ul>")
        }
        lines.append("<script type=\"application/json\" class=\"info\">\(render.info)</script>")
        lines.append("</article>")
        return lines.joined(separator: "\n")
    }

    /// An SVG document made fit to sit inline beside others: without its XML declaration, its
    /// ids (glyphs, clips, views) prefixed so that two drawings on one page never share one.
    static func embedded(_ svg: String, prefix: String) -> String {
        var text = svg
        if let declaration = text.range(of: "?>\n"), text.hasPrefix("<?xml") { text.removeSubrange(text.startIndex..<declaration.upperBound) }
        // Points as CSS pixels: a drawing shows at the size of the screen it stands for.
        if let open = text.range(of: ">") {
            text.replaceSubrange(text.startIndex..<open.lowerBound, with: text[..<open.lowerBound].replacingOccurrences(of: "pt\"", with: "\""))
        }
        return text.replacingEach([(" id=\"", " id=\"\(prefix)"), ("url(#", "url(#\(prefix)"), ("href=\"#", "href=\"#\(prefix)")])
    }

    /// The size a drawing's figure takes while the browser skips it (out of the window): its
    /// drawing's, with the border and the caption's line.
    static func placeholderSize(ofSVG svg: String) -> String {
        guard let open = svg.range(of: "<svg"), let end = svg[open.upperBound...].firstIndex(of: ">") else { return "" }
        let tag = svg[open.upperBound..<end]
        func number(_ name: String) -> Double? {
            guard let start = tag.range(of: " \(name)=\"") else { return nil }
            let digits = tag[start.upperBound...].prefix { $0.isNumber || $0 == "." }
            return Double(digits)
        }
        guard let width = number("width"), let height = number("height") else { return "" }
        return " style=\"contain-intrinsic-size: auto \(Int((width + 2).rounded(.up)))px auto \(Int((height + 24).rounded(.up)))px\""
    }

    private static func document(title: String, attributes: String, body: [String]) -> String {
        HTMLDocument(title: title, style: PreviewAssets.style, bodyAttributes: attributes, body: body + ["<div id=\"tip\" hidden></div>"], script: PreviewAssets.script).html
    }

    static func escape(_ text: String) -> String { text.xmlEscaped }

    /// A key as a URL path: each component percent-encoded, the slashes kept.
    static func pathEncoded(_ key: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%;")
        return key.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0) }.joined(separator: "/")
    }
}
