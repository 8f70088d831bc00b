import UIKit

/// A row of the gallery, as an inset grouped table's cell: a symbol on a coloured tile, a
/// title and subtitle, a chevron; gray while touched.
final class GalleryRow: UIControl {
    static let height: CGFloat = 60
    private let tile = UIView()
    private let icon = UIImageView()
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let chevron = UIImageView(image: UIImage(systemName: "chevron.right")?
        .withConfiguration(UIImage.SymbolConfiguration(pointSize: 13, weight: .semibold)))
    private let separator = UIView()
    var showsSeparator = true { didSet { separator.isHidden = !showsSeparator } }

    init(page: DemoPage) {
        super.init(frame: .zero)
        tile.backgroundColor = page.tile()
        tile.layer.cornerRadius = 7
        icon.image = UIImage(systemName: page.symbol)
        icon.tintColor = .white
        icon.contentMode = .center
        titleLabel.text = page.title
        titleLabel.font = .systemFont(ofSize: 17)
        titleLabel.textColor = .label
        subtitleLabel.text = page.subtitle
        subtitleLabel.font = .systemFont(ofSize: 13)
        subtitleLabel.textColor = .secondaryLabel
        chevron.tintColor = .systemGray3
        chevron.contentMode = .center
        separator.backgroundColor = .separator
        for view in [tile, titleLabel, subtitleLabel, chevron, separator] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        tile.addSubview(icon)
    }

    required init?(coder: NSCoder) { nil }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? .systemGray4 : nil }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        tile.frame = CGRect(x: 16, y: 14, width: 32, height: 32)
        icon.frame = tile.bounds
        titleLabel.frame = CGRect(x: 62, y: 10, width: bounds.width - 100, height: 22)
        subtitleLabel.frame = CGRect(x: 62, y: 32, width: bounds.width - 100, height: 18)
        chevron.frame = CGRect(x: bounds.width - 34, y: 0, width: 18, height: bounds.height)
        separator.frame = CGRect(x: 62, y: bounds.height - 0.5, width: bounds.width - 62, height: 0.5)
    }
}
