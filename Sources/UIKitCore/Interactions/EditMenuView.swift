import Foundation

/// The edit menu as iOS 17 draws it over text: a row of actions (Cut, Copy, Paste,
/// Select All) on a rounded bar with hairline dividers, above the selection (below it when
/// there is no room), kept inside the window. Actions that do not fit the window's width
/// go on further pages behind a chevron, as on iOS. A tap on an action closes the menu
/// and runs it. `UIMenuController` owns the one on screen.
@MainActor
final class EditMenuView: UIView {
    private var buttons: [UIButton] = []
    private var dividers: [UIView] = []
    private let previousPage = EditMenuView.chevron("chevron.left")
    private let nextPage = EditMenuView.chevron("chevron.right")
    /// The actions on each page, as the window's width allows.
    private var pages: [Range<Int>] = []
    private var page = 0
    /// Where the menu points (window coordinates), kept for a page change.
    private var target = CGRect.null
    private var below = false
    static let height: CGFloat = 36
    static let chevronWidth: CGFloat = 36

    init(actions: [UIAction]) {
        super.init(frame: .zero)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 8
        layer.borderWidth = 0.5
        layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
        clipsToBounds = true
        for action in actions {
            let button = UIButton(type: .system)
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(action.attributes.contains(.destructive) ? .systemRed : .label, for: .normal)
            button.setTitleColor(.tertiaryLabel, for: .disabled)
            button.isEnabled = !action.attributes.contains(.disabled)
            button.titleLabel?.font = .systemFont(ofSize: 15)
            button.addAction(UIAction { _ in
                UIMenuController.shared.hideMenu()
                action.perform(sender: nil)
            }, for: .touchUpInside)
            addSubview(button)
            buttons.append(button)
        }
        for chevron in [previousPage, nextPage] { addSubview(chevron) }
        previousPage.addAction(UIAction { [weak self] _ in self?.turn(by: -1) }, for: .touchUpInside)
        nextPage.addAction(UIAction { [weak self] _ in self?.turn(by: 1) }, for: .touchUpInside)
        pages = [0..<buttons.count]
    }

    /// Vitrine does not decode archives (nibs, storyboards): returns nil.
    required init?(coder: NSCoder) {
        return nil
    }

    private static func chevron(_ name: String) -> UIButton {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 13)), for: .normal)
        button.tintColor = .label
        return button
    }

    /// Each action as wide as its title and 14 points a side.
    private var widths: [CGFloat] { buttons.map { ($0.titleLabel?.intrinsicContentSize.width ?? 0) + 28 } }

    /// The pieces of the current page, left to right: a chevron back, the actions, a
    /// chevron on.
    private var shown: [UIButton] {
        let range = pages.indices.contains(page) ? pages[page] : 0..<buttons.count
        return (page > 0 ? [previousPage] : []) + Array(buttons[range]) + (page < pages.count - 1 ? [nextPage] : [])
    }

    private func width(of button: UIButton) -> CGFloat {
        guard let index = buttons.firstIndex(of: button) else { return Self.chevronWidth }
        return widths[index]
    }

    override var intrinsicContentSize: CGSize {
        let pieces = shown
        let hairlines = CGFloat(max(pieces.count - 1, 0)) / max(contentScaleFactor, 1)
        return CGSize(width: pieces.reduce(0) { $0 + width(of: $1) } + hairlines, height: Self.height)
    }

    /// Splits the actions into pages no wider than `limit`, each with the chevrons it needs.
    private func paginate(within limit: CGFloat) {
        let widths = widths
        pages = []
        var start = 0
        while start < widths.count {
            let back: CGFloat = start > 0 ? Self.chevronWidth : 0
            // Everything left fits: the last page.
            if back + widths[start...].reduce(0, +) <= limit {
                pages.append(start..<widths.count)
                break
            }
            var end = start
            var used = back + Self.chevronWidth
            while end < widths.count, used + widths[end] <= limit {
                used += widths[end]
                end += 1
            }
            end = max(end, start + 1)
            pages.append(start..<end)
            start = end
        }
        page = min(page, max(pages.count - 1, 0))
    }

    private func turn(by step: Int) {
        guard let window, pages.indices.contains(page + step) else { return }
        page += step
        place(in: window)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let hairline = 1 / max(contentScaleFactor, 1)
        let pieces = shown
        for button in buttons + [previousPage, nextPage] { button.isHidden = !pieces.contains(button) }
        while dividers.count < pieces.count - 1 {
            let divider = UIView()
            divider.backgroundColor = .separator
            addSubview(divider)
            dividers.append(divider)
        }
        var x: CGFloat = 0
        for (index, button) in pieces.enumerated() {
            if index > 0 {
                dividers[index - 1].frame = CGRect(x: x, y: 8, width: hairline, height: bounds.height - 16)
                x += hairline
            }
            button.frame = CGRect(x: x, y: 0, width: width(of: button), height: bounds.height)
            x += width(of: button)
        }
        for (index, divider) in dividers.enumerated() { divider.isHidden = index >= pieces.count - 1 }
    }

    /// Shows the menu in `window` by `target` (window coordinates), above it unless
    /// `below` or there is no room.
    func show(in window: UIWindow, by target: CGRect, below: Bool) {
        self.target = target
        self.below = below
        paginate(within: window.bounds.width - 16)
        place(in: window)
    }

    private func place(in window: UIWindow) {
        let size = intrinsicContentSize
        var origin = CGPoint(x: target.midX - size.width / 2, y: target.minY - size.height - 8)
        if below || origin.y < window.safeAreaInsets.top { origin.y = target.maxY + 8 }
        origin.x = min(max(origin.x, 8), max(window.bounds.width - size.width - 8, 8))
        frame = CGRect(origin: origin, size: size)
        setNeedsLayout()
        window.addSubview(self)
    }
}
