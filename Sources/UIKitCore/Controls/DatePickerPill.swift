import Foundation

/// A grey rounded button of the compact style showing a date or a time ("Nov 27, 2026",
/// "7:30 PM"): 17-point text on the tertiary fill, in the tint colour while its panel is open.
@MainActor
final class DatePickerPill: UIView {
    static let height: CGFloat = 34
    private static let horizontalPadding: CGFloat = 11

    let label = UILabel()
    var onTap: (() -> Void)?

    /// Whether the pill's panel is open.
    var isActive = false {
        didSet { label.textColor = isActive ? tintColor : .label }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 6
        label.font = .systemFont(ofSize: 17)
        label.textColor = .label
        label.textAlignment = .center
        addSubview(label)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: DatePickerPill.tapped))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    var text: String? {
        get { label.text }
        set { label.text = newValue }
    }

    /// The pill's size for its text.
    var preferredSize: CGSize {
        let text = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: Self.height))
        return CGSize(width: (text.width + 2 * Self.horizontalPadding).rounded(.up), height: Self.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        if isActive { label.textColor = tintColor }
    }

    private func tapped() {
        onTap?()
    }

    // MARK: Keyboard entry

    /// What typing into the pill does (the time pill); nil: the pill takes no typing.
    var onType: ((String) -> Void)?
    var onDeleteBackward: (() -> Void)?
    /// The pill stopped taking typing (another responder, its panel closed).
    var onEndTyping: (() -> Void)?

    override var canBecomeFirstResponder: Bool { onType != nil }

    @discardableResult
    override func resignFirstResponder() -> Bool {
        let was = isFirstResponder
        guard super.resignFirstResponder() else { return false }
        if was { onEndTyping?() }
        return true
    }
}

/// The time pill takes digits from the number pad or a hardware keyboard.
extension DatePickerPill: UIKeyInput {
    var hasText: Bool { !(text ?? "").isEmpty }
    var keyboardType: UIKeyboardType { .numberPad }
    var autocorrectionType: UITextAutocorrectionType { .no }

    func insertText(_ text: String) {
        onType?(text)
    }

    func deleteBackward() {
        onDeleteBackward?()
    }
}
