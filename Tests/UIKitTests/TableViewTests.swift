import LayoutSnapScenario
import Testing

@testable import LayoutSnapUIKit

/// View controllers with table views compile as they are written for iOS; a plain table lays
/// out its header, the data source's rows and its footer down its content.
@MainActor
@Suite struct TableViewTests {
    /// A list screen as apps write it: a table view controller subclass with a header, and the
    /// data-source and delegate methods overridden.
    final class Contacts: UITableViewController {
        let names = ["Ada", "Grace", "Alan"]
        var shown = 3

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
            tableView.rowHeight = 56
            tableView.separatorStyle = .none
            let header = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 120))
            header.backgroundColor = .systemBlue
            tableView.tableHeaderView = header
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
            cell.textLabel?.text = names[indexPath.row]
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            tableView.deselectRow(at: indexPath, animated: true)
        }
    }

    /// A plain view controller that holds a table and is its data source in an extension.
    final class Settings: UIViewController {
        let table = UITableView(frame: .zero, style: .insetGrouped)
        let footer = UILabel()

        override func viewDidLoad() {
            view.addSubview(table)
            table.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                table.topAnchor.constraint(equalTo: view.topAnchor), table.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                table.leadingAnchor.constraint(equalTo: view.leadingAnchor), table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
            table.dataSource = self
            table.delegate = self
            footer.text = "Version 1.0"
            footer.textAlignment = .center
            table.tableFooterView = footer
        }
    }

    @Test func aTableViewControllersRowsFollowItsHeader() throws {
        let contacts = Contacts()
        contacts.view.layoutIfNeeded()
        let table = try #require(contacts.tableView)
        #expect(table === contacts.view && table.dataSource === contacts && table.style == .plain)
        #expect(table.numberOfRows(inSection: 0) == 3 && table.numberOfSections == 1)
        #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 375, height: 120))
        // The rows the data source gives, 56 points each, below the header.
        #expect(table.visibleCells.map(\.frame) == [120, 176, 232].map { CGRect(x: 0, y: $0, width: 375, height: 56) })
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["Ada", "Grace", "Alan"])
        #expect(table.visibleCells.allSatisfy { cell in !cell.namedParts.contains { $0.name == "separator" } }, "separatorStyle none")
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Grace")
        #expect(table.contentSize.height == 288)
        // Reloaded with fewer names, the rows follow.
        contacts.shown = 1
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.visibleCells.count == 1 && table.contentSize.height == 176)
        // Rows inserted in a batch are asked for too.
        table.performBatchUpdates {
            contacts.shown = 2
            table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        }
        table.layoutIfNeeded()
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["Ada", "Grace"])
        #expect(table.backgroundColor == .systemBackground)
        let path = IndexPath(row: 2, section: 1)
        #expect(path.row == 2 && path.section == 1 && IndexPath(item: 4, section: 0).item == 4)
    }

    /// In a navigation controller a table that does not fill the screen still starts below
    /// the bar: UIKit's `automatic` adjustment insets a content scroll view there regardless.
    @Test func aShortTableStartsBelowTheNavigationBar() throws {
        let contacts = Contacts()
        let navigation = UINavigationController(rootViewController: contacts)
        navigation.view.layoutIfNeeded()
        let table = try #require(contacts.tableView)
        #expect(table.contentSize.height == 288 && table.frame.height == 667)
        #expect(table.adjustedContentInset.top == 64 && table.contentOffset.y == -64)
        // Outside one, a table still bounces vertically, so it is inset for the status bar; a
        // plain scroll view with as little content is not.
        let alone = Contacts()
        alone.view.layoutIfNeeded()
        #expect(alone.tableView.alwaysBounceVertical && alone.tableView.adjustedContentInset.top == 20)
        let page = UIViewController()
        let scroll = UIScrollView()
        page.view.addSubview(scroll)
        scroll.snp.makeConstraints { $0.edges.equalToSuperview() }
        page.view.layoutIfNeeded()
        #expect(scroll.adjustedContentInset.top == 0)
        scroll.alwaysBounceVertical = true
        page.view.layoutIfNeeded()
        #expect(scroll.adjustedContentInset.top == 20)
    }

    /// Self-sizing rows are what their cells' constraints need, and at least 44 points; a
    /// subclass registered by class leaves the rows out (it cannot be made here).
    @Test func rowsSizeThemselvesUnlessTheirCellClassCannotBeMade() throws {
        final class Notes: NSObject, UITableViewDataSource {
            let notes = ["Short", String(repeating: "A note long enough to wrap onto several lines. ", count: 4)]
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "note") ?? UITableViewCell(style: .default, reuseIdentifier: "note")
                let label = UILabel()
                label.numberOfLines = 0
                label.text = notes[indexPath.row]
                cell.contentView.addSubview(label)
                label.snp.makeConstraints { $0.edges.equalTo(cell.contentView.layoutMarginsGuide) }
                return cell
            }
        }
        let notes = Notes()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.dataSource = notes
        table.layoutIfNeeded()
        let heights = table.visibleCells.map(\.frame.height)
        #expect(heights.count == 2 && heights[0] == 44 && heights[1] > 80, "\(heights)")
        // Each row's separator: half a point at its bottom, 16 points in.
        let separator = try #require(table.visibleCells[0].namedParts.first { $0.name == "separator" }?.view)
        #expect(separator.frame == CGRect(x: 16, y: 43.5, width: 304, height: 0.5) && separator.backgroundColor == .separator)
        // The table's separator inset and row height, changed after a layout, reach the rows.
        table.separatorInset = .zero
        table.rowHeight = 50
        table.layoutIfNeeded()
        let moved = try #require(table.visibleCells[0].namedParts.first { $0.name == "separator" }?.view)
        #expect(moved.frame.minX == 0 && table.visibleCells.map(\.frame.height) == [50, 50])
        final class NoteCell: UITableViewCell {}
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.visibleCells.isEmpty)
    }

    /// A cell subclass registered by class, as real table views register theirs, is made the
    /// way the test says (`makeCells(of:with:)`), dequeued as its class, and drawn as a row.
    @Test func aRegisteredSubclassWithAMakerIsDequeuedAndDrawn() throws {
        final class BadgeCell: UITableViewCell {
            let badge = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
                badge.text = "NEW"
                contentView.addSubview(badge)
                badge.snp.makeConstraints { make in
                    make.trailing.equalTo(contentView.layoutMarginsGuide)
                    make.top.bottom.equalTo(contentView.layoutMarginsGuide).inset(8)
                }
            }
            required init?(coder: NSCoder) { fatalError("not used") }
        }
        final class Inbox: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "badge", for: indexPath) as! BadgeCell
                cell.textLabel?.text = "Message \(indexPath.row + 1)"
                return cell
            }
        }
        let inbox = Inbox()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(BadgeCell.self, forCellReuseIdentifier: "badge")
        table.rowHeight = 60
        table.dataSource = inbox
        table.layoutIfNeeded()
        #expect(table.visibleCells.isEmpty, "no maker yet: the rows are left out")
        UITableView.makeCells(of: BadgeCell.self) { BadgeCell(style: .default, reuseIdentifier: $0) }
        table.reloadData()
        table.layoutIfNeeded()
        let cells = table.visibleCells.compactMap { $0 as? BadgeCell }
        #expect(cells.count == 3 && cells.map(\.frame.minY) == [0, 60, 120], "\(cells.map(\.frame))")
        #expect(cells[1].textLabel?.text == "Message 2" && cells[1].reuseIdentifier == "badge")
        // The cell's own subview, laid out inside it: 8 points in from the margins above and below.
        let margins = cells[0].contentView.layoutMargins
        #expect(cells[0].badge.frame.minY == margins.top + 8 && cells[0].badge.frame.maxX == 320 - margins.right, "\(cells[0].badge.frame)")
        #expect(table.dequeueReusableCell(withIdentifier: "badge") is BadgeCell)
    }

    /// An inset grouped table: its titled section 55.5 points down and 16 in from the sides
    /// of a 375-point screen, as Xcode's canvas draws one, its rows on the grouped cell
    /// background with the section's outer corners rounded, 18 points of footer below, then
    /// the table's footer at its own height.
    @Test func aTableInAViewControllerTakesAFooterOfItsOwnHeight() throws {
        let settings = Settings()
        settings.view.layoutIfNeeded()
        #expect(settings.table.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(settings.table.backgroundColor == .systemGroupedBackground)
        let cells = settings.table.visibleCells
        #expect(cells.map(\.frame) == [55.5, 99.5].map { CGRect(x: 16, y: $0, width: 343, height: 44) })
        #expect(cells.allSatisfy { $0.backgroundColor == .secondarySystemGroupedBackground && $0.layer.cornerRadius == 10 })
        #expect(cells[0].layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        let header = try #require(settings.table.subviews.compactMap { $0 as? UITableViewHeaderFooterView }.first)
        #expect(header.frame == CGRect(x: 16, y: 17.5, width: 343, height: 38))
        #expect((header.contentConfiguration as? UIListContentConfiguration)?.textProperties.transform == .uppercase)
        let footer = settings.footer.frame
        #expect(footer.minY == 143.5 + 18 && footer.width == 375 && abs(footer.height - 20.29) < 0.5, "\(footer)")
        #expect(settings.table.dequeueReusableCell(withIdentifier: "none") == nil)
    }
}

extension TableViewTests.Settings: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .value1, reuseIdentifier: "row")
        cell.textLabel?.text = indexPath.row == 0 ? "Notifications" : "Privacy"
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "General" }
}
