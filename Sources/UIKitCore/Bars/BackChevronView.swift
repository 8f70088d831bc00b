import Foundation

/// The back button's chevron, drawn as iOS draws it: a 3-point stroke with round ends,
/// in the tint colour.
@MainActor
final class BackChevronView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func tintColorDidChange() {
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: bounds.width - 2, y: 1.5))
        path.addLine(to: CGPoint(x: 2.5, y: bounds.height / 2))
        path.addLine(to: CGPoint(x: bounds.width - 2, y: bounds.height - 1.5))
        path.lineWidth = 3
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        tintColor.setStroke()
        path.stroke()
    }
}
