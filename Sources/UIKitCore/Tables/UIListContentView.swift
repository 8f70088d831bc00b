import Foundation

/// Shows a `UIListContentConfiguration`: the image in its column, the text, and the
/// secondary text below it or at the trailing edge, inside the configuration's margins.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryLabel = UILabel()
    private var listConfiguration: UIListContentConfiguration

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryLabel] { addSubview(view) }
        imageView.contentMode = .scaleAspectFit
        apply()
    }

    /// Vitrine does not decode archives (nibs, storyboards): returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    open var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                scrollLogger.error("UIListContentView: \(type(of: newValue)) is not a UIListContentConfiguration; kept the old one")
                return
            }
            listConfiguration = list
            apply()
        }
    }

    open func supports(_ configuration: UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    private func apply() {
        let configuration = listConfiguration
        imageView.image = configuration.image
        let imageProperties = configuration.imageProperties
        imageView.tintColor = imageProperties.tintColorTransformer == nil ? imageProperties.tintColor
            : imageProperties.resolvedTintColor(for: tintColor)
        imageView.preferredSymbolConfiguration = imageProperties.preferredSymbolConfiguration
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
        imageView.isHidden = configuration.image == nil
        for (label, text, attributed, properties) in [
            (textLabel, configuration.text, configuration.attributedText, configuration.textProperties),
            (secondaryLabel, configuration.secondaryText, configuration.secondaryAttributedText, configuration.secondaryTextProperties),
        ] {
            label.font = properties.font
            label.textColor = properties.resolvedColor()
            label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
            label.textAlignment = properties.alignment
            label.numberOfLines = properties.numberOfLines
            label.lineBreakMode = properties.lineBreakMode
            if let attributed { label.attributedText = attributed } else { label.text = text }
            label.isHidden = (text ?? attributed?.string ?? "").isEmpty
        }
        // Grouped headers are set in capitals, as on iOS.
        if configuration.kind == .header, configuration.attributedText == nil, let text = configuration.text,
           configuration.textProperties.font.pointSize == 13 {
            textLabel.text = text.uppercased()
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The frames of the image, the text and the secondary text in `width`.
    private func arrangement(width: CGFloat) -> (image: CGRect, text: CGRect, secondary: CGRect, height: CGFloat) {
        let configuration = listConfiguration
        let margins = configuration.directionalLayoutMargins
        var leading = margins.leading
        let trailing = width - margins.trailing
        var image = CGRect.zero
        if let picture = configuration.image {
            var size = picture.size
            let maximum = configuration.imageProperties.maximumSize
            if maximum.width > 0, size.width > maximum.width { size = CGSize(width: maximum.width, height: size.height * maximum.width / size.width) }
            if maximum.height > 0, size.height > maximum.height { size = CGSize(width: size.width * maximum.height / size.height, height: maximum.height) }
            let column = max(size.width, configuration.imageProperties.reservedLayoutSize.width, 29)
            image = CGRect(x: leading + (column - size.width) / 2, y: 0, width: size.width, height: size.height)
            leading += column + configuration.imageToTextPadding
        }
        let available = max(trailing - leading, 0)
        let hasSecondary = !secondaryLabel.isHidden
        var text = CGRect.zero, secondary = CGRect.zero
        if configuration.prefersSideBySideTextAndSecondaryText, hasSecondary {
            let secondaryWidth = min(secondaryLabel.intrinsicContentSize.width, available / 2)
            let textWidth = max(available - secondaryWidth - configuration.textToSecondaryTextHorizontalPadding, 0)
            let textHeight = textLabel.textRect(forBounds: CGRect(x: 0, y: 0, width: textWidth, height: .greatestFiniteMagnitude),
                                                limitedToNumberOfLines: textLabel.numberOfLines).height
            text = CGRect(x: leading, y: margins.top, width: textWidth, height: textHeight)
            secondary = CGRect(x: trailing - secondaryWidth, y: margins.top, width: secondaryWidth, height: textHeight)
        } else {
            let textHeight = textLabel.isHidden ? 0 : textLabel.textRect(
                forBounds: CGRect(x: 0, y: 0, width: available, height: .greatestFiniteMagnitude),
                limitedToNumberOfLines: textLabel.numberOfLines).height
            text = CGRect(x: leading, y: margins.top, width: available, height: textHeight)
            if hasSecondary {
                let secondaryHeight = secondaryLabel.textRect(
                    forBounds: CGRect(x: 0, y: 0, width: available, height: .greatestFiniteMagnitude),
                    limitedToNumberOfLines: secondaryLabel.numberOfLines).height
                secondary = CGRect(x: leading, y: text.maxY + (textHeight > 0 ? configuration.textToSecondaryTextVerticalPadding : 0),
                                   width: available, height: secondaryHeight)
            }
        }
        let contentBottom = max(text.maxY, secondary.maxY, margins.top + image.height)
        return (image, text, secondary, contentBottom + margins.bottom)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: arrangement(width: bounds.width > 0 ? bounds.width : 320).height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: arrangement(width: size.width).height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let frames = arrangement(width: bounds.width)
        // The block of texts is centered in a row taller than it needs.
        let shift = max((bounds.height - frames.height) / 2, 0)
        textLabel.frame = frames.text.offsetBy(dx: 0, dy: shift)
        secondaryLabel.frame = frames.secondary.offsetBy(dx: 0, dy: shift)
        imageView.frame = frames.image.offsetBy(dx: 0, dy: (bounds.height - frames.image.height) / 2)
    }
}
