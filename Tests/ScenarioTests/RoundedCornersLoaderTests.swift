import LayoutSnapScenario
import Testing

/// `roundedCorners` names the corners a view's radius rounds; written back as read.
@Suite struct RoundedCornersLoaderTests {
    static let sheet = """
        root:
          subviews:
            - id: sheet
              background: white
              cornerRadius: 12
              roundedCorners: [topLeft, topRight]
              frame: [0, 400, 375, 267]
        """

    @Test func theCornersNamedAreRounded() throws {
        let scenario = try loadScenario(Self.sheet)
        let sheet = try #require(scenario.root.subviews.first)
        #expect(sheet.roundedCorners == [.topLeft, .topRight] && sheet.cornerRadius == 12)
        #expect(try loadScenario("root: {cornerRadius: 4}").root.roundedCorners == .all)
    }

    @Test func anUnknownCornerIsALocatedError() {
        let failure = loadingFailure(Self.sheet.replacingOccurrences(of: "topRight]", with: "top]"))
        #expect(failure?.contains("s.yaml:6:") == true && failure?.contains("unknown corner 'top'") == true, "\(failure ?? "loaded")")
    }

    @Test func theWriterWritesThemBack() throws {
        let scenario = try loadScenario(Self.sheet)
        let written = ScenarioWriter.yaml(scenario)
        #expect(written.contains("roundedCorners: [topLeft, topRight]"))
        #expect(try loadScenario(written).root.subviews.first?.roundedCorners == [.topLeft, .topRight])
    }
}
