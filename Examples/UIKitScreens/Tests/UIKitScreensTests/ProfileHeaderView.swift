// The same file builds for iOS against UIKit and SnapKit.
#if canImport(UIKit)
import UIKit
import SnapKit
#else
import LayoutSnapUIKit
#endif

/// A profile header in SnapKit: avatar, name, handle and a follow button in a row, the bio
/// wrapping below, and counts in an equal-width stack at the bottom.
final class ProfileHeaderView: UIView {
    let avatarView = UIView()
    let nameLabel = UILabel()
    let handleLabel = UILabel()
    let followButton = UIButton(type: .system)
    let bioLabel = UILabel()
    let countsStack = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        avatarView.backgroundColor = .systemTeal
        avatarView.layer.cornerRadius = 32
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        handleLabel.font = .preferredFont(forTextStyle: .subheadline)
        handleLabel.textColor = .secondaryLabel
        followButton.setTitle("Follow", for: .normal)
        followButton.layer.borderWidth = 1
        followButton.layer.borderColor = UIColor.systemBlue.cgColor
        followButton.layer.cornerRadius = 8
        followButton.contentEdgeInsets = UIEdgeInsets(top: 6, left: 14, bottom: 6, right: 14)
        bioLabel.numberOfLines = 0
        bioLabel.font = .preferredFont(forTextStyle: .body)
        countsStack.distribution = .fillEqually
        for (count, name) in [("128", "Posts"), ("14.2k", "Followers"), ("312", "Following")] {
            let label = UILabel()
            label.text = "\(count) \(name)"
            label.font = .preferredFont(forTextStyle: .footnote)
            label.textAlignment = .center
            countsStack.addArrangedSubview(label)
        }
        [avatarView, nameLabel, handleLabel, followButton, bioLabel, countsStack].forEach(addSubview)
        avatarView.snp.makeConstraints { make in
            make.top.leading.equalToSuperview().inset(16)
            make.size.equalTo(64)
        }
        nameLabel.snp.makeConstraints { make in
            make.top.equalTo(avatarView).offset(8)
            make.leading.equalTo(avatarView.snp.trailing).offset(12)
            make.trailing.lessThanOrEqualTo(followButton.snp.leading).offset(-8)
        }
        handleLabel.snp.makeConstraints { make in
            make.top.equalTo(nameLabel.snp.bottom).offset(2)
            make.leading.equalTo(nameLabel)
            make.trailing.lessThanOrEqualTo(followButton.snp.leading).offset(-8)
        }
        followButton.snp.makeConstraints { make in
            make.centerY.equalTo(avatarView)
            make.trailing.equalToSuperview().inset(16)
        }
        bioLabel.snp.makeConstraints { make in
            make.top.equalTo(avatarView.snp.bottom).offset(12)
            make.leading.trailing.equalToSuperview().inset(16)
        }
        countsStack.snp.makeConstraints { make in
            make.top.equalTo(bioLabel.snp.bottom).offset(12)
            make.leading.trailing.equalToSuperview().inset(16)
            make.bottom.equalToSuperview().inset(12)
        }
    }

    required init?(coder: NSCoder) { nil }
}
