// UIKit's views, view controllers, constraints and guides are NSObjects: equal only to
// themselves, and hashable by identity. Code compares them with `==`, keeps them in sets and
// uses them as dictionary keys; so it can here.

extension UIView: Hashable {
    public nonisolated static func == (lhs: UIView, rhs: UIView) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIViewController: Hashable {
    public nonisolated static func == (lhs: UIViewController, rhs: UIViewController) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension NSLayoutConstraint: Hashable {
    public nonisolated static func == (lhs: NSLayoutConstraint, rhs: NSLayoutConstraint) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UILayoutGuide: Hashable {
    public nonisolated static func == (lhs: UILayoutGuide, rhs: UILayoutGuide) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
