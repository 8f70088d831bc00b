import Foundation

/// A slider as on iOS 17: a 4-point capsule track, filled with the tint up to the value,
/// and a 28-point white thumb, with optional images at the ends. Only the thumb can be
/// dragged (a touch on the track does not move it); the value follows the finger from
/// where it took the thumb, so the thumb does not jump.
@preconcurrency @MainActor
open class UISlider: UIControl {
    private static let trackHeight: CGFloat = 4
    private static let thumbDiameter: CGFloat = 28
    private static let imagePadding: CGFloat = 16
    // A finger this close to the thumb takes it.
    private static let thumbSlop: CGFloat = 10

    private let minimumTrack = UIImageView()
    private let maximumTrack = UIImageView()
    private let thumb = ControlThumbView()
    private let thumbImageView = UIImageView()
    private let minimumImageView = UIImageView()
    private let maximumImageView = UIImageView()
    private var thumbImages: [UIControl.State: UIImage] = [:]
    private var minimumTrackImages: [UIControl.State: UIImage] = [:]
    private var maximumTrackImages: [UIControl.State: UIImage] = [:]
    private var storedValue: Float = 0
    private var grabOffset: CGFloat = 0
    private var valueAtTouchDown: Float = 0

    /// The value, kept within `minimumValue...maximumValue`. NaN and infinity are
    /// refused with a log line.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }

    /// The smallest value. The default is 0. A value below it is raised to it.
    open var minimumValue: Float = 0 {
        didSet { boundsDidChange(keeping: \.minimumValue, oldValue: oldValue) }
    }

    /// The largest value. The default is 1. A value above it is lowered to it.
    open var maximumValue: Float = 1 {
        didSet { boundsDidChange(keeping: \.maximumValue, oldValue: oldValue) }
    }

    /// Whether a drag sends `.valueChanged` as it goes (true, the default) or once at its end.
    open var isContinuous = true

    /// The image at the minimum end, left of the track.
    open var minimumValueImage: UIImage? {
        didSet {
            minimumImageView.image = minimumValueImage
            setNeedsLayout()
        }
    }

    /// The image at the maximum end, right of the track.
    open var maximumValueImage: UIImage? {
        didSet {
            maximumImageView.image = maximumValueImage
            setNeedsLayout()
        }
    }

    /// The track's colour left of the thumb. The default (nil) is the tint colour.
    open var minimumTrackTintColor: UIColor? {
        didSet { updateColors() }
    }

    /// The track's colour right of the thumb. The default (nil) is `systemFill`.
    open var maximumTrackTintColor: UIColor? {
        didSet { updateColors() }
    }

    /// The thumb's colour. The default (nil) is white.
    open var thumbTintColor: UIColor? {
        didSet { thumb.fillColor = thumbTintColor ?? .white }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSlider()
    }

    /// What both initializers do: the tracks, the images and the thumb.
    private func setUpSlider() {
        for part in [minimumTrack, maximumTrack] {
            part.isUserInteractionEnabled = false
            part.layer.cornerRadius = Self.trackHeight / 2
            addSubview(part)
        }
        for imageView in [minimumImageView, maximumImageView] {
            imageView.contentMode = .center
            addSubview(imageView)
        }
        addSubview(thumb)
        thumbImageView.isHidden = true
        addSubview(thumbImageView)
        updateColors()
    }

