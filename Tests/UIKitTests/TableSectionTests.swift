import Testing

@testable import LayoutSnapUIKit

/// A plain table's sections: each section's rows between its header and footer, from the data
/// source's titles or the delegate's views and heights.
@MainActor
@Suite struct TableSectionTests {
    /// A grocery list as apps write it: titled sections, one with a footer.
    final class Groceries: UITableViewController {
        let sections = [("Fruit", ["Apples", "Pears"]), ("Vegetables", ["Leeks"])]

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.rowHeight = 44
        }
        override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].1.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: "item")
            cell.textLabel?.text = sections[indexPath.section].1[indexPath.row]
            return cell
        }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].0 }
        override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            section == 1 ? "Bought on Saturdays." : nil
        }
    }

    /// The headers and footers of a table, top to bottom.
    func supplements(_ table: UITableView) -> [UITableViewHeaderFooterView] {
        table.subviews.compactMap { $0 as? UITableViewHeaderFooterView }.sorted { $0.frame.minY < $1.frame.minY }
    }

    @Test func titledSectionsHaveHeadersAboveTheirRowsAndFootersBelow() throws {
        let groceries = Groceries(style: .plain)
        groceries.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        groceries.view.layoutIfNeeded()
        let table = try #require(groceries.tableView)
        let titled = supplements(table)
        try #require(titled.count == 3)
        let (fruit, vegetables, footer) = (titled[0], titled[1], titled[2])
        // 22 points of padding above each header (iOS 15's automatic `sectionHeaderTopPadding`),
        // a header about 28 tall (one line of the headline style), then the rows.
        #expect(fruit.frame.minY == 22 && abs(fruit.frame.height - 28) <= 0.5 && fruit.frame.width == 375, "\(fruit.frame)")
        let rows = table.visibleCells.map(\.frame)
        #expect(rows.count == 3 && rows[0].minY == fruit.frame.maxY && rows[1].minY == rows[0].maxY)
        #expect(vegetables.frame.minY == rows[1].maxY + 22 && rows[2].minY == vegetables.frame.maxY)
        #expect(footer.frame.minY == rows[2].maxY && footer.frame.height > 20)
        #expect(abs(table.contentSize.height - footer.frame.maxY) <= 0.5)
        // The titles are drawn in the list's header and footer styles.
        let header = try #require(fruit.contentConfiguration as? UIListContentConfiguration)
        #expect(header.text == "Fruit" && header.textProperties.font == UIListContentConfiguration.plainHeader().textProperties.font)
        #expect((footer.contentConfiguration as? UIListContentConfiguration)?.text == "Bought on Saturdays.")
    }

    /// A delegate's own header views and heights, no padding where the table sets none, and a
    /// section whose header height is 0 has none.
    @Test func aDelegatesViewsAndHeightsWin() throws {
        final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
            func numberOfSections(in tableView: UITableView) -> Int { 2 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Title \(section)" }
            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                let banner = UIView()
                banner.backgroundColor = .systemBlue
                return banner
            }
            func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { section == 0 ? 40 : 0 }
        }
        let source = Source()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.sectionHeaderTopPadding = 0
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        let banners = table.subviews.filter { $0.backgroundColor == .systemBlue }
        #expect(banners.map(\.frame) == [CGRect(x: 0, y: 0, width: 320, height: 40)])
        #expect(table.visibleCells.map(\.frame.minY) == [40, 84])
        #expect(supplements(table).isEmpty)
    }

    /// Only `UITableViewHeaderFooterView` itself, registered, is dequeued (a subclass cannot
    /// be made without Objective-C); its text label is shown in the header style.
    @Test func registeredHeaderFooterViewsAreDequeued() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "header") == nil)
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        let header = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "header"))
        #expect(header.reuseIdentifier == "header")
        header.textLabel?.text = "Recent"
        header.showTextLabel(as: .plainHeader())
        #expect((header.contentConfiguration as? UIListContentConfiguration)?.text == "Recent")
    }

    /// Below a plain table's last row, the separators of empty rows a row's height apart,
    /// taking no room in the content, until code sets an empty footer view.
    @Test func emptyRowsBelowAPlainTablesLastHaveSeparators() throws {
        final class Two: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
        }
        let source = Two()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.rowHeight = 50
        table.dataSource = source
        table.layoutIfNeeded()
        let lines = table.emptyRowSeparators.map(\.frame)
        try #require(lines.count >= 8)
        #expect(lines[0] == CGRect(x: 16, y: 149.5, width: 304, height: 0.5) && lines[1].minY - lines[0].minY == 50)
        #expect(table.contentSize.height == 100)
        table.tableFooterView = UIView()
        table.layoutIfNeeded()
        #expect(table.emptyRowSeparators.isEmpty)
    }
}
