import Foundation
import LayoutSnapLayout
import LayoutSnapScenario

/// The gallery's one HTML page (DESIGN §13): every scenario with its renders (the screen, the
/// content-mode diagram, the constraint diagram), its diagnostics and its source, anchored by
/// scenario and render, with a table of contents. Self-contained: inline style, images beside
/// the page, nothing fetched from the network. A small inline script counts the images that
/// loaded, so a browser test can tell.
struct GalleryPage {
    struct Render {
        var name: String
        /// Image paths relative to the page: screen, content mode, constraints.
        var images: [(caption: String, path: String)]
        var diagnostics: [String]
    }

    struct Section {
        var scenario: String
        var file: String
        var source: String
        var renders: [Render]
    }

    var title: String
    var sections: [Section]

    static func anchor(_ scenario: String, _ render: String? = nil) -> String {
        "scenario-" + safeAnchor(scenario) + (render.map { "--" + safeAnchor($0) } ?? "")
    }

    private static func safeAnchor(_ text: String) -> String {
        String(text.unicodeScalars.map { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_") ? Character($0) : "-" })
    }

    var html: String {
        var lines = [
            "<h1>\(escape(title))</h1>",
            "<p class=\"summary\">\(sections.count) scenarios, \(sections.reduce(0) { $0 + $1.renders.count }) renders. Each render: what the device shows, the content-mode diagram (every scroll view's whole content area), and the constraints where they act.</p>",
            "<nav><ol>",
        ]
        for section in sections {
            lines.append("<li><a href=\"#\(Self.anchor(section.scenario))\">\(escape(section.scenario))</a></li>")
        }
        lines.append("</ol></nav>")
        for section in sections {
            lines.append("<section id=\"\(Self.anchor(section.scenario))\">")
            lines.append("<h2><a href=\"#\(Self.anchor(section.scenario))\">\(escape(section.scenario))</a> <span class=\"file\">\(escape(section.file))</span></h2>")
            for render in section.renders {
                let id = Self.anchor(section.scenario, render.name)
                lines.append("<article id=\"\(id)\">")
                lines.append("<h3><a href=\"#\(id)\">\(escape(render.name))</a></h3>")
                lines.append("<div class=\"row\">")
                for image in render.images {
                    lines.append(
                        "<figure><a href=\"\(escape(image.path))\"><img src=\"\(escape(image.path))\" alt=\"\(escape(section.scenario)) \(escape(render.name)): \(escape(image.caption))\" onerror=\"this.dataset.broken='yes'\"></a><figcaption>\(escape(image.caption))</figcaption></figure>"
                    )
                }
                lines.append("</div>")
                if render.diagnostics.isEmpty {
                    lines.append("<p class=\"clean\">No diagnostics.</p>")
                } else {
                    lines.append("<ul class=\"diagnostics\">")
                    lines += render.diagnostics.map { "<li><code>\(escape($0))</code></li>" }
                    lines.append("</ul>")
                }
                lines.append("</article>")
            }
            lines.append("<details><summary>Source</summary><pre><code>\(escape(section.source))</code></pre></details>")
            lines.append("</section>")
        }
        // Once everything has loaded, the page says how many images did: a headless browser's
        // dump of the DOM then shows whether any is missing.
        let script = "window.addEventListener('load', () => { const images = [...document.images]; document.body.dataset.images = images.length; document.body.dataset.loaded = images.filter(i => i.complete && i.naturalWidth > 0).length; });"
        return HTMLDocument(title: title, style: Self.style, body: lines, script: script).html
    }

    private func escape(_ text: String) -> String { text.xmlEscaped }

    private static let style = """
        body { margin: 2rem auto; max-width: 1400px; padding: 0 1rem; background: #f2f2f7; }
        h1 { margin-bottom: 0.25rem; }
        .summary { color: #636366; }
        nav ol { columns: 3; padding-left: 1.2rem; }
        section { background: #fff; border-radius: 12px; padding: 1rem 1.5rem; margin: 1.5rem 0; }
        h2 a, h3 a { color: inherit; text-decoration: none; }
        .file { font: 12px ui-monospace, monospace; color: #8e8e93; font-weight: normal; margin-left: 0.5rem; }
        .row { display: flex; gap: 1rem; align-items: flex-start; overflow-x: auto; }
        figure { margin: 0; }
        figure img { max-height: 560px; border: 1px solid #d1d1d6; border-radius: 6px; background: #fff; }
        figcaption { font-size: 12px; color: #636366; text-align: center; }
        .diagnostics { color: #c41e3a; }
        .clean { color: #248a3d; font-size: 13px; }
        img[data-broken] { outline: 3px solid red; }
        """
}
