import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutSnapLayout
import LayoutSnapScenario
import LayoutSnapText
import LayoutSnapRender
import Testing
import LayoutSnapPNG

/// One engine and renderer for the suite; Pango objects want one thread at a time.
final class SharedRenderer: @unchecked Sendable {
    static let shared = SharedRenderer()
    private let lock = NSLock()
    private let measurer = TextMeasurer()
    private lazy var engine = LayoutEngine(measurer: measurer)
    private lazy var renderer = Renderer(measurer: measurer)

    /// Lays out and renders one render of scenario YAML.
    func render(_ yaml: String, render name: String? = nil, options: RenderOptions) throws -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        let scenario = try ScenarioLoader.load(yaml: yaml, file: "inline.yaml")
        let render = scenario.renders.first { $0.name == name } ?? scenario.renders[0]
        let layout = engine.layout(scenario, render: render)
        return try renderer.render(layout, options: options)
    }

    /// Lays out every render of scenario YAML.
    func layout(_ yaml: String) throws -> [LayoutResult] {
        lock.lock()
        defer { lock.unlock() }
        return engine.layout(try ScenarioLoader.load(yaml: yaml, file: "inline.yaml"))
    }
}

func png(_ yaml: String, render: String? = nil, mode: RenderMode = .screen, scale: Double? = nil) throws -> PNGImage {
    let bytes = try SharedRenderer.shared.render(yaml, render: render, options: RenderOptions(mode: mode, scale: scale))
    return try #require(PNGImage(bytes: bytes))
}

