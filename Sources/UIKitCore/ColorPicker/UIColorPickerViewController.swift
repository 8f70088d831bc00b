import Foundation

/// The system colour picker (iOS 14, as iOS 17 draws it), presented as a sheet: the
/// eyedropper, the title and a close button; a segmented control with the Grid (120
/// swatches), Spectrum (every hue, with a loupe) and Sliders (red, green, blue and the hex
/// code) tabs; an opacity slider when `supportsAlpha`; and a swatch of the selected colour.
/// Each colour the user picks becomes `selectedColor`, then the delegate hears it: while a
/// finger drags, with `continuously` true, and once more with false when it lifts.
@preconcurrency @MainActor
open class UIColorPickerViewController: UIViewController {
    /// The colour picked; white by default. Setting it calls no delegate method.
    open var selectedColor: UIColor = .white {
        didSet { if isViewLoaded { showSelectedColor() } }
    }
    /// Whether the user may change the opacity (the slider shows). Default true.
    open var supportsAlpha = true {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// Whether the eyedropper button shows (iOS 17). Default true. Vitrine's eyedropper
    /// samples the app's own screen, which is the whole display.
    open var supportsEyedropper = true {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    open weak var delegate: (any UIColorPickerViewControllerDelegate)?

    /// The sheet's elevated background: white in light, iOS's elevated grey in dark.
    static let sheetBackground = UIColor { traits in
        traits.userInterfaceStyle == .dark ? .secondarySystemBackground : .systemBackground
    }

    /// The tabs, in the segmented control's order.
    enum Tab: Int, CaseIterable {
        case grid, spectrum, sliders
        var title: String { ["Grid", "Spectrum", "Sliders"][rawValue] }
    }

    private let titleLabel = UILabel()
    let closeButton = UIButton(type: .custom)
    let eyedropperButton = UIButton(type: .system)
    let tabControl = UISegmentedControl(items: Tab.allCases.map(\.title))
    let grid = ColorSwatchGridView()
    let spectrum = ColorSpectrumView()
    let sliders = ColorSlidersView()
    private let opacityLabel = UILabel()
    let opacitySlider = ColorComponentSlider()
    private let opacityValue = UILabel()
    private let separator = UIView()
    private let swatch = UIView()
    /// The eyedropper's screen, while it shows.
    private(set) var eyedropper: ColorEyedropperOverlay?
    /// Set in `viewWillDisappear` when the picker is being dismissed, to finish after.
    private var finishing = false

    /// The tab showing.
    var tab: Tab { Tab(rawValue: tabControl.selectedSegmentIndex) ?? .grid }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Self.sheetBackground
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = .label
        titleLabel.textAlignment = .center
        view.addSubview(titleLabel)
        eyedropperButton.setImage(UIImage(systemName: "eyedropper", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20)),
                                  for: .normal)
        eyedropperButton.addAction(UIAction { [weak self] _ in self?.openEyedropper() }, for: .touchUpInside)
        view.addSubview(eyedropperButton)
        closeButton.setImage(UIImage(systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 13, weight: .bold)),
                             for: .normal)
        closeButton.tintColor = .secondaryLabel
        closeButton.backgroundColor = .tertiarySystemFill
        closeButton.layer.cornerRadius = 15
        closeButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        view.addSubview(closeButton)
        tabControl.selectedSegmentIndex = Tab.grid.rawValue
        tabControl.addAction(UIAction { [weak self] _ in self?.view.setNeedsLayout() }, for: .valueChanged)
        view.addSubview(tabControl)
        grid.onPick = { [weak self] row, column, continuously in
            self?.pick(ColorGridPalette.color(row: row, column: column), continuously: continuously)
        }
        view.addSubview(grid)
        spectrum.onPick = { [weak self] color, continuously in self?.pick(color, continuously: continuously) }
        view.addSubview(spectrum)
        sliders.onPick = { [weak self] color, continuously in self?.pick(color, continuously: continuously) }
        view.addSubview(sliders)
        opacityLabel.text = "OPACITY"
        opacityLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        opacityLabel.textColor = .secondaryLabel
        view.addSubview(opacityLabel)
        opacitySlider.showsCheckerboard = true
        opacitySlider.addAction(UIAction { [weak self] _ in self?.opacityChanged(continuously: true) }, for: .valueChanged)
        opacitySlider.addAction(UIAction { [weak self] _ in self?.opacityChanged(continuously: false) },
                                for: [.touchUpInside, .touchUpOutside])
        view.addSubview(opacitySlider)
        opacityValue.font = .systemFont(ofSize: 17)
        opacityValue.textAlignment = .center
        opacityValue.backgroundColor = .tertiarySystemFill
        opacityValue.layer.cornerRadius = 8
        opacityValue.clipsToBounds = true
        view.addSubview(opacityValue)
        separator.backgroundColor = .separator
        view.addSubview(separator)
        swatch.layer.cornerRadius = 8
        swatch.layer.borderWidth = 0.5
        view.addSubview(swatch)
        showSelectedColor()
    }

    open override var title: String? {
        didSet { titleLabel.text = title ?? "Colors" }
    }

    private func showSelectedColor() {
        titleLabel.text = title ?? "Colors"
        let (red, green, blue, alpha) = ColorGridPalette.components(selectedColor)
        let opaque = UIColor(red: red, green: green, blue: blue, alpha: 1)
        grid.selectedCell = ColorGridPalette.cell(matching: selectedColor)
        // A drag keeps the loupe under the finger; a colour from elsewhere moves it.
        if !spectrum.isDragging { spectrum.position = ColorSpectrumView.position(of: opaque) }
        sliders.show(opaque)
        if !opacitySlider.isTracking { opacitySlider.value = alpha }
        opacitySlider.setColors(from: opaque.withAlphaComponent(0), to: opaque, thumb: selectedColor)
        opacityValue.text = "\(Int((alpha * 100).rounded()))%"
        swatch.backgroundColor = selectedColor
        swatch.layer.borderColor = UIColor.separator.resolvedColor(with: view.traitCollection).cgColor
    }

    /// The widest the tabs and sliders grow: a regular-width sheet centres them, as iOS's
    /// picker keeps its phone-sized layout on an iPad.
    static let maximumContentWidth: CGFloat = 420

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        let margin: CGFloat = 16
        eyedropperButton.isHidden = !supportsEyedropper
        eyedropperButton.frame = CGRect(x: margin - 4, y: 14, width: 38, height: 30)
        titleLabel.frame = CGRect(x: 60, y: 14, width: max(width - 120, 0), height: 30)
        closeButton.frame = CGRect(x: width - margin - 30, y: 14, width: 30, height: 30)
        let columnWidth = min(max(width - 2 * margin, 0), Self.maximumContentWidth)
        let left = ((width - columnWidth) / 2).rounded()
        tabControl.frame = CGRect(x: left, y: 60, width: columnWidth, height: 32)
        let gridSize = grid.sizeThatFits(CGSize(width: columnWidth, height: 0))
        let content = CGRect(x: ((width - gridSize.width) / 2).rounded(), y: 108, width: gridSize.width, height: gridSize.height)
        // Every tab takes the grid's place and size, so the sheet does not jump between tabs.
        grid.frame = content
        spectrum.frame = content
        sliders.frame = CGRect(x: content.minX, y: content.minY, width: content.width, height: max(content.height, ColorSlidersView.height))
        grid.isHidden = tab != .grid
        spectrum.isHidden = tab != .spectrum
        sliders.isHidden = tab != .sliders
        var y = max(content.maxY, tab == .sliders ? sliders.frame.maxY : 0) + 24
        for part in [opacityLabel, opacitySlider, opacityValue] as [UIView] { part.isHidden = !supportsAlpha }
        if supportsAlpha {
            opacityLabel.frame = CGRect(x: left, y: y, width: columnWidth, height: 18)
            opacityValue.frame = CGRect(x: left + columnWidth - 72, y: y + 22, width: 72, height: 36)
            opacitySlider.frame = CGRect(x: left, y: y + 22, width: max(opacityValue.frame.minX - 16 - left, 0), height: 36)
            y += 22 + 36 + 24
        }
        let pixel = 1 / max(view.contentScaleFactor, 1)
        separator.frame = CGRect(x: left, y: y, width: columnWidth, height: pixel)
        swatch.frame = CGRect(x: left, y: y + 20, width: 56, height: 56)
    }

    // MARK: Picking

    /// The user picked `color` (its alpha replaced by the opacity slider's): it becomes
    /// `selectedColor` first, so a delegate reading it sees the new colour.
    private func pick(_ color: UIColor, continuously: Bool) {
        let alpha = supportsAlpha ? opacitySlider.value : 1
        selectedColor = color.withAlphaComponent(alpha)
        delegate?.colorPickerViewController(self, didSelect: selectedColor, continuously: continuously)
    }

    private func opacityChanged(continuously: Bool) {
        guard supportsAlpha else { return }
        let (red, green, blue, _) = ColorGridPalette.components(selectedColor)
        selectedColor = UIColor(red: red, green: green, blue: blue, alpha: opacitySlider.value)
        delegate?.colorPickerViewController(self, didSelect: selectedColor, continuously: continuously)
    }

    // MARK: Eyedropper

    /// Covers the window with the app's screen (the presenting controller's view) and a
    /// loupe; the colour under the finger when it lifts is picked and the sheet is back.
    private func openEyedropper() {
        guard eyedropper == nil, let window = view.window else { return }
        let content = presentingViewController?.view ?? window
        let overlay = ColorEyedropperOverlay(capturing: content, frame: window.bounds)
        overlay.onFinish = { [weak self, weak overlay] color in
            overlay?.removeFromSuperview()
            guard let self else { return }
            eyedropper = nil
            if let color { pick(color, continuously: false) }
        }
        window.addSubview(overlay)
        eyedropper = overlay
    }

    // MARK: Finishing

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        finishing = isBeingDismissed
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        eyedropper?.removeFromSuperview()
        eyedropper = nil
        guard finishing else { return }
        finishing = false
        delegate?.colorPickerViewControllerDidFinish(self)
    }
}
