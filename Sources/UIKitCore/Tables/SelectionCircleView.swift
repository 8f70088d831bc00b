import Foundation

/// The circle a row shows while editing with multiple selection (a table's
/// `allowsMultipleSelectionDuringEditing`, a list cell's `.multiselect()` accessory): an
/// empty grey ring, or when selected a disc in the tint colour with a white checkmark, as
/// iOS 17 draws them (22 points across).
final class SelectionCircleView: UIView {
    static let diameter: CGFloat = 22

    var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsDisplay() } }
    }

    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: Self.diameter, height: Self.diameter))
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { nil }

    override func tintColorDidChange() {
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let side = min(bounds.width, bounds.height)
        let circle = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        guard isSelected else {
            let ring = UIBezierPath(ovalIn: circle.insetBy(dx: 0.75, dy: 0.75))
            ring.lineWidth = 1.5
            UIColor.systemGray3.setStroke()
            ring.stroke()
            return
        }
        tintColor.setFill()
        UIBezierPath(ovalIn: circle).fill()
        // The checkmark: a short stroke down to the lower left third, a long one up to the right.
        let check = UIBezierPath()
        check.move(to: CGPoint(x: circle.minX + side * 0.28, y: circle.minY + side * 0.52))
        check.addLine(to: CGPoint(x: circle.minX + side * 0.44, y: circle.minY + side * 0.68))
        check.addLine(to: CGPoint(x: circle.minX + side * 0.73, y: circle.minY + side * 0.35))
        check.lineWidth = side * 0.09
        check.lineCapStyle = .round
        check.lineJoinStyle = .round
        UIColor.white.setStroke()
        check.stroke()
    }
}
