import Foundation

/// A navigation bar's back button: the chevron and the previous item's title in the tint
/// colour, dimmed while touched, as iOS draws it.
@MainActor
final class NavigationBackButton: UIControl {
    private let chevron = BackChevronView(frame: CGRect(x: 0, y: 0, width: 13, height: 21))
    let titleLabel = UILabel()

    init(title: String?) {
        super.init(frame: .zero)
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 17)
        titleLabel.isHidden = title == nil
        titleLabel.isUserInteractionEnabled = false
        addSubview(chevron)
        addSubview(titleLabel)
        updateColors()
    }

    required init?(coder: NSCoder) {
        fatalError("NavigationBackButton is made by its bar")
    }

    /// The chevron, 6 points, then the title.
    var fittingWidth: CGFloat {
        titleLabel.isHidden ? 13 : 13 + 6 + titleLabel.intrinsicContentSize.width
    }

    override var isHighlighted: Bool {
        didSet { updateColors() }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    private func updateColors() {
        let color = isHighlighted ? tintColor.withAlphaComponent(0.2) : tintColor
        titleLabel.textColor = color
        chevron.tintColor = color
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        chevron.frame = CGRect(x: 8, y: ((bounds.height - 21) / 2).rounded(), width: 13, height: 21)
        titleLabel.frame = CGRect(x: 8 + 13 + 6, y: 0, width: max(0, bounds.width - 27), height: bounds.height)
    }
}
