import Foundation
import Logging
import QuartzCore

let scrollLogger = Logger(label: "vitrine.scrolling")

/// A view whose content is larger than itself: `contentOffset` is the bounds' origin, a
/// drag moves it (with a rubber band past the edges), a fling decelerates as on iOS
/// (0.998 of the velocity kept per millisecond) and bounces back from an edge, paging
/// snaps to whole pages, and thin indicators show where the content is while it moves.
///
/// The pan recognizer is `panGestureRecognizer`; a button inside still highlights on a
/// tap, while a drag that starts on it scrolls and cancels its touches
/// (`canCancelContentTouches`).
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// Hears the scrolling (see `UIScrollViewDelegate` for the order).
    open weak var delegate: (any UIScrollViewDelegate)?

    /// The size of the content, in points. Default zero.
    open var contentSize: CGSize = .zero {
        didSet {
            guard contentSize != oldValue else { return }
            guard contentSize.width.isFinite, contentSize.height.isFinite else {
                scrollLogger.warning("UIScrollView.contentSize: ignored non-finite \(contentSize)")
                contentSize = oldValue
                return
            }
            contentGeometryDidChange()
        }
    }

    /// Room around the content, inside the scroll view's edges. Default zero.
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            guard contentInset != oldValue else { return }
            guard [contentInset.top, contentInset.left, contentInset.bottom, contentInset.right].allSatisfy(\.isFinite) else {
                scrollLogger.warning("UIScrollView.contentInset: ignored non-finite \(contentInset)")
                contentInset = oldValue
                return
            }
            insetsDidChange()
        }
    }

    /// Whether the safe area adds to `contentInset`. Default `.automatic`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { insetsDidChange() } }
    }

    /// `contentInset` plus the safe area, as `contentInsetAdjustmentBehavior` says.
    open private(set) var adjustedContentInset: UIEdgeInsets = .zero

    /// Where the indicators keep clear of, inside the edges.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { updateIndicators() } }
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { updateIndicators() } }
    /// Both indicator insets at once (reading gives the vertical one).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// Whether the indicators adjust for the safe area too. Default true.
    open var automaticallyAdjustsScrollIndicatorInsets = true { didSet { updateIndicators() } }

    /// Whether a drag scrolls. Default true.
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// Whether a drag that starts mostly along one axis keeps to it. Default false.
    open var isDirectionalLockEnabled = false
    /// Whether content goes past the edges (and comes back). Default true.
    open var bounces = true
    /// Whether content bounces along an axis even when it fits. Default false.
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    /// Whether content comes to rest on multiples of the view's size. Default false.
    open var isPagingEnabled = false
    /// How quickly a fling slows down. Default `.normal`.
    open var decelerationRate: DecelerationRate = .normal {
        didSet {
            guard decelerationRate.rawValue > 0, decelerationRate.rawValue < 1 else {
                scrollLogger.warning("UIScrollView.decelerationRate: \(decelerationRate.rawValue) is not between 0 and 1; kept \(oldValue.rawValue)")
                decelerationRate = oldValue
                return
            }
        }
    }
    open var showsVerticalScrollIndicator = true { didSet { updateIndicators() } }
    open var showsHorizontalScrollIndicator = true { didSet { updateIndicators() } }
    open var indicatorStyle: IndicatorStyle = .default { didSet { updateIndicators() } }
    /// Whether a tap on the status bar scrolls to the top (no status bar on a kiosk:
    /// kept for code that sets it).
    open var scrollsToTop = true
    /// Whether a drag dismisses the keyboard (`.onDrag`; `.interactive` also dismisses it
    /// when the drag begins). Default none.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether touches wait (150 ms) to see if they start a drag before reaching the
    /// content. Default true.
    open var delaysContentTouches = true
    private let contentTouchDelay = ContentTouchDelay()
    /// Whether a drag may start once the content is tracking the touch (it heard it
    /// begin): then the content's touches are cancelled if `touchesShouldCancel(in:)`
    /// agrees. When false, content that is tracking keeps the touch and nothing scrolls.
    /// Default true.
    open var canCancelContentTouches = true

    /// Whether the content view `view` hears `touches` begin; false keeps them from it
    /// (the scroll view may still scroll). Asked as they would reach it. Default true.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether a drag starting on `view`, which is tracking the touch, scrolls (and
    /// cancels its touches): false for a `UIControl` (a button keeps its touch), true for
    /// other views. Not asked when `canCancelContentTouches` is false.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// The scroll view's pan recognizer.
    public let panGestureRecognizer: UIPanGestureRecognizer

    /// The pinch recognizer that zooms (enabled when the zoom scales differ).
    public let pinchGestureRecognizer: UIPinchGestureRecognizer
    /// The least and greatest zoom. Default 1 and 1 (no zooming).
    open var minimumZoomScale: CGFloat = 1 { didSet { zoomLimitsDidChange() } }
    open var maximumZoomScale: CGFloat = 1 { didSet { zoomLimitsDidChange() } }
    /// Whether a pinch may go past the limits (and comes back). Default true.
    open var bouncesZoom = true
    /// The zooming view's scale; setting it zooms about the middle of what shows.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    /// Whether a pinch is zooming now.
    open var isZooming: Bool { isZoomingNow }
    /// Whether the zoom went past a limit (and will come back).
    open var isZoomBouncing: Bool { storedZoomScale < minimumZoomScale || storedZoomScale > maximumZoomScale }
    var storedZoomScale: CGFloat = 1
    var zoomStart: (scale: CGFloat, anchor: CGPoint)?
    var isZoomingNow = false

    /// A pull-to-refresh control shown above the content.
    open var refreshControl: UIRefreshControl? {
        didSet {
            oldValue?.removeFromSuperview()
            if let refreshControl { insertSubview(refreshControl, at: 0) }
            insetsDidChange()
            setNeedsLayout()
        }
    }

    /// Whether a finger is on the content (it may not have moved yet).
    open private(set) var isTracking = false
    /// Whether the content follows a finger.
    open private(set) var isDragging = false
    /// Whether the content moves on after the finger lifted.
    open private(set) var isDecelerating = false

    private var dragStartOffset = CGPoint.zero
    private var lockedAxis: NSLayoutConstraint.Axis?
    private var motion: (x: ScrollAxisMotion, y: ScrollAxisMotion)?
    private var motionIsAnimation = false
    private var displayLink: CADisplayLink?
    private lazy var verticalIndicator = ScrollIndicatorView()
    private lazy var horizontalIndicator = ScrollIndicatorView()
    private var indicatorsShown = false

    public override init(frame: CGRect) {
        panGestureRecognizer = UIPanGestureRecognizer()
        pinchGestureRecognizer = UIPinchGestureRecognizer()
        super.init(frame: frame)
        setUpScrolling()
    }

    /// A scroll view made from a storyboard: as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        panGestureRecognizer = UIPanGestureRecognizer()
        pinchGestureRecognizer = UIPinchGestureRecognizer()
        super.init(coder: coder)
        setUpScrolling()
    }

    /// What both initializers do: the pan (and, once zoom limits allow it, the pinch).
    private func setUpScrolling() {
        clipsToBounds = true
        panGestureRecognizer.addTarget(self, action: UIScrollView.handlePan)
        addGestureRecognizer(panGestureRecognizer)
        addGestureRecognizer(contentTouchDelay)
        pinchGestureRecognizer.addTarget(self, action: UIScrollView.handlePinch)
        pinchGestureRecognizer.isEnabled = false
        pinchGestureRecognizer.delegate = gestureCoordinator
        panGestureRecognizer.delegate = gestureCoordinator
        addGestureRecognizer(pinchGestureRecognizer)
    }

    /// Lets the pan and the pinch run together (two fingers zoom and move the content).
    private let gestureCoordinator = ScrollGestureCoordinator()

    private func zoomLimitsDidChange() {
        pinchGestureRecognizer.isEnabled = maximumZoomScale > minimumZoomScale
    }

    /// Stops a deceleration or animation (a pinch starting).
    func stopScrolling() {
        stopMotion()
    }

    // MARK: Layout guides

    /// The content's rectangle for Auto Layout: constraints to its edges place the content,
    /// and the size they give it becomes `contentSize`.
    open var contentLayoutGuide: UILayoutGuide {
        sizesContentByLayoutGuide = true
        return systemGuide(.scrollContent)
    }

    /// The scroll view's own frame for Auto Layout: content pinned to it does not scroll
    /// (a width equal to it makes content scroll vertically only).
    open var frameLayoutGuide: UILayoutGuide { systemGuide(.scrollFrame) }

    /// Whether the app placed content with `contentLayoutGuide`.
    private(set) var sizesContentByLayoutGuide = false

    // MARK: Offset

    /// The point of the content at the view's top left: the bounds' origin. Setting it
    /// stops a deceleration and tells the delegate `scrollViewDidScroll`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Moves the content to `contentOffset`, gliding there (about 0.3 s) when `animated`,
    /// then `scrollViewDidEndScrollingAnimation`. Non-finite offsets are ignored with a log line.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.x.isFinite, contentOffset.y.isFinite else {
            scrollLogger.warning("UIScrollView.contentOffset: ignored non-finite \(contentOffset)")
            return
        }
        stopMotion()
        guard animated, window != nil else {
            moveContent(to: contentOffset)
            return
        }
        let now = CACurrentMediaTime()
        let current = self.contentOffset
        startMotion((ScrollAxisMotion(.timed(from: current.x, to: contentOffset.x, duration: Self.animationDuration), at: now),
                     ScrollAxisMotion(.timed(from: current.y, to: contentOffset.y, duration: Self.animationDuration), at: now)),
                    isAnimation: true)
    }

    /// Scrolls as little as needed to show `rect` (in the content's coordinates).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else {
            scrollLogger.warning("UIScrollView.scrollRectToVisible: ignored non-finite \(rect)")
            return
        }
        let visible = CGRect(origin: contentOffset, size: bounds.size).inset(by: adjustedContentInset)
        func axis(_ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ visibleHigh: CGFloat) -> CGFloat {
            if low < visibleLow { return low - visibleLow }
            if high > visibleHigh { return min(high - visibleHigh, low - visibleLow) }
            return 0
        }
        let dx = axis(rect.minX, rect.maxX, visible.minX, visible.maxX)
        let dy = axis(rect.minY, rect.maxY, visible.minY, visible.maxY)
        guard dx != 0 || dy != 0 else { return }
        setContentOffset(clamped(CGPoint(x: contentOffset.x + dx, y: contentOffset.y + dy)), animated: animated)
    }

    /// Shows the indicators for a moment, as when scrolling begins.
    open func flashScrollIndicators() {
        showIndicators()
        hideIndicatorsSoon()
    }

    static let animationDuration: TimeInterval = 0.3

    /// A wheel or touchpad moved the content by `delta` points: it moves within its range
    /// (no rubber band), the indicators show. Returns whether it could move that way.
    func scroll(by delta: CGPoint) -> Bool {
        guard isScrollEnabled, !isDragging else { return false }
        let range = offsetRange
        let target = CGPoint(x: scrollsHorizontally ? min(max(contentOffset.x + delta.x, range.min.x), range.max.x) : contentOffset.x,
                             y: scrollsVertically ? min(max(contentOffset.y + delta.y, range.min.y), range.max.y) : contentOffset.y)
        guard target != contentOffset else { return false }
        stopMotion()
        showIndicators()
        moveContent(to: target)
        hideIndicatorsSoon()
        return true
    }

    /// Glides on at `velocity` (content points per second) and slows down as after a fling:
    /// touchpad scrolling when the fingers lift. The delegate hears the deceleration.
    func glide(velocity: CGPoint) {
        guard isScrollEnabled, !isDragging, velocity.x.isFinite, velocity.y.isFinite else { return }
        let range = offsetRange, now = CACurrentMediaTime(), rate = decelerationRate.rawValue
        func axis(_ position: CGFloat, _ speed: CGFloat, _ low: CGFloat, _ high: CGFloat, _ scrolls: Bool) -> ScrollAxisMotion {
            guard scrolls, abs(speed) >= ScrollPhysics.restingSpeed, position > low || speed > 0, position < high || speed < 0 else {
                return ScrollAxisMotion(.resting(at: position), at: now)
            }
            return ScrollAxisMotion(.decay(from: position, velocity: speed, rate: rate, bounds: low...high, bounces: bounces), at: now)
        }
        let x = axis(contentOffset.x, velocity.x, range.min.x, range.max.x, scrollsHorizontally)
        let y = axis(contentOffset.y, velocity.y, range.min.y, range.max.y, scrollsVertically)
        guard !(x.isResting && y.isResting) else { return }
        delegate?.scrollViewWillBeginDecelerating(self)
        showIndicators()
        startMotion((x, y), isAnimation: false)
    }

    // MARK: Geometry

    /// The smallest and largest offsets at which the content rests.
    var offsetRange: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(x: max(minimum.x, contentSize.width + inset.right - bounds.width),
                              y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
        return (minimum, maximum)
    }

    private var scrollsHorizontally: Bool {
        alwaysBounceHorizontal || contentSize.width + adjustedContentInset.left + adjustedContentInset.right > bounds.width
    }

    private var scrollsVertically: Bool {
        alwaysBounceVertical || contentSize.height + adjustedContentInset.top + adjustedContentInset.bottom > bounds.height
    }

    private func clamped(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        return CGPoint(x: min(max(offset.x, range.min.x), range.max.x), y: min(max(offset.y, range.min.y), range.max.y))
    }

    private func contentGeometryDidChange() {
        updateIndicators()
        setNeedsLayout()
    }

    private func insetsDidChange() {
        let old = adjustedContentInset
        adjustedContentInset = computedAdjustedInset()
        updateIndicators()
        guard adjustedContentInset != old else { return }
        // Content resting at the top edge stays at the new top edge, as on iOS.
        if contentOffset.y == -old.top, !isDragging, !isDecelerating {
            moveContent(to: CGPoint(x: contentOffset.x, y: -adjustedContentInset.top))
        }
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        adjustedContentInsetDidChange()
    }

    /// Called when `adjustedContentInset` changed.
    open func adjustedContentInsetDidChange() {}

    /// How far the on-screen keyboard covers this scroll view from the bottom, while its
    /// first responder is inside (see `UIScrollView+Keyboard`).
    var keyboardOverlap: CGFloat = 0 {
        didSet { if keyboardOverlap != oldValue { insetsDidChange() } }
    }

    private func computedAdjustedInset() -> UIEdgeInsets {
        var inset = insetForSafeArea()
        // The keyboard covers the bottom safe area too: the larger of the two counts.
        inset.bottom = max(inset.bottom, contentInset.bottom + keyboardOverlap)
        return inset
    }

    private func insetForSafeArea() -> UIEdgeInsets {
        let safe = safeAreaInsets
        var inset = contentInset
        // While refreshing, the spinner keeps its room above the content.
        if refreshControl?.isRefreshing == true { inset.top += UIRefreshControl.height }
        let vertical: Bool, horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: return inset
        case .always: (vertical, horizontal) = (true, true)
        case .scrollableAxes: (vertical, horizontal) = (scrollsVertically, scrollsHorizontally)
        case .automatic: (vertical, horizontal) = (true, scrollsHorizontally)
        }
        if vertical {
            inset.top += safe.top
            inset.bottom += safe.bottom
        }
        if horizontal {
            inset.left += safe.left
            inset.right += safe.right
        }
        return inset
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        insetsDidChange()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let adjusted = computedAdjustedInset()
        if adjusted != adjustedContentInset { insetsDidChange() }
        if let refreshControl {
            // Above the content's top edge, below any bars.
            let top = adjustedContentInset.top - (refreshControl.isRefreshing ? UIRefreshControl.height : 0)
            refreshControl.frame = CGRect(x: 0, y: -top - UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
        }
        updateIndicators()
    }

    /// The refresh control started or ended: the content makes or gives back its room.
    func refreshStateDidChange(_ control: UIRefreshControl) {
        let wasAtTop = contentOffset.y <= offsetRange.min.y + 0.5
        let old = adjustedContentInset
        adjustedContentInset = computedAdjustedInset()
        setNeedsLayout()
        guard !isDragging, adjustedContentInset != old else { return }
        // Resting at the top (or pulled past it), the content follows the new top edge.
        if wasAtTop || contentOffset.y < -adjustedContentInset.top {
            setContentOffset(CGPoint(x: contentOffset.x, y: -adjustedContentInset.top), animated: window != nil)
        }
    }

    // MARK: Dragging

    /// Whether the drag now beginning is this scroll view's: it goes mostly along an axis
    /// the content scrolls on (or bounces on). One that does not is left to the scroll view
    /// around it, as on iOS: a vertical drag on a horizontal carousel in a list scrolls the
    /// list. Subclasses that take such drags for something else (a row swiped) say so.
    func panMayBegin(_ pan: UIPanGestureRecognizer) -> Bool {
        guard isScrollEnabled, (panIsSideways(pan) ? scrollsHorizontally : scrollsVertically) else { return false }
        return contentLetsGo(of: pan)
    }

    /// Whether the content views tracking the pan's touches let a drag take them:
    /// `canCancelContentTouches` and `touchesShouldCancel(in:)` decide, as on iOS.
    func contentLetsGo(of pan: UIPanGestureRecognizer) -> Bool {
        for touch in pan.trackedTouches {
            guard touch.deliversToView, touch.viewHasBegun, !touch.viewHasEnded, let view = touch.view,
                  view !== self, view.isDescendant(of: self) else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        return true
    }

    /// A finger came down on the scroll view: one on moving content stops it there and
    /// is no tap on what is under it (iOS stops a fling so, without selecting the row
    /// the finger lands on). Content springing back from past an edge goes on, so that
    /// it never rests there. Returns whether it stopped.
    func touchDownStopsMotion() -> Bool {
        guard motion != nil, !motionIsAnimation, clamped(contentOffset) == contentOffset else { return false }
        stopMotion()
        hideIndicatorsSoon()
        return true
    }

    /// Whether a pan beginning now goes mostly sideways. Its velocity says (the
    /// translation starts only once it began); a first move that jumped past the threshold
    /// has no velocity yet, and then the finger's last move says.
    func panIsSideways(_ pan: UIPanGestureRecognizer) -> Bool {
        var motion = pan.velocity(in: self)
        if motion == .zero, let touch = pan.trackedTouches.first {
            let now = touch.location(in: self), before = touch.previousLocation(in: self)
            motion = CGPoint(x: now.x - before.x, y: now.y - before.y)
        }
        return abs(motion.x) > abs(motion.y)
    }

    /// Whether the pan now beginning moves something else than the content (a table's row
    /// swiped sideways). Subclasses decide; then they get the pan's changes.
    func claimsPan(_ pan: UIPanGestureRecognizer) -> Bool { false }

    /// A claimed pan changed or ended.
    func claimedPanChanged(_ pan: UIPanGestureRecognizer) {}

    private var panIsClaimed = false
    /// Whether the content was at its top edge when the bars last heard of it.
    var wasAtTopEdge = true

    private func handlePan() {
        let pan = panGestureRecognizer
        if pan.state == .began, claimsPan(pan) {
            panIsClaimed = true
            return
        }
        if panIsClaimed {
            if pan.state != .changed { panIsClaimed = false }
            return claimedPanChanged(pan)
        }
        switch pan.state {
        case .began:
            stopMotion()
            isTracking = true
            isDragging = true
            dragStartOffset = contentOffset
            lockedAxis = nil
            if isDirectionalLockEnabled {
                let move = pan.translation(in: self)
                if abs(move.x) > abs(move.y) * 2 { lockedAxis = .horizontal }
                if abs(move.y) > abs(move.x) * 2 { lockedAxis = .vertical }
            }
            // A drag dismisses the keyboard when asked: the window's first responder resigns.
            if keyboardDismissMode != .none { window?.endEditing(true) }
            delegate?.scrollViewWillBeginDragging(self)
            showIndicators()
            drag(by: pan.translation(in: self))
        case .changed:
            drag(by: pan.translation(in: self))
        case .ended, .cancelled, .failed:
            guard isDragging else { return }
            endDrag(velocity: pan.state == .ended ? pan.velocity(in: self) : .zero)
        default:
            break
        }
    }

    /// The content follows the finger; past an edge it follows less and less (the rubber
    /// band), or not at all without `bounces`.
    private func drag(by translation: CGPoint) {
        let range = offsetRange
        func axis(_ start: CGFloat, _ moved: CGFloat, _ low: CGFloat, _ high: CGFloat, _ scrolls: Bool,
                  _ locked: Bool, _ dimension: CGFloat) -> CGFloat {
            guard scrolls, !locked else { return start }
            let wanted = start - moved
            if wanted < low { return bounces ? low + ScrollPhysics.rubberBand(wanted - low, dimension: dimension) : low }
            if wanted > high { return bounces ? high + ScrollPhysics.rubberBand(wanted - high, dimension: dimension) : high }
            return wanted
        }
        let x = axis(dragStartOffset.x, translation.x, range.min.x, range.max.x, scrollsHorizontally,
                     lockedAxis == .vertical, bounds.width)
        let y = axis(dragStartOffset.y, translation.y, range.min.y, range.max.y, scrollsVertically,
                     lockedAxis == .horizontal, bounds.height)
        moveContent(to: CGPoint(x: x, y: y))
        refreshControl?.contentPulled(by: range.min.y - contentOffset.y)
    }

    private func endDrag(velocity panVelocity: CGPoint) {
        // The content moves against the finger.
        var velocity = CGPoint(x: scrollsHorizontally && lockedAxis != .vertical ? -panVelocity.x : 0,
                               y: scrollsVertically && lockedAxis != .horizontal ? -panVelocity.y : 0)
        if !velocity.x.isFinite || !velocity.y.isFinite { velocity = .zero }
        let offset = contentOffset
        let range = offsetRange
        let rate = decelerationRate.rawValue
        var target: CGPoint
        if isPagingEnabled {
            target = CGPoint(x: pageTarget(offset.x, velocity.x, bounds.width, range.min.x, range.max.x),
                             y: pageTarget(offset.y, velocity.y, bounds.height, range.min.y, range.max.y))
        } else {
            target = clamped(CGPoint(x: offset.x + ScrollPhysics.restingDistance(velocity: velocity.x, rate: rate),
                                     y: offset.y + ScrollPhysics.restingDistance(velocity: velocity.y, rate: rate)))
        }
        let projected = target
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
                                                targetContentOffset: pointer)
        }
        if !target.x.isFinite || !target.y.isFinite { target = projected }
        isDragging = false
        isTracking = false
        let now = CACurrentMediaTime()
        // Paging, a target the delegate chose, or content past an edge: a spring takes it
        // there. Otherwise the fling decelerates (and bounces if it meets an edge).
        func axisMotion(_ position: CGFloat, _ speed: CGFloat, _ goal: CGFloat, _ low: CGFloat, _ high: CGFloat,
                        _ free: Bool) -> ScrollAxisMotion {
            if free, position >= low, position <= high, abs(speed) >= ScrollPhysics.restingSpeed {
                return ScrollAxisMotion(.decay(from: position, velocity: speed, rate: rate, bounds: low...high, bounces: bounces), at: now)
            }
            guard abs(position - goal) > 0.25 || abs(speed) >= ScrollPhysics.restingSpeed else {
                return ScrollAxisMotion(.resting(at: goal), at: now)
            }
            return ScrollAxisMotion(.spring(target: goal, displacement: position - goal, velocity: speed,
                                            frequency: ScrollPhysics.springFrequency), at: now)
        }
        let free = !isPagingEnabled && target == projected
        let x = axisMotion(offset.x, velocity.x, target.x, range.min.x, range.max.x, free)
        let y = axisMotion(offset.y, velocity.y, target.y, range.min.y, range.max.y, free)
        let decelerates = !(x.isResting && y.isResting)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        guard decelerates else {
            if offset != target { moveContent(to: target) }
            hideIndicatorsSoon()
            return
        }
        delegate?.scrollViewWillBeginDecelerating(self)
        startMotion((x, y), isAnimation: false)
    }

    /// The page a lifted finger leaves the content on: the next one in the direction of a
    /// fling, else the nearest.
    private func pageTarget(_ offset: CGFloat, _ velocity: CGFloat, _ page: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
        guard page > 0 else { return offset }
        let current = (offset - low) / page
        let index: CGFloat
        if velocity > 200 { index = floor(current) + 1 } else if velocity < -200 { index = ceil(current) - 1 } else { index = current.rounded() }
        return min(max(low + index * page, low), high)
    }

    // MARK: Motion

    private func startMotion(_ axes: (x: ScrollAxisMotion, y: ScrollAxisMotion), isAnimation: Bool) {
        motion = axes
        motionIsAnimation = isAnimation
        if isAnimation { showIndicators() } else { isDecelerating = true }
        if displayLink == nil {
            let link = CADisplayLink(target: self, selector: UIScrollView.step)
            link.add(to: .main, forMode: .common)
            displayLink = link
        }
    }

    private func step(_ link: CADisplayLink) {
        guard var axes = motion else { return stopMotion() }
        let time = link.targetTimestamp
        let position = CGPoint(x: axes.x.position(at: time), y: axes.y.position(at: time))
        motion = axes
        moveContent(to: position)
        guard axes.x.isResting, axes.y.isResting else { return }
        let wasAnimation = motionIsAnimation
        stopMotion()
        if wasAnimation {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        } else {
            delegate?.scrollViewDidEndDecelerating(self)
        }
        hideIndicatorsSoon()
    }

    /// Stops a deceleration or animation where the content is.
    private func stopMotion() {
        motion = nil
        isDecelerating = false
        displayLink?.invalidate()
        displayLink = nil
    }

    /// Sets the bounds' origin (rounded to the pixel, so that content moves by whole
    /// pixels and the compositor can move what it already has) and tells the delegate.
    private func moveContent(to offset: CGPoint) {
        let scale = contentScaleFactor > 0 ? contentScaleFactor : 1
        let rounded = CGPoint(x: (offset.x * scale).rounded() / scale, y: (offset.y * scale).rounded() / scale)
        guard rounded != bounds.origin else { return }
        var moved = bounds
        moved.origin = rounded
        bounds = moved
        // Subclasses lay out what scrolled into view (a table's rows).
        setNeedsLayout()
        updateIndicators()
        reportScrollEdge()
        delegate?.scrollViewDidScroll(self)
    }

    // MARK: Indicators

    private func showIndicators() {
        indicatorsShown = true
        updateIndicators()
        for indicator in [verticalIndicator, horizontalIndicator] where indicator.superview === self {
            indicator.layer.removeAllAnimations()
            indicator.alpha = 1
        }
    }

    private func hideIndicatorsSoon() {
        indicatorsShown = false
        for indicator in [verticalIndicator, horizontalIndicator] where indicator.superview === self {
            UIView.animate(withDuration: 0.25, delay: 0.5, options: [.allowUserInteraction]) { indicator.alpha = 0 }
        }
    }

    /// Places the indicators along the right and bottom edges, as long as the visible part
    /// of the content is of the whole (at least 36 points, shorter past an edge).
    private func updateIndicators() {
        guard indicatorsShown || verticalIndicator.superview != nil || horizontalIndicator.superview != nil else { return }
        let safe = automaticallyAdjustsScrollIndicatorInsets ? safeAreaInsets : .zero
        let origin = bounds.origin, size = bounds.size
        let thickness = ScrollIndicatorView.thickness, margin = ScrollIndicatorView.margin
        let dark = indicatorStyle == .black || (indicatorStyle == .default && traitCollection.userInterfaceStyle != .dark)
        func place(_ indicator: ScrollIndicatorView, shown: Bool, along length: CGFloat, content: CGFloat, offset: CGFloat,
                   low: CGFloat, high: CGFloat, frame: (CGFloat, CGFloat) -> Void) {
            guard shown, content > 0, length > 0, content + low + high > length else {
                indicator.isHidden = true
                return
            }
            if indicator.superview !== self {
                indicator.alpha = indicatorsShown ? 1 : 0
                addSubview(indicator)
            }
            indicator.isHidden = false
            bringSubviewToFront(indicator)
            indicator.isDark = dark
            let track = length - 2 * margin
            let total = content + low + high
            var extent = max(ScrollIndicatorView.minimumLength, track * length / total)
            let progress = min(max((offset + low) / max(total - length, 1), 0), 1)
            // Past an edge the indicator shortens, as the content's rubber band stretches.
            let overshoot = offset + low < 0 ? -(offset + low) : max(offset + length - (content + high), 0)
            extent = max(thickness, extent - overshoot)
            frame(margin + (track - extent) * progress, extent)
        }
        place(verticalIndicator, shown: showsVerticalScrollIndicator && scrollsVertically,
              along: size.height - verticalScrollIndicatorInsets.top - verticalScrollIndicatorInsets.bottom - safe.top - safe.bottom,
              content: contentSize.height, offset: origin.y, low: adjustedContentInset.top, high: adjustedContentInset.bottom) { start, extent in
            verticalIndicator.frame = CGRect(x: origin.x + size.width - thickness - margin - verticalScrollIndicatorInsets.right - safe.right,
                                             y: origin.y + verticalScrollIndicatorInsets.top + safe.top + start,
                                             width: thickness, height: extent)
        }
        place(horizontalIndicator, shown: showsHorizontalScrollIndicator && scrollsHorizontally,
              along: size.width - horizontalScrollIndicatorInsets.left - horizontalScrollIndicatorInsets.right - safe.left - safe.right,
              content: contentSize.width, offset: origin.x, low: adjustedContentInset.left, high: adjustedContentInset.right) { start, extent in
            horizontalIndicator.frame = CGRect(x: origin.x + horizontalScrollIndicatorInsets.left + safe.left + start,
                                               y: origin.y + size.height - thickness - margin - horizontalScrollIndicatorInsets.bottom - safe.bottom,
                                               width: extent, height: thickness)
        }
    }
}