func isColor(_ pixel: PNGImage.Pixel, _ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool {
    pixel.red == r && pixel.green == g && pixel.blue == b && pixel.alpha == 255
}

@Suite struct RenderTests {
    static let box = """
        device: {width: 100, height: 120, scale: 1}
        root:
          subviews:
            - id: box
              background: red
        constraints:
          - box.left == root.left + 10
          - box.top == root.top + 20
          - box.width == 30
          - box.height == 40
        """

    @Test(arguments: [1.0, 2.0, 3.0])
    func aBackgroundFillsExactlyItsFrame(scale: Double) throws {
        let image = try png(Self.box, scale: scale)
        #expect(image.width == Int(100 * scale) && image.height == Int(120 * scale))
        let s = Int(scale)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let inside = x >= 10 * s && x < 40 * s && y >= 20 * s && y < 60 * s
                let pixel = image.pixel(x: x, y: y)
                #expect(inside ? isColor(pixel, 255, 0, 0) : isColor(pixel, 255, 255, 255), "(\(x), \(y)) at @\(s)x")
                if !(inside ? isColor(pixel, 255, 0, 0) : isColor(pixel, 255, 255, 255)) { return }
            }
        }
    }

    static let clipping = """
        device: {width: 100, height: 200, scale: 1}
        root:
          subviews:
            - id: scroll
              type: scroll
              background: "#0000ff"
              subviews:
                - id: child
                  background: "#00ff00"
        constraints:
          - scroll.left == root.left
          - scroll.top == root.top + 50
          - scroll.width == 100
          - scroll.height == 50
          - child.edges == scroll.content.edges
          - child.width == 100
          - child.height == 120
        """

    @Test func aClippedChildStaysInsideItsScrollViewOnScreen() throws {
        let image = try png(Self.clipping)
        #expect(isColor(image.pixel(x: 50, y: 75), 0, 255, 0))      // inside the scroll view
        #expect(isColor(image.pixel(x: 50, y: 120), 255, 255, 255)) // below it: clipped away
    }

    @Test func contentModeShowsTheWholeContentWashedOutsideTheFrame() throws {
        let image = try png(Self.clipping, mode: .content)
        // The canvas grows by the diagram margin (28 pt) on each side; content reaches y = 170.
        #expect(image.height >= 170 + 28 && image.width == 100 + 56)
        let inside = image.pixel(x: 28 + 50, y: 28 + 75)
        #expect(isColor(inside, 0, 255, 0))
        // Below the frame the child is still drawn, washed towards white.
        let below = image.pixel(x: 28 + 50, y: 28 + 140)
        #expect(below.green == 255 && below.red > 100 && below.red < 255 && below.blue > 100)
    }

    static let floating = """
        device: {width: 100, height: 200, scale: 1}
        root:
          subviews:
            - id: list
              type: scroll
              subviews:
                - id: content
                  background: white
                  subviews:
                    - id: marker
                      background: "#ff0000"
                - id: header
                  background: "#0000ff"
        constraints:
          - list.edges == root.edges
          - content.edges == list.content.edges
          - content.width == list.frame.width
          - content.height == 1000
          - marker.top == content.top + 100
          - marker.left == content.left
          - marker.width == 20
          - marker.height == 20
          - header.top == root.top
          - header.left == root.left
          - header.width == root.width
          - header.height == 20
        renders:
          - name: top
          - name: scrolled
            offsets: {list: [0, 60]}
        """

    @Test func aFloatingViewStaysPutWhileContentMoves() throws {
        let top = try png(Self.floating, render: "top"), scrolled = try png(Self.floating, render: "scrolled")
        for image in [top, scrolled] {
            #expect(isColor(image.pixel(x: 50, y: 10), 0, 0, 255), "the header stays at the top of the screen")
        }
        #expect(isColor(top.pixel(x: 5, y: 105), 255, 0, 0))
        #expect(isColor(top.pixel(x: 5, y: 45), 255, 255, 255))
        // Scrolled by 60: the marker moved up by 60.
        #expect(isColor(scrolled.pixel(x: 5, y: 45), 255, 0, 0))
        #expect(isColor(scrolled.pixel(x: 5, y: 105), 255, 255, 255))
    }

    @Test func labelTextIsDrawnInsideItsBounds() throws {
        let image = try png("""
            device: {width: 200, height: 100, scale: 2}
            root:
              subviews:
                - id: label
                  type: label
                  text: Hello, layoutsnap
            constraints:
              - label.left == root.left + 20
              - label.top == root.top + 30
            """)
        var inked: [(Int, Int)] = []
        for y in 0..<image.height { for x in 0..<image.width where !isColor(image.pixel(x: x, y: y), 255, 255, 255) { inked.append((x, y)) } }
        #expect(inked.count > 300)
        let width = TextMeasurer().size(of: "Hello, layoutsnap", style: TextStyle(), width: nil)
        #expect(inked.allSatisfy { $0.0 >= 40 && Double($0.0) <= (20 + width.width) * 2 + 1 && $0.1 >= 60 && Double($0.1) <= (30 + width.height) * 2 + 1 })
    }

    @Test func sameInputSameBytes() throws {
        for format in [OutputFormat.png, .svg] {
            let first = try SharedRenderer.shared.render(Self.clipping, options: RenderOptions(format: format, mode: .content))
            let second = try SharedRenderer.shared.render(Self.clipping, options: RenderOptions(format: format, mode: .content))
            #expect(first == second, "\(format)")
        }
    }

    @Test func svgIdsDoNotDependOnEarlierSurfaces() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsnap-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A real PNG (drawn by the renderer itself) makes Cairo emit an image source surface.
        let photo = try SharedRenderer.shared.render(Self.box, options: RenderOptions())
        try Data(photo).write(to: folder.appendingPathComponent("photo.png"))
        let file = folder.appendingPathComponent("s.yaml")
        try """
            device: {width: 120, height: 140, scale: 1}
            root:
              subviews:
                - id: photo
                  type: image
                  image: photo.png
            constraints:
              - photo.top == root.top + 10
              - photo.left == root.left + 10
            """.write(to: file, atomically: true, encoding: .utf8)
        let scenario = try ScenarioLoader.load(file: file.path)
        func svg(_ renderer: Renderer, _ engine: LayoutEngine) throws -> [UInt8] {
            try renderer.render(engine.layout(scenario)[0], options: RenderOptions(format: .svg))
        }
        let measurer = TextMeasurer()
        let engine = LayoutEngine(measurer: measurer)
        let renderer = Renderer(measurer: measurer)
        let first = try svg(renderer, engine)
        for _ in 0..<3 { _ = try SharedRenderer.shared.render(Self.clipping, options: RenderOptions(format: .svg)) }
        let later = try svg(renderer, engine)
        #expect(first == later)
        #expect(String(decoding: first, as: UTF8.self).contains("<image"))
    }

    @Test func vectorFormatsAreWellFormed() throws {
        let svg = String(decoding: try SharedRenderer.shared.render(Self.box, options: RenderOptions(format: .svg)), as: UTF8.self)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("width=\"100pt\"") && svg.contains("height=\"120pt\""))
        let document = try XMLDocument(xmlString: svg)
        #expect(document.rootElement()?.name == "svg")
        let pdf = try SharedRenderer.shared.render(Self.box, options: RenderOptions(format: .pdf))
        #expect(String(decoding: pdf.prefix(5), as: UTF8.self) == "%PDF-")
        #expect(try SharedRenderer.shared.render(Self.box, options: RenderOptions(format: .pdf)) == pdf)
    }

    @Test func anOversizedCanvasIsAnErrorNotAnAllocation() {
        let huge = """
            device: {width: 400, height: 800, scale: 3}
            root:
              subviews:
                - id: s
                  type: scroll
                  subviews:
                    - id: c
            constraints:
              - s.edges == root.edges
              - c.edges == s.content.edges
              - c.width == 40000
              - c.height == 40000
            """
        #expect(throws: RenderError.self) { try SharedRenderer.shared.render(huge, options: RenderOptions(mode: .content)) }
        #expect(throws: Never.self) { try SharedRenderer.shared.render(huge, options: RenderOptions(mode: .screen)) }
    }
}

