import Foundation

/// One tab of a tab bar: its image and title, stacked (compact width) or side by side
/// (regular width), in the selected or unselected colour, with its badge.
@MainActor
final class TabBarItemView: UIControl {
    let item: UITabBarItem
    private let imageView = UIImageView()
    private let titleLabel = UILabel()
    private let badge = UILabel()
    var inline = false { didSet { setNeedsLayout() } }

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        imageView.contentMode = .center
        titleLabel.textAlignment = .center
        badge.textAlignment = .center
        badge.textColor = .white
        badge.font = .systemFont(ofSize: 13)
        badge.layer.masksToBounds = true
        badge.layer.cornerRadius = 9
        for view in [imageView, titleLabel, badge] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("TabBarItemView is made by its tab bar")
    }

    /// Shows the item's current content in the colours of `selected`.
    func update(selected: Bool, selectedColor: UIColor, unselectedColor: UIColor, appearance: UITabBarItemAppearance) {
        let state = !item.isEnabled ? appearance.disabled : selected ? appearance.selected : appearance.normal
        let color = state.iconColor ?? (item.isEnabled ? (selected ? selectedColor : unselectedColor) : unselectedColor.withAlphaComponent(0.5))
        let image = (selected ? item.selectedImage ?? item.image : item.image)
        imageView.image = image?.withConfiguration(UIImage.SymbolConfiguration(pointSize: inline ? 18 : 21))
        imageView.tintColor = color
        titleLabel.text = item.title
        titleLabel.font = state.titleTextAttributes[.font] as? UIFont ?? .systemFont(ofSize: inline ? 13 : 10, weight: .medium)
        titleLabel.textColor = state.titleTextAttributes[.foregroundColor] as? UIColor ?? color
        badge.text = item.badgeValue.map { " \($0) " }
        badge.isHidden = item.badgeValue == nil
        badge.backgroundColor = state.badgeBackgroundColor ?? item.badgeColor ?? .systemRed
        isEnabled = item.isEnabled
        isSelected = selected
        setNeedsLayout()
    }

    /// The width the item needs side by side (regular width).
    var inlineWidth: CGFloat {
        let imageWidth = imageView.image?.size.width ?? 0
        return imageWidth + (imageWidth > 0 ? 6 : 0) + titleLabel.intrinsicContentSize.width
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let imageSize = imageView.image?.size ?? .zero
        if inline {
            let width = inlineWidth
            let x = ((bounds.width - width) / 2).rounded()
            imageView.frame = CGRect(x: x, y: ((bounds.height - imageSize.height) / 2).rounded(),
                                     width: imageSize.width, height: imageSize.height)
            let titleX = imageSize.width > 0 ? imageView.frame.maxX + 6 : x
            titleLabel.frame = CGRect(x: titleX, y: 0, width: bounds.width - titleX, height: bounds.height)
            titleLabel.textAlignment = .left
        } else {
            imageView.frame = CGRect(x: ((bounds.width - imageSize.width) / 2).rounded(), y: 4 + max(0, (25 - imageSize.height) / 2).rounded(),
                                     width: imageSize.width, height: imageSize.height)
            titleLabel.frame = CGRect(x: 0, y: 33, width: bounds.width, height: 12)
            titleLabel.textAlignment = .center
        }
        // The badge, at least a circle, sits on the image's top right corner when stacked,
        // after the title when side by side (where the title starts at the image's edge).
        let badgeWidth = max(18, badge.intrinsicContentSize.width)
        let anchor: CGPoint
        if inline {
            anchor = CGPoint(x: titleLabel.frame.minX + titleLabel.intrinsicContentSize.width + 4, y: ((bounds.height - 18) / 2).rounded())
        } else {
            anchor = imageSize == .zero ? CGPoint(x: bounds.midX, y: 4) : CGPoint(x: imageView.frame.midX + 6, y: imageView.frame.minY - 3)
        }
        badge.frame = CGRect(x: anchor.x, y: anchor.y, width: badgeWidth, height: 18)
    }
}
