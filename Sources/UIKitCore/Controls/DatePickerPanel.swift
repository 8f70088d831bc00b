import Foundation

/// The floating panel the compact style opens: a rounded card with a soft shadow holding
/// a calendar or time wheels, placed below the button that opened it (above when there
/// is no room), over the whole window. A tap outside the card closes it. iOS presents it
/// in a window of its own; here it is a view on top of the picker's window.
@MainActor
final class DatePickerPanel: UIView {
    private static let margin: CGFloat = 8
    private static let gap: CGFloat = 8

    let card = UIView()
    /// Catches taps outside the card; a sibling below it, so taps on the card never reach it.
    private let backdrop = UIView()
    let content: UIView
    private let contentSize: CGSize
    private weak var source: UIView?
    var onClose: (() -> Void)?

    init(content: UIView, size: CGSize, source: UIView) {
        self.content = content
        contentSize = size
        self.source = source
        super.init(frame: .zero)
        card.backgroundColor = .tertiarySystemBackground
        card.layer.cornerRadius = 13
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.15
        card.layer.shadowRadius = 20
        card.layer.shadowOffset = CGSize(width: 0, height: 6)
        content.frame = CGRect(origin: .zero, size: size)
        card.addSubview(content)
        backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backdrop.addGestureRecognizer(UITapGestureRecognizer(target: self, action: DatePickerPanel.close))
        addSubview(backdrop)
        addSubview(card)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    /// Shows the panel over `window`, fading in.
    func present(in window: UIWindow) {
        frame = window.bounds
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(self)
        layoutIfNeeded()
        card.alpha = 0
        UIView.animate(withDuration: 0.25) { self.card.alpha = 1 }
    }

    /// Takes the panel away (a tap outside, the picker changing style).
    func close() {
        removeFromSuperview()
        onClose?()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        backdrop.frame = bounds
        let anchor = source.flatMap { $0.window != nil ? $0.convert($0.bounds, to: self) : nil }
            ?? CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
        var y = anchor.maxY + Self.gap
        if y + contentSize.height > bounds.height - Self.margin, anchor.minY - Self.gap - contentSize.height >= Self.margin {
            y = anchor.minY - Self.gap - contentSize.height
        }
        let x = min(max(anchor.minX, Self.margin), max(Self.margin, bounds.width - Self.margin - contentSize.width))
        card.frame = CGRect(origin: CGPoint(x: x.rounded(), y: max(Self.margin, y).rounded()), size: contentSize)
    }
}
