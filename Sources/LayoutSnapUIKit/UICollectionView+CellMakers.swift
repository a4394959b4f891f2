import Foundation

extension UICollectionView {
    /// How collection views make cells (or headers and footers) of `viewClass` where code
    /// registers it by class: LayoutSnapUIKit's own, for the Linux side of a snapshot test
    /// (inside `#if !canImport(UIKit)`), as `UITableView.makeCells(of:with:)`.
    ///
    ///     UICollectionView.makeCells(of: PhotoCell.self) { PhotoCell(frame: .zero) }
    public static func makeCells<View: UICollectionReusableView>(of viewClass: View.Type, with make: @escaping @MainActor () -> View) {
        viewMakers[ObjectIdentifier(viewClass)] = { make() }
    }

    private static var viewMakers: [ObjectIdentifier: @MainActor () -> UICollectionReusableView] = [:]

    /// Whether views of a registered class can be made: the plain classes (a list cell among
    /// them), or one with a maker.
    static func canMakeViews(of viewClass: AnyClass) -> Bool { newView(of: viewClass) != nil }

    /// A new view of the registered class, or nil where it cannot be made.
    static func newView(of viewClass: AnyClass) -> UICollectionReusableView? {
        if let make = viewMakers[ObjectIdentifier(viewClass)] { return make() }
        if ObjectIdentifier(viewClass) == ObjectIdentifier(UICollectionViewCell.self) { return UICollectionViewCell(frame: .zero) }
        if ObjectIdentifier(viewClass) == ObjectIdentifier(UICollectionViewListCell.self) { return UICollectionViewListCell(frame: .zero) }
        if ObjectIdentifier(viewClass) == ObjectIdentifier(UICollectionReusableView.self) { return UICollectionReusableView(frame: .zero) }
        return nil
    }
}
