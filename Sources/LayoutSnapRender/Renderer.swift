import CCairo
import LayoutSnapLayout
import LayoutSnapPNG
import LayoutSnapScenario
import LayoutSnapText

/// Renders a laid-out scenario to PNG, SVG or PDF bytes with Cairo.
///
/// A renderer keeps a text measurer (and its cache); use one per thread.
public final class Renderer {
    public let measurer: TextMeasurer
    /// The constraint legend's key line, compressed once per width and scale.
    private let recurringRows = PNGSegmentCache()
    private let legendKeys = LegendKeyRasters()
    private let tags = TagRasters()
    /// The pixel checksum of the last PNG drawn, as `<width>x<height> <crc32> <bytes>`, when
    /// its `RenderOptions.checksumsPixels` asked for one; kept until taken.
    private var lastPixelChecksum: String?

    /// The pixel checksum of the PNG drawn since the last call, if it was asked for.
    package func takePixelChecksum() -> String? {
        defer { lastPixelChecksum = nil }
        return lastPixelChecksum
    }

    /// Room around the content-mode diagram for its labels, in points.
    static let diagramMargin = 28.0
    static let captionHeight = 28.0
    static let legendHeight = 38.0

    public init(measurer: TextMeasurer = TextMeasurer()) {
        self.measurer = measurer
    }

    /// The bytes of one laid-out render: its frames and the scenario as it laid it out
    /// (`LayoutResult.scene`), drawn as `options` ask.
    /// - Throws: `RenderError` when the canvas would exceed `RenderOptions.maximumPixelCount`.
    public func render(_ layout: LayoutResult, options: RenderOptions) throws(RenderError) -> [UInt8] {
        let scenario = layout.scene
        let device = layout.device
        let bounds = Self.canvasBounds(scenario, layout: layout, mode: options.mode)
        let tree = ViewTree(root: scenario.root)
        let captionHeight = options.overlays.contains(.caption) ? Self.captionHeight : 0
        // One more key row for each time the key wraps on a narrow canvas.
        let keyRows = options.overlays.contains(.constraints) ? SceneDrawer.legendKeyRows(width: bounds.width, measurer: measurer).count : 0
        let legendHeight = keyRows > 0 ? Self.legendHeight + Double(keyRows - 1) * SceneDrawer.legendKeyHeight : 0
        let width = bounds.width, height = bounds.height + legendHeight + captionHeight
        let scale = options.format == .png ? (options.scale ?? device.scale) : 1
        let pixels = (width * scale).rounded(.up) * (height * scale).rounded(.up)
        // What a refusal points at: the view that stretches the diagram most, or the render.
        let cause = Self.canvasCause(scenario, layout: layout, tree: tree, mode: options.mode)
        guard width > 0, height > 0, pixels <= Double(RenderOptions.maximumPixelCount) else {
            throw RenderError(
                "the \(options.mode.rawValue)-mode canvas of \(NumberText.points(width))×\(NumberText.points(height)) points at @\(scale)x is \(NumberText.points(pixels)) pixels, more than the \(RenderOptions.maximumPixelCount) a render may use; render at a smaller --scale or in screen mode", at: cause)
        }

        // A PNG's legend starts on a whole pixel, so that its key line has the same pixels in
        // every render of one width and scale and is compressed once.
        let legendTop = options.format == .png && legendHeight > 0 ? (bounds.height * scale).rounded(.up) / scale : bounds.height
        let legendKeys = options.format == .png ? legendKeys : nil, tags = options.format == .png ? tags : nil
        // Called once for a vector document, once per strip for a PNG.
        let draw = { [measurer] (cairo: OpaquePointer) in
            SceneDrawer(
                cairo: cairo, scenario: scenario, layout: layout, options: options, measurer: measurer, tree: tree, legendKeys: legendKeys,
                tags: tags)
                .drawScene(bounds: bounds, canvasWidth: width, legendTop: legendTop, legendHeight: legendHeight, captionHeight: captionHeight)
        }
        switch options.format {
        case .png:
            // Opaque unless the root view's own background lets the page through.
            let opaque = options.mode == .content || (scenario.root.background?.alpha ?? 1) >= 1
            let keyTop = Int((legendTop * scale).rounded(.up))
            let key = keyRows > 0 ? keyTop..<(keyTop + Int((SceneDrawer.legendKeyHeight * Double(keyRows) * scale).rounded(.down))) : nil
            do {
                let image = try RasterImage.render(
                    width: Int((width * scale).rounded(.up)), height: Int((height * scale).rounded(.up)), scale: scale,
                    opaque: opaque, compression: options.pngCompression, recurring: key, cache: recurringRows,
                    checksumsPixels: options.checksumsPixels, provenReference: options.provenReference, draw: draw)
                lastPixelChecksum = image.pixels?.text
                return image.png
            } catch { throw RenderError(error.message, at: error.location ?? cause) }
        case .svg:
            return try StructuredSVG(
                drawer: { [measurer] cairo in
                    SceneDrawer(cairo: cairo, scenario: scenario, layout: layout, options: options, measurer: measurer, tree: tree)
                }, scenario: scenario, layout: layout, options: options, measurer: measurer, bounds: bounds, width: width, height: height,
                legendHeight: legendHeight, captionHeight: captionHeight
            ).document()
        case .pdf:
            let document = try VectorDocument(format: options.format, width: width, height: height)
            draw(document.cairo)
            return try document.finish()
        }
    }
}

