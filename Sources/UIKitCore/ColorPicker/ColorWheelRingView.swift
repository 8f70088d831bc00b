import Foundation

/// The colour wheel ring of a `UIColorWell`: hues all around, drawn as short arcs.
@MainActor
final class ColorWheelRingView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let side = min(bounds.width, bounds.height)
        let width = side * 3 / 28
        let radius = side / 2 - width / 2
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let steps = 90
        context.setLineWidth(width)
        for step in 0..<steps {
            // From the top, clockwise through the hues, as iOS's ring runs.
            let start = -CGFloat.pi / 2 + CGFloat(step) / CGFloat(steps) * 2 * .pi
            let end = start + 2 * .pi / CGFloat(steps) + 0.01
            context.setStrokeColor(UIColor(hue: CGFloat(step) / CGFloat(steps), saturation: 0.9, brightness: 1, alpha: 1).cgColor)
            context.beginPath()
            context.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: false)
            context.strokePath()
        }
    }
}
