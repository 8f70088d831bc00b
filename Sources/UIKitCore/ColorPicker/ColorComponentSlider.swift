import Foundation

/// A slider of the colour picker (the Sliders tab's red, green and blue, and the opacity
/// slider): a capsule filled with a gradient from the colour at 0 to the colour at 1 (over
/// a checkerboard for opacity) and a ring thumb filled with the current colour. Dragging
/// sends `.valueChanged`; the touch ending sends `.touchUpInside` or `.touchUpOutside`.
@MainActor
final class ColorComponentSlider: UIControl {
    static let height: CGFloat = 36
    private static let thumbInset: CGFloat = 3

    private let checkerboard = CheckerboardView()
    private let track = UIView()
    private let gradient = CAGradientLayer()
    private let thumb = UIView()

    /// The value, 0 to 1.
    var value: CGFloat = 0 {
        didSet {
            if !value.isFinite { value = oldValue }
            value = min(max(value, 0), 1)
            setNeedsLayout()
        }
    }

    /// Draws a checkerboard under the gradient, for colours that are not opaque.
    var showsCheckerboard = false { didSet { checkerboard.isHidden = !showsCheckerboard } }

    /// The track's colours at 0 and 1, and the thumb's.
    func setColors(from start: UIColor, to end: UIColor, thumb color: UIColor) {
        gradient.colors = [start.cgColor, end.cgColor]
        thumb.backgroundColor = color
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        for part in [checkerboard, track, thumb] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        checkerboard.isHidden = true
        checkerboard.clipsToBounds = true
        track.clipsToBounds = true
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        track.layer.addSublayer(gradient)
        thumb.layer.borderWidth = 3
        thumb.layer.borderColor = UIColor.white.cgColor
        thumb.layer.shadowColor = UIColor.black.cgColor
        thumb.layer.shadowOpacity = 0.25
        thumb.layer.shadowRadius = 3
        thumb.layer.shadowOffset = CGSize(width: 0, height: 1)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }

    /// The thumb's diameter: the capsule's height less a small inset.
    private var thumbSide: CGFloat { max(bounds.height - 2 * Self.thumbInset, 0) }

    override func layoutSubviews() {
        super.layoutSubviews()
        checkerboard.frame = bounds
        checkerboard.layer.cornerRadius = bounds.height / 2
        track.frame = bounds
        track.layer.cornerRadius = bounds.height / 2
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        gradient.frame = track.bounds
        CATransaction.commit()
        let side = thumbSide
        let travel = max(bounds.width - 2 * Self.thumbInset - side, 0)
        thumb.frame = CGRect(x: Self.thumbInset + travel * value, y: Self.thumbInset, width: side, height: side)
        thumb.layer.cornerRadius = side / 2
    }

    // MARK: Tracking

    private func value(at point: CGPoint) -> CGFloat {
        let travel = bounds.width - 2 * Self.thumbInset - thumbSide
        guard travel > 0 else { return value }
        return min(max((point.x - Self.thumbInset - thumbSide / 2) / travel, 0), 1)
    }

    // A touch anywhere on the capsule moves the thumb there, as iOS's picker sliders do.
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        move(to: value(at: touch.location(in: self)), with: event)
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        move(to: value(at: touch.location(in: self)), with: event)
        return true
    }

    private func move(to newValue: CGFloat, with event: UIEvent?) {
        guard newValue != value else { return }
        value = newValue
        sendActions(for: .valueChanged, with: event)
    }

    // A drag that starts on the slider moves the thumb, not the sheet.
    override func defaultActionPrevents(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard isTracking else { return false }
        return gestureRecognizer is UIPanGestureRecognizer || gestureRecognizer is UISwipeGestureRecognizer
    }
}

/// Grey and white squares, which show through a colour that is not opaque.
@MainActor
private final class CheckerboardView: UIView {
    private static let square: CGFloat = 6

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor(white: 0.8, alpha: 1).cgColor)
        let columns = Int((bounds.width / Self.square).rounded(.up)), rows = Int((bounds.height / Self.square).rounded(.up))
        for row in 0..<rows {
            for column in 0..<columns where (row + column) % 2 == 0 {
                context.fill(CGRect(x: CGFloat(column) * Self.square, y: CGFloat(row) * Self.square,
                                    width: Self.square, height: Self.square))
            }
        }
    }
}
