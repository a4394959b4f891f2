import Foundation

/// A pull-to-refresh control, as UIKit's `UIRefreshControl`: its state is kept, nothing is drawn
/// (a snapshot shows content at rest; set it as a scroll view's `refreshControl`).
@MainActor
open class UIRefreshControl: UIControl {
    open private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString?

    open func beginRefreshing() { isRefreshing = true }
    open func endRefreshing() { isRefreshing = false }
}
