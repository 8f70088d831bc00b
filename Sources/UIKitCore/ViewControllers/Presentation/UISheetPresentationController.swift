import Foundation

/// A sheet: a card with rounded corners over a dimmed screen. On a compact-width screen it
/// rises from the bottom and rests at its detents (medium: half the height, large: nearly
/// all); on a regular-width screen (most kiosks) it is a card centered on the screen,
/// wide for `.pageSheet`, smaller for `.formSheet`. A swipe down dismisses it unless the
/// presented controller `isModalInPresentation` or the delegate refuses.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a compact sheet rests at.
    @MainActor
    public final class Detent: NSObject {
        /// Names a detent.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        /// The detent's name.
        public let identifier: Identifier
        let fraction: CGFloat

        private init(identifier: Identifier, fraction: CGFloat) {
            self.identifier = identifier
            self.fraction = fraction
        }

        /// About half the screen's height.
        public static func medium() -> Detent { Detent(identifier: .medium, fraction: 0.5) }
        /// The full height, below the top inset.
        public static func large() -> Detent { Detent(identifier: .large, fraction: 1) }
    }

    /// The heights a compact sheet rests at, smallest first. Default `[.large()]`.
    open var detents: [Detent] = [.large()]
    /// The detent the sheet rests at; nil means the smallest.
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { if !isTransitioning { containerView?.setNeedsLayout() } }
    }
    /// Detents up to this one leave the screen behind undimmed; nil dims at all detents.
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether a grabber is drawn at the top of the sheet. Default false.
    open var prefersGrabberVisible = false
    /// The corner radius; nil is the system's (10 points).
    open var preferredCornerRadius: CGFloat?
    /// Whether the sheet's edges extend to the screen's in a compact-width landscape screen.
    open var prefersEdgeAttachedInCompactHeight = false
    /// Whether scrolling in the sheet grows it to the next detent (no effect on Vitrine yet).
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether an edge-attached sheet takes the presented controller's preferred width
    /// (compact-height landscape; no effect on Vitrine yet). Default false.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

    /// Runs `changes` (a new selected detent) animated.
    open func animateChanges(_ changes: () -> Void) {
        changes()
        UIView.animate(withDuration: 0.35, delay: 0, options: [.curveEaseInOut]) {
            self.containerView?.layoutIfNeeded()
        }
    }

    private let style: UIModalPresentationStyle
    let dimmingView = UIView()
    let cardView = SheetCardView()

    init(presentedViewController: UIViewController, presenting: UIViewController?, style: UIModalPresentationStyle) {
        self.style = style
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        style = .pageSheet
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    open override var presentationStyle: UIModalPresentationStyle { style }

    /// The card holds the presented view.
    open override var presentedView: UIView? { cardView }

    open override var shouldPresentInFullscreen: Bool { false }

    override var allowsInteractiveDismissal: Bool { true }

    private var isCompact: Bool { traitCollection.horizontalSizeClass == .compact }

    /// A compact sheet rests at its detent; a regular one is centered.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        if isCompact {
            let top = Self.compactTopInset
            let available = bounds.height - top
            let height = (available * currentDetent.fraction).rounded()
            return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        }
        let size = style == .formSheet
            ? CGSize(width: min(540, bounds.width - 40), height: min(620, bounds.height - 40))
            : CGSize(width: min(704, bounds.width - 40), height: bounds.height - 40)
        return CGRect(x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
                      width: size.width, height: size.height)
    }

    /// The gap above a large compact sheet (no status bar on a kiosk).
    static let compactTopInset: CGFloat = 10

    var currentDetent: Detent {
        let sorted = detents.isEmpty ? [Detent.large()] : detents.sorted { $0.fraction < $1.fraction }
        return sorted.first { $0.identifier == selectedDetentIdentifier } ?? sorted[0]
    }

    private var dimsBehind: Bool {
        guard let undimmed = largestUndimmedDetentIdentifier, isCompact else { return true }
        let undimmedFraction = detents.first { $0.identifier == undimmed }?.fraction ?? 0
        return currentDetent.fraction > undimmedFraction
    }

    open override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.frame = containerView.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        cardView.configure(content: presentedViewController.view,
                           cornerRadius: preferredCornerRadius ?? 10,
                           showsGrabber: prefersGrabberVisible && isCompact)
        let pan = UIPanGestureRecognizer(target: self, action: UISheetPresentationController.handlePan)
        cardView.addGestureRecognizer(pan)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = self.dimsBehind ? 1 : 0
        }, completion: nil)
    }

    open override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        }, completion: nil)
    }

    open override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        if !isTransitioning { dimmingView.alpha = dimsBehind ? 1 : 0 }
    }

    override func makeBuiltInAnimator(presenting: Bool) -> UIViewControllerAnimatedTransitioning {
        ModalTransitionAnimator(style: .coverVertical, isPresenting: presenting)
    }
}
