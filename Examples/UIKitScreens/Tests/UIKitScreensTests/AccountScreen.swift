#if canImport(UIKit)
import UIKit
#else
import LayoutSnapUIKit
#endif

/// An account screen in the iOS 14 way: a table view controller whose rows show list content
/// configurations: subtitle and value rows, and rows with a symbol before their text.
final class AccountScreen: UITableViewController {
    private let rows: [(symbol: String?, title: String, detail: String?, style: UITableViewCell.CellStyle)] = [
        (nil, "Grace Hopper", "grace@example.com", .subtitle),
        (nil, "Notifications", "On", .value1),
        (nil, "Language", "English", .value1),
        ("plus.circle", "Add Account", nil, .default),
        ("info.circle", "Help", "Questions and answers", .subtitle),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Account"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = rows[indexPath.row]
        let cell = UITableViewCell(style: row.style, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = row.title
        content.secondaryText = row.detail
        content.image = row.symbol.flatMap { UIImage(systemName: $0) }
        content.imageProperties.tintColor = .systemBlue
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}
