import UIKit

/// A ring filling clockwise from the top with `progress` (0...1), its percentage in the
/// middle. Redrawn whenever the progress changes.
public final class ProgressRingView: UIView {
    private let label = UILabel()

    /// How much of the ring is filled, 0...1.
    public var progress: CGFloat = 0 {
        didSet {
            label.text = "\(Int((progress * 100).rounded(.down)))%"
            setNeedsDisplay()
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        label.font = .boldSystemFont(ofSize: 36)
        label.textColor = .white
        label.textAlignment = .center
        label.text = "0%"
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(label)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }

    public override func draw(_ rect: CGRect) {
        let lineWidth: CGFloat = 16
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - lineWidth
        guard radius > 0 else { return }
        let track = UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        track.lineWidth = lineWidth
        UIColor(white: 1, alpha: 0.12).setStroke()
        track.stroke()
        let start = -CGFloat.pi / 2
        let arc = UIBezierPath(arcCenter: center, radius: radius, startAngle: start,
                               endAngle: start + 2 * .pi * progress, clockwise: true)
        arc.lineWidth = lineWidth
        arc.lineCapStyle = .round
        UIColor.systemTeal.setStroke()
        arc.stroke()
    }
}
