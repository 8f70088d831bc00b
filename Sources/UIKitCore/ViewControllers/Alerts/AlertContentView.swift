import Foundation

/// What an alert controller shows, laid out as iOS 17 does: an alert's 270-point card
/// (title, message, text fields, then buttons side by side when there are two, stacked
/// otherwise, cancel left or last), or an action sheet's cards (header and actions, then
/// the cancel action in its own card; no cancel card in a popover).
@MainActor
final class AlertContentView: UIView {
    /// The cards' colour: iOS's alert material as a flat translucent colour.
    static let cardColor = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 44 / 255, green: 44 / 255, blue: 46 / 255, alpha: 0.97)
            : UIColor(red: 242 / 255, green: 242 / 255, blue: 242 / 255, alpha: 0.97)
    }
    /// A touched button's background.
    static let highlightColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.1) : UIColor(white: 0, alpha: 0.1)
    }
    static let alertWidth: CGFloat = 270
    static let cornerRadius: CGFloat = 14

    private unowned let controller: UIAlertController
    private var cards: [UIView] = []
    /// Whether the action sheet is shown in a popover (no cancel card).
    var inPopover = false { didSet { if inPopover != oldValue { rebuild() } } }

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: .zero)
        backgroundColor = .clear
        rebuild()
    }

    required init?(coder: NSCoder) {
        fatalError("AlertContentView is made by its alert")
    }

    private var isAlert: Bool { controller.preferredStyle == .alert }

    /// The action drawn semibold: the preferred one, else (on an alert, or a sheet's
    /// cancel card) the cancel action.
    private func isBold(_ action: UIAlertAction) -> Bool {
        if let preferred = controller.preferredAction { return preferred === action }
        return action.style == .cancel
    }

    /// The actions in display order: the cancel action left of two, last when stacked.
    private var orderedActions: [UIAlertAction] {
        let cancel = controller.actions.filter { $0.style == .cancel }
        let others = controller.actions.filter { $0.style != .cancel }
        if isAlert, controller.actions.count == 2 { return cancel + others }
        return others + cancel
    }

    func rebuild() {
        for card in cards { card.removeFromSuperview() }
        cards = []
        if isAlert {
            cards = [makeCard(header: true, actions: orderedActions, rowHeight: 44, fontSize: 17)]
        } else {
            let cancel = controller.actions.first { $0.style == .cancel }
            let others = controller.actions.filter { $0.style != .cancel }
            let hasHeader = controller.title != nil || controller.message != nil
            if hasHeader || !others.isEmpty || inPopover {
                cards.append(makeCard(header: hasHeader, actions: others, rowHeight: 57, fontSize: 20))
            }
            if let cancel, !inPopover {
                cards.append(makeCard(header: false, actions: [cancel], rowHeight: 57, fontSize: 20))
            }
        }
        for card in cards { addSubview(card) }
        setNeedsLayout()
    }

    private func makeCard(header: Bool, actions: [UIAlertAction], rowHeight: CGFloat, fontSize: CGFloat) -> UIView {
        let card = AlertCardView(header: header ? makeHeader() : [], fields: isAlert ? controller.textFields ?? [] : [],
                                 rowHeight: rowHeight, sideBySide: isAlert && actions.count == 2)
        // In a popover the bubble is the background.
        card.backgroundColor = inPopover ? .clear : Self.cardColor
        card.layer.cornerRadius = Self.cornerRadius
        card.layer.masksToBounds = true
        for action in actions {
            let button = AlertActionButton(action: action, fontSize: fontSize, bold: isBold(action))
            button.addAction(UIAction { [weak controller] _ in controller?.perform(action) }, for: .touchUpInside)
            card.add(button)
        }
        return card
    }

    private func makeHeader() -> [UILabel] {
        var labels: [UILabel] = []
        for (text, isTitle) in [(controller.title, true), (controller.message, false)] {
            guard let text, !text.isEmpty else { continue }
            let label = UILabel()
            label.text = text
            label.numberOfLines = 0
            label.textAlignment = .center
            if isAlert {
                label.font = .systemFont(ofSize: isTitle ? 17 : 13, weight: isTitle ? .semibold : .regular)
                label.textColor = .label
            } else {
                label.font = .systemFont(ofSize: 13, weight: isTitle ? .semibold : .regular)
                label.textColor = .secondaryLabel
            }
            labels.append(label)
        }
        return labels
    }

    /// The size the content takes at `width` (the alert's own, or the sheet's).
    func size(forWidth width: CGFloat) -> CGSize {
        let cardWidth = isAlert ? Self.alertWidth : width
        let heights = cards.compactMap { ($0 as? AlertCardView)?.height(forWidth: cardWidth) }
        let total = heights.reduce(0, +) + CGFloat(max(heights.count - 1, 0)) * 8
        return CGSize(width: cardWidth, height: total)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        var y: CGFloat = 0
        for card in cards {
            let height = (card as? AlertCardView)?.height(forWidth: bounds.width) ?? 0
            card.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
            y += height + 8
        }
    }
}
