import LayoutSnapUIKit

// Seeds from ../shared/seeds written as UIKit code, the way their articles write them: once
// with layout anchors and once with SnapKit. The tests compare their frames with the YAML
// versions in scenarios/seeds/.

let longText =
    "Scroll views have a frame, the part you see, and a content area, the part that scrolls. Constraints between a scroll view and the views inside it attach their edges to the content area, while width and height attach to the frame. A label pinned only to the content area's edges has nothing that fixes the content width, so Auto Layout cannot tell how wide the text may run before it wraps, and the scrollable content size is ambiguous. Relating the label's right edge to the main view as well fixes the width, the text wraps, and its height becomes the content height."

/// Seed 002, third version: a wrapping label in a scroll view, as both versions build it
/// before they constrain it.
class FixedLabelScreen: UIViewController {
    let scrollView = UIScrollView()
    let dataLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.backgroundColor = .yellow
        dataLabel.numberOfLines = 0
        dataLabel.text = longText
        view.addSubview(scrollView)
        scrollView.addSubview(dataLabel)
    }
}

/// Seed 002, third version, constrained with anchors.
final class FixedLabelAnchors: FixedLabelScreen {
    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        dataLabel.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leftAnchor.constraint(equalTo: view.leftAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.rightAnchor.constraint(equalTo: view.rightAnchor),
            dataLabel.leftAnchor.constraint(equalTo: scrollView.leftAnchor, constant: 16),
            dataLabel.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 80),
            dataLabel.rightAnchor.constraint(lessThanOrEqualTo: view.rightAnchor, constant: -16),
            dataLabel.rightAnchor.constraint(equalTo: scrollView.rightAnchor, constant: 16),
            dataLabel.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: -16),
        ])
    }
}

/// Seed 002, third version, constrained with SnapKit.
final class FixedLabelSnapKit: FixedLabelScreen {
    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.snp.makeConstraints { make in make.edges.equalToSuperview() }
        dataLabel.snp.makeConstraints { make in
            make.left.equalToSuperview().offset(16)
            make.top.equalToSuperview().offset(80)
            make.right.lessThanOrEqualTo(view.snp.right).offset(-16)
            make.right.equalToSuperview().offset(16)
            make.bottom.equalToSuperview().offset(-16)
        }
    }
}

/// Seed 003, the max-height scroll view, with SnapKit: the scroll view is as tall as its
/// message up to 140 points (priorities high and low).
final class MaxHeightSnapKit: UIViewController {
    let card = UIView()
    let msgScrollView = UIScrollView()
    let message = UILabel()

    init(text: String) {
        super.init(nibName: nil, bundle: nil)
        message.text = text
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0x33 / 255.0, green: 0x33 / 255.0, blue: 0x33 / 255.0, alpha: 1)
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        msgScrollView.backgroundColor = UIColor(red: 1, green: 0xf7 / 255.0, blue: 0xd6 / 255.0, alpha: 1)
        message.numberOfLines = 0
        view.addSubview(card)
        card.addSubview(msgScrollView)
        msgScrollView.addSubview(message)
        card.snp.makeConstraints { make in
            make.left.right.equalToSuperview().inset(24)
            make.centerY.equalToSuperview()
        }
        msgScrollView.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(10)
            make.left.right.equalToSuperview().inset(20)
            make.bottom.equalToSuperview().offset(-72)
            make.height.lessThanOrEqualTo(140).priority(.high)
            make.height.equalTo(message).priority(.low)
        }
        message.snp.makeConstraints { make in
            make.edges.equalToSuperview()
            make.width.equalToSuperview()
            make.height.greaterThanOrEqualToSuperview()
        }
    }
}

/// Seed 002 with a content view, with anchors: the content view pinned to the scroll view's
/// edges and as wide as it.
final class ContentViewAnchors: UIViewController {
    let scrollView = UIScrollView()
    let contentView = UIView()
    let dataLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.backgroundColor = .yellow
        contentView.backgroundColor = .lightGray
        dataLabel.numberOfLines = 0
        dataLabel.text = longText + " " + longText
        for subview in [scrollView, contentView, dataLabel] { subview.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(scrollView)
        scrollView.addSubview(contentView)
        contentView.addSubview(dataLabel)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            contentView.topAnchor.constraint(equalTo: scrollView.topAnchor),
            contentView.leftAnchor.constraint(equalTo: scrollView.leftAnchor),
            contentView.rightAnchor.constraint(equalTo: scrollView.rightAnchor),
            contentView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            contentView.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            dataLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 16),
            dataLabel.leftAnchor.constraint(equalTo: contentView.leftAnchor, constant: 16),
            dataLabel.rightAnchor.constraint(lessThanOrEqualTo: contentView.rightAnchor, constant: -16),
            dataLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -16),
        ])
    }
}

/// Seed 000 with VFL, as the article writes it: a content view in a scroll view, as wide as
/// the main view, holding two wrapping labels and a box.
final class FixedWidthVFL: UIViewController {
    let scrollView = UIScrollView()
    let contentView = UIView()
    let topLabel = UILabel()
    let boxView = UIView()
    let bottomLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.backgroundColor = .blue
        contentView.backgroundColor = .red
        boxView.backgroundColor = .lightGray
        topLabel.text = "Some text label. that may have several lines"
        bottomLabel.text =
            "Mauris utinam singularis nostrud et vel et defui aliquip dui. Regula suscipere vel ratis facilisi eros ideo abico nisl mauris. Torqueo neo valetudo dolus esse velit jugis vulpes paulatim. Aliquam huic ut wisi genitus refoveo sino eu ille. Premo iusto velit tation lucidus abigo ut lobortis nulla commoveo. Quis abdo roto vereor luptatum interdico capto. Ullamcorper probo pala iustum meus importunus sudo nisl ratis. Vel magna aliquam populus consectetuer ea tation typicus elit causa."
        for label in [topLabel, bottomLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            label.lineBreakMode = .byWordWrapping
        }
        view.addSubview(scrollView)
        scrollView.addSubview(contentView)
        for subview in [topLabel, boxView, bottomLabel] { contentView.addSubview(subview) }
        for subview in [scrollView, contentView, topLabel, boxView, bottomLabel] { subview.translatesAutoresizingMaskIntoConstraints = false }
        let views: [String: Any] = ["scrollView": scrollView, "contentView": contentView, "topLabel": topLabel, "boxView": boxView, "bottomLabel": bottomLabel]
        var constraints: [NSLayoutConstraint] = []
        for format in ["V:|-(0)-[scrollView]-(0)-|", "H:|-(0)-[scrollView]-(0)-|"] {
            constraints += NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views)
        }
        for format in ["V:|-(0)-[contentView]-(0)-|", "H:|-(0)-[contentView]-(0)-|"] {
            constraints += NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views)
        }
        constraints.append(NSLayoutConstraint(item: contentView, attribute: .width, relatedBy: .equal, toItem: view, attribute: .width, multiplier: 1, constant: 0))
        for format in ["V:|-(60)-[topLabel]-[boxView(86)]-[bottomLabel]-|", "H:|-[topLabel]-|", "H:|-[bottomLabel]-|", "H:|-[boxView]-|"] {
            constraints += NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views)
        }
        NSLayoutConstraint.activate(constraints)
    }
}
