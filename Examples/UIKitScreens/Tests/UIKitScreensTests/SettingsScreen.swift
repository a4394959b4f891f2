// The same file builds for iOS against UIKit and SnapKit.
#if canImport(UIKit)
import UIKit
import SnapKit
#else
import LayoutSnapUIKit
#endif

/// A settings screen made of stack views: a large title, then rows of icon, title and
/// detail, and a switch, each row a horizontal stack in one vertical stack.
final class SettingsScreen: UIViewController {
    let titleLabel = UILabel()
    let rowsStack = UIStackView()

    let settings: [(title: String, detail: String, isOn: Bool, color: UIColor)] = [
        ("Airplane Mode", "Turns off every radio", false, .systemOrange),
        ("Wi-Fi", "Home network", true, .systemBlue),
        ("Notifications", "Banners, sounds, badges", true, .systemRed),
        ("Focus", "Silence calls and alerts while you work", false, .systemIndigo),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        titleLabel.text = "Settings"
        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        rowsStack.axis = .vertical
        rowsStack.spacing = 1
        rowsStack.backgroundColor = .separator
        rowsStack.layer.cornerRadius = 10
        rowsStack.clipsToBounds = true
        view.addSubview(titleLabel)
        view.addSubview(rowsStack)
        for setting in settings { rowsStack.addArrangedSubview(row(setting)) }
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        rowsStack.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
            titleLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            rowsStack.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 16),
            rowsStack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            rowsStack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    private func row(_ setting: (title: String, detail: String, isOn: Bool, color: UIColor)) -> UIView {
        let icon = UIView()
        icon.backgroundColor = setting.color
        icon.layer.cornerRadius = 7
        let title = UILabel()
        title.text = setting.title
        let detail = UILabel()
        detail.text = setting.detail
        detail.font = .preferredFont(forTextStyle: .footnote)
        detail.textColor = .secondaryLabel
        detail.numberOfLines = 0
        let texts = UIStackView(arrangedSubviews: [title, detail])
        texts.axis = .vertical
        texts.spacing = 2
        let toggle = UISwitch()
        toggle.isOn = setting.isOn
        let row = UIStackView(arrangedSubviews: [icon, texts, toggle])
        row.spacing = 12
        row.alignment = .center
        row.isLayoutMarginsRelativeArrangement = true
        row.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        row.backgroundColor = .secondarySystemGroupedBackground
        icon.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([icon.widthAnchor.constraint(equalToConstant: 29), icon.heightAnchor.constraint(equalToConstant: 29)])
        return row
    }
}
