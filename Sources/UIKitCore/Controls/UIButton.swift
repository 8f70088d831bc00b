import Foundation

/// A button: a title, an image and a background per state, or a `Configuration` that
/// styles them as iOS 15+ buttons. It sends `.touchUpInside` and then
/// `.primaryActionTriggered` when tapped.
///
/// Its parts are views (`titleLabel`, `imageView`, a background), so a press or a
/// state change repaints the button alone.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// What a closure given to `configurationUpdateHandler` receives.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    /// The button's type, set when it was made.
    open private(set) var buttonType: ButtonType = .custom

    /// The configuration the button shows, or nil for a classic button styled per state.
    /// Setting it updates the button.
    open var configuration: Configuration? {
        didSet {
            if !isUpdatingConfiguration { setNeedsUpdateConfiguration() }
        }
    }

    /// Called after `updateConfiguration()` whenever the configuration is updated (a
    /// state change, `setNeedsUpdateConfiguration()`): set `button.configuration` here to
    /// change it by state.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether the configuration's colours follow the state. The default is true.
    open var automaticallyUpdatesConfiguration = true

    /// Whether a tap toggles `isSelected` before the primary action runs. The default is
    /// false. With a `menu`, the button is a pop-up button: it shows the title of the
    /// menu's selected action, and choosing an action selects it.
    open var changesSelectionAsPrimaryAction = false {
        didSet { if changesSelectionAsPrimaryAction != oldValue { showSelectedMenuAction() } }
    }

    /// The menu the button shows: on a long press, or on touch down with
    /// `showsMenuAsPrimaryAction`. Setting one turns on the context menu interaction.
    open var menu: UIMenu? {
        didSet {
            isContextMenuInteractionEnabled = menu != nil
            showSelectedMenuAction()
            if let menu { contextMenuInteraction?.updateVisibleMenu { _ in menu } }
        }
    }

    /// The button's meaning (alerts and menus style it). The default is `.normal`.
    open var role: Role = .normal

    /// Space around the title and image of a classic button. The default is zero.
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { contentDidChange() }
    }

    /// Insets of the title's rectangle, after layout.
    open var titleEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    /// Insets of the image's rectangle, after layout.
    open var imageEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    /// Whether the image darkens while pressed. Vitrine keeps the image as it is.
    open var adjustsImageWhenHighlighted = true
    /// Whether the image dims while disabled. Vitrine dims it to 40%.
    open var adjustsImageWhenDisabled = true {
        didSet { contentDidChange() }
    }
    /// Whether a glow shows where the button is touched. Deprecated on iOS; no glow here.
    open var showsTouchWhenHighlighted = false

    private var contents: [UIControl.State: ButtonStateContents] = [:]
    private let backgroundView = UIView()
    private let backgroundImageView = UIImageView()
    private let label = UILabel()
    private let image = UIImageView()
    private var glyph: ButtonGlyphView?
    private var subtitle: UILabel?
    private var spinner: UIActivityIndicatorView?
    private var needsConfigurationUpdate = false
    private var isUpdatingConfiguration = false
    private var shownConfiguration: Configuration?

    /// A custom button.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpButton()
    }

    /// What both initializers do: the background, image and title views.
    private func setUpButton() {
        backgroundView.isUserInteractionEnabled = false
        backgroundView.isHidden = true
        addSubview(backgroundView)
        backgroundImageView.isHidden = true
        addSubview(backgroundImageView)
        image.contentMode = .center
        addSubview(image)
        label.font = .systemFont(ofSize: 15)
        label.lineBreakMode = .byTruncatingMiddle
        addSubview(label)
        contentDidChange()
    }

    /// A button made from a storyboard, of the type under "UIButtonType" (custom when the
    /// coder lacks it).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpButton()
        if let type = coder.interfaceBuilderInteger(forKey: "UIButtonType").flatMap(ButtonType.init(rawValue:)) { setType(type) }
    }

    /// A button of `buttonType`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        setType(buttonType)
    }

    /// A button of `buttonType` (`.system` by default) whose primary action is
    /// `primaryAction`, showing its title and image.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        adopt(primaryAction)
    }

    /// A system button with `frame` whose primary action is `primaryAction`, showing its
    /// title and image.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(type: .system)
        self.frame = frame
        adopt(primaryAction)
    }

    /// A button showing `configuration`, with an optional primary action.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .plain)
        self.configuration = configuration
        setNeedsUpdateConfiguration()   // observers do not run in the initializer
        adopt(primaryAction)
    }

    private func setType(_ type: ButtonType) {
        buttonType = type
        switch type {
        case .contactAdd: glyph = ButtonGlyphView(kind: .contactAdd)
        case .detailDisclosure, .infoLight, .infoDark: glyph = ButtonGlyphView(kind: .info)
        case .close: glyph = ButtonGlyphView(kind: .close)
        case .custom, .system, .plain: glyph = nil
        }
        if let glyph { addSubview(glyph) }
        contentDidChange()
    }

    private func adopt(_ primaryAction: UIAction?) {
        guard let primaryAction else { return }
        addAction(primaryAction, for: .primaryActionTriggered)
        if configuration != nil {
            if configuration?.title == nil, !primaryAction.title.isEmpty { configuration?.title = primaryAction.title }
            if configuration?.image == nil { configuration?.image = primaryAction.image }
        } else {
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            if let actionImage = primaryAction.image { setImage(actionImage, for: .normal) }
        }
    }

    // MARK: Parts

    /// The label showing the title.
    open var titleLabel: UILabel? { label }

    /// The image view showing the image.
    open var imageView: UIImageView? { image }

    /// The label showing a configuration's subtitle, once there is one.
    open var subtitleLabel: UILabel? { subtitle }

    // MARK: Per-state contents

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        contents[state, default: ButtonStateContents()].title = title
        contentDidChange()
    }

    /// The title for `state`, or the normal state's when `state` has none.
    open func title(for state: UIControl.State) -> String? {
        value(for: state) { $0.title }
    }

    /// Sets the attributed title shown in `state`; it wins over the plain title, also on a
    /// button made from a configuration.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        contents[state, default: ButtonStateContents()].attributedTitle = title
        contentDidChange()
    }

    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        value(for: state) { $0.attributedTitle }
    }

    /// Sets the title colour for `state`.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        contents[state, default: ButtonStateContents()].titleColor = color
        contentDidChange()
    }

    /// The title colour for `state`: the one set, the normal state's, or the type's
    /// (the tint for system buttons, white for custom ones).
    open func titleColor(for state: UIControl.State) -> UIColor? {
        value(for: state) { $0.titleColor } ?? defaultTitleColor(for: state)
    }

    open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
        contents[state, default: ButtonStateContents()].titleShadowColor = color
        contentDidChange()
    }

    open func titleShadowColor(for state: UIControl.State) -> UIColor? {
        value(for: state) { $0.titleShadowColor }
    }

    /// Sets the image shown in `state`.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        contents[state, default: ButtonStateContents()].image = image
        contentDidChange()
    }

    open func image(for state: UIControl.State) -> UIImage? {
        value(for: state) { $0.image }
    }

    /// Sets the image stretched over the button in `state`.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        contents[state, default: ButtonStateContents()].backgroundImage = image
        contentDidChange()
    }

    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        value(for: state) { $0.backgroundImage }
    }

    open var currentTitle: String? { title(for: state) }
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    open var currentImage: UIImage? { image(for: state) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    // A state's own value, else the normal state's (Apple: "If a title is not specified
    // for a state, the default is to use the title associated with the normal state").
    private func value<T>(for state: UIControl.State, _ read: (ButtonStateContents) -> T?) -> T? {
        if let contents = contents[state], let value = read(contents) { return value }
        return contents[.normal].flatMap(read)
    }

    private func defaultTitleColor(for state: UIControl.State) -> UIColor? {
        switch buttonType {
        case .custom: return .white
        default:
            if state.contains(.disabled) { return .systemGray }
            return tintColor
        }
    }

    // MARK: State

    override func stateDidChange() {
        contentDidChange()
    }

    override var touchUpInsideEvents: UIControl.Event { [.touchUpInside, .primaryActionTriggered] }

    override func willSendTouchUpInside() {
        if changesSelectionAsPrimaryAction, menu == nil { isSelected.toggle() }
    }

    // MARK: Menu

    open override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                              configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let menu else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
    }

    /// The actions of the menu, inline submenus opened, in order.
    private var menuActions: [UIAction] { menu?.leafActions ?? [] }

    /// A pop-up button checks one action (the first, when none is on) and shows its title.
    private func showSelectedMenuAction() {
        guard changesSelectionAsPrimaryAction, menu != nil else { return }
        let actions = menuActions
        guard let selected = actions.first(where: { $0.state == .on }) ?? actions.first else { return }
        for action in actions { action.state = action === selected ? .on : .off }
        if configuration != nil {
            configuration?.title = selected.title
        } else {
            setTitle(selected.title, for: .normal)
        }
    }

    override func menuWillPerform(_ action: UIAction) {
        guard changesSelectionAsPrimaryAction, menuActions.contains(where: { $0 === action }) else { return }
        for other in menuActions { other.state = other === action ? .on : .off }
        showSelectedMenuAction()
    }

    override func defaultActionPrevents(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        isSingleTap(gestureRecognizer)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        contentDidChange()
    }

    override func updateForAppearance() {
        applyContents()
    }

    // MARK: Configuration

    /// Asks for `updateConfiguration()` and the update handler before the next layout.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the configuration for the current state. The default does nothing (the
    /// style's state colours apply when it is shown); subclasses override it to change
    /// `configuration`.
    open func updateConfiguration() {}

    private func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        isUpdatingConfiguration = true
        updateConfiguration()
        configurationUpdateHandler?(self)
        isUpdatingConfiguration = false
        applyContents()
    }

    private func contentDidChange() {
        if configuration != nil {
            setNeedsUpdateConfiguration()
        } else {
            applyContents()
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    // MARK: Showing the contents

    private func applyContents() {
        if let configuration {
            applyConfiguration(automaticallyUpdatesConfiguration ? configuration.updated(for: self) : configuration)
        } else {
            applyClassicState()
        }
    }

    private func applyClassicState() {
        shownConfiguration = nil
        backgroundView.isHidden = true
        subtitle?.isHidden = true
        spinner?.stopAnimating()
        let state = state
        let color = currentTitleColor
        let dimmed = buttonType != .custom && state.contains(.highlighted) && value(for: state, { $0.titleColor }) == nil
        label.textColor = dimmed ? color.withAlphaComponent(0.2) : color
        if let attributed = currentAttributedTitle {
            label.attributedText = attributed
        } else {
            label.text = currentTitle
        }
        label.isHidden = (label.text ?? "").isEmpty
        image.image = Self.tinting(currentImage, automaticIsTemplate: buttonType != .custom)
        let imageTint = buttonType == .custom ? tintColor ?? .systemBlue : color
        image.tintColor = dimmed ? imageTint.withAlphaComponent(0.2) : imageTint
        image.alpha = state.contains(.disabled) && adjustsImageWhenDisabled ? 0.4 : 1
        backgroundImageView.image = currentBackgroundImage
        backgroundImageView.isHidden = currentBackgroundImage == nil
        glyph?.alpha = state.contains(.highlighted) ? 0.2 : state.contains(.disabled) ? 0.4 : 1
    }

    private func applyConfiguration(_ shown: Configuration) {
        shownConfiguration = shown
        backgroundImageView.isHidden = true
        let foreground = shown.baseForegroundColor ?? tintColor ?? .systemBlue
        let background = shown.background
        backgroundView.isHidden = false
        backgroundView.backgroundColor = background.backgroundColor
        backgroundView.layer.cornerRadius = background.cornerRadius
        backgroundView.layer.borderWidth = background.strokeWidth
        backgroundView.layer.borderColor = background.resolvedStrokeColor(for: foreground).resolvedColor(with: traitCollection).cgColor

        label.attributedText = configurationTitle(shown, foreground: foreground)
        label.isHidden = label.attributedText?.length ?? 0 == 0
        let subtitleText = configurationSubtitle(shown, foreground: foreground)
        if let subtitleText {
            let subtitleLabel = subtitle ?? makeSubtitleLabel()
            subtitleLabel.attributedText = subtitleText
            subtitleLabel.isHidden = false
        } else {
            subtitle?.isHidden = true
        }
        let imageColor = shown.imageColorTransformer?(foreground) ?? foreground
        image.image = shown.showsActivityIndicator ? nil : Self.tinting(shown.image, automaticIsTemplate: true)
        image.tintColor = imageColor
        image.alpha = 1
        if shown.showsActivityIndicator {
            let indicator = spinner ?? makeSpinner()
            indicator.color = shown.activityIndicatorColorTransformer?(foreground) ?? foreground
            indicator.startAnimating()
        } else {
            spinner?.stopAnimating()
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // System and configuration buttons draw images of automatic rendering mode as
    // templates in their foreground colour, as on iOS.
    private static func tinting(_ image: UIImage?, automaticIsTemplate: Bool) -> UIImage? {
        guard let image, image.renderingMode == .automatic, automaticIsTemplate, !image.isSymbolImage else { return image }
        return image.withRenderingMode(.alwaysTemplate)
    }

    private func makeSubtitleLabel() -> UILabel {
        let subtitleLabel = UILabel()
        subtitle = subtitleLabel
        addSubview(subtitleLabel)
        return subtitleLabel
    }

    private func makeSpinner() -> UIActivityIndicatorView {
        let indicator = UIActivityIndicatorView(style: .medium)
        spinner = indicator
        addSubview(indicator)
        return indicator
    }

    // The state's attributed title (set with setAttributedTitle, which apps use to pick
    // the font) wins, then the configuration's attributed title, then its plain title.
    private func configurationTitle(_ shown: Configuration, foreground: UIColor) -> NSAttributedString? {
        let font = UIFont.systemFont(ofSize: shown.titleFontSize)
        if let attributed = currentAttributedTitle {
            return Self.filling(attributed, font: font, color: foreground)
        }
        return Self.text(shown.attributedTitle, shown.title ?? currentTitle, font: font, color: foreground,
                         transformer: shown.titleTextAttributesTransformer)
    }

    private func configurationSubtitle(_ shown: Configuration, foreground: UIColor) -> NSAttributedString? {
        Self.text(shown.attributedSubtitle, shown.subtitle, font: .systemFont(ofSize: shown.subtitleFontSize),
                  color: foreground, transformer: shown.subtitleTextAttributesTransformer)
    }

    private static func text(_ attributed: AttributedString?, _ plain: String?, font: UIFont, color: UIColor,
                             transformer: UIConfigurationTextAttributesTransformer?) -> NSAttributedString? {
        guard var string = attributed ?? plain.map({ AttributedString($0) }), !string.characters.isEmpty else { return nil }
        // The string's own attributes win over the style's; the transformer sees the result.
        for run in string.runs {
            var container = AttributeContainer()
            container.font = run.font ?? font
            container.foregroundColor = run.foregroundColor ?? color
            if let transformer { container = transformer(container) }
            string[run.range].mergeAttributes(container, mergePolicy: .keepNew)
        }
        return ButtonTitleCache.title(string)
    }

    private static func filling(_ attributed: NSAttributedString, font: UIFont, color: UIColor) -> NSAttributedString {
        ButtonTitleCache.title(filling: attributed, font: font, color: color) {
            filled(attributed, font: font, color: color)
        }
    }

    private static func filled(_ attributed: NSAttributedString, font: UIFont, color: UIColor) -> NSAttributedString {
        let filled = NSMutableAttributedString(attributedString: attributed)
        let whole = NSRange(location: 0, length: filled.length)
        filled.enumerateAttributes(in: whole) { attributes, range, _ in
            if attributes[.font] == nil { filled.addAttribute(.font, value: font, range: range) }
            if attributes[.foregroundColor] == nil { filled.addAttribute(.foregroundColor, value: color, range: range) }
        }
        return filled
    }

    // MARK: Layout

    open override var intrinsicContentSize: CGSize {
        updateConfigurationIfNeeded()
        if let glyph { return ButtonGlyphView.size(of: glyph.kind) }
        let parts = contentParts()
        if let shown = shownConfiguration {
            let insets = shown.contentInsets
            return CGSize(width: ceil(parts.size.width + insets.leading + insets.trailing),
                          height: ceil(parts.size.height + insets.top + insets.bottom))
        }
        var height = parts.size.height + contentEdgeInsets.top + contentEdgeInsets.bottom
        // A classic button with a title is 6 points taller than it above and below
        // (a 15-point "Button" is 30 points tall on iOS).
        if !label.isHidden, contentEdgeInsets.top == 0, contentEdgeInsets.bottom == 0 { height += 12 }
        return CGSize(width: ceil(parts.size.width + contentEdgeInsets.left + contentEdgeInsets.right), height: ceil(height))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        backgroundImageView.frame = bounds
        if let glyph {
            let size = ButtonGlyphView.size(of: glyph.kind)
            glyph.frame = CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                                 width: size.width, height: size.height)
        }
        let parts = contentParts()
        if let shown = shownConfiguration {
            backgroundView.frame = bounds.inset(by: shown.background.backgroundInsets.edgeInsets)
            if shown.cornerStyle == .capsule { backgroundView.layer.cornerRadius = backgroundView.bounds.height / 2 }
            place(parts, in: bounds.inset(by: shown.contentInsets.edgeInsets), configuration: shown)
        } else {
            place(parts, in: bounds.inset(by: contentEdgeInsets), configuration: nil)
        }
    }

    /// The sizes of the image, title and subtitle, and of all of them together.
    private func contentParts() -> ButtonContentParts {
        let imageSize: CGSize
        if let spinner, spinner.isAnimating {
            imageSize = spinner.intrinsicContentSize
        } else {
            imageSize = image.image?.size ?? .zero
        }
        let titleSize = label.isHidden ? .zero : label.intrinsicContentSize
        let subtitleSize = (subtitle?.isHidden ?? true) ? .zero : subtitle?.intrinsicContentSize ?? .zero
        let configuration = shownConfiguration
        let titlePadding = titleSize != .zero && subtitleSize != .zero ? configuration?.titlePadding ?? 0 : 0
        let titles = CGSize(width: max(titleSize.width, subtitleSize.width),
                            height: titleSize.height + titlePadding + subtitleSize.height)
        let hasImage = imageSize != .zero
        let hasTitles = titles != .zero
        let padding = hasImage && hasTitles ? configuration?.imagePadding ?? 0 : 0
        let placement = configuration?.imagePlacement ?? .leading
        let size: CGSize
        if placement == .top || placement == .bottom {
            size = CGSize(width: max(imageSize.width, titles.width), height: imageSize.height + padding + titles.height)
        } else {
            size = CGSize(width: imageSize.width + padding + titles.width, height: max(imageSize.height, titles.height))
        }
        return ButtonContentParts(image: imageSize, title: titleSize, subtitle: subtitleSize, titles: titles,
                                  titlePadding: titlePadding, imagePadding: padding, size: size)
    }

    private func place(_ parts: ButtonContentParts, in area: CGRect, configuration: Configuration?) {
        let horizontal = effectiveContentHorizontalAlignment, vertical = contentVerticalAlignment
        var size = parts.size
        if horizontal == .fill { size.width = max(size.width, area.width) }
        if vertical == .fill { size.height = max(size.height, area.height) }
        size.width = min(size.width, area.width)
        let x: CGFloat = switch horizontal {
        case .left, .fill, .leading: area.minX
        case .right, .trailing: area.maxX - size.width
        case .center: area.midX - size.width / 2
        }
        let y: CGFloat = switch vertical {
        case .top, .fill: area.minY
        case .bottom: area.maxY - size.height
        case .center: area.midY - size.height / 2
        }
        let content = CGRect(x: x, y: y, width: size.width, height: size.height)
        let placement = configuration?.imagePlacement ?? .leading
        var imageFrame: CGRect, titlesFrame: CGRect
        switch placement {
        case .top, .bottom:
            let titlesHeight = parts.titles.height
            let imageY = placement == .top ? content.minY : content.maxY - parts.image.height
            let titlesY = placement == .top ? content.minY + parts.image.height + parts.imagePadding : content.minY
            imageFrame = CGRect(x: content.midX - parts.image.width / 2, y: imageY, width: parts.image.width, height: parts.image.height)
            titlesFrame = CGRect(x: content.minX, y: titlesY, width: content.width, height: titlesHeight)
        default:
            let titlesWidth = max(0, content.width - parts.image.width - parts.imagePadding)
            let imageX = placement == .trailing ? content.maxX - parts.image.width : content.minX
            let titlesX = placement == .trailing ? content.minX : content.minX + parts.image.width + parts.imagePadding
            imageFrame = CGRect(x: imageX, y: content.midY - parts.image.height / 2, width: parts.image.width, height: parts.image.height)
            titlesFrame = CGRect(x: titlesX, y: content.midY - parts.titles.height / 2, width: titlesWidth, height: parts.titles.height)
        }
        image.frame = imageFrame.inset(by: imageEdgeInsets)
        spinner?.frame = imageFrame
        let centered = configuration.map { $0.titleAlignment == .center
            || ($0.titleAlignment == .automatic && (placement == .top || placement == .bottom)) } ?? true
        func titleRect(_ size: CGSize, y: CGFloat) -> CGRect {
            let width = min(size.width, titlesFrame.width)
            let x = configuration?.titleAlignment == .trailing ? titlesFrame.maxX - width
                : centered ? titlesFrame.midX - width / 2 : titlesFrame.minX
            return CGRect(x: x, y: y, width: width, height: size.height)
        }
        label.frame = titleRect(parts.title, y: titlesFrame.minY).inset(by: titleEdgeInsets)
        subtitle?.frame = titleRect(parts.subtitle, y: titlesFrame.minY + parts.title.height + parts.titlePadding)
    }
}

/// What a classic button shows in one state.
struct ButtonStateContents {
    var title: String?
    var attributedTitle: NSAttributedString?
    var titleColor: UIColor?
    var titleShadowColor: UIColor?
    var image: UIImage?
    var backgroundImage: UIImage?
}

/// The measured parts of a button's contents.
struct ButtonContentParts {
    let image: CGSize
    let title: CGSize
    let subtitle: CGSize
    let titles: CGSize
    let titlePadding: CGFloat
    let imagePadding: CGFloat
    let size: CGSize
}
