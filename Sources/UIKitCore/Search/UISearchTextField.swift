import Foundation

/// The field of a search bar (iOS 13): a grey rounded field with a magnifying glass at its
/// leading edge and a clear button while it is edited and has text. Search tokens sit
/// between the glass and the text; the delete key at the start of the text removes the
/// last one.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// The glass's gap from the field's leading edge and from the text, in points (iOS 17).
    private static let glassInset: CGFloat = 8
    private static let glassGap: CGFloat = 6

    private static let tokenGap: CGFloat = 4

    /// The tokens before the text, in order. Setting them shows them at once.
    open var tokens: [UISearchToken] {
        get { tokenViews.map(\.token) }
        set {
            for view in tokenViews { view.removeFromSuperview() }
            tokenViews = newValue.map { SearchTokenView(token: $0) }
            for view in tokenViews { addSubview(view) }
            tokensDidChange()
        }
    }
    private var tokenViews: [SearchTokenView] = []

    /// The chips' background; nil, the default, gives the system's grey.
    open var tokenBackgroundColor: UIColor? { didSet { tokensDidChange() } }
    /// Whether the delete key removes tokens. Default true.
    open var allowsDeletingTokens = true
    /// Whether tokens are copied with the text. Default true; Vitrine copies the text only.
    open var allowsCopyingTokens = true

    /// Inserts `token` at `tokenIndex` (clamped to the tokens' range).
    open func insertToken(_ token: UISearchToken, at tokenIndex: Int) {
        var list = tokens
        list.insert(token, at: min(max(tokenIndex, 0), list.count))
        tokens = list
    }

    /// Removes the token at `tokenIndex`; an index out of range is ignored.
    open func removeToken(at tokenIndex: Int) {
        guard tokens.indices.contains(tokenIndex) else { return }
        var list = tokens
        list.remove(at: tokenIndex)
        tokens = list
    }

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
        let tokensWidth = tokenViews.reduce(0) { $0 + $1.preferredWidth + Self.tokenGap }
        rect.origin.x += Self.glassGap + tokensWidth
        rect.size.width = max(rect.width - Self.glassGap - tokensWidth - 4, 0)
        return rect
    }

    override var showsPlaceholder: Bool { tokenViews.isEmpty }

    open override func layoutSubviews() {
        super.layoutSubviews()
        var x = leftViewRect(forBounds: bounds).maxX + Self.glassGap
        let height = min(bounds.height - 8, 24)
        for view in tokenViews {
            view.backgroundColor = tokenBackgroundColor ?? .systemGray4
            view.frame = CGRect(x: x, y: (bounds.height - height) / 2, width: view.preferredWidth, height: height)
            x = view.frame.maxX + Self.tokenGap
        }
    }

    /// At the start of the text, the delete key removes the last token.
    open override func deleteBackward() {
        guard allowsDeletingTokens, !tokenViews.isEmpty, selection == NSRange(location: 0, length: 0) else {
            super.deleteBackward()
            return
        }
        removeToken(at: tokenViews.count - 1)
        sendActions(for: .editingChanged)
    }

    private func tokensDidChange() {
        contentDidChange()
        setNeedsLayout()
    }

    open override func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        super.clearButtonRect(forBounds: bounds).offsetBy(dx: -7, dy: 0)
    }
}
