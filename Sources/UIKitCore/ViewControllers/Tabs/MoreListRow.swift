import Foundation

/// A row of the More list, as a plain table cell looks: image, title, chevron, separator,
/// gray while touched.
@MainActor
final class MoreListRow: UIControl {
    static let height: CGFloat = 44
    private let imageView = UIImageView()
    private let label = UILabel()
    private let chevron = UIImageView(image: UIImage(systemName: "chevron.right")?
        .withConfiguration(UIImage.SymbolConfiguration(pointSize: 13, weight: .semibold)))
    private let separator = UIView()

    init(item: UITabBarItem?) {
        super.init(frame: .zero)
        imageView.image = item?.image
        imageView.contentMode = .center
        label.text = item?.title
        label.font = .systemFont(ofSize: 17)
        label.textColor = .label
        chevron.tintColor = .tertiaryLabel
        separator.backgroundColor = .separator
        for view in [imageView, label, chevron, separator] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("MoreListRow is made by the More list")
    }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? .systemGray4 : nil }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = CGRect(x: 16, y: 0, width: 29, height: bounds.height)
        label.frame = CGRect(x: 60, y: 0, width: max(0, bounds.width - 100), height: bounds.height)
        chevron.frame = CGRect(x: bounds.width - 32, y: 0, width: 16, height: bounds.height)
        let pixel = 1 / max(contentScaleFactor, 1)
        separator.frame = CGRect(x: 60, y: bounds.height - pixel, width: bounds.width - 60, height: pixel)
    }
}
