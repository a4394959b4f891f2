#if canImport(UIKit)
import UIKit
#else
import LayoutSnapUIKit
#endif

/// A mailbox list: a table view controller whose rows are `.subtitle` cells from the data
/// source, under titled sections, in a navigation controller with a large title and an Edit
/// button.
final class InboxScreen: UITableViewController {
    private let sections = [
        ("Today", [("Grace Hopper", "Compiler notes for Monday"), ("Ada Lovelace", "Re: the analytical engine")]),
        (
            "Earlier",
            [
                ("Alan Turing", "Lunch on Thursday?"), ("Katherine Johnson", "Trajectory figures attached"),
                ("Edsger Dijkstra", "On the cruelty of really teaching"),
            ]
        ),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .edit)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        tableView.rowHeight = 64
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].1.count }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].0 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        // Registered for reuse, but a subtitle cell is made here, as many apps do.
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "message")
        let (sender, subject) = sections[indexPath.section].1[indexPath.row]
        cell.textLabel?.text = sender
        cell.detailTextLabel?.text = subject
        cell.detailTextLabel?.textColor = .secondaryLabel
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}
