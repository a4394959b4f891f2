import LayoutSnapScenario

/// The view a list content configuration makes, as UIKit's `UIListContentView`: the image at
/// the leading margin, centred; the texts after it, stacked (or side by side where preferred),
/// centred as a block between the top and bottom margins, which they fill when the row is
/// sized to fit them.
@MainActor
open class UIListContentView: UIView, UIContentView {
    let imageView = UIImageView()
    let textLabel = UILabel()
    let secondaryTextLabel = UILabel()
    /// The texts' block, centred between the margins.
    private let textBlock = UILayoutGuide()
    private var made: [NSLayoutConstraint] = []

    public var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listConfiguration = list
        }
    }

    private var listConfiguration: UIListContentConfiguration { didSet { apply() } }

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for part in [imageView, textLabel, secondaryTextLabel] { part.translatesAutoresizingMaskIntoConstraints = false }
        // In a row a little short (rows are rounded to the pixel), the secondary text gives
        // way first, so that the layout has one answer.
        secondaryTextLabel.setContentCompressionResistancePriority(UILayoutPriority(749), for: .vertical)
        addLayoutGuide(textBlock)
        apply()
    }

    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
    }

    /// The text a cell's separator lines up with: the text, else the secondary text, while
    /// shown.
    var primaryText: UILabel? { [textLabel, secondaryTextLabel].first { $0.superview === self } }

    override var namedParts: [(name: String, view: UIView)] {
        [("image", imageView), ("text", textLabel), ("secondaryText", secondaryTextLabel)].filter { $0.1.superview === self }
    }

    private func apply() {
        let configuration = listConfiguration
        directionalLayoutMargins = configuration.directionalLayoutMargins
        preservesSuperviewLayoutMargins = !configuration.axesPreservingSuperviewLayoutMargins.isEmpty
        let hasText = show(configuration.text, configuration.attributedText, configuration.textProperties, in: textLabel)
        let hasSecondary = show(configuration.secondaryText, configuration.secondaryAttributedText, configuration.secondaryTextProperties, in: secondaryTextLabel)
        imageView.image = configuration.image
        imageView.tintColor = configuration.imageProperties.tintColor ?? tintColor
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
        imageView.contentMode = .scaleAspectFit
        NSLayoutConstraint.deactivate(made)
        // Only the parts the configuration has are in the view, as UIKit's content view holds.
        for (part, isShown) in zip([imageView, textLabel, secondaryTextLabel] as [UIView], [configuration.image != nil, hasText, hasSecondary]) {
            if isShown, part.superview == nil { addSubview(part) } else if !isShown { part.removeFromSuperview() }
        }
        made = constraints(for: configuration)
        NSLayoutConstraint.activate(made)
    }

    /// Sets the label up for the text; returns whether there is any.
    private func show(_ text: String?, _ attributed: NSAttributedString?, _ properties: UIListContentConfiguration.TextProperties, in label: UILabel) -> Bool {
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = text.map(properties.transformed)
        }
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
        label.textAlignment = switch properties.alignment {
        case .natural: .natural
        case .center: .center
        case .justified: .justified
        }
        return !(attributed?.string ?? text ?? "").isEmpty
    }

    private func constraints(for configuration: UIListContentConfiguration) -> [NSLayoutConstraint] {
        let margins = layoutMarginsGuide
        let shown = [textLabel, secondaryTextLabel].filter { $0.superview === self }
        var made: [NSLayoutConstraint] = []
        // The block hugs the margins when the row is sized to fit, and is centred otherwise.
        let hug = textBlock.topAnchor.constraint(equalTo: margins.topAnchor)
        hug.priority = UILayoutPriority(249)
        made += [
            textBlock.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor), textBlock.centerYAnchor.constraint(equalTo: margins.centerYAnchor), hug,
            textBlock.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ]
        if let image = configuration.image {
            let properties = configuration.imageProperties
            var size = image.size
            if properties.maximumSize.width > 0, size.width > properties.maximumSize.width {
                size = CGSize(width: properties.maximumSize.width, height: size.height * properties.maximumSize.width / max(size.width, 1))
            }
            if properties.maximumSize.height > 0, size.height > properties.maximumSize.height {
                size = CGSize(width: size.width * properties.maximumSize.height / max(size.height, 1), height: properties.maximumSize.height)
            }
            // The reserved room is a box the image sits centred in.
            let room = CGSize(width: max(size.width, properties.reservedLayoutSize.width), height: max(size.height, properties.reservedLayoutSize.height))
            made += [
                imageView.widthAnchor.constraint(equalToConstant: size.width), imageView.heightAnchor.constraint(equalToConstant: size.height),
                imageView.centerXAnchor.constraint(equalTo: margins.leadingAnchor, constant: room.width / 2),
                imageView.centerYAnchor.constraint(equalTo: margins.centerYAnchor),
                margins.heightAnchor.constraint(greaterThanOrEqualToConstant: room.height),
            ]
            let padding = shown.isEmpty ? 0 : configuration.imageToTextPadding
            made.append(textBlock.leadingAnchor.constraint(equalTo: margins.leadingAnchor, constant: room.width + padding))
        } else {
            made.append(textBlock.leadingAnchor.constraint(equalTo: margins.leadingAnchor))
        }
        let leading = textBlock.leadingAnchor
        // Side by side, the value keeps its length and the text gives way.
        let sideBySide = shown.count == 2 && configuration.prefersSideBySideTextAndSecondaryText
        textLabel.setContentCompressionResistancePriority(UILayoutPriority(sideBySide ? 749 : 750), for: .horizontal)
        guard let first = shown.first, let last = shown.last else {
            made.append(textBlock.heightAnchor.constraint(equalToConstant: 0))
            return made
        }
        if sideBySide {
            made += [
                first.leadingAnchor.constraint(equalTo: leading), last.trailingAnchor.constraint(equalTo: textBlock.trailingAnchor),
                last.leadingAnchor.constraint(greaterThanOrEqualTo: first.trailingAnchor, constant: configuration.textToSecondaryTextHorizontalPadding),
            ]
            for label in shown {
                made += [
                    label.centerYAnchor.constraint(equalTo: textBlock.centerYAnchor), label.topAnchor.constraint(greaterThanOrEqualTo: textBlock.topAnchor),
                    label.bottomAnchor.constraint(lessThanOrEqualTo: textBlock.bottomAnchor),
                ]
            }
            // The block is as tall as the taller of the two.
            let shrink = textBlock.heightAnchor.constraint(equalToConstant: 0)
            shrink.priority = UILayoutPriority(248)
            made.append(shrink)
            return made
        }
        made += [first.topAnchor.constraint(equalTo: textBlock.topAnchor), last.bottomAnchor.constraint(equalTo: textBlock.bottomAnchor)]
        for label in shown {
            made += [label.leadingAnchor.constraint(equalTo: leading), label.trailingAnchor.constraint(lessThanOrEqualTo: textBlock.trailingAnchor)]
        }
        if shown.count == 2 {
            made.append(last.topAnchor.constraint(equalTo: first.bottomAnchor, constant: configuration.textToSecondaryTextVerticalPadding))
        }
        return made
    }
}
