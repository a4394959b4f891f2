import Foundation

/// A header, footer or cell of a collection view, as UIKit's `UICollectionReusableView`.
@MainActor
open class UICollectionReusableView: UIView {
    open internal(set) var reuseIdentifier: String?
    open func prepareForReuse() {}
}
