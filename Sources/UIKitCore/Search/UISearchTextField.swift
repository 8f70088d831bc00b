import Foundation

/// The field of a search bar (iOS 13): a grey rounded field with a magnifying glass at its
/// leading edge and a clear button while it is edited and has text.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// The glass's gap from the field's leading edge and from the text, in points (iOS 17).
    private static let glassInset: CGFloat = 8
    private static let glassGap: CGFloat = 6

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSearchLook()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSearchLook()
    }

    private func setUpSearchLook() {
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 10
        clipsToBounds = true
        clearButtonMode = .whileEditing
        returnKeyType = .search
        enablesReturnKeyAutomatically = true
        let glass = UIImageView(image: Self.glassImage())
        glass.tintColor = .secondaryLabel
        glass.contentMode = .center
        leftView = glass
        leftViewMode = .always
    }

    private static func glassImage() -> UIImage? {
        UIImage(systemName: "magnifyingglass", withConfiguration: UIImage.SymbolConfiguration(pointSize: 17, weight: .medium))
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: super.intrinsicContentSize.width + 40, height: 36)
    }

    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let rect = super.leftViewRect(forBounds: bounds)
        return rect.offsetBy(dx: Self.glassInset, dy: 0)
    }

    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = super.textRect(forBounds: bounds)
        rect.origin.x += Self.glassGap
        rect.size.width = max(rect.width - Self.glassGap - 4, 0)
        return rect
    }

    open override func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        super.clearButtonRect(forBounds: bounds).offsetBy(dx: -7, dy: 0)
    }
}
