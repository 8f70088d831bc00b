import Foundation

/// An action's button: its title in the action's colour and weight, gray while touched.
@MainActor
final class AlertActionButton: UIControl {
    let action: UIAlertAction
    private let label = UILabel()

    init(action: UIAlertAction, fontSize: CGFloat, bold: Bool) {
        self.action = action
        super.init(frame: .zero)
        label.text = action.title
        label.textAlignment = .center
        label.lineBreakMode = .byTruncatingMiddle
        label.font = .systemFont(ofSize: fontSize, weight: bold ? .semibold : .regular)
        label.isUserInteractionEnabled = false
        addSubview(label)
        isEnabled = action.isEnabled
        updateColors()
    }

    required init?(coder: NSCoder) {
        fatalError("AlertActionButton is made by its alert")
    }

    override var isHighlighted: Bool { didSet { updateColors() } }
    override var isEnabled: Bool { didSet { updateColors() } }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    private func updateColors() {
        if !isEnabled {
            label.textColor = .tertiaryLabel
        } else {
            label.textColor = action.style == .destructive ? .systemRed : tintColor
        }
        backgroundColor = isHighlighted ? AlertContentView.highlightColor : nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 8, dy: 0)
    }
}
