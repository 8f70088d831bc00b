import Foundation

/// Manages how a presented controller sits on screen: the container its view goes in,
/// its frame there, and the views around it (a sheet's dimming, a popover's bubble).
/// Subclass it, and return it from a transitioning delegate, for a custom presentation.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UITraitEnvironment {
    /// The controller being presented. Apple's header declares it strong; until the
    /// presentation begins it is held only unowned, because the controller keeps its
    /// pending presentation controller (an app configures `sheetPresentationController`
    /// before presenting) and a controller configured but never presented would keep itself.
    public var presentedViewController: UIViewController { presented }
    private unowned let presented: UIViewController
    /// The strong reference, from the presentation's start.
    private var presentedWhilePresenting: UIViewController?
    /// The controller whose context it is presented over: the presented controller until
    /// the presentation begins. Held strongly, as Apple's header declares it (the
    /// presentation ends by unlinking the presenter from the presented).
    public var presentingViewController: UIViewController { presenting ?? presented }
    private var presenting: UIViewController?
    /// Hears about adaptation and interactive dismissal.
    open weak var delegate: UIAdaptivePresentationControllerDelegate?
    /// The view the presentation happens in; set when the presentation begins.
    open internal(set) var containerView: UIView?

    /// The style this controller presents in.
    open var presentationStyle: UIModalPresentationStyle { .custom }

    /// Makes a presentation controller for `presentedViewController` over `presentingViewController`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        presented = presentedViewController
        presenting = presentingViewController
        super.init()
        if presentingViewController != nil { presentedWhilePresenting = presentedViewController }
    }

    /// The view that is animated in and out: the presented controller's view by default;
    /// a subclass may wrap it.
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view goes in the container. Default: all of it.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presentation covers the screen. Default true.
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenting controller's view leaves the window once the presentation is
    /// over (it cannot be seen). Default false.
    open var shouldRemovePresentersView: Bool { false }

    /// The style to use instead on a screen with `traitCollection`. Default `.none`: no change.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }

    /// The style to use instead on the current screen.
    open var adaptivePresentationStyle: UIModalPresentationStyle { adaptivePresentationStyle(for: traitCollection) }

    /// The traits of the container, or of the presenting controller before it exists.
    open var traitCollection: UITraitCollection {
        containerView?.traitCollection ?? presentingViewController.traitCollection
    }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Called before the presentation animation: add views around the presented one here.
    open func presentationTransitionWillBegin() {}
    /// Called after the presentation animation; `completed` is false when it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called before the dismissal animation.
    open func dismissalTransitionWillBegin() {}
    /// Called after the dismissal animation; `completed` is false when it was cancelled.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// Called before the container lays out. The default puts the presented view at
    /// `frameOfPresentedViewInContainerView`.
    open func containerViewWillLayoutSubviews() {
        if !isTransitioning { presentedView?.frame = frameOfPresentedViewInContainerView }
    }
    /// Called after the container laid out. The default does nothing.
    open func containerViewDidLayoutSubviews() {}

    /// Whether a presentation or dismissal animation is running (frames belong to it).
    var isTransitioning = false

    /// The animator the built-in styles use when the transitioning delegate supplies none.
    func makeBuiltInAnimator(presenting: Bool) -> UIViewControllerAnimatedTransitioning {
        ModalTransitionAnimator(style: presentedViewController.modalTransitionStyle, isPresenting: presenting)
    }

    /// Presents over `presenting`, which is known only when the presentation begins.
    func rebind(presenting: UIViewController) {
        self.presenting = presenting
        presentedWhilePresenting = presented
    }

    /// Whether a swipe down on the presented view may dismiss it (sheets).
    var allowsInteractiveDismissal: Bool { false }
}
