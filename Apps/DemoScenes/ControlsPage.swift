import UIKit

/// Page 6: a settings panel built from the standard controls the way an iOS app builds
/// one: grouped sections of rows (an SF Symbol on a coloured tile, a title, a control),
/// a grid of buttons of every configuration style, a page control.
public final class ControlsPage: UIView {
    public let brightnessSlider = UISlider()
    /// Turns the window dark, as an iOS app does with `overrideUserInterfaceStyle`.
    public let darkAppearanceSwitch = UISwitch()
    public let wifiSwitch = UISwitch()
    public let autoLockControl = UISegmentedControl(items: ["30 s", "1 min", "5 min", "Never"])
    public let copiesStepper = UIStepper()
    public let downloadProgress = UIProgressView(progressViewStyle: .default)
    public let spinner = UIActivityIndicatorView(style: .medium)
    public let pageControl = UIPageControl()
    /// The "Start" button of the button grid.
    public private(set) var startButton = UIButton()
    /// How often a button of the grid was tapped.
    public private(set) var buttonTaps = 0

    private let titleLabel = UILabel()
    private let statusLabel = UILabel()
    private let copiesLabel = UILabel()
    private let brightnessLabel = UILabel()
    private let progressLabel = UILabel()
    private let buttonsHeader = UILabel()
    private let buttonsCard = UIView()
    private var sections: [SettingsSection] = []
    private var buttons: [UIButton] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGroupedBackground

        titleLabel.text = "Settings"
        titleLabel.font = .boldSystemFont(ofSize: 34)
        titleLabel.textColor = .label
        addSubview(titleLabel)

        brightnessSlider.minimumValueImage = UIImage(systemName: "sun.min")
        brightnessSlider.maximumValueImage = UIImage(systemName: "sun.max")
        brightnessSlider.value = 0.6
        brightnessSlider.addAction(UIAction { [unowned self] _ in updateLabels() }, for: .valueChanged)
        darkAppearanceSwitch.addAction(UIAction { [unowned self] _ in
            window?.overrideUserInterfaceStyle = darkAppearanceSwitch.isOn ? .dark : .unspecified
        }, for: .valueChanged)
        wifiSwitch.isOn = true
        autoLockControl.selectedSegmentIndex = 1
        copiesStepper.minimumValue = 1
        copiesStepper.maximumValue = 10
        copiesStepper.value = 2
        copiesStepper.addAction(UIAction { [unowned self] _ in updateLabels() }, for: .valueChanged)
        downloadProgress.progress = 0.42
        spinner.startAnimating()
        pageControl.numberOfPages = 5
        pageControl.currentPage = 1
        // Page controls default to white dots for use over content; this one sits on white.
        pageControl.pageIndicatorTintColor = .systemGray4
        pageControl.currentPageIndicatorTintColor = .label

        for label in [copiesLabel, brightnessLabel, progressLabel, statusLabel] {
            label.font = .systemFont(ofSize: 17)
            label.textColor = .secondaryLabel
        }
        copiesLabel.textAlignment = .right
        brightnessLabel.textAlignment = .right

        let display = SettingsSection(header: "DISPLAY", rows: [
            SettingsRow(symbol: "sun.max.fill", tile: .systemBlue, title: "Brightness",
                        accessories: [brightnessLabel], wide: brightnessSlider),
            SettingsRow(symbol: "moon.fill", tile: .systemIndigo, title: "Dark Appearance", accessories: [darkAppearanceSwitch]),
            SettingsRow(symbol: "wifi", tile: .systemBlue, title: "Wi-Fi", accessories: [wifiSwitch]),
            SettingsRow(symbol: "lock.fill", tile: .systemGray, title: "Auto-Lock", accessories: [autoLockControl]),
            SettingsRow(symbol: "printer", tile: .systemOrange, title: "Copies", accessories: [copiesLabel, copiesStepper]),
        ])
        let update = SettingsSection(header: "SOFTWARE UPDATE", rows: [
            SettingsRow(symbol: "arrow.down", tile: .systemGreen, title: "Downloading",
                        accessories: [progressLabel], wide: downloadProgress),
            SettingsRow(symbol: "gearshape.fill", tile: .systemGray, title: "Checking for updates",
                        accessories: [spinner]),
        ])
        sections = [display, update]
        sections.forEach(addSubview)

