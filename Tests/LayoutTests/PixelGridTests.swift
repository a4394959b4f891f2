import Foundation
import LayoutSnapLayout
import LayoutSnapScenario
import Testing

/// UIKit applies the engine's values rounded to the device's pixel grid: each frame edge in its
/// superview's coordinates, to the nearest half point at @2x or third at @3x.
@Suite struct PixelGridTests {
    @Test func aCentredLabelSitsOnTheHalfPoint() throws {
        let result = try #require(try layOut(yaml: """
            device: iphone-8
            root:
              subviews:
                - {id: box, intrinsicSize: [60.5, 20.25]}
            constraints:
              - box.centerX == root.centerX
              - box.centerY == root.centerY
            """).first)
        #expect(result.frame("box").x == 157.25)
        #expect(result.roundedFrame("box").x == 157.5)
        // Edges round, not sizes: 323.375…343.625 becomes 323.5…343.5, 20 tall.
        #expect(result.roundedFrame("box") == Rect(x: 157.5, y: 323.5, width: 60.5, height: 20))
        let exact = result.exact
        #expect(exact.view("box")?.frame.x == 157.25)
    }

    @Test func thirdsAtThreeTimes() throws {
        let result = try #require(try layOut(yaml: """
            device: {width: 100, height: 100, scale: 3}
            root:
              subviews:
                - {id: a, intrinsicSize: [10, 10]}
            constraints:
              - a.leading == root.leading + 10.2
              - a.top == root.top + 10.15
            """).first)
        #expect(result.roundedFrame("a") == Rect(x: 10.333333, y: 10, width: 10, height: 10))
    }

    /// Every frame Interface Builder stored in the corpus lies on its device's pixel grid,
    /// edges and sizes alike, in its superview's coordinates: the rule the rounding follows.
    @Test func corpusFramesLieOnThePixelGrid() throws {
        let corpus = repositoryRoot.appendingPathComponent("Tests/Fixtures/ib-corpus")
        let scales = ["retina6_1": 2.0, "retina6_5": 3.0, "retina5_5": 3.0, "retina4_7": 2.0]
        var checked = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: corpus.path) where name.hasSuffix("b") || name.hasSuffix("board") {
            let text = try String(contentsOf: corpus.appendingPathComponent(name), encoding: .utf8)
            guard let device = text.firstMatch(of: /<device id="([^"]+)"/)?.1, let scale = scales[String(device)] else { continue }
            for match in text.matches(of: /<rect key="frame" x="([^"]+)" y="([^"]+)" width="([^"]+)" height="([^"]+)"/) {
                let values = [match.1, match.2, match.3, match.4].compactMap { Double($0) }
                let rect = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
                #expect(rect.roundedToPixels(scale).isClose(to: rect), "\(name): \(rect) is off the @\(scale)x grid")
                checked += 1
            }
        }
        #expect(checked > 200)
    }
}

extension Rect {
    func isClose(to other: Rect) -> Bool {
        abs(x - other.x) < 1e-6 && abs(y - other.y) < 1e-6 && abs(width - other.width) < 1e-6 && abs(height - other.height) < 1e-6
    }
}
