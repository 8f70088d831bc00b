import Foundation

/// A popover's bubble: a rounded rectangle with an arrow, filled with the popover's colour,
/// holding the presented view clipped to its rounded corners.
@MainActor
final class PopoverBubbleView: UIView {
    private let clip = UIView()
    private var fill: UIColor = PopoverBubbleView.defaultColor

    /// White in light appearance, the elevated gray of iOS's popovers in dark.
    static let defaultColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 44 / 255, green: 44 / 255, blue: 46 / 255, alpha: 1) : .white
    }

    var arrowDirection: UIPopoverArrowDirection = [] { didSet { setNeedsLayout(); setNeedsDisplay() } }
    var arrowOffset: CGFloat = 0 { didSet { setNeedsDisplay() } }

    func configure(content: UIView, color: UIColor?) {
        fill = color ?? Self.defaultColor
        backgroundColor = .clear
        isOpaque = false
        contentMode = .redraw
        clip.layer.cornerRadius = PopoverLayout.cornerRadius
        clip.layer.masksToBounds = true
        clip.addSubview(content)
        addSubview(clip)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        clip.frame = PopoverLayout.contentRect(in: bounds.size, arrowDirection: arrowDirection)
        clip.subviews.first?.frame = clip.bounds
    }

    override func draw(_ rect: CGRect) {
        let body = PopoverLayout.contentRect(in: bounds.size, arrowDirection: arrowDirection)
        let path = UIBezierPath(roundedRect: body, cornerRadius: PopoverLayout.cornerRadius)
        let half = PopoverLayout.arrowHalfBase
        let arrow = UIBezierPath()
        switch arrowDirection {
        case .up:
            arrow.move(to: CGPoint(x: arrowOffset - half, y: body.minY))
            arrow.addLine(to: CGPoint(x: arrowOffset, y: 0))
            arrow.addLine(to: CGPoint(x: arrowOffset + half, y: body.minY))
        case .down:
            arrow.move(to: CGPoint(x: arrowOffset - half, y: body.maxY))
            arrow.addLine(to: CGPoint(x: arrowOffset, y: bounds.height))
            arrow.addLine(to: CGPoint(x: arrowOffset + half, y: body.maxY))
        case .left:
            arrow.move(to: CGPoint(x: body.minX, y: arrowOffset - half))
            arrow.addLine(to: CGPoint(x: 0, y: arrowOffset))
            arrow.addLine(to: CGPoint(x: body.minX, y: arrowOffset + half))
        case .right:
            arrow.move(to: CGPoint(x: body.maxX, y: arrowOffset - half))
            arrow.addLine(to: CGPoint(x: bounds.width, y: arrowOffset))
            arrow.addLine(to: CGPoint(x: body.maxX, y: arrowOffset + half))
        default:
            break
        }
        arrow.close()
        fill.setFill()
        path.fill()
        arrow.fill()
    }
}
