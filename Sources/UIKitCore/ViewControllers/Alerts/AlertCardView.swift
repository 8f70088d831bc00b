import Foundation

/// One card of an alert: the header's labels, the text fields, then the buttons with
/// hairlines between them.
@MainActor
final class AlertCardView: UIView {
    private let header: [UILabel]
    private let fields: [UITextField]
    private let rowHeight: CGFloat
    private let sideBySide: Bool
    private var buttons: [UIView] = []
    private var separators: [UIView] = []
    private var fieldBoxes: [UIView] = []

    init(header: [UILabel], fields: [UITextField], rowHeight: CGFloat, sideBySide: Bool) {
        self.header = header
        self.fields = fields
        self.rowHeight = rowHeight
        self.sideBySide = sideBySide
        super.init(frame: .zero)
        for label in header { addSubview(label) }
        for field in fields {
            // iOS draws each field in a rounded box with a hairline border.
            let box = UIView()
            box.backgroundColor = .systemBackground
            box.layer.cornerRadius = 6
            box.layer.borderWidth = 0.5
            box.layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
            box.addSubview(field)
            addSubview(box)
            fieldBoxes.append(box)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("AlertCardView is made by its alert")
    }

    func add(_ button: UIView) {
        let separator = UIView()
        separator.backgroundColor = .separator
        separator.isUserInteractionEnabled = false
        separators.append(separator)
        addSubview(separator)
        buttons.append(button)
        addSubview(button)
    }

    private var hasHeader: Bool { !header.isEmpty || !fields.isEmpty }

    /// The heights of the header part (labels and fields, with their padding) at `width`.
    private func headerHeight(forWidth width: CGFloat) -> CGFloat {
        guard hasHeader else { return 0 }
        let textWidth = width - 32
        var height: CGFloat = header.isEmpty ? 4 : 19
        for (index, label) in header.enumerated() {
            if index > 0 { height += 4 }
            height += label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
        }
        if !fields.isEmpty { height += 16 + CGFloat(fields.count) * 28 + CGFloat(fields.count - 1) * 8 }
        return height + (header.isEmpty ? 16 : 19)
    }

    private var rowCount: Int { sideBySide ? 1 : buttons.count }

    func height(forWidth width: CGFloat) -> CGFloat {
        headerHeight(forWidth: width) + CGFloat(rowCount) * rowHeight
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let pixel = 1 / max(contentScaleFactor, 1)
        var y: CGFloat = header.isEmpty ? 4 : 19
        for (index, label) in header.enumerated() {
            if index > 0 { y += 4 }
            let height = label.sizeThatFits(CGSize(width: width - 32, height: .greatestFiniteMagnitude)).height
            label.frame = CGRect(x: 16, y: y, width: width - 32, height: height)
            y += height
        }
        if !fields.isEmpty { y += 16 }
        for (box, field) in zip(fieldBoxes, fields) {
            box.frame = CGRect(x: 16, y: y, width: width - 32, height: 28)
            field.frame = box.bounds.insetBy(dx: 6, dy: 0)
            y += 36
        }
        y = headerHeight(forWidth: width)
        if sideBySide {
            let half = (width / 2).rounded()
            for (index, button) in buttons.enumerated() {
                button.frame = CGRect(x: CGFloat(index) * half, y: y, width: index == 0 ? half : width - half, height: rowHeight)
            }
            separators.first?.frame = CGRect(x: 0, y: y, width: width, height: pixel)
            separators.last?.frame = CGRect(x: half, y: y, width: pixel, height: rowHeight)
        } else {
            for (button, separator) in zip(buttons, separators) {
                button.frame = CGRect(x: 0, y: y, width: width, height: rowHeight)
                separator.frame = CGRect(x: 0, y: y, width: width, height: pixel)
                separator.isHidden = y == 0
                y += rowHeight
            }
        }
    }
}
