// The same file builds for iOS against UIKit and SnapKit.
#if canImport(UIKit)
import UIKit
import SnapKit
#else
import LayoutSnapUIKit
#endif

/// A chat message cell: a bubble that hugs its wrapped text, up to 75% of the cell's width,
/// on the leading side for received messages and the trailing side for sent ones.
final class ChatCell: UITableViewCell {
    let bubbleView = UIView()
    let messageLabel = UILabel()
    let timeLabel = UILabel()
    private var sideConstraints: [NSLayoutConstraint] = []

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        bubbleView.layer.cornerRadius = 16
        messageLabel.numberOfLines = 0
        timeLabel.font = .preferredFont(forTextStyle: .caption2)
        timeLabel.textColor = .secondaryLabel
        // The time keeps its height; the message takes what the cell gives (two labels of
        // equal priorities would leave the split undecided: an ambiguous layout).
        timeLabel.setContentHuggingPriority(.required, for: .vertical)
        timeLabel.setContentCompressionResistancePriority(.required, for: .vertical)
        contentView.addSubview(bubbleView)
        bubbleView.addSubview(messageLabel)
        contentView.addSubview(timeLabel)
        bubbleView.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(6)
            make.width.lessThanOrEqualToSuperview().multipliedBy(0.75)
        }
        messageLabel.snp.makeConstraints { make in make.edges.equalToSuperview().inset(UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)) }
        timeLabel.snp.makeConstraints { make in
            make.top.equalTo(bubbleView.snp.bottom).offset(2)
            make.bottom.equalToSuperview().offset(-6)
        }
    }

    required init?(coder: NSCoder) { nil }

    func configure(text: String, time: String, sent: Bool) {
        messageLabel.text = text
        timeLabel.text = time
        bubbleView.backgroundColor = sent ? .systemBlue : .secondarySystemBackground
        messageLabel.textColor = sent ? .white : .label
        NSLayoutConstraint.deactivate(sideConstraints)
        sideConstraints =
            sent
            ? [
                bubbleView.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                timeLabel.trailingAnchor.constraint(equalTo: bubbleView.trailingAnchor),
            ]
            : [
                bubbleView.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                timeLabel.leadingAnchor.constraint(equalTo: bubbleView.leadingAnchor),
            ]
        NSLayoutConstraint.activate(sideConstraints)
    }
}
