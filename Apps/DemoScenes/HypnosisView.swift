import UIKit

/// The concentric circles of the seeds' "Hypnosis" example: one path of circles,
/// each started with move(to:) so the pen lifts between them.
public final class HypnosisView: UIView {
    public var circleColor: UIColor = .lightGray {
        didSet { setNeedsDisplay() }
    }

    override public init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override public func draw(_ rect: CGRect) {
        let bounds = self.bounds
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        // The outermost circle circumscribes the view.
        let maxRadius = hypot(bounds.width, bounds.height) / 2
        let path = UIBezierPath()
        var radius = maxRadius
        while radius > 0 {
            path.move(to: CGPoint(x: center.x + radius, y: center.y))
            path.addArc(withCenter: center, radius: radius, startAngle: 0, endAngle: .pi * 2, clockwise: true)
            radius -= 20
        }
        path.lineWidth = 10
        circleColor.setStroke()
        path.stroke()
    }
}
