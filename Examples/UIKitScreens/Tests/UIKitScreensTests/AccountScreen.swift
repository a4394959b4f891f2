#if canImport(UIKit)
import UIKit
#else
import LayoutSnapUIKit
#endif

/// An account screen in the iOS 14 way: an inset grouped table view controller whose rows
/// show list content configurations (subtitle and value rows, rows with a symbol before their
/// text) in titled sections.
final class AccountScreen: UITableViewController {
    private typealias Row = (symbol: String?, title: String, detail: String?, style: UITableViewCell.CellStyle)
    private let sections: [(title: String?, rows: [Row])] = [
        ("Profile", [(nil, "Grace Hopper", "grace@example.com", .subtitle)]),
        ("Settings", [(nil, "Notifications", "On", .value1), (nil, "Language", "English", .value1)]),
        (nil, [("plus.circle", "Add Account", nil, .default), ("info.circle", "Help", "Questions and answers", .subtitle)]),
    ]

    init() { super.init(style: .insetGrouped) }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Account"
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = sections[indexPath.section].rows[indexPath.row]
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