        buttonsHeader.text = "BUTTONS"
        buttonsHeader.font = .systemFont(ofSize: 13)
        buttonsHeader.textColor = .secondaryLabel
        addSubview(buttonsHeader)
        buttonsCard.backgroundColor = .secondarySystemGroupedBackground
        buttonsCard.layer.cornerRadius = 10
        addSubview(buttonsCard)
        buttons = makeButtons()
        buttons.forEach(buttonsCard.addSubview)
        statusLabel.textAlignment = .center
        buttonsCard.addSubview(statusLabel)
        buttonsCard.addSubview(pageControl)
        updateLabels()
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    private func makeButtons() -> [UIButton] {
        let tapped = UIAction { [unowned self] action in
            buttonTaps += 1
            let title = (action.sender as? UIButton)?.configuration?.title ?? (action.sender as? UIButton)?.currentTitle ?? ""
            statusLabel.text = "\(title) tapped (\(buttonTaps))"
        }
        func button(_ configuration: UIButton.Configuration, _ title: String, _ symbol: String?) -> UIButton {
            var configuration = configuration
            configuration.title = title
            configuration.image = symbol.flatMap { UIImage(systemName: $0) }
            configuration.imagePadding = 8
            let button = UIButton(configuration: configuration)
            button.addAction(tapped, for: .primaryActionTriggered)
            return button
        }
        startButton = button(.filled(), "Start", "play.fill")
        var destructive = UIButton.Configuration.filled()
        destructive.baseBackgroundColor = .systemRed
        var capsule = UIButton.Configuration.borderedProminent()
        capsule.cornerStyle = .capsule
        let disabled = button(.filled(), "Disabled", nil)
        disabled.isEnabled = false
        let classic = UIButton(type: .system)
        classic.setTitle("Classic", for: .normal)
        classic.addAction(tapped, for: .touchUpInside)
        return [
            startButton,
            button(.tinted(), "Pause", "pause.fill"),
            button(.gray(), "Options", "gearshape"),
            button(.plain(), "Learn More", "info.circle"),
            button(capsule, "Order", "cart.fill"),
            button(destructive, "Reset", "trash"),
            button(.bordered(), "Share", "square.and.arrow.up"),
            disabled,
            classic,
            UIButton(type: .contactAdd),
            UIButton(type: .detailDisclosure),
            UIButton(type: .close),
        ]
    }

    private func updateLabels() {
        copiesLabel.text = "\(Int(copiesStepper.value))"
        brightnessLabel.text = "\(Int((brightnessSlider.value * 100).rounded()))%"
        progressLabel.text = "\(Int((downloadProgress.progress * 100).rounded()))%"
        if statusLabel.text == nil { statusLabel.text = "Tap a button" }
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let margin: CGFloat = 32
        titleLabel.frame = CGRect(x: margin + 16, y: 24, width: bounds.width - 2 * margin, height: 44)
        let columnWidth = (bounds.width - 3 * margin) / 2
        var y: CGFloat = 84
        for section in sections {
            let height = section.height(forWidth: columnWidth)
            section.frame = CGRect(x: margin, y: y, width: columnWidth, height: height)
            y += height + 12
        }

        buttonsHeader.frame = CGRect(x: 2 * margin + columnWidth + 16, y: 88, width: columnWidth - 32, height: 18)
        let columns = 3, inset: CGFloat = 16, spacing: CGFloat = 12
        let cellWidth = (columnWidth - 2 * inset - CGFloat(columns - 1) * spacing) / CGFloat(columns)
        var row = 0
        for (index, button) in buttons.enumerated() {
            let column = index % columns
            row = index / columns
            let size = button.intrinsicContentSize
            let cell = CGRect(x: inset + CGFloat(column) * (cellWidth + spacing), y: inset + CGFloat(row) * 56,
                              width: cellWidth, height: 44)
            let width = size.width < cell.width / 2 ? size.width : cell.width
            button.frame = CGRect(x: cell.midX - width / 2, y: cell.midY - size.height / 2, width: width, height: size.height)
        }
        statusLabel.frame = CGRect(x: inset, y: inset + CGFloat(row + 1) * 56, width: columnWidth - 2 * inset, height: 24)
        let dots = pageControl.intrinsicContentSize
        pageControl.frame = CGRect(x: (columnWidth - dots.width) / 2, y: statusLabel.frame.maxY + 12,
                                   width: dots.width, height: dots.height)
        buttonsCard.frame = CGRect(x: 2 * margin + columnWidth, y: 112, width: columnWidth, height: pageControl.frame.maxY + inset)
    }
}

