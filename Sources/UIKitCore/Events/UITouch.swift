import Foundation

/// One finger (or the mouse, which drives a single touch) on the screen, from touch-down
/// to lift-off. The same object is delivered in every phase of the touch.
///
/// The touch's `view` is found by hit testing at touch-down and stays fixed for the
/// touch's life, even when the finger leaves the view.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// The phase of a touch.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    /// What made the touch.
    public enum TouchType: Int, Sendable {
        /// A finger on the touchscreen.
        case direct
        case indirect
        case pencil
        /// A mouse or touchpad driving a touch.
        case indirectPointer
    }

    /// When the touch last changed, in seconds of the display's clock (CLOCK_MONOTONIC;
    /// the stepped clock on a headless display).
    public internal(set) var timestamp: TimeInterval
    public internal(set) var phase: Phase = .began
    /// Taps in quick succession at about the same place: 2 for the second tap of a double tap.
    public internal(set) var tapCount: Int
    public internal(set) var type: TouchType
    /// The radius of the contact in points; 0 when the device does not report it.
    public internal(set) var majorRadius: CGFloat
    /// How far `majorRadius` may be off, in points: half a panel pixel when reported.
    public internal(set) var majorRadiusTolerance: CGFloat
    /// The touch's force; touchscreens on Linux report none, so always 0.
    public let force: CGFloat = 0
    /// 0: no force is ever reported.
    public let maximumPossibleForce: CGFloat = 0
    /// The window the touch began in.
    public internal(set) var window: UIWindow?
    /// The view hit at touch-down.
    public internal(set) var view: UIView?
    /// The gesture recognizers receiving the touch: those of `view` and its ancestors that
    /// accepted it.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]?

    // Positions are kept in screen points; location(in:) converts.
    var screenLocation: CGPoint
    var previousScreenLocation: CGPoint
    /// Whether the view gets this touch's touches… calls: false when the view already had a
    /// touch and is not multitouch, or after a gesture recognizer took the touch.
    var deliversToView = true
    /// Whether the view has been sent touchesBegan (and so needs an end or a cancel), and
    /// whether it got that end.
    var viewHasBegun = false
    var viewHasEnded = false
    /// touchesBegan or touchesEnded waiting for gesture recognizers that delay them.
    var isBeganHeld = false
    var isEndHeld = false
    /// The event this touch was last delivered in, for deliveries released later.
    var lastEvent: UIEvent?

    init(view: UIView, window: UIWindow, at screenLocation: CGPoint, timestamp: TimeInterval,
         type: TouchType, tapCount: Int, majorRadius: CGFloat?, radiusTolerance: CGFloat) {
        self.view = view
        self.window = window
        self.screenLocation = screenLocation
        previousScreenLocation = screenLocation
        self.timestamp = timestamp
        self.type = type
        self.tapCount = tapCount
        self.majorRadius = majorRadius ?? 0
        majorRadiusTolerance = majorRadius == nil ? 0 : radiusTolerance
        super.init()
    }

    /// Where the touch is, in `view`'s coordinates (nil: the touch's window's).
    open func location(in view: UIView?) -> CGPoint {
        convert(screenLocation, to: view)
    }

    /// Where the touch was when it was last delivered before this phase, in `view`'s
    /// coordinates (nil: the window's).
    open func previousLocation(in view: UIView?) -> CGPoint {
        convert(previousScreenLocation, to: view)
    }

    /// The same as `location(in:)`: positions are never rounded.
    open func preciseLocation(in view: UIView?) -> CGPoint {
        location(in: view)
    }

    /// The same as `previousLocation(in:)`: positions are never rounded.
    open func precisePreviousLocation(in view: UIView?) -> CGPoint {
        previousLocation(in: view)
    }

    private func convert(_ screenPoint: CGPoint, to view: UIView?) -> CGPoint {
        window?.convert(screenPoint: screenPoint, to: view) ?? screenPoint
    }
}
