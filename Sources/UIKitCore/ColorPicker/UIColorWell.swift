import Foundation

/// A control that shows a colour and lets the user pick another (iOS 14): a round swatch
/// of `selectedColor` inside a ring of the colour wheel. A tap presents a
/// `UIColorPickerViewController` from the well's view controller; each colour the user
/// picks becomes `selectedColor` and sends `.valueChanged`.
@preconcurrency @MainActor
open class UIColorWell: UIControl {
    /// The colour shown; nil shows an empty well. Setting it sends no event.
    open var selectedColor: UIColor? { didSet { swatch.backgroundColor = selectedColor } }
    /// Whether the picker offers opacity. Default true.
    open var supportsAlpha = true
    /// The picker's title.
    open var title: String?
    /// Whether the picker shows its eyedropper (iOS 17). Default true.
    open var supportsEyedropper = true

    /// iOS's well: a 28-point circle, its ring 3 points wide with a 2-point gap.
    static let side: CGFloat = 28
    private let ring = ColorWheelRingView()
    private let swatch = UIView()
    private lazy var pickerDelegate = ColorWellPickerDelegate(well: self)
    /// The picker on screen, while one is.
    private(set) weak var presentedPicker: UIColorPickerViewController?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        ring.isUserInteractionEnabled = false
        addSubview(ring)
        swatch.isUserInteractionEnabled = false
        swatch.clipsToBounds = true
        addSubview(swatch)
        addAction(UIAction { [weak self] _ in self?.presentPicker() }, for: .touchUpInside)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: Self.side, height: Self.side) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let side = min(bounds.width, bounds.height)
        let square = CGRect(x: ((bounds.width - side) / 2).rounded(), y: ((bounds.height - side) / 2).rounded(), width: side, height: side)
        ring.frame = square
        let inner = square.insetBy(dx: side * 5 / 28, dy: side * 5 / 28)
        swatch.frame = inner
        swatch.layer.cornerRadius = inner.width / 2
    }

    override func stateDidChange() {
        super.stateDidChange()
        alpha = isHighlighted ? 0.5 : (isEnabled ? 1 : 0.4)
    }

    /// Presents the picker as a sheet from the nearest view controller.
    private func presentPicker() {
        var responder: UIResponder? = next
        while let current = responder, !(current is UIViewController) { responder = current.next }
        guard let presenter = responder as? UIViewController else {
            UIControl.logger.warning("UIColorWell: no view controller to present the colour picker from")
            return
        }
        let picker = UIColorPickerViewController()
        picker.selectedColor = selectedColor ?? .white
        picker.supportsAlpha = supportsAlpha
        picker.supportsEyedropper = supportsEyedropper
        picker.title = title
        picker.delegate = pickerDelegate
        presentedPicker = picker
        presenter.present(picker, animated: true)
    }

    fileprivate func pickerDidSelect(_ color: UIColor) {
        selectedColor = color
        sendActions(for: .valueChanged)
    }
}

/// Hears the well's picker (a private object, so the well's API stays Apple's).
@MainActor
private final class ColorWellPickerDelegate: UIColorPickerViewControllerDelegate {
    unowned let well: UIColorWell

    init(well: UIColorWell) { self.well = well }

    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
        well.pickerDidSelect(color)
    }
}
