import LayoutSnapRender
import Testing

/// What each view property paints, checked pixel by pixel at @1x.
@Suite struct ViewAppearanceTests {
    static let scenario = """
        device: {width: 200, height: 100, scale: 1}
        root:
          subviews:
            - id: hiddenBox
              background: "#ff0000"
              hidden: true
              subviews:
                - id: childOfHidden
                  background: "#00ff00"
            - id: faded
              background: "#000000"
              alpha: 0.5
            - id: bordered
              background: "#ffffff"
              border: {color: "#0000ff", width: 4}
            - id: rounded
              background: "#00ff00"
              cornerRadius: 20
        constraints:
          - H:|-10-[hiddenBox(30)]-10-[faded(30)]-10-[bordered(40)]-10-[rounded(40)]
          - V:|-10-[hiddenBox(30)]
          - V:|-10-[faded(30)]
          - V:|-10-[bordered(40)]
          - V:|-10-[rounded(40)]
          - childOfHidden.edges == hiddenBox.edges
        """

    @Test func hiddenViewsAndTheirSubviewsAreNotDrawn() throws {
        let image = try png(Self.scenario)
        #expect(isColor(image.pixel(x: 25, y: 25), 255, 255, 255))
    }

    @Test func alphaBlendsWithWhatIsBehind() throws {
        let pixel = try png(Self.scenario).pixel(x: 65, y: 25)
        #expect(pixel.red >= 126 && pixel.red <= 129 && pixel.red == pixel.green && pixel.green == pixel.blue)
    }

    @Test func bordersAreDrawnInsideTheBounds() throws {
        let image = try png(Self.scenario)
        // bordered spans x 90..<130, y 10..<50, with a 4-pt blue border inside.
        #expect(isColor(image.pixel(x: 90, y: 30), 0, 0, 255))
        #expect(isColor(image.pixel(x: 93, y: 30), 0, 0, 255))
        #expect(isColor(image.pixel(x: 95, y: 30), 255, 255, 255))
        #expect(isColor(image.pixel(x: 89, y: 30), 255, 255, 255))
    }

    @Test func cornerRadiiCutTheCorners() throws {
        let image = try png(Self.scenario)
        // rounded spans x 140..<180, y 10..<50: its corner pixel is outside the curve.
        #expect(isColor(image.pixel(x: 140, y: 10), 255, 255, 255))
        #expect(isColor(image.pixel(x: 160, y: 30), 0, 255, 0))
        #expect(isColor(image.pixel(x: 160, y: 11), 0, 255, 0))  // the straight top edge
    }
}
