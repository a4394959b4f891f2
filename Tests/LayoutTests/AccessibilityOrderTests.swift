import LayoutSnapLayout
import LayoutSnapScenario
import Testing

/// VoiceOver's reading order: rows from the top, each from the leading edge, containers read
/// together, elements hiding their subviews, hidden views skipped.
@Suite struct AccessibilityOrderTests {
    let engine = LayoutEngine()

    func order(_ yaml: String) throws -> [[String]] {
        let scenario = try ScenarioLoader.load(yaml: yaml, file: "a11y.yaml")
        return engine.layout(scenario).map { $0.accessibilityElements.map { "\($0.id)=\($0.label ?? "-")" } }
    }

    static let form = """
        root:
          subviews:
            - {id: title, type: label, text: "Settings", frame: [20, 40, 200, 30]}
            - {id: toggle, type: switch, frame: [300, 90, 51, 31]}
            - {id: caption, type: label, text: "Wi-Fi", frame: [20, 94, 100, 21]}
            - id: card
              frame: [20, 150, 335, 100]
              subviews:
                - {id: price, type: label, text: "€14", frame: [250, 10, 60, 21]}
                - {id: name, type: label, text: "Coffee", frame: [10, 8, 100, 25]}
                - {id: note, type: label, text: "Beans", frame: [10, 60, 100, 21]}
            - {id: go, type: button, title: "Go", frame: [20, 300, 100, 44], subviews: [{id: inner, type: label, text: "x", frame: [0, 0, 10, 10]}]}
            - {id: logo, type: image, image: {size: [20, 20]}, frame: [20, 360, 20, 20], accessibility: {label: "Company logo"}}
            - {id: flourish, type: image, image: {size: [20, 20]}, frame: [60, 360, 20, 20]}
            - {id: gone, type: label, text: "Hidden", hidden: true, frame: [20, 400, 100, 21]}
            - {id: close, type: button, title: "×", frame: [330, 40, 30, 30], accessibility: {label: "Close"}}
        renders:
          - name: ltr
          - name: rtl
            direction: rtl
        """

    @Test func rowsFromTheTopEachFromTheLeadingEdgeContainersTogether() throws {
        let orders = try order(Self.form)
        #expect(orders[0] == [
            "title=Settings", "close=Close", "caption=Wi-Fi", "toggle=-", "name=Coffee", "price=€14", "note=Beans", "go=Go", "logo=Company logo",
        ])
        // Right to left, each row reads from the right edge; the rows keep their order.
        #expect(orders[1] == [
            "close=Close", "title=Settings", "toggle=-", "caption=Wi-Fi", "price=€14", "name=Coffee", "note=Beans", "go=Go", "logo=Company logo",
        ])
    }

    @Test func elementSettingsWinOverTheKindsDefaults() throws {
        let orders = try order("""
            root:
              subviews:
                - {id: row, frame: [0, 0, 300, 44], accessibility: {element: true, label: "Wi-Fi, on"}, subviews: [{id: t, type: label, text: "Wi-Fi", frame: [0, 0, 100, 44]}]}
                - {id: skipped, type: label, text: "Decoration", frame: [0, 60, 100, 21], accessibility: {element: false}}
            """)
        #expect(orders == [["row=Wi-Fi, on"]])
    }
}
