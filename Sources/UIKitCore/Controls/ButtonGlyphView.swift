import Foundation

/// The drawn glyph of the system button types that have no title: `.contactAdd` (a plus
/// in a circle), the info types (an "i" in a circle), `.close` (an "x" on a gray disc),
/// in the tint colour like their iOS counterparts.
final class ButtonGlyphView: UIView {
    enum Kind {
        case contactAdd, info, close
    }

    let kind: Kind

    init(kind: Kind) {
        self.kind = kind
        super.init(frame: CGRect(origin: .zero, size: Self.size(of: kind)))
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { nil }

    static func size(of kind: Kind) -> CGSize {
        kind == .close ? CGSize(width: 30, height: 30) : CGSize(width: 22, height: 22)
    }

    override func tintColorDidChange() {
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let side = min(bounds.width, bounds.height)
        let circle = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        switch kind {
        case .close:
            UIColor.tertiarySystemFill.setFill()
            UIBezierPath(ovalIn: circle).fill()
            let cross = UIBezierPath()
            let arm = side * 0.17
            cross.move(to: CGPoint(x: circle.midX - arm, y: circle.midY - arm))
            cross.addLine(to: CGPoint(x: circle.midX + arm, y: circle.midY + arm))
            cross.move(to: CGPoint(x: circle.midX + arm, y: circle.midY - arm))
            cross.addLine(to: CGPoint(x: circle.midX - arm, y: circle.midY + arm))
            cross.lineWidth = side * 0.09
            cross.lineCapStyle = .round
            UIColor.secondaryLabel.setStroke()
            cross.stroke()
        case .contactAdd, .info:
            tintColor.setStroke()
            let ring = UIBezierPath(ovalIn: circle.insetBy(dx: 0.75, dy: 0.75))
            ring.lineWidth = 1.5
            ring.stroke()
            tintColor.setFill()
            if kind == .contactAdd {
                let arm = side * 0.27, width = side * 0.075
                UIBezierPath(rect: CGRect(x: circle.midX - arm, y: circle.midY - width, width: 2 * arm, height: 2 * width)).fill()
                UIBezierPath(rect: CGRect(x: circle.midX - width, y: circle.midY - arm, width: 2 * width, height: 2 * arm)).fill()
            } else {
                let width = side * 0.12
                UIBezierPath(ovalIn: CGRect(x: circle.midX - width * 0.65, y: circle.minY + side * 0.2,
                                            width: width * 1.3, height: width * 1.3)).fill()
                UIBezierPath(rect: CGRect(x: circle.midX - width / 2, y: circle.minY + side * 0.42,
                                          width: width, height: side * 0.38)).fill()
            }
        }
    }
}
