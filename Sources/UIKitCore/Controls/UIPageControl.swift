import Foundation

/// A row of page indicators as on iOS: one dot per page, the current one solid. A tap
/// left or right of the current dot goes back or forward one page; a drag along the dots
/// scrubs through them. A page change by the user sends `.valueChanged`.
///
/// As on iOS, the default colours are white (the control usually sits on content): set
/// `pageIndicatorTintColor` and `currentPageIndicatorTintColor` on light backgrounds.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    private static let dotDiameter: CGFloat = 7
    private static let dotPitch: CGFloat = 16
    private static let height: CGFloat = 26
    private static let padding: CGFloat = 12

    /// The number of pages (at least 0). The default is 0.
    open var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 {
                Self.logger.error("UIPageControl.numberOfPages = \(numberOfPages) taken as 0")
                numberOfPages = 0
            }
            currentPage = min(currentPage, max(numberOfPages - 1, 0))
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The page shown, pinned to `0...numberOfPages - 1` as on iOS.
    open var currentPage = 0 {
        didSet {
            let pinned = min(max(currentPage, 0), max(numberOfPages - 1, 0))
            if pinned != currentPage { currentPage = pinned }
            if currentPage != oldValue { setNeedsDisplay() }
        }
    }

    /// Whether the dots hide when there is only one page. The default is false.
    open var hidesForSinglePage = false {
        didSet { setNeedsDisplay() }
    }

    /// The colour of the other pages' dots. The default (nil) is white at 30%.
    open var pageIndicatorTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The colour of the current page's dot. The default (nil) is white.
    open var currentPageIndicatorTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// Whether a capsule shows behind the dots. The default is `.automatic`.
    open var backgroundStyle: BackgroundStyle = .automatic {
        didSet { setNeedsDisplay() }
    }

    /// Whether a drag along the dots scrubs through the pages. The default is true.
    open var allowsContinuousInteraction = true

    /// The image every indicator shows instead of a dot.
    open var preferredIndicatorImage: UIImage? {
        didSet { setNeedsDisplay() }
    }

    private var indicatorImages: [Int: UIImage] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpPageControl()
    }

    /// What both initializers do: a transparent view redrawn as it resizes.
    private func setUpPageControl() {
        isOpaque = false
        contentMode = .redraw
    }

    /// A page control made from a storyboard: as `init(frame: .zero)` makes it, with no pages.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpPageControl()
    }

    /// Sets the image of one page's indicator.
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        indicatorImages[page] = image
        setNeedsDisplay()
    }

    open func indicatorImage(forPage page: Int) -> UIImage? {
        indicatorImages[page] ?? preferredIndicatorImage
    }

    /// The size that shows `pageCount` indicators.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(pageCount, 0)) * Self.dotPitch + 2 * Self.padding, height: Self.height)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    private var firstDotCenterX: CGFloat {
        bounds.midX - CGFloat(numberOfPages - 1) * Self.dotPitch / 2
    }

    open override func draw(_ rect: CGRect) {
        guard numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1) else { return }
        if backgroundStyle == .prominent {
            let size = intrinsicContentSize
            UIColor.systemFill.setFill()
            UIBezierPath(roundedRect: CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                                             width: size.width, height: size.height), cornerRadius: size.height / 2).fill()
        }
        let other = pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.3)
        let current = currentPageIndicatorTintColor ?? .white
        for page in 0..<numberOfPages {
            let center = CGPoint(x: firstDotCenterX + CGFloat(page) * Self.dotPitch, y: bounds.midY)
            let color = page == currentPage ? current : other
            if let image = indicatorImage(forPage: page) {
                let size = image.size
                image.draw(in: CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2,
                                      width: size.width, height: size.height))
            } else {
                color.setFill()
                UIBezierPath(ovalIn: CGRect(x: center.x - Self.dotDiameter / 2, y: center.y - Self.dotDiameter / 2,
                                            width: Self.dotDiameter, height: Self.dotDiameter)).fill()
            }
        }
    }

    // MARK: Tracking

    private var dragged = false
    private var touchDownX: CGFloat = 0

    private func page(atX x: CGFloat) -> Int {
        let page = Int(((x - firstDotCenterX) / Self.dotPitch).rounded())
        return min(max(page, 0), max(numberOfPages - 1, 0))
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        dragged = false
        touchDownX = touch.location(in: self).x
        return numberOfPages > 1
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        // A finger that moved less than 10 points is still a tap.
        let x = touch.location(in: self).x
        guard allowsContinuousInteraction, dragged || abs(x - touchDownX) > 10 else { return true }
        dragged = true
        let target = page(atX: x)
        if target != currentPage {
            currentPage = target
            sendActions(for: [.valueChanged, .primaryActionTriggered], with: event)
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard !dragged, let touch, bounds.contains(touch.location(in: self)) else { return }
        let currentX = firstDotCenterX + CGFloat(currentPage) * Self.dotPitch
        let target = currentPage + (touch.location(in: self).x < currentX ? -1 : 1)
        guard (0..<numberOfPages).contains(target) else { return }
        currentPage = target
        sendActions(for: [.valueChanged, .primaryActionTriggered], with: event)
    }

    override func defaultActionPrevents(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        isSingleTap(gestureRecognizer)
    }
}
