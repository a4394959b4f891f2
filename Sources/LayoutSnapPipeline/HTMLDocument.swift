import LayoutSnapScenario

/// The one HTML page shell that the gallery, the check report and the preview share: a
/// self-contained document (inline style and script, nothing fetched) whose base style makes
/// the three read as one product; each page adds its own rules after it.
public struct HTMLDocument: Sendable {
    public var title: String
    /// The page's own CSS, after the base style.
    public var style: String
    /// Attributes of the body element, as written (`data-page="file"`), or empty.
    public var bodyAttributes: String
    /// The body's markup, line by line.
    public var body: [String]
    /// Inline script at the end of the body, or empty.
    public var script: String

    public init(title: String, style: String, bodyAttributes: String = "", body: [String], script: String = "") {
        self.title = title
        self.style = style
        self.bodyAttributes = bodyAttributes
        self.body = body
        self.script = script
    }

    /// The document's text, ending in a newline.
    public var html: String {
        var lines = [
            "<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            "<title>\(title.xmlEscaped)</title>", "<style>", Self.baseStyle, style, "</style>", "</head>",
            bodyAttributes.isEmpty ? "<body>" : "<body \(bodyAttributes)>",
        ]
        lines += body
        if !script.isEmpty { lines += ["<script>", script, "</script>"] }
        lines += ["</body>", "</html>", ""]
        return lines.joined(separator: "\n")
    }

    /// Type, colours and code blocks common to every page.
    static let baseStyle = """
        :root { font: 15px/1.45 system-ui, -apple-system, "Inter", "Helvetica Neue", sans-serif; color: #1c1c1e; }
        code, pre { font: 12px/1.4 ui-monospace, monospace; }
        pre { background: #f2f2f7; padding: 0.75rem; border-radius: 6px; overflow-x: auto; }
        """
}
