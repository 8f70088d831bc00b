import Foundation

/// The white knob of switches and sliders (and the pill of segmented controls): a disc with the soft shadow iOS draws under
/// it. Layers have no shadows in Vitrine, so the shadow is painted as rings of
/// decreasing alpha below the disc, inside the view's margin.
final class ControlThumbView: UIView {
    /// Points around the disc kept for its shadow.
    static let shadowMargin: CGFloat = 3

    /// The disc's corner radius; nil for round ends (a disc, or a capsule when stretched).
    var cornerRadius: CGFloat? {
        didSet { if cornerRadius != oldValue { setNeedsDisplay() } }
    }

    var fillColor: UIColor = .white {
        didSet { if fillColor != oldValue { setNeedsDisplay() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { nil }

    /// The frame that shows a disc (or, stretched, a capsule) of `disc`.
    static func frame(forDisc disc: CGRect) -> CGRect {
        disc.insetBy(dx: -shadowMargin, dy: -shadowMargin)
    }

    override func draw(_ rect: CGRect) {
        let disc = bounds.insetBy(dx: Self.shadowMargin, dy: Self.shadowMargin)
        let radius = cornerRadius ?? min(disc.width, disc.height) / 2
        for step in 0..<3 {
            let spread = CGFloat(3 - step)
            let shadow = disc.insetBy(dx: -spread * 0.8, dy: -spread * 0.8).offsetBy(dx: 0, dy: 1.5)
            UIColor(white: 0, alpha: 0.035).setFill()
            UIBezierPath(roundedRect: shadow, cornerRadius: radius + spread * 0.8).fill()
        }
        UIColor(white: 0, alpha: 0.06).setFill()
        UIBezierPath(roundedRect: disc.insetBy(dx: -0.5, dy: -0.5), cornerRadius: radius + 0.5).fill()
        fillColor.setFill()
        UIBezierPath(roundedRect: disc, cornerRadius: radius).fill()
    }
}
