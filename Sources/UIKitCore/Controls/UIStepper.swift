import Foundation

/// A stepper as on iOS 17: a 94 by 32 point rounded gray pill split into "−" and "+".
/// A touch on a side steps the value at once; held, it repeats after half a second, ten
/// times a second (on the display's clock). A side that cannot step further (at the
/// minimum or maximum, without `wraps`) is dimmed and takes no touch.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    static let size = CGSize(width: 94, height: 32)
    private static let repeatDelay: TimeInterval = 0.5
    private static let repeatInterval: TimeInterval = 0.1

    private enum Side { case decrement, increment }

    private let background = UIImageView()
    private let divider = UIImageView()
    private let pressedOverlay = UIView()
    private let minus = StepperGlyphView(isPlus: false)
    private let plus = StepperGlyphView(isPlus: true)
    private let decrementImageView = UIImageView()
    private let incrementImageView = UIImageView()
    private var images: [String: [UIControl.State: UIImage]] = [:]
    private var pressedSide: Side?
    private var storedValue: Double = 0
    private var valueAtTouchDown: Double = 0

    /// The value, within `minimumValue...maximumValue`. NaN and infinity are refused with
    /// a log line.
    open var value: Double {
        get { storedValue }
        set {
            guard newValue.isFinite else {
                Self.logger.error("UIStepper.value = \(newValue) ignored: the value must be a finite number")
                return
            }
            storedValue = min(max(newValue, minimumValue), maximumValue)
            updateAppearance()
        }
    }

    /// The lowest value. The default is 0. It must be below `maximumValue`.
    open var minimumValue: Double = 0 {
        didSet { checkRange(\.minimumValue, oldValue) }
    }

    /// The highest value. The default is 100. It must be above `minimumValue`.
    open var maximumValue: Double = 100 {
        didSet { checkRange(\.maximumValue, oldValue) }
    }

    /// How much a step changes the value. The default is 1; it must be more than 0.
    open var stepValue: Double = 1 {
        didSet {
            if !(stepValue > 0) || !stepValue.isFinite {
                Self.logger.error("UIStepper.stepValue = \(stepValue) ignored: it must be a positive number")
                stepValue = oldValue
            }
        }
    }

    /// Whether stepping past one end goes on from the other. The default is false.
    open var wraps = false {
        didSet { updateAppearance() }
    }

    /// Whether holding a side repeats it. The default is true.
    open var autorepeat = true

    /// Whether `.valueChanged` is sent at each step (true, the default) or once when the
    /// finger lifts.
    open var isContinuous = true

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        setUpStepper()
    }

    /// What both initializers do: the background, the divider and the two signs.
    private func setUpStepper() {
        huggingPriorities = (.defaultHigh, .defaultHigh)
        background.backgroundColor = .tertiarySystemFill
        background.layer.cornerRadius = 8
        background.clipsToBounds = true
        pressedOverlay.backgroundColor = .tertiarySystemFill
        pressedOverlay.isHidden = true
        divider.backgroundColor = .opaqueSeparator
        for part in [background, pressedOverlay, divider, minus, plus, decrementImageView, incrementImageView] as [UIView] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        decrementImageView.contentMode = .center
        incrementImageView.contentMode = .center
        updateAppearance()
    }

    /// A stepper made from a storyboard: as `init(frame: .zero)` makes it, at 0, at its fixed size.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = Self.size
        setUpStepper()
    }

    open override var intrinsicContentSize: CGSize { Self.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    open override var frame: CGRect {
        get { super.frame }
        // iOS keeps a stepper at its own size.
        set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
    }

    // Apple raises for a minimum not below the maximum; Vitrine keeps the old bound and logs.
    private func checkRange(_ bound: ReferenceWritableKeyPath<UIStepper, Double>, _ oldValue: Double) {
        guard self[keyPath: bound].isFinite, minimumValue < maximumValue else {
            Self.logger.error("UIStepper: minimumValue \(minimumValue) must be below maximumValue \(maximumValue); kept \(oldValue)")
            self[keyPath: bound] = oldValue
            return
        }
        storedValue = min(max(storedValue, minimumValue), maximumValue)
        updateAppearance()
    }

    // MARK: Images

    private func setImage(_ image: UIImage?, kind: String, for state: UIControl.State) {
        images[kind, default: [:]][state] = image
        updateAppearance()
    }

    private func image(kind: String, for state: UIControl.State) -> UIImage? {
        images[kind]?[state] ?? images[kind]?[.normal]
    }

    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) { setImage(image, kind: "increment", for: state) }
    open func incrementImage(for state: UIControl.State) -> UIImage? { image(kind: "increment", for: state) }
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) { setImage(image, kind: "decrement", for: state) }
    open func decrementImage(for state: UIControl.State) -> UIImage? { image(kind: "decrement", for: state) }
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { setImage(image, kind: "background", for: state) }
    open func backgroundImage(for state: UIControl.State) -> UIImage? { image(kind: "background", for: state) }

    /// Sets the divider shown between the sides in the given combination of their states.
    open func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State,
                              rightSegmentState rightState: UIControl.State) {
        setImage(image, kind: "divider-\(leftState.rawValue)", for: rightState)
    }

    open func dividerImage(forLeftSegmentState state: UIControl.State, rightSegmentState state2: UIControl.State) -> UIImage? {
        image(kind: "divider-\(state.rawValue)", for: state2)
    }

    // MARK: Appearance

    private func canStep(_ side: Side) -> Bool {
        wraps || (side == .increment ? storedValue < maximumValue : storedValue > minimumValue)
    }

    private func updateAppearance() {
        let enabled = isEnabled
        minus.isDimmed = !enabled || !canStep(.decrement)
        plus.isDimmed = !enabled || !canStep(.increment)
        let state = state
        background.image = backgroundImage(for: state)
        decrementImageView.image = decrementImage(for: state)
        incrementImageView.image = incrementImage(for: state)
        divider.image = dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal)
        minus.isHidden = decrementImageView.image != nil
        plus.isHidden = incrementImageView.image != nil
        pressedOverlay.isHidden = pressedSide == nil
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let half = bounds.width / 2
        background.frame = bounds
        divider.frame = CGRect(x: half - 0.5, y: 8, width: 1, height: bounds.height - 16)
        let left = CGRect(x: 0, y: 0, width: half, height: bounds.height)
        let right = CGRect(x: half, y: 0, width: half, height: bounds.height)
        minus.frame = left
        plus.frame = right
        decrementImageView.frame = left
        incrementImageView.frame = right
        pressedOverlay.frame = pressedSide == .increment ? right : left
        pressedOverlay.layer.cornerRadius = 8
    }

    override func stateDidChange() {
        updateAppearance()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateAppearance()
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let side: Side = touch.location(in: self).x < bounds.midX ? .decrement : .increment
        guard canStep(side) else { return false }
        valueAtTouchDown = storedValue
        pressedSide = side
        step(side, event: event)
        if autorepeat { scheduleRepeat(after: Self.repeatDelay) }
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        // A finger that leaves the stepper stops the repeat, as on iOS.
        guard bounds.contains(touch.location(in: self)) else {
            stopTracking(event: event)
            return false
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        stopTracking(event: event)
    }

    open override func cancelTracking(with event: UIEvent?) {
        stopTracking(event: event)
    }

    private func stopTracking(event: UIEvent?) {
        GestureTimers.cancel(owner: self)
        pressedSide = nil
        updateAppearance()
        if !isContinuous, storedValue != valueAtTouchDown {
            sendActions(for: [.valueChanged, .primaryActionTriggered], with: event)
        }
    }

    private func scheduleRepeat(after delay: TimeInterval) {
        GestureTimers.schedule(after: delay, owner: self) { [weak self] in
            guard let self, let side = pressedSide, canStep(side) else { return }
            step(side, event: nil)
            scheduleRepeat(after: Self.repeatInterval)
        }
    }

    private func step(_ side: Side, event: UIEvent?) {
        var next = storedValue + (side == .increment ? stepValue : -stepValue)
        if next > maximumValue { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps ? maximumValue : minimumValue }
        storedValue = next
        updateAppearance()
        if isContinuous { sendActions(for: [.valueChanged, .primaryActionTriggered], with: event) }
    }

    override func defaultActionPrevents(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        isSingleTap(gestureRecognizer)
    }
}

/// The "−" or "+" of a stepper, in the label colour, dimmed when that side cannot step.
final class StepperGlyphView: UIView {
    private let isPlus: Bool

    var isDimmed = false {
        didSet { if isDimmed != oldValue { setNeedsDisplay() } }
    }

    init(isPlus: Bool) {
        self.isPlus = isPlus
        super.init(frame: .zero)
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        (isDimmed ? UIColor.tertiaryLabel : UIColor.label).setFill()
        let arm: CGFloat = 7.5, width: CGFloat = 1.75
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        UIBezierPath(roundedRect: CGRect(x: center.x - arm, y: center.y - width / 2, width: 2 * arm, height: width),
                     cornerRadius: width / 2).fill()
        if isPlus {
            UIBezierPath(roundedRect: CGRect(x: center.x - width / 2, y: center.y - arm, width: width, height: 2 * arm),
                         cornerRadius: width / 2).fill()
        }
    }
}