/// A grouped section: a small caps header over a white rounded card of rows.
private final class SettingsSection: UIView {
    private let headerLabel = UILabel()
    private let card = UIView()
    let rows: [SettingsRow]

    init(header: String, rows: [SettingsRow]) {
        self.rows = rows
        super.init(frame: .zero)
        headerLabel.text = header
        headerLabel.font = .systemFont(ofSize: 13)
        headerLabel.textColor = .secondaryLabel
        addSubview(headerLabel)
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 10
        card.clipsToBounds = true
        addSubview(card)
        rows.forEach(card.addSubview)
        rows.last?.showsSeparator = false
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    func height(forWidth width: CGFloat) -> CGFloat {
        28 + rows.reduce(0) { $0 + $1.height }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        headerLabel.frame = CGRect(x: 16, y: 4, width: bounds.width - 32, height: 18)
        card.frame = CGRect(x: 0, y: 28, width: bounds.width, height: bounds.height - 28)
        var y: CGFloat = 0
        for row in rows {
            row.frame = CGRect(x: 0, y: y, width: card.bounds.width, height: row.height)
            y += row.height
        }
    }
}

/// A row: an SF Symbol on a coloured rounded tile, a title, controls on the right, and a
/// control spanning the row's second line (a slider, a progress bar) when given.
private final class SettingsRow: UIView {
    private let tile = UIView()
    private let icon = UIImageView()
    private let titleLabel = UILabel()
    private let separator = UIView()
    private let accessories: [UIView]
    private let wide: UIView?
    var showsSeparator = true { didSet { separator.isHidden = !showsSeparator } }

    var height: CGFloat { wide == nil ? 52 : 92 }

    init(symbol: String, tile tileColor: UIColor, title: String, accessories: [UIView], wide: UIView? = nil) {
        self.accessories = accessories
        self.wide = wide
        super.init(frame: .zero)
        tile.backgroundColor = tileColor
        tile.layer.cornerRadius = 7
        addSubview(tile)
        icon.image = UIImage(systemName: symbol)
        icon.tintColor = .white
        icon.contentMode = .center
        tile.addSubview(icon)
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 17)
        titleLabel.textColor = .label
        addSubview(titleLabel)
        accessories.forEach(addSubview)
        if let wide { addSubview(wide) }
        separator.backgroundColor = .separator
        addSubview(separator)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func layoutSubviews() {
        super.layoutSubviews()
        tile.frame = CGRect(x: 16, y: 11, width: 30, height: 30)
        icon.frame = tile.bounds
        titleLabel.frame = CGRect(x: 60, y: 0, width: 240, height: 52)
        var x = bounds.width - 16
        for accessory in accessories.reversed() {
            var size = accessory.intrinsicContentSize
            if size.width < 0 { size.width = 60 }
            if size.height < 0 { size.height = 22 }
            x -= size.width
            accessory.frame = CGRect(x: x, y: (52 - size.height) / 2, width: size.width, height: size.height)
            x -= 12
        }
        if let wide {
            var height = wide.intrinsicContentSize.height
            if height < 0 { height = 31 }
            wide.frame = CGRect(x: 60, y: 52 + (34 - height) / 2, width: bounds.width - 76, height: height)
        }
        separator.frame = CGRect(x: 60, y: bounds.height - 0.5, width: bounds.width - 60, height: 0.5)
    }
}
