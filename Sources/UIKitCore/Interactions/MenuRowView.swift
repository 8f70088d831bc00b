import Foundation

/// One row of a menu (`MenuView`): a title (and subtitle) after an optional checkmark,
/// an image at the trailing edge, grey while pressed. A tap inside sends `.touchUpInside`.
@MainActor
final class MenuRowView: UIControl {
    let titleLabel = UILabel()
    private var subtitleLabel: UILabel?
    private let checkmark = UIImageView()
    private let trailingImage = UIImageView()
    private var spinner: UIActivityIndicatorView?
    /// Where the title starts: after the checkmark column when the menu has one.
    private let textInset: CGFloat
    private let isHeader: Bool

    static let font = UIFont.systemFont(ofSize: 17)
    static let subtitleFont = UIFont.systemFont(ofSize: 15)
    static let headerFont = UIFont.systemFont(ofSize: 13)

    /// A row. `foreground` colours the title and image; `state` draws a checkmark (a dash
    /// for `.mixed`) in the leading column when `checkColumn`.
    init(title: String, subtitle: String?, image: UIImage?, foreground: UIColor, state: UIMenuElement.State,
         checkColumn: Bool, enabled: Bool, bold: Bool = false, loading: Bool = false) {
        textInset = checkColumn ? 40 : 16
        isHeader = false
        super.init(frame: .zero)
        titleLabel.text = title
        titleLabel.font = bold ? .systemFont(ofSize: 17, weight: .semibold) : Self.font
        titleLabel.textColor = foreground
        titleLabel.numberOfLines = 2
        addSubview(titleLabel)
        if let subtitle, !subtitle.isEmpty {
            let label = UILabel()
            label.text = subtitle
            label.font = Self.subtitleFont
            label.textColor = .secondaryLabel
            addSubview(label)
            subtitleLabel = label
        }
        if state != .off {
            checkmark.image = UIImage(systemName: state == .on ? "checkmark" : "minus",
                                      withConfiguration: UIImage.SymbolConfiguration(pointSize: 15, weight: .semibold))
            checkmark.tintColor = foreground
            checkmark.contentMode = .center
            addSubview(checkmark)
        }
        if let image {
            trailingImage.image = image.withConfiguration(UIImage.SymbolConfiguration(pointSize: 17))
            trailingImage.tintColor = foreground
            trailingImage.contentMode = .center
            addSubview(trailingImage)
        }
        if loading {
            let spinner = UIActivityIndicatorView(style: .medium)
            spinner.startAnimating()
            addSubview(spinner)
            self.spinner = spinner
        }
        isEnabled = enabled
    }

    /// A menu's title over its rows: small grey text, not tappable.
    init(header: String) {
        textInset = 16
        isHeader = true
        super.init(frame: .zero)
        titleLabel.text = header
        titleLabel.font = Self.headerFont
        titleLabel.textColor = .secondaryLabel
        titleLabel.numberOfLines = 0
        addSubview(titleLabel)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        fatalError("MenuRowView is made by its menu")
    }

    /// The row's height at `width`: 44 points for one line of 17-point text, more for a
    /// subtitle or a second line.
    func height(forWidth width: CGFloat) -> CGFloat {
        let text = textWidth(forWidth: width)
        let title = titleLabel.sizeThatFits(CGSize(width: text, height: .greatestFiniteMagnitude)).height
        if isHeader { return ceil(title) + 20 }
        let subtitle = subtitleLabel.map { $0.sizeThatFits(CGSize(width: text, height: .greatestFiniteMagnitude)).height } ?? 0
        return max(44, ceil(title + subtitle) + 22)
    }

    private var hasTrailing: Bool { trailingImage.image != nil || spinner != nil }

    private func textWidth(forWidth width: CGFloat) -> CGFloat {
        max(width - textInset - 16 - (hasTrailing ? 36 : 0), 1)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = textWidth(forWidth: bounds.width)
        let title = titleLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        let subtitle = subtitleLabel.map { $0.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height } ?? 0
        var y = ((bounds.height - title - subtitle) / 2).rounded()
        titleLabel.frame = CGRect(x: textInset, y: y, width: width, height: ceil(title))
        y += title
        subtitleLabel?.frame = CGRect(x: textInset, y: y, width: width, height: ceil(subtitle))
        checkmark.frame = CGRect(x: 12, y: 0, width: 20, height: bounds.height)
        let trailing = CGRect(x: bounds.width - 16 - 24, y: 0, width: 24, height: bounds.height)
        trailingImage.frame = trailing
        spinner?.center = CGPoint(x: trailing.midX, y: trailing.midY)
    }

    override func stateDidChange() {
        // iOS greys a pressed row with the fill colour.
        backgroundColor = isHighlighted ? .systemFill : nil
    }
}
