import Foundation

/// An on/off switch, 51 by 31 points as on iOS 17: a capsule track, green when on, and a
/// white thumb that slides. A tap toggles it; the thumb can also be dragged across.
/// A change by the user sends `.valueChanged` and then `.primaryActionTriggered`.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    static let size = CGSize(width: 51, height: 31)
    private static let thumbDiameter: CGFloat = 27
    private static let pressedThumbWidth: CGFloat = 34
    private static let toggleDuration: TimeInterval = 0.25

    private let track = UIView()
    private let thumb = ControlThumbView()
    private var storedIsOn = false
    private var dragStart: CGFloat?
    private var draggedOn: Bool?

    /// Whether the switch is on. Setting it moves the thumb without animation and sends
    /// no event.
    open var isOn: Bool {
        get { storedIsOn }
        set { setOn(newValue, animated: false) }
    }

    /// The track's colour when on. The default (nil) is `systemGreen`.
    open var onTintColor: UIColor? {
        didSet { updateColors() }
    }

    /// The thumb's colour. The default (nil) is white.
    open var thumbTintColor: UIColor? {
        didSet { thumb.fillColor = thumbTintColor ?? .white }
    }

    /// An image for the on side (no effect since iOS 7).
    open var onImage: UIImage?
    /// An image for the off side (no effect since iOS 7).
    open var offImage: UIImage?
    /// A title (shown on Mac only).
    open var title: String?
    /// The style asked for. The default is `.automatic`.
    open var preferredStyle: Style = .automatic
    /// The style shown: always `.sliding`.
    open var style: Style { .sliding }

    /// A switch at `frame`'s origin, 51 by 31 points whatever the frame's size.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        setUpSwitch()
    }

    /// What both initializers do: the track and the thumb.
    private func setUpSwitch() {
        huggingPriorities = (.defaultHigh, .defaultHigh)
        track.isUserInteractionEnabled = false
        track.layer.cornerRadius = Self.size.height / 2
        addSubview(track)
        addSubview(thumb)
        updateColors()
    }

    /// A switch made from a storyboard: as `init(frame: .zero)` makes it, off, at its fixed size.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = Self.size
        setUpSwitch()
    }

    /// Turns the switch on or off, the thumb sliding when `animated`. Sends no event.
    open func setOn(_ on: Bool, animated: Bool) {
        storedIsOn = on
        let apply = { self.placeThumb(pressed: false) }
        if animated, window != nil {
            UIView.animate(withDuration: Self.toggleDuration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
                           animations: apply)
        } else {
            UIView.performWithoutAnimation(apply)
        }
    }

    open override var intrinsicContentSize: CGSize { Self.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    open override var frame: CGRect {
        get { super.frame }
        // iOS keeps a switch at its own size.
        set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        track.frame = CGRect(origin: .zero, size: Self.size)
        placeThumb(pressed: dragStart != nil)
    }

    private var showsOn: Bool { draggedOn ?? storedIsOn }

    private func updateColors() {
        let on = onTintColor ?? .systemGreen
        track.backgroundColor = showsOn ? on : .secondarySystemFill
        track.alpha = isEnabled ? 1 : 0.5
        thumb.alpha = isEnabled ? 1 : 0.5
    }

    override func stateDidChange() {
        updateColors()
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        dragStart = touch.location(in: self).x
        draggedOn = nil
        animateThumb(pressed: true)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x
        if draggedOn != nil || abs(x - (dragStart ?? x)) > 6 {
            let on = x > Self.size.width / 2
            if on != draggedOn {
                draggedOn = on
                animateThumb(pressed: true)
            }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let inside = touch.map { bounds.insetBy(dx: -Self.touchTrackingMargin, dy: -Self.touchTrackingMargin)
            .contains($0.location(in: self)) } ?? false
        let target: Bool
        if let draggedOn {
            target = draggedOn
        } else {
            target = inside ? !storedIsOn : storedIsOn
        }
        draggedOn = nil
        dragStart = nil
        let changed = target != storedIsOn
        storedIsOn = target
        animateThumb(pressed: false)
        if changed { sendActions(for: [.valueChanged, .primaryActionTriggered], with: event) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        draggedOn = nil
        dragStart = nil
        animateThumb(pressed: false)
    }

    private func animateThumb(pressed: Bool) {
        guard window != nil else { return placeThumb(pressed: pressed) }
        UIView.animate(withDuration: Self.toggleDuration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
            self.placeThumb(pressed: pressed)
        }
    }

    // The thumb at the side it shows, stretched while pressed as on iOS, and the track's colour.
    private func placeThumb(pressed: Bool) {
        updateColors()
        let inset = (Self.size.height - Self.thumbDiameter) / 2
        let width = pressed ? Self.pressedThumbWidth : Self.thumbDiameter
        let x = showsOn ? Self.size.width - inset - width : inset
        thumb.frame = ControlThumbView.frame(forDisc: CGRect(x: x, y: inset, width: width, height: Self.thumbDiameter))
    }

    // A tap, or a pan along the switch, is the switch's own (Apple: default control
    // actions prevent overlapping gesture recognizer behavior).
    override func defaultActionPrevents(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isSingleTap(gestureRecognizer) { return true }
        if let pan = gestureRecognizer as? UIPanGestureRecognizer {
            let translation = pan.translation(in: self)
            return abs(translation.x) >= abs(translation.y)
        }
        return false
    }
}