    /// A slider made from a storyboard: as `init(frame: .zero)` makes it, at 0.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSlider()
    }

    /// Sets the value, clamped to the range; the thumb slides when `animated`. Sends no event.
    open func setValue(_ value: Float, animated: Bool) {
        guard value.isFinite else {
            Self.logger.error("UISlider.value = \(value) ignored: the value must be a finite number")
            return
        }
        storedValue = min(max(value, minimumValue), max(minimumValue, maximumValue))
        if animated, window != nil {
            UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState]) { self.layoutParts() }
        } else {
            setNeedsLayout()
        }
    }

    // Apple: "If you change the value of this property, and the current value of the
    // slider is below the new minimum, the current value is adjusted to match the new
    // minimum value" (and the same for the maximum). A bound that is not finite is refused.
    private func boundsDidChange(keeping bound: ReferenceWritableKeyPath<UISlider, Float>, oldValue: Float) {
        guard self[keyPath: bound].isFinite else {
            Self.logger.error("UISlider: a bound of \(self[keyPath: bound]) ignored: bounds must be finite numbers")
            self[keyPath: bound] = oldValue
            return
        }
        if maximumValue < minimumValue {
            if bound == \UISlider.minimumValue { maximumValue = minimumValue } else { minimumValue = maximumValue }
        }
        storedValue = min(max(storedValue, minimumValue), maximumValue)
        setNeedsLayout()
    }

    // MARK: Images per state

    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages[state] = image
        updateColors()
        setNeedsLayout()
    }

    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state] }

    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        minimumTrackImages[state] = image
        updateColors()
    }

    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { minimumTrackImages[state] }

    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        maximumTrackImages[state] = image
        updateColors()
    }

    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { maximumTrackImages[state] }

    open var currentThumbImage: UIImage? { thumbImages[state] ?? thumbImages[.normal] }
    open var currentMinimumTrackImage: UIImage? { minimumTrackImages[state] ?? minimumTrackImages[.normal] }
    open var currentMaximumTrackImage: UIImage? { maximumTrackImages[state] ?? maximumTrackImages[.normal] }

    // MARK: Geometry

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 31)
    }

    /// Where the minimum value image is drawn.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = minimumValueImage?.size else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where the maximum value image is drawn.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = maximumValueImage?.size else { return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The track: the width between the end images, 4 points tall, centred.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        var minX = bounds.minX, maxX = bounds.maxX
        if minimumValueImage != nil { minX = minimumValueImageRect(forBounds: bounds).maxX + Self.imagePadding }
        if maximumValueImage != nil { maxX = maximumValueImageRect(forBounds: bounds).minX - Self.imagePadding }
        return CGRect(x: minX, y: bounds.midY - Self.trackHeight / 2, width: max(0, maxX - minX), height: Self.trackHeight)
    }

    /// The thumb for `value`: its edges meet the track's ends at the minimum and maximum.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = currentThumbImage?.size ?? CGSize(width: Self.thumbDiameter, height: Self.thumbDiameter)
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((min(max(value, minimumValue), maximumValue) - minimumValue) / span) : 0
        let x = rect.minX + (rect.width - size.width) * fraction
        return CGRect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    private func layoutParts() {
        let track = trackRect(forBounds: bounds)
        let thumbRect = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        minimumImageView.frame = minimumValueImageRect(forBounds: bounds)
        maximumImageView.frame = maximumValueImageRect(forBounds: bounds)
        minimumTrack.frame = CGRect(x: track.minX, y: track.minY, width: max(0, thumbRect.midX - track.minX), height: track.height)
        maximumTrack.frame = CGRect(x: thumbRect.midX, y: track.minY, width: max(0, track.maxX - thumbRect.midX), height: track.height)
        thumb.frame = ControlThumbView.frame(forDisc: thumbRect)
        thumbImageView.frame = thumbRect
    }

    private func updateColors() {
        // A track image, stretched, replaces the track's colour.
        minimumTrack.image = currentMinimumTrackImage
        maximumTrack.image = currentMaximumTrackImage
        minimumTrack.backgroundColor = minimumTrack.image == nil ? minimumTrackTintColor ?? tintColor : nil
        maximumTrack.backgroundColor = maximumTrack.image == nil ? maximumTrackTintColor ?? .systemFill : nil
        let image = currentThumbImage
        thumbImageView.image = image
        thumbImageView.isHidden = image == nil
        thumb.isHidden = image != nil
        // Disabled, the track and end images fade; the thumb stays solid over them, as on iOS.
        let alpha: CGFloat = isEnabled ? 1 : 0.5
        [minimumTrack, maximumTrack, minimumImageView, maximumImageView].forEach { $0.alpha = alpha }
        minimumImageView.tintColor = .secondaryLabel
        maximumImageView.tintColor = .secondaryLabel
    }

    override func stateDidChange() {
        updateColors()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let track = trackRect(forBounds: bounds)
        let thumbRect = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        let point = touch.location(in: self)
        guard thumbRect.insetBy(dx: -Self.thumbSlop, dy: -Self.thumbSlop).contains(point) else { return false }
        grabOffset = point.x - thumbRect.midX
        valueAtTouchDown = storedValue
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let track = trackRect(forBounds: bounds)
        let thumbWidth = thumbRect(forBounds: bounds, trackRect: track, value: storedValue).width
        let travel = track.width - thumbWidth
        let center = touch.location(in: self).x - grabOffset
        let fraction = travel > 0 ? Float(min(max((center - track.minX - thumbWidth / 2) / travel, 0), 1)) : 0
        let newValue = minimumValue + fraction * (maximumValue - minimumValue)
        if newValue != storedValue {
            storedValue = newValue
            layoutParts()
            if isContinuous { sendActions(for: [.valueChanged, .primaryActionTriggered], with: event) }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous, storedValue != valueAtTouchDown {
            sendActions(for: [.valueChanged, .primaryActionTriggered], with: event)
        }
    }

    // A pan or swipe that starts on the thumb moves the thumb (Apple: "a single-finger
    // swipe on the knob of a UISlider in a direction parallel to the slider").
    override func defaultActionPrevents(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard isTracking else { return false }
        return gestureRecognizer is UIPanGestureRecognizer || gestureRecognizer is UISwipeGestureRecognizer
    }
}
