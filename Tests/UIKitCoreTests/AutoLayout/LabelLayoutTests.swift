import Testing
@testable import UIKitCore

/// Labels under Auto Layout and labels given attributed text.
@MainActor
@Suite(.serialized)
struct LabelLayoutTests {
    private let text = "A label with many words that cannot fit on one line of a narrow screen, so it wraps"

    // UILabel.preferredMaxLayoutWidth: "the label uses the width of the label's frame as the
    // maximum width" when 0 with several lines: a label pinned to both sides wraps at the
    // width it gets and grows in height, in one layoutIfNeeded().
    @Test func aMultiLineLabelWrapsAtItsWidthAndGrows() throws {
        let (_, window) = try ControlScene.make(width: 320, height: 480)
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let label = UILabel()
        label.numberOfLines = 0
        label.text = text
        label.translatesAutoresizingMaskIntoConstraints = false
        let below = UIView()
        below.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        container.addSubview(below)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            below.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        let wrapped = label.sizeThatFits(CGSize(width: 280, height: 0))
        #expect(label.frame.width == 280)
        #expect(label.frame.height == wrapped.height && wrapped.height > 2 * label.font.lineHeight)
        #expect(below.frame.minY == label.frame.maxY + 8)
        #expect(label.preferredMaxLayoutWidth == 0, "the app's value stays")
        // A narrower container wraps again, taller.
        container.frame.size.width = 200
        container.layoutIfNeeded()
        #expect(label.frame.width == 160 && label.frame.height == label.sizeThatFits(CGSize(width: 160, height: 0)).height)
        // New text is measured again at the width.
        label.text = "Short"
        container.layoutIfNeeded()
        #expect(label.frame.height == label.font.lineHeight.rounded(.up))
    }

    // systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:) gives
    // a cell with such a label the height of the wrapped text.
    @Test func fittingWrapsMultiLineLabelsAtTheFittedWidth() {
        let cell = UIView()
        let label = UILabel()
        label.numberOfLines = 0
        label.text = text
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 11),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -11),
        ])
        let size = cell.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size.width == 300)
        #expect(size.height == label.sizeThatFits(CGSize(width: 268, height: 0)).height + 22)
    }

    // UILabel: the label's font, textColor and textAlignment follow the attributed text's
    // first character (so plain text set afterwards keeps that look, as a calculator's
    // `button.titleLabel?.text = "C"` does on iOS).
    @Test func aLabelTakesTheLookOfItsAttributedTextsFirstCharacter() {
        let label = UILabel()
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        label.attributedText = NSAttributedString(string: "AC", attributes: [
            .font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor.white, .paragraphStyle: style,
        ])
        #expect(label.font == UIFont.systemFont(ofSize: 30) && label.textColor == .white && label.textAlignment == .center)
        label.text = "C"
        #expect(label.font.pointSize == 30 && label.textColor == .white)

        let button = UIButton(type: .system)
        button.setAttributedTitle(NSAttributedString(string: "AC", attributes: [
            .font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor.white,
        ]), for: .normal)
        button.layoutIfNeeded()
        button.titleLabel?.text = "C"
        #expect(button.titleLabel?.font.pointSize == 30 && button.titleLabel?.textColor == .white)
    }
}
