// The same file builds for iOS against UIKit and SnapKit.
#if canImport(UIKit)
import UIKit
import SnapKit
#else
import LayoutSnapUIKit
#endif

/// A sign-up form in the Visual Format Language: a heading, three fields and a button in a
/// column, each the width of the margins, with metrics for the spacing.
final class SignUpForm: UIViewController {
    let headingLabel = UILabel()
    let nameField = UITextField()
    let emailField = UITextField()
    let passwordField = UITextField()
    let signUpButton = UIButton(type: .system)
    let termsLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        headingLabel.text = "Create your account"
        headingLabel.font = .preferredFont(forTextStyle: .title2)
        for (field, placeholder) in [(nameField, "Full name"), (emailField, "Email address"), (passwordField, "Password")] {
            field.placeholder = placeholder
            field.borderStyle = .roundedRect
            field.font = .preferredFont(forTextStyle: .body)
        }
        passwordField.isSecureTextEntry = true
        signUpButton.setTitle("Sign up", for: .normal)
        signUpButton.titleLabel?.font = .boldSystemFont(ofSize: 17)
        termsLabel.text = "By signing up you agree to the terms of service and the privacy policy."
        termsLabel.font = .preferredFont(forTextStyle: .footnote)
        termsLabel.textColor = .secondaryLabel
        termsLabel.numberOfLines = 0
        termsLabel.textAlignment = .center
        let views: [String: UIView] = [
            "heading": headingLabel, "name": nameField, "email": emailField, "password": passwordField, "button": signUpButton, "terms": termsLabel,
        ]
        // Added in reading order: a dictionary's order changes from run to run.
        for subview in [headingLabel, nameField, emailField, passwordField, signUpButton, termsLabel] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let metrics = ["gap": 12, "top": 40]
        var constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "V:[heading]-24-[name]-gap-[email]-gap-[password]-24-[button]-gap-[terms]", options: [.alignAllLeading, .alignAllTrailing],
            metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-[heading]-|", options: [], metrics: nil, views: views)
        constraints.append(headingLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40))
        NSLayoutConstraint.activate(constraints)
    }
}
