import Foundation

/// A single line of text with a placeholder, as alerts' text fields show it.
///
/// Display only until text input lands: the field shows its `text` (bullets when
/// `isSecureTextEntry`) or, when empty, its `placeholder`, in its border style; it does
/// not become first responder or take keys yet, so `text` changes only from code.
@MainActor
open class UITextField: UIControl {
    /// The field's border.
    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect
    }

    /// The text; empty by default, as on iOS.
    open var text: String? = "" { didSet { contentDidChange() } }
    /// Gray text shown while `text` is empty.
    open var placeholder: String? { didSet { contentDidChange() } }
    /// The font; default the system font of 17 points.
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { contentDidChange() } }
    /// The text's colour; default `.label`.
    open var textColor: UIColor? = .label { didSet { contentDidChange() } }
    /// The text's alignment.
    open var textAlignment: NSTextAlignment = .natural { didSet { contentDidChange() } }
    /// The border. Default `.none`.
    open var borderStyle: BorderStyle = .none { didSet { contentDidChange() } }
    /// Whether the text is shown as bullets.
    open var isSecureTextEntry = false { didSet { contentDidChange() } }
    /// Whether the field is being edited: never, until text input lands.
    open var isEditing: Bool { false }

    private let label = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        label.isUserInteractionEnabled = false
        addSubview(label)
        contentDidChange()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(label)
        contentDidChange()
    }

    private func contentDidChange() {
        let value = text ?? ""
        if value.isEmpty {
            label.text = placeholder
            label.textColor = .placeholderText
        } else {
            label.text = isSecureTextEntry ? String(repeating: "\u{2022}", count: value.count) : value
            label.textColor = textColor ?? .label
        }
        label.font = font ?? .systemFont(ofSize: 17)
        label.textAlignment = textAlignment
        switch borderStyle {
        case .roundedRect:
            backgroundColor = .systemBackground
            layer.cornerRadius = 5
            layer.borderWidth = 0.5
            layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
        case .line, .bezel:
            layer.cornerRadius = 0
            layer.borderWidth = 1
            layer.borderColor = UIColor.label.resolvedColor(with: traitCollection).cgColor
        case .none:
            layer.borderWidth = 0
        }
        setNeedsLayout()
    }

    open override var intrinsicContentSize: CGSize {
        let size = label.intrinsicContentSize
        return CGSize(width: size.width + (borderStyle == .none ? 0 : 14), height: max(size.height, 0) + 10)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = borderStyle == .none ? bounds : bounds.insetBy(dx: 7, dy: 0)
    }
}
