import UIKit

/// Page 6: a long list in a scroll view, as an iOS app builds one without a table view:
/// rows in a stack view placed with the scroll view's content layout guide (its size is
/// the content size), a drag with the rubber band, a fling that decelerates, indicators.
public final class ListPage: UIView {
    /// The scroll view the tour flings.
    public let scrollView = UIScrollView()
    /// How many rows the list has.
    public static let rowCount = 120

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGroupedBackground
        scrollView.alwaysBounceVertical = true

        let card = UIStackView(arrangedSubviews: (0..<Self.rowCount).map { ListRow(index: $0) })
        card.axis = .vertical
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 10
        card.clipsToBounds = true

        for (view, superview) in [(scrollView, self as UIView), (card, scrollView)] {
            view.translatesAutoresizingMaskIntoConstraints = false
            superview.addSubview(view)
        }
        let content = scrollView.contentLayoutGuide, visible = scrollView.frameLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: bottomAnchor),
            card.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
            card.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
            card.centerXAnchor.constraint(equalTo: visible.centerXAnchor),
            card.widthAnchor.constraint(equalTo: visible.widthAnchor, constant: -40),
            content.widthAnchor.constraint(equalTo: visible.widthAnchor),
        ])
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }
}

/// A row of the list: an order number, what was ordered beneath it, and a price.
private final class ListRow: UIView {
    init(index: Int) {
        super.init(frame: .zero)
        let title = UILabel()
        title.text = "Order \(1001 + index)"
        title.font = .systemFont(ofSize: 17)
        title.textColor = .label
        let detail = UILabel()
        let items = 1 + index % 4
        detail.text = "\(items) \(items == 1 ? "item" : "items") · table \(1 + index % 12)"
        detail.font = .systemFont(ofSize: 15)
        detail.textColor = .secondaryLabel
        let price = UILabel()
        price.text = String(format: "%.2f €", 4.5 + Double(index * 37 % 50) / 2)
        price.font = .systemFont(ofSize: 17)
        price.textColor = .secondaryLabel
        let separator = UIView()
        separator.backgroundColor = .separator
        separator.isHidden = index == ListPage.rowCount - 1
        for view in [title, detail, price, separator] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            heightAnchor.constraint(equalToConstant: 64),
            title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            title.topAnchor.constraint(equalTo: topAnchor, constant: 11),
            detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 2),
            price.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            price.centerYAnchor.constraint(equalTo: centerYAnchor),
            separator.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            separator.trailingAnchor.constraint(equalTo: trailingAnchor),
            separator.bottomAnchor.constraint(equalTo: bottomAnchor),
            separator.heightAnchor.constraint(equalToConstant: 0.5),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
