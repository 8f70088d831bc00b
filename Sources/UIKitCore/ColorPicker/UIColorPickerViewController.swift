import Foundation

/// The system colour picker (iOS 14), presented as a sheet: its title and a close button,
/// the Grid tab's 120 swatches, an opacity slider when `supportsAlpha`, and a swatch of the
/// selected colour. iOS's Spectrum and Sliders tabs and the eyedropper are not drawn.
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
    /// Whether the eyedropper shows (iOS 17). Kept; Vitrine draws no eyedropper.
    open var supportsEyedropper = true
    open weak var delegate: (any UIColorPickerViewControllerDelegate)?

    /// The sheet's elevated background: white in light, iOS's elevated grey in dark.
    static let sheetBackground = UIColor { traits in
        traits.userInterfaceStyle == .dark ? .secondarySystemBackground : .systemBackground
    }

    private let titleLabel = UILabel()
    private let closeButton = UIButton(type: .custom)
    private let grid = ColorSwatchGridView()
    private let opacityLabel = UILabel()
    private let opacitySlider = UISlider()
    private let opacityValue = UILabel()
    private let separator = UIView()
    private let swatch = UIView()
    /// Set in `viewWillDisappear` when the picker is being dismissed, to finish after.
    private var finishing = false

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
        closeButton.setImage(UIImage(systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 13, weight: .bold)),
                             for: .normal)
        closeButton.tintColor = .secondaryLabel
        closeButton.backgroundColor = .tertiarySystemFill
        closeButton.layer.cornerRadius = 15
        closeButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        view.addSubview(closeButton)
        grid.onPick = { [weak self] row, column in self?.pick(ColorGridPalette.color(row: row, column: column)) }
        view.addSubview(grid)
        opacityLabel.text = "OPACITY"
        opacityLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        opacityLabel.textColor = .secondaryLabel
        view.addSubview(opacityLabel)
        opacitySlider.minimumValue = 0
        opacitySlider.maximumValue = 1
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
        let (_, _, _, alpha) = ColorGridPalette.components(selectedColor)
        grid.selectedCell = ColorGridPalette.cell(matching: selectedColor)
        if !opacitySlider.isTracking { opacitySlider.value = Float(alpha) }
        opacityValue.text = "\(Int((alpha * 100).rounded()))%"
        swatch.backgroundColor = selectedColor
        swatch.layer.borderColor = UIColor.separator.resolvedColor(with: view.traitCollection).cgColor
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        let margin: CGFloat = 16
        titleLabel.frame = CGRect(x: 60, y: 14, width: max(width - 120, 0), height: 30)
        closeButton.frame = CGRect(x: width - margin - 30, y: 14, width: 30, height: 30)
        let gridSize = grid.sizeThatFits(CGSize(width: width - 2 * margin, height: 0))
        grid.frame = CGRect(x: ((width - gridSize.width) / 2).rounded(), y: 64, width: gridSize.width, height: gridSize.height)
        var y = grid.frame.maxY + 24
        for part in [opacityLabel, opacitySlider, opacityValue] as [UIView] { part.isHidden = !supportsAlpha }
        if supportsAlpha {
            opacityLabel.frame = CGRect(x: margin, y: y, width: width - 2 * margin, height: 18)
            opacityValue.frame = CGRect(x: width - margin - 72, y: y + 26, width: 72, height: 36)
            opacitySlider.frame = CGRect(x: margin, y: y + 26, width: max(opacityValue.frame.minX - 16 - margin, 0), height: 36)
            y += 26 + 36 + 24
        }
        let pixel = 1 / max(view.contentScaleFactor, 1)
        separator.frame = CGRect(x: margin, y: y, width: width - 2 * margin, height: pixel)
        swatch.frame = CGRect(x: margin, y: y + 20, width: 56, height: 56)
    }

    // MARK: Picking

    private func pick(_ color: UIColor) {
        let alpha = supportsAlpha ? CGFloat(opacitySlider.value) : 1
        selectedColor = color.withAlphaComponent(alpha)
        delegate?.colorPickerViewController(self, didSelect: selectedColor, continuously: false)
    }

    private func opacityChanged(continuously: Bool) {
        guard supportsAlpha else { return }
        let alpha = CGFloat(opacitySlider.value)
        let (red, green, blue, _) = ColorGridPalette.components(selectedColor)
        selectedColor = UIColor(red: red, green: green, blue: blue, alpha: alpha)
        delegate?.colorPickerViewController(self, didSelect: selectedColor, continuously: continuously)
    }

    // MARK: Finishing

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        finishing = isBeingDismissed
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard finishing else { return }
        finishing = false
        delegate?.colorPickerViewControllerDidFinish(self)
    }
}
