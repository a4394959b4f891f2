import CCairo
import Foundation
import LayoutSnapLayout
import LayoutSnapScenario
import LayoutSnapText

/// SVG structured for the web (DESIGN §13): one `<g id="view-ID">` per view, nested as the
/// views are, labels' text as `<text>`, and each constraint of the constraint overlay a
/// `<g class="constraint" data-source="file:line:column">`, so a docs site can style, link or
/// script them.
///
/// Each piece (a view's own drawing, a constraint's mark, the annotations) is drawn by the
/// same routines as every other format, on a Cairo SVG surface of its own; the pieces' ids are
/// made distinct and their contents nested here.
struct StructuredSVG {
    let drawer: (OpaquePointer) -> SceneDrawer
    let scenario: Scenario
    let layout: LayoutResult
    let options: RenderOptions
    let measurer: TextMeasurer
    let bounds: Rect
    let width: Double, height: Double
    let legendHeight: Double, captionHeight: Double

    private final class Collected {
        var defs: [String] = []
        var pieces = 0
    }

    func document() throws(RenderError) -> [UInt8] {
        // A scratch context for the drawer's measuring (diagrams, clips): it draws nothing.
        guard let bytes = try Renderer.withScratchContext({ (context) throws(RenderError) in try document(measuring: drawer(context)) }) else {
            throw RenderError("cannot create a drawing context")
        }
        return bytes
    }

    private func document(measuring: SceneDrawer) throws(RenderError) -> [UInt8] {
        let collected = Collected()
        var body: [String] = []
        body.append(try piece(collected) { $0.drawScene(bounds: bounds, canvasWidth: width, captionHeight: 0, layers: .canvas) })
        body += try viewGroup(scenario.root, collected, measuring, visible: nil)
        if options.overlays.contains(.constraints) {
            let diagram = measuring.constraintDiagram(bounds: bounds)
            body.append("<g class=\"constraints\">")
            for mark in diagram.marks {
                let content = try piece(collected) { drawer in
                    cairo_translate(drawer.cairo, -bounds.x, -bounds.y)
                    drawer.drawMarks([mark], color: SceneDrawer.constraintColor)
                }
                body.append(
                    "<g class=\"constraint\" data-source=\"\(escape(mark.source.description))\" data-constraint=\"\(escape(mark.summary))\">\(content)</g>")
            }
            body.append("</g>")
        }
        body.append(
            try piece(collected) {
                $0.drawScene(bounds: bounds, canvasWidth: width, legendHeight: legendHeight, captionHeight: captionHeight, layers: .annotations)
            })
        let header = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="\(NumberText.points(width))pt" height="\(NumberText.points(height))pt" viewBox="0 0 \(NumberText.points(width)) \(NumberText.points(height))" version="1.1">
            """
        let defs = collected.defs.isEmpty ? [] : ["<defs>"] + collected.defs + ["</defs>"]
        return Array(([header] + defs + body.filter { !$0.isEmpty } + ["</svg>", ""]).joined(separator: "\n").utf8)
    }

    /// A view's group: its own drawing, its label's lines as text, its subviews (clipped and
    /// faded as it clips and fades them), then what it draws over them. `visible`: what its
    /// clipping ancestors leave of the canvas (nil: all of it), in the layout's coordinates.
    private func viewGroup(_ view: ViewSpec, _ collected: Collected, _ measuring: SceneDrawer, visible: Rect?) throws(RenderError) -> [String] {
        guard !view.isHidden, let frame = layout.view(view.id)?.absolute else { return [] }
        var attributes = "id=\"view-\(escape(view.id))\" data-frame=\"\(NumberText.points(frame.x)) \(NumberText.points(frame.y)) \(NumberText.points(frame.width)) \(NumberText.points(frame.height))\""
        if view.alpha < 1 { attributes += " opacity=\"\(NumberText.points(view.alpha))\"" }
        var lines = ["<g \(attributes)>"]
        lines.append(try piece(collected) { drawer in
            cairo_translate(drawer.cairo, -bounds.x, -bounds.y)
            drawer.drawOwnContent(view, in: frame, text: false)
        })
        lines += labelText(view, frame: frame, visible: visible)
        let clip = measuring.childClip(of: view, frame: frame)
        var childrenVisible = visible
        if let clip {
            // Disjoint rectangles leave nothing in sight.
            childrenVisible = visible.map { $0.intersection(clip.rect) ?? Rect(x: clip.rect.x, y: clip.rect.y, width: 0, height: 0) } ?? clip.rect
        }
        var children: [String] = []
        for subview in view.subviews { children += try viewGroup(subview, collected, measuring, visible: childrenVisible) }
        if !children.isEmpty {
            if let clip {
                collected.pieces += 1
                let id = "clip-view-\(collected.pieces)"
                collected.defs.append(
                    "<clipPath id=\"\(id)\"><rect x=\"\(NumberText.points(clip.rect.x - bounds.x))\" y=\"\(NumberText.points(clip.rect.y - bounds.y))\" width=\"\(NumberText.points(clip.rect.width))\" height=\"\(NumberText.points(clip.rect.height))\" rx=\"\(NumberText.points(min(clip.radius, clip.rect.width / 2, clip.rect.height / 2)))\"/></clipPath>"
                )
                lines.append("<g clip-path=\"url(#\(id))\">")
                lines += children
                lines.append("</g>")
            } else {
                lines += children
            }
        }
        if measuring.drawsAfterSubviews(view, shows: true) {
            lines.append(try piece(collected) { drawer in
                cairo_translate(drawer.cairo, -bounds.x, -bounds.y)
                drawer.drawAfterSubviews(view, in: frame, shows: true)
            })
        } else {
            collected.pieces += 1  // the ids of later pieces stay as they were
        }
        lines.append("</g>")
        return lines
    }

    /// Draws one piece on an SVG surface of the whole canvas and returns its content, its ids
    /// made distinct (its definitions go to `collected`).
    private func piece(_ collected: Collected, _ draw: (SceneDrawer) -> Void) throws(RenderError) -> String {
        let document = try VectorDocument(format: .svg, width: width, height: height)
        var pieceDrawer = drawer(document.cairo)
        let sink = TextSink()
        pieceDrawer.textSink = sink
        draw(pieceDrawer)
        collected.pieces += 1
        let prefix = "p\(collected.pieces)-"
        let renamed = try document.finish(idPrefix: prefix)
        let defsOpen = Array("<defs>".utf8), defsClose = Array("</defs>".utf8)
        if let start = ByteText.firstIndex(of: defsOpen, in: renamed),
            let end = ByteText.firstIndex(of: defsClose, in: renamed, from: start + defsOpen.count)
        {
            collected.defs.append(ByteText.trimmedText(renamed[(start + defsOpen.count)..<end]))
        }
        // The drawing is the surface's group (its number depends on what came first).
        let searchFrom = ByteText.firstIndex(of: defsClose, in: renamed).map { $0 + defsClose.count } ?? 0
        let surface = Array("<g id=\"\(prefix)surface".utf8)
        guard let open = ByteText.firstIndex(of: surface, in: renamed, from: searchFrom),
            let openEnd = ByteText.firstIndex(of: [UInt8(ascii: ">")], in: renamed, from: open + surface.count),
            let close = ByteText.lastIndex(of: Array("</g>\n</svg>".utf8), in: renamed), openEnd + 1 <= close
        else { return written(sink).joined(separator: "\n") }
        return ([ByteText.trimmedText(renamed[(openEnd + 1)..<close])] + written(sink)).filter { !$0.isEmpty }.joined(separator: "\n")
    }

    func escape(_ text: String) -> String { text.xmlEscaped }
}
