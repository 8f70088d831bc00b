import UIKit

/// The pickers: a two-wheel `UIPickerView` (a coffee order), and `UIDatePicker` in its
/// wheels, inline and compact styles, each in a titled card with a line saying what is
/// picked. Cards go in columns, each into the shortest one (the compact picker lands
/// under the picker view, with room below for its panel);
/// `addSection(title:content:size:status:)` adds one.
public final class PickersPage: UIView, UIPickerViewDataSource, UIPickerViewDelegate {
    public let orderPicker = UIPickerView()
    public let wheelsDatePicker = UIDatePicker()
    public let inlineDatePicker = UIDatePicker()
    public let compactDatePicker = UIDatePicker()

    private static let drinks = ["Espresso", "Latte", "Cappuccino", "Flat White", "Mocha", "Americano", "Cortado"]
    private static let sizes = ["Small", "Medium", "Large"]
    private let scrollView = UIScrollView()
    private var sections: [(card: PickersPageCard, size: CGSize)] = []
    private let orderLabel = UILabel()
    private let wheelsLabel = UILabel()
    private let inlineLabel = UILabel()
    private let compactLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGroupedBackground
        scrollView.alwaysBounceVertical = true
        addSubview(scrollView)

        orderPicker.dataSource = self
        orderPicker.delegate = self
        orderPicker.selectRow(1, inComponent: 0, animated: false)
        orderPicker.selectRow(1, inComponent: 1, animated: false)
        addSection(title: "UIPickerView", content: orderPicker, size: CGSize(width: 320, height: 216), status: orderLabel)

        wheelsDatePicker.preferredDatePickerStyle = .wheels
        wheelsDatePicker.datePickerMode = .date
        addSection(title: "UIDatePicker, wheels", content: wheelsDatePicker, size: CGSize(width: 320, height: 216),
                   status: wheelsLabel)

        inlineDatePicker.preferredDatePickerStyle = .inline
        inlineDatePicker.datePickerMode = .dateAndTime
        addSection(title: "UIDatePicker, inline", content: inlineDatePicker, size: inlineDatePicker.intrinsicContentSize,
                   status: inlineLabel)

        compactDatePicker.preferredDatePickerStyle = .compact
        compactDatePicker.datePickerMode = .dateAndTime
        compactDatePicker.minuteInterval = 5
        addSection(title: "UIDatePicker, compact", content: compactDatePicker, size: CGSize(width: 320, height: 44),
                   status: compactLabel)

        for picker in [wheelsDatePicker, inlineDatePicker, compactDatePicker] {
            picker.addAction(UIAction { [unowned self] _ in updateLabels() }, for: .valueChanged)
        }
        updateLabels()
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    /// Adds a card titled `title` showing `content` at `size`, with `status` (a line saying
    /// what is picked) below it when given.
    public func addSection(title: String, content: UIView, size: CGSize, status: UILabel? = nil) {
        let card = PickersPageCard(title: title, content: content, contentSize: size, status: status)
        scrollView.addSubview(card)
        sections.append((card, card.size))
        setNeedsLayout()
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        scrollView.frame = bounds
        let margin: CGFloat = 24
        let columnWidth = sections.map { $0.size.width }.max() ?? 0
        let count = max(1, Int((bounds.width - margin) / (columnWidth + margin)))
        var heights = Array(repeating: margin, count: count)
        for (card, size) in sections {
            let column = heights.indices.min { heights[$0] < heights[$1] } ?? 0
            card.frame = CGRect(origin: CGPoint(x: margin + CGFloat(column) * (columnWidth + margin), y: heights[column]), size: size)
            heights[column] += size.height + margin
        }
        scrollView.contentSize = CGSize(width: bounds.width, height: heights.max() ?? 0)
    }

    private func updateLabels() {
        orderLabel.text = "\(Self.drinks[orderPicker.selectedRow(inComponent: 0)]), "
            + Self.sizes[orderPicker.selectedRow(inComponent: 1)].lowercased()
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        wheelsLabel.text = "date: " + formatter.string(from: wheelsDatePicker.date)
        inlineLabel.text = "date: " + formatter.string(from: inlineDatePicker.date)
        compactLabel.text = "date: " + formatter.string(from: compactDatePicker.date)
    }

    // MARK: The coffee order

    public func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

    public func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? Self.drinks.count : Self.sizes.count
    }

    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? Self.drinks[row] : Self.sizes[row]
    }

    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        component == 0 ? 170 : 120
    }

    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        updateLabels()
    }
}

/// A section of the pickers page: a caption, a rounded card holding the control, and a
/// status line.
final class PickersPageCard: UIView {
    private let caption = UILabel()
    private let card = UIView()
    private let content: UIView
    private let contentSize: CGSize
    private let status: UILabel?

    init(title: String, content: UIView, contentSize: CGSize, status: UILabel?) {
        self.content = content
        self.contentSize = contentSize
        self.status = status
        super.init(frame: .zero)
        caption.text = title.uppercased()
        caption.font = .systemFont(ofSize: 13)
        caption.textColor = .secondaryLabel
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 10
        card.addSubview(content)
        addSubview(caption)
        addSubview(card)
        if let status {
            status.font = .systemFont(ofSize: 15)
            status.textColor = .secondaryLabel
            addSubview(status)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    /// The caption, the card with 8 points around the content, and the status line.
    var size: CGSize {
        CGSize(width: contentSize.width + 16, height: 24 + contentSize.height + 16 + (status == nil ? 0 : 26))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        caption.frame = CGRect(x: 16, y: 0, width: bounds.width - 16, height: 18)
        card.frame = CGRect(x: 0, y: 24, width: bounds.width, height: contentSize.height + 16)
        content.frame = CGRect(x: 8, y: 8, width: contentSize.width, height: contentSize.height)
        status?.frame = CGRect(x: 16, y: card.frame.maxY + 6, width: bounds.width - 16, height: 20)
    }
}
