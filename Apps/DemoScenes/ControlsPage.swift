import UIKit

/// Page 6: a settings panel built from the standard controls the way an iOS app builds
/// one: grouped sections of rows (an SF Symbol on a coloured tile, a title, a control),
/// a grid of buttons of every configuration style, a page control; laid out with Auto
/// Layout and stack views.
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
    private var buttons: [UIButton] = []
    private let columns = UIStackView()
    private var arrangedAxis: NSLayoutConstraint.Axis?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGroupedBackground

        titleLabel.text = "Settings"
        titleLabel.font = .boldSystemFont(ofSize: 34)
        titleLabel.textColor = .label

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
        let settings = UIStackView(arrangedSubviews: [display, update])
        settings.axis = .vertical
        settings.spacing = 12

        // The button grid: rows of three equal cells, the status line and the page dots below.
        buttons = makeButtons()
        let grid = UIStackView(arrangedSubviews: stride(from: 0, to: buttons.count, by: 3).map { start in
            let row = UIStackView(arrangedSubviews: Array(buttons[start..<min(start + 3, buttons.count)]))
            row.distribution = .fillEqually
            row.alignment = .center
            row.spacing = 12
            row.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
            return row
        })
        grid.axis = .vertical
        grid.spacing = 12
        statusLabel.textAlignment = .center
        let buttonsContent = UIStackView(arrangedSubviews: [grid, statusLabel, pageControl])
        buttonsContent.axis = .vertical
        buttonsContent.alignment = .fill
        buttonsContent.spacing = 16
        buttonsContent.setCustomSpacing(12, after: statusLabel)
        buttonsContent.isLayoutMarginsRelativeArrangement = true
        buttonsContent.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        let buttonsSection = SettingsSection(header: "BUTTONS", content: buttonsContent)

        // Two columns of equal width, each as tall as its content (one column when narrow).
        columns.addArrangedSubview(settings)
        columns.addArrangedSubview(buttonsSection)

        for view in [titleLabel, columns] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        let safe = safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: safe.topAnchor, constant: 24),
            titleLabel.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 48),
            titleLabel.heightAnchor.constraint(equalToConstant: 44),
            columns.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 16),
            columns.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 32),
            columns.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -32),
            columns.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor, constant: -16),
        ])
        updateLabels()
    }

    public override func layoutSubviews() {
        // Side by side when there is room, one above the other on a narrow (portrait) panel,
        // decided before the constraints are solved for this size.
        let axis: NSLayoutConstraint.Axis = bounds.width >= 960 ? .horizontal : .vertical
        if arrangedAxis != axis {
            arrangedAxis = axis
            columns.axis = axis
            columns.alignment = axis == .horizontal ? .top : .fill
            columns.distribution = axis == .horizontal ? .fillEqually : .fill
            columns.spacing = axis == .horizontal ? 32 : 12
        }
        super.layoutSubviews()
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
}

/// A grouped section: a small caps header over a rounded card, which holds rows or any
/// content, placed with constraints.
private final class SettingsSection: UIView {
    private let headerLabel = UILabel()
    private let card = UIView()

    convenience init(header: String, rows: [SettingsRow]) {
        let stack = UIStackView(arrangedSubviews: rows)
        stack.axis = .vertical
        rows.last?.showsSeparator = false
        self.init(header: header, content: stack)
    }

    init(header: String, content: UIView) {
        super.init(frame: .zero)
        headerLabel.text = header
        headerLabel.font = .systemFont(ofSize: 13)
        headerLabel.textColor = .secondaryLabel
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 10
        card.clipsToBounds = true
        for (view, superview) in [(headerLabel, self), (card, self), (content, card)] {
            view.translatesAutoresizingMaskIntoConstraints = false
            superview.addSubview(view)
        }
        NSLayoutConstraint.activate([
            headerLabel.topAnchor.constraint(equalTo: topAnchor, constant: 4),
            headerLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            headerLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -16),
            card.topAnchor.constraint(equalTo: topAnchor, constant: 28),
            card.leadingAnchor.constraint(equalTo: leadingAnchor),
            card.trailingAnchor.constraint(equalTo: trailingAnchor),
            card.bottomAnchor.constraint(equalTo: bottomAnchor),
            content.topAnchor.constraint(equalTo: card.topAnchor),
            content.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: card.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}

/// A row: an SF Symbol on a coloured rounded tile, a title, controls on the right, and a
/// control spanning the row's second line (a slider, a progress bar) when given.
private final class SettingsRow: UIView {
    private let separator = UIView()
    var showsSeparator = true { didSet { separator.isHidden = !showsSeparator } }

    init(symbol: String, tile tileColor: UIColor, title: String, accessories: [UIView], wide: UIView? = nil) {
        super.init(frame: .zero)
        let tile = UIView()
        tile.backgroundColor = tileColor
        tile.layer.cornerRadius = 7
        let icon = UIImageView(image: UIImage(systemName: symbol))
        icon.tintColor = .white
        let titleLabel = UILabel()
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 17)
        titleLabel.textColor = .label
        // The title stays whole; the controls give way first.
        titleLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
        let trailing = UIStackView(arrangedSubviews: accessories)
        trailing.spacing = 12
        trailing.alignment = .center
        separator.backgroundColor = .separator
        for (view, superview) in [(tile, self), (icon, tile), (titleLabel, self), (trailing, self), (separator, self)] {
            view.translatesAutoresizingMaskIntoConstraints = false
            superview.addSubview(view)
        }
        // The first line is 52 points; a wide control takes a second line of 40.
        NSLayoutConstraint.activate([
            tile.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            tile.topAnchor.constraint(equalTo: topAnchor, constant: 11),
            tile.widthAnchor.constraint(equalToConstant: 30),
            tile.heightAnchor.constraint(equalToConstant: 30),
            icon.centerXAnchor.constraint(equalTo: tile.centerXAnchor),
            icon.centerYAnchor.constraint(equalTo: tile.centerYAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: tile.trailingAnchor, constant: 14),
            titleLabel.centerYAnchor.constraint(equalTo: tile.centerYAnchor),
            trailing.leadingAnchor.constraint(greaterThanOrEqualTo: titleLabel.trailingAnchor, constant: 12),
            trailing.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            trailing.centerYAnchor.constraint(equalTo: tile.centerYAnchor),
            separator.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            separator.trailingAnchor.constraint(equalTo: trailingAnchor),
            separator.bottomAnchor.constraint(equalTo: bottomAnchor),
            separator.heightAnchor.constraint(equalToConstant: 0.5),
        ])
        if let wide {
            wide.translatesAutoresizingMaskIntoConstraints = false
            addSubview(wide)
            NSLayoutConstraint.activate([
                wide.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
                wide.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
                wide.centerYAnchor.constraint(equalTo: topAnchor, constant: 69),
                heightAnchor.constraint(equalToConstant: 92),
            ])
        } else {
            heightAnchor.constraint(equalToConstant: 52).isActive = true
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
