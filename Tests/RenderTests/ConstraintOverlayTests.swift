import Foundation
import LayoutSnapLayout
@testable import LayoutSnapRender
import LayoutSnapScenario
import LayoutSnapText
import Testing
import LayoutSnapPNG

/// `--overlay constraints` (DESIGN §13): each mark joins the anchors its constraint names, at
/// the solved coordinates, in the diagram, the SVG and the PNG; labels never collide.
@Suite struct ConstraintOverlayTests {
    static let scenario = """
        name: lines
        device: {width: 200, height: 200, scale: 1}
        root:
          background: "#ffffff"
          subviews:
            - {id: a, background: "#eeeeee"}
            - {id: b, background: "#dddddd"}
        constraints:
          - a.top == root.top + 20
          - a.leading == root.leading + 16
          - a.width == 100
          - a.height == 50
          - b.top == a.bottom + 30 @750
          - b.centerX == a.centerX
          - b.width == a.width * 0.5
          - b.height == 40
        """

    func diagram(_ yaml: String, mode: RenderMode = .screen) throws -> ConstraintDiagram {
        let scenario = try ScenarioLoader.load(yaml: yaml, file: "inline.yaml")
        let layout = try #require(SharedRenderer.shared.layout(yaml).first)
        return Renderer().constraintDiagram(scenario.applying(scenario.renders[0]), layout: layout, mode: mode)
    }

    func mark(_ diagram: ConstraintDiagram, _ summary: String) throws -> ConstraintDiagram.Mark {
        try #require(diagram.marks.first { $0.summary == summary }, "no mark for \(summary): \(diagram.marks.map(\.summary))")
    }

    func ends(_ mark: ConstraintDiagram.Mark) -> (Point, Point) {
        switch mark.shape {
        case .spacing(let from, let to), .iBeam(let from, let to), .alignment(let from, let to): (from, to)
        }
    }

    @Test func marksJoinTheAnchorsTheyName() throws {
        let diagram = try diagram(Self.scenario)
        #expect(diagram.marks.count == 8)
        // Spacing from the superview's top to a's top, through a's middle.
        let top = try mark(diagram, "a.top == root.top + 20")
        guard case .spacing = top.shape else { Issue.record("not a spacing mark"); return }
        #expect(ends(top) == (Point(x: 66, y: 0), Point(x: 66, y: 20)))
        #expect(top.label == "20" && top.style == .required)
        // An I-beam across a's width, inside its bottom.
        let width = try mark(diagram, "a.width == 100")
        guard case .iBeam = width.shape else { Issue.record("not an I-beam"); return }
        #expect(ends(width) == (Point(x: 16, y: 64), Point(x: 116, y: 64)))
        // Optional: dashed, with its priority.
        let gap = try mark(diagram, "b.top == a.bottom + 30 @750")
        #expect(ends(gap) == (Point(x: 66, y: 70), Point(x: 66, y: 100)))
        #expect(gap.style == .optional && gap.label == "30 @750")
        // Centres in line: across both views.
        let centre = try mark(diagram, "b.centerX == a.centerX")
        guard case .alignment = centre.shape else { Issue.record("not an alignment"); return }
        #expect(ends(centre) == (Point(x: 66, y: 20), Point(x: 66, y: 140)))
        #expect(try mark(diagram, "b.width == 0.5*a.width").label == "= a.width × 0.5")
    }

    @Test func theSVGAndThePNGDrawThoseLines() throws {
        let svg = String(decoding: try SharedRenderer.shared.render(Self.scenario, options: RenderOptions(format: .svg, overlays: .constraints)), as: UTF8.self)
        let blue = "stroke:rgb(0%,45%,95%)"
        let paths = svg.components(separatedBy: "<path").filter { $0.contains(blue) }
        // Each mark is one path: its line, then the bars across its ends.
        #expect(paths.contains { $0.contains(#"d="M 66 0 L 66 20 M 63 0 L 69 0 M 63 20 L 69 20 ""#) })
        #expect(paths.contains { $0.contains(#"d="M 16 64 L 116 64 M 16 60 L 16 68 M 116 60 L 116 68 ""#) })
        #expect(paths.contains { $0.contains(#"d="M 66 70 L 66 100 M 63 70 L 69 70 M 63 100 L 69 100 ""#) && $0.contains("stroke-dasharray:4,3") })
        // At 2x the 1-point line is two pixels wide, centred on x = 66 pt.
        let bytes = try SharedRenderer.shared.render(Self.scenario, options: RenderOptions(overlays: .constraints, scale: 2))
        let image = try #require(PNGImage(bytes: bytes))
        let onLine = image.pixel(x: 131, y: 20), beside = image.pixel(x: 120, y: 20)
        #expect(onLine.blue > 200 && onLine.red < 80, "\(onLine)")
        #expect(beside.red == 255 && beside.blue == 255)
        // The canvas grows by the legend band; at 200 points its key wraps onto three rows.
        #expect(image.height == 2 * (200 + 38 + 2 * 19))
    }

