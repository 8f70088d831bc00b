import Foundation

/// A reusable section header or footer: a content view for custom content, or a content
/// configuration (`defaultContentConfiguration()` gives the table style's title look).
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    public internal(set) var reuseIdentifier: String?
    public let contentView = UIView()
    /// The title (made on first use).
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        contentView.addSubview(label)
        storedTextLabel = label
        setNeedsLayout()
        return label
    }
    private var storedTextLabel: UILabel?
    open var contentConfiguration: UIContentConfiguration? {
        didSet {
            configurationSlot.show(contentConfiguration, for: UICellConfigurationState(traitCollection: traitCollection), in: contentView)
            storedTextLabel?.isHidden = contentConfiguration != nil
            setNeedsLayout()
        }
    }
    private var configurationSlot = ContentConfigurationSlot()

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// A header or footer view made from a nib, with the identifier under
    /// "UIReuseIdentifier" when the coder has one.
    public required init?(coder: NSCoder) {
        reuseIdentifier = coder.interfaceBuilderReuseIdentifier
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// A grouped header's look (small capitals in secondary grey).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        .groupedHeader()
    }

    /// Called before the table hands the view out again.
    open func prepareForReuse() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        configurationSlot.view?.frame = contentView.bounds
        storedTextLabel?.frame = contentView.bounds.insetBy(dx: 16, dy: 0)
    }
}
