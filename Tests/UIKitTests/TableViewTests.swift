import LayoutSnapScenario
import Testing

@testable import LayoutSnapUIKit

/// View controllers with table views compile as they are written for iOS; the table lays out
/// its header and footer across the top of its content (its rows are not drawn).
@MainActor
@Suite struct TableViewTests {
    /// A list screen as apps write it: a table view controller subclass with a header, and the
    /// data-source and delegate methods overridden.
    final class Contacts: UITableViewController {
        let names = ["Ada", "Grace", "Alan"]

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
            tableView.rowHeight = 56
            tableView.separatorStyle = .none
            let header = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 120))
            header.backgroundColor = .systemBlue
            tableView.tableHeaderView = header
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

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

    @Test func aTableViewControllersHeaderSpansTheTopOfItsContent() throws {
        let contacts = Contacts()
        contacts.view.layoutIfNeeded()
        let table = try #require(contacts.tableView)
        #expect(table === contacts.view && table.dataSource === contacts && table.style == .plain)
        #expect(table.numberOfRows(inSection: 0) == 3 && table.numberOfSections == 1)
        #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 375, height: 120))
        #expect(table.backgroundColor == .systemBackground)
        let path = IndexPath(row: 2, section: 1)
        #expect(path.row == 2 && path.section == 1 && IndexPath(item: 4, section: 0).item == 4)
    }

    @Test func aTableInAViewControllerTakesAFooterOfItsOwnHeight() throws {
        let settings = Settings()
        settings.view.layoutIfNeeded()
        #expect(settings.table.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(settings.table.backgroundColor == .systemGroupedBackground)
        let footer = settings.footer.frame
        #expect(footer.minY == 0 && footer.width == 375 && abs(footer.height - 20.29) < 0.5, "\(footer)")
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
