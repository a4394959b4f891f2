import Foundation
import LayoutSnapInterfaceBuilder
import LayoutSnapLayout
import LayoutSnapScenario
import Testing

/// A table's static cells look as on Xcode's canvas: a grouped table's cells white on its
/// grey, its sections' titles above and below them, a line below each cell but a section's last.
@Suite struct TableCanvasTests {
    static func table(style: String, separators: String = "", cellInset: String = "") -> String {
        func cell(_ id: String, y: Double, extra: String = "") -> String {
            """
            <tableViewCell contentMode="scaleToFill" id="\(id)">
                <rect key="frame" x="0.0" y="\(y)" width="375" height="44"/>
                \(extra)
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="\(id)" id="content-\(id)">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                </tableViewCellContentView>
            </tableViewCell>
            """
        }
        return ScreenMetricsTests.storyboard(
            device: "retina4_7", tools: "17701",
            """
            <scene sceneID="s-settings"><objects>
                <tableViewController id="settings" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="\(style)" \(separators)rowHeight="44" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <sections>
                            <tableViewSection headerTitle="Theme" id="first">
                                <cells>\(cell("light", y: 55.5, extra: cellInset))\(cell("dark", y: 99.5))</cells>
                            </tableViewSection>
                            <tableViewSection headerTitle="" footerTitle="Lunar dates are shown under each day, in the calendar of the region you choose in Settings." id="second">
                                <cells>\(cell("lunar", y: 191.5))</cells>
                            </tableViewSection>
                        </sections>
                    </tableView>
                </tableViewController>
            </objects></scene>
            """)
    }

    func load(_ text: String) throws -> (Scenario, LayoutResult) {
        let scenario = try #require(try loadDocument(text).first)
        return (scenario, try #require(LayoutEngine().layout(scenario).first))
    }

    @Test func aGroupedSectionsTitleSitsAboveItsFirstCell() throws {
        let (scenario, result) = try load(Self.table(style: "grouped"))
        let titles = scenario.allViews.filter { $0.id.hasPrefix("sectionHeader") }
        #expect(titles.map { $0.label?.text } == ["THEME"], "an empty title draws nothing")
        let title = try #require(titles.first)
        #expect(title.label?.font.size == 13 && title.label?.color == Color.named("secondaryLabel"))
        let frame = try #require(result.view(title.id)?.frame)
        #expect(abs(frame.y + frame.height - (55.5 - 7)) < 0.01 && frame.x == 16 && frame.width == 375 - 32)
        #expect(scenario.allViews.first { $0.id == "light" }?.background == Color.named("secondarySystemGroupedBackground"))
        #expect(!scenario.warnings.contains { $0.message.contains("Theme") }, "drawn, so not warned about")
    }

    /// A footer title wraps at the cells' width from 7 points below the section's last cell,
    /// which keeps its stored frame; the table's content is still its own size.
    @Test func aGroupedSectionsFooterWrapsBelowItsLastCell() throws {
        let (scenario, result) = try load(Self.table(style: "grouped"))
        let footer = try #require(scenario.allViews.first { $0.id.hasPrefix("sectionFooter") })
        #expect(footer.label?.lines == 0 && footer.label?.text.hasPrefix("Lunar") == true)
        let frame = try #require(result.view(footer.id)?.frame)
        #expect(frame.x == 16 && frame.y == 191.5 + 44 + 7 && frame.width == 343 && frame.height > 30, "\(frame)")
        #expect(result.view("lunar")?.frame == Rect(x: 0, y: 191.5, width: 375, height: 44))
        #expect(!result.diagnostics.contains { $0.code == .ambiguousContentSize || $0.code == .ambiguousLayout }, "\(result.diagnostics)")
        #expect(!scenario.warnings.contains { $0.message.contains("Lunar") })
    }

    /// An inset grouped section is a card with 10-point corners: its first cell's top corners,
    /// its last cell's bottom ones (a lone cell's all four).
    @Test func anInsetGroupedSectionIsARoundedCard() throws {
        let (scenario, _) = try load(Self.table(style: "insetGrouped"))
        func corners(_ id: String) -> (Double, RoundedCorners)? {
            scenario.allViews.first { $0.id == id }.map { ($0.cornerRadius, $0.roundedCorners) }
        }
        #expect(corners("light")?.0 == 10 && corners("light")?.1 == [.topLeft, .topRight])
        #expect(corners("dark")?.1 == [.bottomLeft, .bottomRight] && corners("lunar")?.1 == .all)
        #expect(try load(Self.table(style: "grouped")).0.allViews.first { $0.id == "light" }?.cornerRadius == 0)
    }

    @Test func cellsAreLinedButASectionsLast() throws {
        func lines(_ text: String) throws -> [String: Rect] {
            let (scenario, result) = try load(text)
            var found: [String: Rect] = [:]
            for cell in scenario.allViews where ["light", "dark", "lunar"].contains(cell.id) {
                if let line = cell.subviews.first(where: { $0.id.hasPrefix("separator") }) { found[cell.id] = result.view(line.id)?.frame }
            }
            return found
        }
        let grouped = try lines(Self.table(style: "grouped"))
        #expect(grouped == ["light": Rect(x: 16, y: 43.5, width: 359, height: 0.5)], "a section's last cell has no line")
        let plain = try lines(Self.table(style: "plain"))
        #expect(plain.count == 3)
        #expect(try lines(Self.table(style: "plain", separators: #"separatorStyle="none" "#)).isEmpty)
        let inset = #"<inset key="separatorInset" minX="40" minY="0.0" maxX="10" maxY="0.0"/>"#
        #expect(try lines(Self.table(style: "grouped", cellInset: inset))["light"] == Rect(x: 40, y: 43.5, width: 325, height: 0.5))
        #expect(try load(Self.table(style: "plain")).0.warnings.contains { $0.message.contains("section title 'Theme'") }, "a plain table's titles are not drawn")
    }
}
