import LayoutSnapScenario

extension UIViewController: UITraitEnvironment {
    /// The traits of the screen the view controller is shown on (its size classes and scale),
    /// with its own appearance override.
    public var traitCollection: UITraitCollection {
        UITraitCollection(traitsFrom: [UITraitCollection(screen: screen), environment, UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle)])
    }
}

extension UIView: UITraitEnvironment {
    /// The traits of the view controller whose view holds this one (none for a view shown on
    /// its own: unspecified size classes), with the nearest appearance override.
    public var traitCollection: UITraitCollection {
        var style = UIUserInterfaceStyle.unspecified
        var top: UIView = self
        for view in sequence(first: self, next: \.superview) {
            if style == .unspecified { style = view.overrideUserInterfaceStyle }
            top = view
        }
        let base = top.owningController?.traitCollection ?? UITraitCollection()
        return UITraitCollection(traitsFrom: [base, UITraitCollection(userInterfaceStyle: style)])
    }
}

extension UIViewController {
    /// Moves the view controller to another screen (and, given one, another appearance and
    /// Dynamic Type size); when the size classes, the appearance or the size change, it and its
    /// views hear of it (`traitCollectionDidChange`), as on a rotation, a split screen or a
    /// change in Settings.
    func changeScreen(to device: Device, environment: UITraitCollection? = nil) {
        let previous = traitCollection
        screen = device
        if let environment { self.environment = environment }
        viewIfLoaded?.frame = CGRect(x: 0, y: 0, width: device.width, height: device.height)
        guard traitCollection.hasDifferentSizeClasses(than: previous) || traitCollection.hasDifferentColorAppearance(comparedTo: previous)
            || traitCollection.preferredContentSizeCategory != previous.preferredContentSizeCategory
            || traitCollection.layoutDirection != previous.layoutDirection
        else { return }
        traitCollectionDidChange(previous)
        for view in viewIfLoaded?.hierarchy ?? [] { view.traitCollectionDidChange(previous) }
    }
}

extension UIView {
    /// The direction the view's content reads in: its own semantic content attribute when that
    /// forces one (playback and spatial content always reads left to right), else its
    /// superview's, else the direction of the traits it is shown under.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        for view in sequence(first: self, next: \.superview) {
            if let forced = Self.forcedDirection(view.semanticContentAttribute) { return forced }
        }
        return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The direction content with `attribute` reads in: the app's for unspecified content.
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        forcedDirection(attribute) ?? UIApplication.shared.userInterfaceLayoutDirection
    }

    /// The direction `attribute` forces; nil for unspecified content.
    private static func forcedDirection(_ attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection? {
        switch attribute {
        case .forceRightToLeft: .rightToLeft
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .unspecified: nil
        }
    }
}