    /// At a whole scale a PNG's marks are whole-pixel boxes, crisp as Interface Builder draws
    /// them: at 3x the 1-point line from the screen's top to a's top (x = 66 pt) is exactly
    /// three pixels of the mark's colour, with the white background on either side.
    @Test func linesAreWholePixelsAtAWholeScale() throws {
        let bytes = try SharedRenderer.shared.render(Self.scenario, options: RenderOptions(overlays: .constraints, scale: 3))
        let image = try #require(PNGImage(bytes: bytes))
        let line = image.pixel(x: 198, y: 30)
        #expect(line.blue > 200 && line.red < 20, "\(line)")
        #expect(image.pixel(x: 197, y: 30) == line && image.pixel(x: 199, y: 30) == line)
        let white = PNGImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255)
        #expect(image.pixel(x: 196, y: 30) == white && image.pixel(x: 200, y: 30) == white)
    }

    /// The legend's key line and the constraint tags are drawn once per scale and painted after;
    /// the PNG encoder reuses the key's compressed rows. A renderer that has drawn them before
    /// writes the same bytes as a new one, and the key shows its samples.
    @Test func theLegendKeyIsTheSameFromAWarmRenderer() throws {
        let scenario = try ScenarioLoader.load(yaml: Self.scenario, file: "inline.yaml")
        let layout = try #require(SharedRenderer.shared.layout(Self.scenario).first)
        let warm = Renderer()
        for scale in [1.0, 2.0, 3.0, 2.0, 1.0] {
            let options = RenderOptions(overlays: .constraints, scale: scale)
            let fresh = try Renderer().render(layout, options: options)
            #expect(try warm.render(layout, options: options) == fresh, "@\(scale)x")
            let image = try #require(PNGImage(bytes: fresh))
            // The "required" sample: a blue line from 8 to 22 points, 11 points into the band.
            let sample = image.pixel(x: Int(15 * scale), y: Int((200 + 11) * scale))
            #expect(Int(sample.blue) - Int(sample.red) > 100, "@\(scale)x: \(sample)")
        }
    }

    /// In content mode the scene may end between pixels; the legend then starts on the next
    /// whole pixel, so that its key has the same pixels in every render.
    @Test func theLegendStartsOnAWholePixel() throws {
        // b ends 40.5 points below the screen, which the content-mode canvas shows (frames are
        // kept to half points at @2x, drawn here at @3x).
        // Wide enough that both canvases hold the key on one line.
        let wide = Self.scenario.replacingOccurrences(of: "width: 200, height: 200", with: "width: 420, height: 200")
        let yaml = wide.replacingOccurrences(of: "b.height == 40", with: "b.height == 140.5")
            .replacingOccurrences(of: "scale: 1}", with: "scale: 2}")
        let scenario = try ScenarioLoader.load(yaml: yaml, file: "inline.yaml")
        let layout = try #require(SharedRenderer.shared.layout(yaml).first)
        let options = RenderOptions(mode: .content, overlays: .constraints, scale: 3)
        let image = try #require(PNGImage(bytes: try Renderer().render(layout, options: options)))
        let bounds = Renderer.canvasBounds(scenario, layout: layout, mode: .content)
        let top = Int((bounds.height * 3).rounded(.up))
        #expect(Double(top) != bounds.height * 3, "the scene should end between pixels here")
        // The key's pixels are those of a screen-mode render, whose legend starts at 600.
        let screenYAML = wide.replacingOccurrences(of: "scale: 1}", with: "scale: 2}")
        let screenScenario = try ScenarioLoader.load(yaml: screenYAML, file: "inline.yaml")
        let screenLayout = try #require(SharedRenderer.shared.layout(screenYAML).first)
        let screen = try #require(
            PNGImage(bytes: try Renderer().render(screenLayout, options: RenderOptions(overlays: .constraints, scale: 3))))
        var differing = 0
        for y in 0..<57 {
            for x in 0..<min(image.width, screen.width) where image.pixel(x: x, y: top + y) != screen.pixel(x: x, y: 600 + y) { differing += 1 }
        }
        #expect(differing == 0)
        #expect(isColor(image.pixel(x: image.width - 2, y: top), 248, 248, 250))
    }

    /// On a canvas narrower than the key (an iPhone SE's 320 points), the key wraps instead of
    /// being cut off: every sample is drawn, in order, and the band grows a row per wrap.
    @Test func theKeyWrapsOnANarrowCanvas() throws {
        let measurer = TextMeasurer()
        let all = [[0, 1, 2, 3, 4]]
        #expect(SceneDrawer.legendKeyRows(width: 2000, measurer: measurer) == all)
        let full = SceneDrawer.legendKeyWidth(all, measurer: measurer)
        #expect(full > 320, "the key no longer needs wrapping at 320 points: \(full)")
        for width in [320.0, 200, 120, 10] {
            let rows = SceneDrawer.legendKeyRows(width: width, measurer: measurer)
            #expect(rows.flatMap { $0 } == [0, 1, 2, 3, 4] && rows.allSatisfy { !$0.isEmpty })
            #expect(rows.count > 1)
            // Each row fits, unless it is one sample alone on a canvas narrower than it.
            #expect(rows.allSatisfy { $0.count == 1 || SceneDrawer.legendKeyWidth([$0], measurer: measurer) <= width })
        }
        #expect(SceneDrawer.legendKeyRows(width: 320, measurer: measurer).count == 2)

        // On the PNG: the band's second key row holds the last sample's blue diamond.
        let narrow = Self.scenario.replacingOccurrences(of: "width: 200, height: 200", with: "width: 320, height: 200")
        let image = try #require(PNGImage(bytes: try SharedRenderer.shared.render(narrow, options: RenderOptions(overlays: .constraints, scale: 1))))
        #expect(image.height == 200 + 38 + 19)
        var blue = 0
        for y in (200 + 19)..<(200 + 38) {
            for x in 0..<40 where image.pixel(x: x, y: y).blue > 200 && image.pixel(x: x, y: y).red < 60 { blue += 1 }
        }
        #expect(blue > 10, "no diamond in the key's second row")
    }

    @Test func brokenConstraintsAreRed() throws {
        let yaml = Self.scenario + "\n  - a.width == 120\n"
        let diagram = try diagram(yaml)
        #expect(try mark(diagram, "a.width == 120").style == .broken)
        let svg = String(decoding: try SharedRenderer.shared.render(yaml, options: RenderOptions(format: .svg, overlays: .constraints)), as: UTF8.self)
        #expect(svg.contains("stroke:rgb(90%,10%,10%)"))
    }

    @Test func edgesOnAContentAreaAreMarked() throws {
        let yaml = """
            device: {width: 200, height: 200}
            root:
              subviews:
                - id: scroll
                  type: scroll
                  subviews:
                    - {id: content, background: "#eeeeee"}
            constraints:
              - H:|[scroll]|
              - V:|[scroll]|
              - content.top == scroll.top + 10
              - content.leading == scroll.leading
              - content.trailing == scroll.trailing
              - content.bottom == scroll.bottom
              - content.width == scroll.width
              - content.height == 400
            """
        let diagram = try diagram(yaml)
        let top = try mark(diagram, "content.top == scroll.top + 10")
        #expect(top.contentAreaEnds.count == 1)
        #expect(try mark(diagram, "content.width == scroll.width").contentAreaEnds.isEmpty)
        // On screen the content's marks stay inside the scroll view's frame.
        #expect(try mark(diagram, "content.height == 400").region == Rect(x: 0, y: 0, width: 200, height: 200))
    }

    /// Over every bundled scenario, in both modes: no constraint label or frame tag overlaps
    /// another, the text the scene shows, or the canvas edge.
    @Test func labelsNeverCollide() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("scenarios")
        let files = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".yaml") }
        #expect(files.count >= 15)
        var labelled = 0, framed = 0, labelViews = 0
        for file in files {
            let scenario = try ScenarioLoader.load(file: folder.appendingPathComponent(file).path)
            let measurer = TextMeasurer(), engine = LayoutEngine(measurer: measurer)
            for render in scenario.renders {
                let layout = engine.layout(scenario, render: render)
                for mode in RenderMode.allCases {
                    let diagram = Renderer(measurer: measurer).constraintDiagram(scenario.applying(render), layout: layout, mode: mode)
                    let bounds = Renderer.canvasBounds(scenario.applying(render), layout: layout, mode: mode)
                    let tree = ViewTree(root: scenario.applying(render).root)
                    let wholeTextLabels = layout.views.filter { view in
                        guard let spec = tree.view(view.id), spec.kind == .label, spec.label?.text.isEmpty == false else { return false }
                        return tree.ancestry(of: view.id).allSatisfy { tree.view($0)?.isHidden == false && ($0 == view.id || tree.view($0)?.kind != .scroll) }
                    }
                    labelViews += wholeTextLabels.count
                    let boxes = diagram.marks.compactMap(\.labelBox)
                    labelled += boxes.count
                    // The frames overlay's tags too.
                    let frames = Renderer(measurer: measurer).frameTagBoxes(scenario.applying(render), layout: layout, mode: mode)
                    framed += frames.boxes.count
                    for (index, box) in frames.boxes.enumerated() {
                        #expect(bounds.contains(box) && !frames.obstacles.contains { $0.overlaps(box) }, "\(file) \(render.name) \(mode)")
                        #expect(!frames.boxes[(index + 1)...].contains { $0.overlaps(box) }, "\(file) \(render.name) \(mode)")
                    }
                    for (index, box) in boxes.enumerated() {
                        #expect(bounds.contains(box), "\(file) \(render.name) \(mode)")
                        #expect(!boxes[(index + 1)...].contains { $0.overlaps(box) }, "\(file) \(render.name) \(mode)")
                        #expect(!diagram.obstacles.contains { $0.overlaps(box) }, "\(file) \(render.name) \(mode)")
                        // Independently of the drawer's list: no label covers a label with
                        // text that is shown whole (on the canvas, not hidden, in no scroll view).
                        for view in wholeTextLabels where bounds.contains(view.absolute) {
                            #expect(!view.absolute.overlaps(box), "\(file) \(render.name) \(mode): \(view.id)")
                        }
                    }
                }
            }
        }
        #expect(labelled > 200 && framed > 200 && labelViews > 50)
    }

    /// An imported scenario keeps Interface Builder's generated ids; its frame tags say what
    /// the views are, as Xcode's outline does, and keep the names people chose.
    @Test func frameTagsNameGeneratedIdsByKind() throws {
        let scenario = try ScenarioLoader.load(
            yaml: """
                name: imported
                device: {width: 300, height: 200, scale: 1}
                root:
                  subviews:
                    - {id: v_41w_4n_AM8, type: stack, axis: vertical}
                    - {id: titleLabel, type: label, text: Hi}
                    - {id: H2p_sc_9uM}
                constraints:
                  - "H:|-10-[v_41w_4n_AM8(120)]"
                  - "V:|-10-[v_41w_4n_AM8(40)]-20-[titleLabel]"
                  - "H:|-10-[titleLabel]"
                  - "H:|-10-[H2p_sc_9uM(150)]"
                  - "V:[H2p_sc_9uM(50)]-10-|"
                """, file: "imported.yaml")
        let layout = LayoutEngine(measurer: TextMeasurer()).layout(scenario, render: scenario.renders[0])
        let tags = Renderer(measurer: TextMeasurer()).frameTagBoxes(scenario.applying(scenario.renders[0]), layout: layout).texts
        #expect(tags.sorted() == ["Stack View 120×40", "View 150×50", "titleLabel 16×20"].sorted(), "\(tags)")
    }

    @Test func dimensionsLabelSizesAndGaps() throws {
        let views: [(id: String, parent: String?, rect: Rect)] = [
            ("a", "root", Rect(x: 20, y: 20, width: 100, height: 40)),
            ("b", "root", Rect(x: 20, y: 90, width: 60, height: 30)),
            ("c", "root", Rect(x: 150, y: 20, width: 30, height: 30)),
        ]
        let diagram = DimensionDiagram(
            views: views, source: SourceLocation(file: "x", line: 1, column: 1), bounds: Rect(x: 0, y: 0, width: 400, height: 400),
            obstacles: [], measure: { _ in Size(width: 14, height: 10) })
        func mark(_ what: String) throws -> ConstraintDiagram.Mark { try #require(diagram.marks.first { $0.summary == what }) }
        #expect(try ends(mark("a.width")) == (Point(x: 20, y: 17), Point(x: 120, y: 17)))
        #expect(try mark("a.width").label == "100")
        #expect(try ends(mark("b.height")) == (Point(x: 17, y: 90), Point(x: 17, y: 120)))
        // a to b below: 30 points, through the middle of the width they share (20…80).
        #expect(try ends(mark("gap a–b")) == (Point(x: 50, y: 60), Point(x: 50, y: 90)))
        #expect(try mark("gap a–b").label == "30")
        // a to c on the right: 30 points, through the middle of the height they share (20…50).
        #expect(try ends(mark("gap a–c")) == (Point(x: 120, y: 35), Point(x: 150, y: 35)))
        #expect(diagram.marks.count == 8)
        let boxes = diagram.marks.compactMap(\.labelBox)
        for (index, box) in boxes.enumerated() { #expect(!boxes[(index + 1)...].contains { $0.overlaps(box) }) }
    }
}
