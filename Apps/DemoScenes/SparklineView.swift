import UIKit

/// A line chart of pseudo-random samples, drawn in draw(_:).
public final class SparklineView: UIView {
    private let samples: [CGFloat]

    public init(seed: Int) {
        var state = UInt64(seed + 1) &* 6364136223846793005
        samples = (0..<24).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return CGFloat((state >> 33) % 1000) / 1000
        }
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override public func draw(_ rect: CGRect) {
        guard bounds.width > 4, bounds.height > 4 else { return }
        let step = bounds.width / CGFloat(samples.count - 1)
        let points = samples.enumerated().map { index, sample in
            CGPoint(x: CGFloat(index) * step, y: 2 + (1 - sample) * (bounds.height - 4))
        }
        let line = UIBezierPath()
        let area = UIBezierPath()
        area.move(to: CGPoint(x: 0, y: bounds.height))
        for (index, point) in points.enumerated() {
            if index == 0 { line.move(to: point) } else { line.addLine(to: point) }
            area.addLine(to: point)
        }
        area.addLine(to: CGPoint(x: bounds.width, y: bounds.height))
        area.close()
        UIColor.systemTeal.withAlphaComponent(0.25).setFill()
        area.fill()
        line.lineWidth = 2
        line.lineJoinStyle = .round
        UIColor.systemTeal.setStroke()
        line.stroke()
    }
}
