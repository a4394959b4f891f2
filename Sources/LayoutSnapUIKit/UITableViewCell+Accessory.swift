import LayoutSnapScenario

// A table cell's accessory, as UIKit lays it out on a phone: at the cell's trailing margin
// (16 points), centred vertically, with the content view ending before it and its trailing
// layout margin 8 instead of 16. The widths taken from the content view are the ones Xcode's
// canvas stores for iOS 15 to 26 cells (shared/ib-corpus and the wide corpus): a disclosure
// indicator leaves the content view 26.5 points short of a 16-point margin's edge, a checkmark
// 44, a detail button (the circled "i", in the tint) 36.5; an accessory view its own width.
// The detail disclosure button is not drawn (the content view keeps the cell's width): no
// stored frame here says what room it takes.
extension UITableViewCell {
    /// A built-in indicator's symbol, its glyph's size, and the room between the content view
    /// and the glyph.
    private static func indicator(for type: AccessoryType) -> (symbol: String, size: CGSize, gap: CGFloat)? {
        switch type {
        case .disclosureIndicator: ("chevron.forward", CGSize(width: 8, height: 13), 2.5)
        case .checkmark: ("checkmark", CGSize(width: 14, height: 13), 14)
        case .detailButton: ("info.circle", CGSize(width: 20, height: 20), 0.5)
        case .none, .detailDisclosureButton: nil
        }
    }

    /// The cell's trailing margin, where the accessory ends.
    static let accessoryMargin: CGFloat = 16

    /// Shows the accessory view, else the accessory type's indicator, and narrows the
    /// content view to leave it room.
    func showAccessory() {
        NSLayoutConstraint.deactivate(accessoryConstraints)
        accessoryConstraints = []
        shownAccessory?.removeFromSuperview()
        shownAccessory = nil
        var accessory: UIView?
        var gap: CGFloat = 0
        if let accessoryView {
            accessory = accessoryView
            // UIKit keeps an accessory view at its own size, whatever the content beside it
            // asks for: its intrinsic size holds just below required.
            let size = accessoryView.intrinsicContentSize
            for (anchor, length) in [(accessoryView.widthAnchor, size.width), (accessoryView.heightAnchor, size.height)] where length >= 0 {
                let fixed = anchor.constraint(equalToConstant: length)
                fixed.priority = UILayoutPriority(999)
                accessoryConstraints.append(fixed)
            }
        } else if let indicator = Self.indicator(for: accessoryType) {
            let glyph = UIImageView(image: UIImage(systemName: indicator.symbol))
            glyph.tintColor = accessoryType == .disclosureIndicator ? .tertiaryLabel : tintColor
            accessoryConstraints += [
                glyph.widthAnchor.constraint(equalToConstant: indicator.size.width),
                glyph.heightAnchor.constraint(equalToConstant: indicator.size.height),
            ]
            accessory = glyph
            gap = indicator.gap
        }
        var margins = contentView.directionalLayoutMargins
        guard let accessory else {
            contentTrailing?.isActive = true
            if margins.trailing == 8 { margins.trailing = 16 }
            contentView.directionalLayoutMargins = margins
            return
        }
        shownAccessory = accessory
        addSubview(accessory)
        accessory.translatesAutoresizingMaskIntoConstraints = false
        contentTrailing?.isActive = false
        // UIKit places an accessory view by its frame, where constraints hold its alignment
        // rectangle: a switch's frame reaches 2 points past it on the trailing side.
        let trailingInset = CGFloat(accessory.modelKind.descriptor.alignmentRectInsets.right)
        accessoryConstraints += [
            accessory.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -Self.accessoryMargin - trailingInset),
            accessory.centerYAnchor.constraint(equalTo: centerYAnchor),
            contentView.trailingAnchor.constraint(equalTo: accessory.leadingAnchor, constant: -gap),
        ]
        NSLayoutConstraint.activate(accessoryConstraints)
        // Beside an accessory the content's trailing margin is 8 (unless set otherwise).
        if margins.trailing == 16 { margins.trailing = 8 }
        contentView.directionalLayoutMargins = margins
    }
}
