import Foundation

/// The edit menu as iOS 17 draws it over text: a row of commands (Cut, Copy, Paste,
/// Select All) on a rounded bar with hairline dividers, above the selection (below it when
/// there is no room), kept inside the window. A tap on a command runs it and closes the
/// menu; the menu closes when the text or selection changes.
@MainActor
final class EditMenuView: UIView {
    struct Command {
        let title: String
        let perform: @MainActor () -> Void
    }

    private var buttons: [UIButton] = []
    private var dividers: [UIView] = []
    static let height: CGFloat = 36

    init(commands: [Command]) {
        super.init(frame: .zero)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 8
        layer.borderWidth = 0.5
        layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
        clipsToBounds = true
        for (index, command) in commands.enumerated() {
            if index > 0 {
                let divider = UIView()
                divider.backgroundColor = .separator
                addSubview(divider)
                dividers.append(divider)
            }
            let button = UIButton(type: .system)
            button.setTitle(command.title, for: .normal)
            button.setTitleColor(.label, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 15)
            button.addAction(UIAction { [weak self] _ in
                self?.removeFromSuperview()
                command.perform()
            }, for: .touchUpInside)
            addSubview(button)
            buttons.append(button)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    /// Each command as wide as its title and 14 points a side.
    private var widths: [CGFloat] { buttons.map { ($0.titleLabel?.intrinsicContentSize.width ?? 0) + 28 } }

    override var intrinsicContentSize: CGSize {
        CGSize(width: widths.reduce(0, +) + CGFloat(dividers.count) / max(contentScaleFactor, 1), height: Self.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let hairline = 1 / max(contentScaleFactor, 1)
        var x: CGFloat = 0
        for (index, (button, width)) in zip(buttons, widths).enumerated() {
            if index > 0 {
                dividers[index - 1].frame = CGRect(x: x, y: 8, width: hairline, height: bounds.height - 16)
                x += hairline
            }
            button.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            x += width
        }
    }

    /// Shows the menu in `window` by `target` (window coordinates).
    func show(in window: UIWindow, by target: CGRect) {
        let size = intrinsicContentSize
        var origin = CGPoint(x: target.midX - size.width / 2, y: target.minY - size.height - 8)
        if origin.y < window.safeAreaInsets.top { origin.y = target.maxY + 8 }
        origin.x = min(max(origin.x, 8), max(window.bounds.width - size.width - 8, 8))
        frame = CGRect(origin: origin, size: size)
        window.addSubview(self)
    }
}