@Suite struct TallImageTests {
    @Test func aContentDiagramTallerThanCairosSurfaceLimitRenders() throws {
        // 20,000 points of content at @2x: 40,000+ pixels, drawn in strips into one PNG.
        let image = try png("""
            device: {width: 40, height: 100, scale: 2}
            root:
              subviews:
                - id: s
                  type: scroll
                  subviews:
                    - id: c
                      background: "#00ff00"
                      subviews:
                        - id: last
                          background: "#ff0000"
            constraints:
              - s.edges == root.edges
              - c.edges == s.content.edges
              - c.width == s.frame.width
              - c.height == 20000
              - last.bottom == c.bottom
              - last.left == c.left
              - last.size == c.size * 0.01
            """, mode: .content)
        #expect(image.height == Int((20000 + 2 * 28) * 2.0))
        // The red box at the very end of the content, washed (outside the visible frame).
        let pixel = image.pixel(x: (28 + 0) * 2 + 1, y: (28 + 19_999) * 2)
        #expect(pixel.red == 255 && pixel.green > 100 && pixel.green < 255)
    }

    @Test func pngRoundTripsThroughTheCodec() throws {
        let opaque = try SharedRenderer.shared.render(RenderTests.box, options: RenderOptions(scale: 2))
        let decoded = try #require(PNGImage(bytes: opaque))
        #expect(decoded.width == 200 && decoded.height == 240)
        #expect(isColor(decoded.pixel(x: 30, y: 50), 255, 0, 0))
        // A translucent root keeps its alpha channel.
        let translucent = RenderTests.box.replacingOccurrences(of: "root:\n", with: "root:\n  background: \"#00000080\"\n")
        let withAlpha = try #require(PNGImage(bytes: try SharedRenderer.shared.render(translucent, options: RenderOptions())))
        let corner = withAlpha.pixel(x: 1, y: 1)
        #expect(corner.alpha == 128 && corner.red == 0)
        #expect(PNGImage(bytes: Array("not a png".utf8)) == nil)
    }
}
