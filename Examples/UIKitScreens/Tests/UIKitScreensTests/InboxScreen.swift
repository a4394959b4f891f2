#if canImport(UIKit)
import UIKit
#else
import LayoutSnapUIKit
#endif

/// A mailbox list: a table view controller whose rows are `.subtitle` cells from the data
/// source, in a navigation controller with a large title and an Edit button.
final class InboxScreen: UITableViewController {
    private let messages = [
        ("Grace Hopper", "Compiler notes for Monday"),
        ("Ada Lovelace", "Re: the analytical engine"),
        ("Alan Turing", "Lunch on Thursday?"),
        ("Katherine Johnson", "Trajectory figures attached"),
        ("Edsger Dijkstra", "On the cruelty of really teaching"),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .edit)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        tableView.rowHeight = 64
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        // Registered for reuse, but a subtitle cell is made here, as many apps do.
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "message")
        let (sender, subject) = messages[indexPath.row]
        cell.textLabel?.text = sender
        cell.detailTextLabel?.text = subject
        cell.detailTextLabel?.textColor = .secondaryLabel
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}
