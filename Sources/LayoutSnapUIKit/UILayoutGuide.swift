import LayoutSnapLayout
/// A rectangle that takes part in Auto Layout without drawing, as UIKit's `UILayoutGuide`:
/// a view's own guides (safe area, margins, readable content, a scroll view's content and
/// frame) or one added with `addLayoutGuide(_:)`.
@MainActor
open class UILayoutGuide {
    public internal(set) weak var owningView: UIView? { didSet { LayoutGeneration.advance() } }
    open var identifier = "" { didSet { LayoutGeneration.advance() } }
    /// Where the guide lies in its owning view after a layout pass.
    public internal(set) var layoutFrame = CGRect.zero

    enum Role { case custom, safeArea, margins, readable, content, frame }
    let role: Role

    public init() { role = .custom }

    init(role: Role, owner: UIView) {
        self.role = role
        owningView = owner
    }
}

extension UIView {
    /// A view's built-in guides, made once each.
    func builtInGuide(_ role: UILayoutGuide.Role) -> UILayoutGuide {
        if let guide = builtInGuides.first(where: { $0.role == role }) { return guide }
        let guide = UILayoutGuide(role: role, owner: self)
        builtInGuides.append(guide)
        return guide
    }

    public var safeAreaLayoutGuide: UILayoutGuide { builtInGuide(.safeArea) }
    public var layoutMarginsGuide: UILayoutGuide { builtInGuide(.margins) }
    public var readableContentGuide: UILayoutGuide { builtInGuide(.readable) }

    /// How far the screen's unsafe area (status bar, bars, home indicator) reaches into the view
    /// from each edge, as the last layout pass of its hierarchy left it; zero before one.
    public var safeAreaInsets: UIEdgeInsets {
        guard let session = lastLayoutSession, let id = lastLayoutID else { return .zero }
        let insets = session.safeAreaInsets(ofView: id)
        return UIEdgeInsets(top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom), right: CGFloat(insets.right))
    }

    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutGuides.append(guide)
    }

    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        layoutGuides.removeAll { $0 === guide }
        if guide.owningView === self { guide.owningView = nil }
    }
}
