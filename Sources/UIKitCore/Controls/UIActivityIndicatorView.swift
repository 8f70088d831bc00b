import Foundation

/// The spinning wheel of iOS 17: eight spokes fading around the circle, turning one
/// spoke at a time, a full turn a second.
///
/// The spokes are drawn once; the turn is a discrete Core Animation rotation of their
/// layer, so spinning redraws nothing and damages only the indicator. The rotation is on
/// only while the indicator animates, is visible and is in a window: a stopped, hidden
/// or removed indicator costs no frames at all.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    private static let spinKey = "vitrine.spin"

    /// The indicator's size and default colour. Setting it resizes the indicator.
    open var style: Style = .medium {
        didSet {
            if style != oldValue { styleDidChange() }
        }
    }

    private var storedColor: UIColor?
    private let spokes = ActivitySpokesView()

    /// The spokes' colour. The default is the style's (`secondaryLabel` for `.medium`
    /// and `.large`).
    open var color: UIColor! {
        get { storedColor ?? style.defaultColor }
        set {
            storedColor = newValue
            spokes.color = color
        }
    }

    /// Whether the indicator hides while stopped. The default is true.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// Whether the indicator spins.
    open private(set) var isAnimating = false

    /// A medium indicator with `frame`, stopped and hidden.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpIndicator()
    }

    /// What both initializers do: the spokes, hidden until animating.
    private func setUpIndicator() {
        huggingPriorities = (.defaultHigh, .defaultHigh)
        isUserInteractionEnabled = false
        spokes.color = style.defaultColor
        addSubview(spokes)
        isHidden = true
    }

    /// An indicator made from a storyboard: as `init(frame: .zero)` makes it, stopped and hidden.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpIndicator()
    }

    /// An indicator of `style`, sized to it, stopped and hidden.
    public convenience init(style: Style) {
        let side: CGFloat = style.isLarge ? 37 : 20
        self.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
        // An initializer's own assignment runs no observer.
        self.style = style
        styleDidChange()
    }

    private func styleDidChange() {
        spokes.isLarge = style.isLarge
        if storedColor == nil { spokes.color = style.defaultColor }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Starts spinning and shows the indicator.
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        updateSpin()
    }

    /// Stops spinning and, with `hidesWhenStopped`, hides the indicator.
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        updateSpin()
        if hidesWhenStopped { isHidden = true }
    }

    open override var isHidden: Bool {
        didSet { updateSpin() }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateSpin()
    }

    // The rotation runs only where it shows: an animation asks for a frame every vsync.
    private func updateSpin() {
        let shows = isAnimating && !isHidden && window != nil
        let spins = spokes.layer.animation(forKey: Self.spinKey) != nil
        if shows, !spins {
            let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
            spin.values = (0..<ActivitySpokesView.count).map { CGFloat($0) * 2 * .pi / CGFloat(ActivitySpokesView.count) }
            spin.calculationMode = .discrete
            spin.duration = 1
            spin.repeatCount = .infinity
            spokes.layer.add(spin, forKey: Self.spinKey)
        } else if !shows, spins {
            spokes.layer.removeAnimation(forKey: Self.spinKey)
        }
    }

    open override var intrinsicContentSize: CGSize {
        let side: CGFloat = style.isLarge ? 37 : 20
        return CGSize(width: side, height: side)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let side = intrinsicContentSize.width
        spokes.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        spokes.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }
}

/// The eight spokes, brightest at twelve o'clock and fading anticlockwise, so that the
/// rotation reads as a turn clockwise.
final class ActivitySpokesView: UIView {
    static let count = 8

    var color: UIColor = .secondaryLabel {
        didSet { if color != oldValue { setNeedsDisplay() } }
    }

    var isLarge = false {
        didSet { if isLarge != oldValue { setNeedsDisplay() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2
        let width = isLarge ? 3.5 : 2.0
        for index in 0..<Self.count {
            let angle = -CGFloat.pi / 2 - CGFloat(index) * 2 * .pi / CGFloat(Self.count)
            let spoke = UIBezierPath()
            let inner = radius * 0.48, outer = radius - width / 2
            spoke.move(to: CGPoint(x: center.x + inner * cos(angle), y: center.y + inner * sin(angle)))
            spoke.addLine(to: CGPoint(x: center.x + outer * cos(angle), y: center.y + outer * sin(angle)))
            spoke.lineWidth = width
            spoke.lineCapStyle = .round
            color.withAlphaComponent(color.cgColor.alpha * (1 - 0.85 * CGFloat(index) / CGFloat(Self.count - 1))).setStroke()
            spoke.stroke()
        }
    }
}
