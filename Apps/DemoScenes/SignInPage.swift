import UIKit

/// A sign-in form as an iOS app builds one: an email field and a password field with
/// their keyboard traits, return moving from one to the next and signing in from the last,
/// a filled button enabled once both are filled, laid out by Auto Layout above the keyboard
/// (`keyboardLayoutGuide`).
public final class SignInPage: UIView, UITextFieldDelegate {
    public let emailField = UITextField()
    public let passwordField = UITextField()
    public let signInButton = UIButton(configuration: .filled())
    private let status = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGroupedBackground

        let title = UILabel()
        title.text = "Welcome back"
        title.font = .boldSystemFont(ofSize: 34)
        let subtitle = UILabel()
        subtitle.text = "Sign in to see today's orders."
        subtitle.font = .systemFont(ofSize: 17)
        subtitle.textColor = .secondaryLabel

        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.textContentType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.returnKeyType = .next
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.textContentType = .password
        passwordField.returnKeyType = .go
        for field in [emailField, passwordField] {
            field.borderStyle = .roundedRect
            field.clearButtonMode = .whileEditing
            field.delegate = self
            field.heightAnchor.constraint(equalToConstant: 44).isActive = true
            field.addAction(UIAction { [unowned self] _ in updateButton() }, for: .editingChanged)
        }

        signInButton.configuration?.title = "Sign In"
        signInButton.configuration?.cornerStyle = .large
        signInButton.heightAnchor.constraint(equalToConstant: 50).isActive = true
        signInButton.addAction(UIAction { [unowned self] _ in signIn() }, for: .touchUpInside)
        status.font = .systemFont(ofSize: 15)
        status.textColor = .secondaryLabel
        status.textAlignment = .center

        let form = UIStackView(arrangedSubviews: [title, subtitle, emailField, passwordField, signInButton, status])
        form.axis = .vertical
        form.spacing = 14
        form.setCustomSpacing(4, after: title)
        form.setCustomSpacing(28, after: subtitle)
        form.setCustomSpacing(24, after: passwordField)
        form.translatesAutoresizingMaskIntoConstraints = false
        addSubview(form)
        let centred = form.centerYAnchor.constraint(equalTo: centerYAnchor)
        centred.priority = .defaultLow
        NSLayoutConstraint.activate([
            form.centerXAnchor.constraint(equalTo: centerXAnchor),
            form.widthAnchor.constraint(equalToConstant: 420).withPriority(.defaultHigh),
            form.leadingAnchor.constraint(greaterThanOrEqualTo: layoutMarginsGuide.leadingAnchor),
            form.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
            centred,
            form.bottomAnchor.constraint(lessThanOrEqualTo: keyboardLayoutGuide.topAnchor, constant: -20),
            form.topAnchor.constraint(greaterThanOrEqualTo: safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
        updateButton()
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    private func updateButton() {
        signInButton.isEnabled = !(emailField.text ?? "").isEmpty && !(passwordField.text ?? "").isEmpty
    }

    private func signIn() {
        guard signInButton.isEnabled else { return }
        endEditing(true)
        status.text = "Signed in as \(emailField.text ?? "")"
    }

    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField {
            passwordField.becomeFirstResponder()
        } else {
            signIn()
        }
        return true
    }
}

private extension NSLayoutConstraint {
    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}
