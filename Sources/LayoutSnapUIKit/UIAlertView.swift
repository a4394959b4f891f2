import Foundation

/// An alert, as UIKit's `UIAlertView` (deprecated since iOS 9): it compiles and is never shown,
/// as `present` shows no alert controller in a snapshot.
@available(*, deprecated, message: "UIAlertView is deprecated. Use UIAlertController with a preferredStyle of UIAlertControllerStyleAlert instead")
@MainActor
open class UIAlertView: UIView {
    open var title = ""
    open var message: String?
    open weak var delegate: AnyObject?
    open var cancelButtonIndex = -1
    open private(set) var isVisible = false
    private var buttonTitles: [String] = []

    public convenience init(title: String?, message: String?, delegate: Any?, cancelButtonTitle: String?) {
        self.init(frame: .zero)
        self.title = title ?? ""
        self.message = message
        self.delegate = delegate as AnyObject?
        if let cancelButtonTitle { cancelButtonIndex = addButton(withTitle: cancelButtonTitle) }
    }

    public convenience init(
        title: String, message: String, delegate: UIAlertViewDelegate?, cancelButtonTitle: String?, otherButtonTitles firstButtonTitle: String,
        _ moreButtonTitles: String...
    ) {
        self.init(title: title, message: message, delegate: delegate, cancelButtonTitle: cancelButtonTitle)
        for buttonTitle in [firstButtonTitle] + moreButtonTitles { addButton(withTitle: buttonTitle) }
    }

    open var numberOfButtons: Int { buttonTitles.count }

    @discardableResult
    open func addButton(withTitle title: String?) -> Int {
        buttonTitles.append(title ?? "")
        return buttonTitles.count - 1
    }

    open func buttonTitle(at buttonIndex: Int) -> String? { buttonTitles.indices.contains(buttonIndex) ? buttonTitles[buttonIndex] : nil }

    /// Not shown: a snapshot is of the screen below.
    open func show() {}
    open func dismiss(withClickedButtonIndex buttonIndex: Int, animated: Bool) {}
}

/// What an alert view tells its delegate: never called here.
@MainActor
public protocol UIAlertViewDelegate: AnyObject {}