extension Renderer {
    /// The constraint overlay's marks and label boxes for a render, as `render` draws them
    /// (for tests and tools that check the diagram against the layout).
    func constraintDiagram(_ scenario: Scenario, layout: LayoutResult, mode: RenderMode = .screen) -> ConstraintDiagram {
        let options = RenderOptions(mode: mode, overlays: .constraints)
        return Self.withScratchContext { cairo in
            SceneDrawer(cairo: cairo, scenario: scenario, layout: layout, options: options, measurer: measurer, tree: ViewTree(root: scenario.root))
                .constraintDiagram(bounds: Self.canvasBounds(scenario, layout: layout, mode: mode))
        } ?? ConstraintDiagram()
    }

    /// The frames overlay's tag boxes for a render and their texts, the text they keep clear
    /// of, and how many found no room.
    func frameTagBoxes(_ scenario: Scenario, layout: LayoutResult, mode: RenderMode = .screen) -> (boxes: [Rect], texts: [String], obstacles: [Rect], omitted: Int) {
        let options = RenderOptions(mode: mode, overlays: .frames)
        return Self.withScratchContext { cairo in
            let drawer = SceneDrawer(
                cairo: cairo, scenario: scenario, layout: layout, options: options, measurer: measurer, tree: ViewTree(root: scenario.root))
            let placement = drawer.frameTags(bounds: Self.canvasBounds(scenario, layout: layout, mode: mode))
            return (placement.tags.map(drawer.box(of:)), placement.tags.map(\.text), placement.obstacles, placement.omitted)
        } ?? ([], [], [], 0)
    }

    /// `body` with a Cairo context on a 1×1 scratch surface: for the drawer's measuring, which
    /// draws nothing. Nil when Cairo cannot make one.
    static func withScratchContext<T, E: Error>(_ body: (OpaquePointer) throws(E) -> T) throws(E) -> T? {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        defer { cairo_surface_destroy(surface) }
        guard let cairo = cairo_create(surface) else { return nil }
        defer { cairo_destroy(cairo) }
        return try body(cairo)
    }

    /// The canvas in root coordinates: the screen, or in content mode everything drawn plus a
    /// margin for the labels. A drawing's point (x, y) shows root coordinates (x + bounds.x,
    /// y + bounds.y).
    public static func canvasBounds(_ scenario: Scenario, layout: LayoutResult, mode: RenderMode) -> Rect {
        let device = layout.device
        var bounds = Rect(x: 0, y: 0, width: device.width, height: device.height)
        guard mode == .content else { return bounds }
        let tree = ViewTree(root: scenario.root)
        // The canvas grows to show every visible view and every scroll view's content area.
        for view in layout.views where tree.isShown(view.id) {
            bounds = bounds.union(view.absolute)
            if let scroll = view.scroll { bounds = bounds.union(scroll.insetContentArea) }
        }
        let margin = diagramMargin
        return Rect(x: bounds.x - margin, y: bounds.y - margin, width: bounds.width + 2 * margin, height: bounds.height + 2 * margin)
    }

    /// In content mode, the view (or content area) reaching furthest from the device's
    /// screen; otherwise, or when nothing does, the render's declaration.
    static func canvasCause(_ scenario: Scenario, layout: LayoutResult, tree: ViewTree, mode: RenderMode) -> SourceLocation {
        let fallback = scenario.renders.first?.location ?? scenario.nameLocation
        guard mode == .content else { return fallback }
        func reach(_ rect: Rect) -> Double {
            let values = [abs(rect.x), abs(rect.y), abs(rect.x + rect.width), abs(rect.y + rect.height)]
            return values.contains { !$0.isFinite } ? .infinity : values.max() ?? 0
        }
        var best: (id: String, reach: Double)?
        for view in layout.views where view.id != "root" {
            let far = max(reach(view.absolute), view.scroll.map { reach($0.contentArea) } ?? 0)
            if far > max(layout.device.width, layout.device.height), far > best?.reach ?? -1 { best = (view.id, far) }
        }
        return best.flatMap { tree.view($0.id)?.location } ?? fallback
    }
}

/// `value` truncated to an Int within ±`limit` (NaN gives 0): for counts derived from lengths
/// that user input can make arbitrarily large.
func clampedInt(_ value: Double, to limit: Int) -> Int {
    guard !value.isNaN else { return 0 }
    return Int(max(-Double(limit), min(Double(limit), value)))
}
