import Foundation

/// The Sliders tab of the colour picker: RED, GREEN and BLUE sliders, each with its value
/// (0 to 255) in a field, and the colour's hex code under iOS's label "Display P3 Hex Color #".
/// Vitrine draws in sRGB and takes Display P3 components as sRGB (as
/// `UIColor(displayP3Red:green:blue:alpha:)` does), so the code is the sRGB one.
/// Dragging a slider picks colours continuously; a value or code typed in picks one when
/// its field ends editing.
@MainActor
final class ColorSlidersView: UIView {
    static let rowHeight: CGFloat = 64
    static let hexRowHeight: CGFloat = 52
    static let height = 3 * rowHeight + hexRowHeight
    private static let fieldWidth: CGFloat = 72

    private let labels = ["RED", "GREEN", "BLUE"].map { title -> UILabel in
        let label = UILabel()
        label.text = title
        label.font = .systemFont(ofSize: 13, weight: .semibold)
        label.textColor = .secondaryLabel
        return label
    }
    let sliders = (0..<3).map { _ in ColorComponentSlider() }
    let fields = (0..<3).map { _ in UITextField() }
    let hexLabel = UILabel()
    let hexField = UITextField()
    /// The red, green and blue shown, 0 to 1.
    private(set) var components: (CGFloat, CGFloat, CGFloat) = (1, 1, 1)
    /// The user picked a colour (opaque), `continuously` while a slider is dragged.
    var onPick: ((UIColor, Bool) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        for index in 0..<3 {
            addSubview(labels[index])
            let slider = sliders[index]
            slider.addAction(UIAction { [weak self] _ in self?.sliderMoved(index, continuously: true) }, for: .valueChanged)
            // "A continuous selection is always followed by a noncontinuous one."
            slider.addAction(UIAction { [weak self] _ in self?.sliderMoved(index, continuously: false) },
                             for: [.touchUpInside, .touchUpOutside])
            addSubview(slider)
            style(fields[index])
            fields[index].keyboardType = .numberPad
            fields[index].addAction(UIAction { [weak self] _ in self?.fieldEdited(index) }, for: .editingDidEnd)
            addSubview(fields[index])
        }
        hexLabel.text = "Display P3 Hex Color #"
        hexLabel.font = .systemFont(ofSize: 17)
        hexLabel.textColor = .label
        addSubview(hexLabel)
        style(hexField)
        hexField.autocapitalizationType = .allCharacters
        hexField.addAction(UIAction { [weak self] _ in self?.hexEdited() }, for: .editingDidEnd)
        addSubview(hexField)
        show(.white)
    }

    required init?(coder: NSCoder) { nil }

    private func style(_ field: UITextField) {
        field.font = .systemFont(ofSize: 17)
        field.textAlignment = .center
        field.backgroundColor = .tertiarySystemFill
        field.layer.cornerRadius = 8
        field.autocorrectionType = .no
        // Return ends editing (the value is read then).
        field.addAction(UIAction { _ in }, for: .editingDidEndOnExit)
    }

    /// Shows `color`'s components (a slider being dragged keeps its thumb under the finger).
    func show(_ color: UIColor) {
        let (red, green, blue, _) = ColorGridPalette.components(color)
        components = (clamp(red), clamp(green), clamp(blue))
        let values = [components.0, components.1, components.2]
        for index in 0..<3 {
            if !sliders[index].isTracking { sliders[index].value = values[index] }
            if !fields[index].isEditing { fields[index].text = "\(Int((values[index] * 255).rounded()))" }
            var start = values, end = values
            start[index] = 0
            end[index] = 1
            sliders[index].setColors(from: UIColor(red: start[0], green: start[1], blue: start[2], alpha: 1),
                                     to: UIColor(red: end[0], green: end[1], blue: end[2], alpha: 1),
                                     thumb: UIColor(red: values[0], green: values[1], blue: values[2], alpha: 1))
        }
        if !hexField.isEditing { hexField.text = Self.hex(components) }
    }

    private func clamp(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 0), 1) : 0 }

    /// "FF9500" for the components.
    static func hex(_ components: (CGFloat, CGFloat, CGFloat)) -> String {
        [components.0, components.1, components.2]
            .map { String(format: "%02X", Int(($0 * 255).rounded())) }
            .joined()
    }

    /// The components of a typed code ("ff9500", "#FF9500" or the short "F90"), or nil.
    static func components(ofHex text: String) -> (CGFloat, CGFloat, CGFloat)? {
        var digits = text.trimmingCharacters(in: .whitespaces)
        if digits.hasPrefix("#") { digits.removeFirst() }
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
        return (CGFloat(value >> 16 & 0xFF) / 255, CGFloat(value >> 8 & 0xFF) / 255, CGFloat(value & 0xFF) / 255)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        for index in 0..<3 {
            let top = CGFloat(index) * Self.rowHeight
            labels[index].frame = CGRect(x: 0, y: top, width: width, height: 18)
            let rowY = top + 22
            fields[index].frame = CGRect(x: width - Self.fieldWidth, y: rowY, width: Self.fieldWidth, height: ColorComponentSlider.height)
            sliders[index].frame = CGRect(x: 0, y: rowY, width: max(width - Self.fieldWidth - 16, 0), height: ColorComponentSlider.height)
        }
        let hexTop = 3 * Self.rowHeight + 8
        hexField.frame = CGRect(x: width - Self.fieldWidth - 24, y: hexTop, width: Self.fieldWidth + 24, height: ColorComponentSlider.height)
        hexLabel.frame = CGRect(x: 0, y: hexTop, width: max(hexField.frame.minX - 8, 0), height: ColorComponentSlider.height)
    }

    // MARK: Picking

    private func sliderMoved(_ index: Int, continuously: Bool) {
        var values = [components.0, components.1, components.2]
        values[index] = sliders[index].value
        pick((values[0], values[1], values[2]), continuously: continuously)
    }

    private func fieldEdited(_ index: Int) {
        var values = [components.0, components.1, components.2]
        guard let typed = Int(fields[index].text?.trimmingCharacters(in: .whitespaces) ?? "") else {
            UIControl.logger.info("UIColorPickerViewController: ignored a component that is not a number")
            show(UIColor(red: values[0], green: values[1], blue: values[2], alpha: 1))
            return
        }
        values[index] = CGFloat(min(max(typed, 0), 255)) / 255
        pick((values[0], values[1], values[2]), continuously: false)
    }

    private func hexEdited() {
        guard let parsed = Self.components(ofHex: hexField.text ?? "") else {
            UIControl.logger.info("UIColorPickerViewController: ignored a hex code that is not six hex digits")
            show(UIColor(red: components.0, green: components.1, blue: components.2, alpha: 1))
            return
        }
        pick(parsed, continuously: false)
    }

    private func pick(_ values: (CGFloat, CGFloat, CGFloat), continuously: Bool) {
        let color = UIColor(red: values.0, green: values.1, blue: values.2, alpha: 1)
        show(color)
        onPick?(color, continuously)
    }
}
