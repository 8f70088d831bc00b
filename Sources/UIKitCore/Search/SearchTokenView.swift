import Foundation

/// A search token as the field shows it: a rounded chip with the token's icon and text.
@MainActor
final class SearchTokenView: UIView {
    let token: UISearchToken
    private let iconView = UIImageView()
    private let label = UILabel()
    private static let padding: CGFloat = 6
    private static let iconGap: CGFloat = 3

    init(token: UISearchToken) {
        self.token = token
        super.init(frame: .zero)
        layer.cornerRadius = 6
        clipsToBounds = true
        isUserInteractionEnabled = false
        iconView.image = token.icon
        iconView.contentMode = .scaleAspectFit
        iconView.tintColor = .label
        iconView.isHidden = token.icon == nil
        label.text = token.text
        label.font = .systemFont(ofSize: 15)
        label.textColor = .label
        addSubview(iconView)
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    /// The chip's width for its content; its height is the field's line.
    var preferredWidth: CGFloat {
        let iconWidth = token.icon == nil ? 0 : 15 + Self.iconGap
        return Self.padding * 2 + iconWidth + label.intrinsicContentSize.width
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        var x = Self.padding
        if token.icon != nil {
            iconView.frame = CGRect(x: x, y: (bounds.height - 15) / 2, width: 15, height: 15)
            x += 15 + Self.iconGap
        }
        let textSize = label.intrinsicContentSize
        label.frame = CGRect(x: x, y: (bounds.height - textSize.height) / 2, width: max(bounds.width - x - Self.padding, 0),
                             height: textSize.height)
    }
}
