import Foundation
import Logging

private let presentationLogger = Logger(label: "vitrine.presentation")

// Presenting and dismissing, as on iOS: the presented controller's view goes into a
// container above the presentation's context, animated by the transitioning delegate's
// animator or the built-in one; appearance callbacks bracket the animation (the presenter
// disappears only when the presented view covers it for good: `.fullScreen` and
// `.currentContext`).
extension UIViewController {
    /// The coordinator of the transition this controller (or an ancestor) takes part in.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        var candidate: UIViewController? = self
        while let controller = candidate {
            if let transition = controller.activeTransition { return transition }
            candidate = controller.parent
        }
        return nil
    }

    /// The controller at the top of this one's containment: the window's root or a
    /// presented controller.
    var containmentRoot: UIViewController {
        var root = self
        while let parent = root.parent { root = parent }
        return root
    }

    func makePresentationControllerIfNeeded() -> UIPresentationController? {
        if let activePresentationController { return activePresentationController }
        if let pending = pendingPresentationController, pending.presentationStyle == resolvedStyle(modalPresentationStyle) {
            return pending
        }
        let made = Self.makePresentationController(for: self, style: resolvedStyle(modalPresentationStyle), presenting: nil)
        pendingPresentationController = made
        return made
    }

    private func resolvedStyle(_ style: UIModalPresentationStyle) -> UIModalPresentationStyle {
        style == .automatic ? .pageSheet : style
    }

    /// What `controller` becomes in `style`: a popover's own adaptive sheet (its detents set
    /// by the app), else a new controller of that style.
    private static func adapted(_ controller: UIPresentationController, to style: UIModalPresentationStyle,
                                presenting: UIViewController) -> UIPresentationController? {
        if let popover = controller as? UIPopoverPresentationController, style == .formSheet || style == .pageSheet {
            let sheet = popover.adaptiveSheetPresentationController
            sheet.rebind(presenting: presenting)
            return sheet
        }
        return makePresentationController(for: controller.presentedViewController, style: style, presenting: presenting)
    }

    private static func makePresentationController(for presented: UIViewController, style: UIModalPresentationStyle,
                                                   presenting: UIViewController?) -> UIPresentationController? {
        switch style {
        case .pageSheet, .formSheet:
            return UISheetPresentationController(presentedViewController: presented, presenting: presenting, style: style)
        case .popover:
            return UIPopoverPresentationController(presentedViewController: presented, presenting: presenting)
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext:
            return FullScreenPresentationController(presentedViewController: presented, presenting: presenting, style: style)
        case .custom, .none, .automatic:
            return nil
        }
    }

    func performPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let name = "\(type(of: presented))"
        guard presented !== self, presented.presentingViewController == nil, presented.parent == nil,
              presented.viewIfLoaded?.window == nil else {
            presentationLogger.error("cannot present \(name): it is already presented, in a container or on screen")
            return
        }
        let style = resolvedStyle(presented.modalPresentationStyle)
        let context = presentationContext(for: style)
        guard let window = context.viewIfLoaded?.window else {
            presentationLogger.error("cannot present \(name) from \(type(of: self)), whose view is not in the window hierarchy")
            return
        }
        guard context.presentedViewController == nil else {
            presentationLogger.error("cannot present \(name) on \(type(of: context)), which is already presenting \(type(of: context.presentedViewController!))")
            return
        }
        guard let controller = presentationController(for: presented, style: style, presenting: context) else {
            presentationLogger.error("cannot present \(name) in style \(style): no presentation controller (a .custom style needs a transitioning delegate that makes one)")
            return
        }
        presented.pendingPresentationController = nil
        presented.activePresentationController = controller
        presented.presentingViewController = context
        context.presentedViewController = presented

        let container = PresentationContainerView(frame: contextFrame(of: context, in: window, style: controller))
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.presentationController = controller
        window.addSubview(container)
        controller.containerView = container
        controller.isTransitioning = true

        let removesPresenter = controller.shouldRemovePresentersView
        let covered = removesPresenter ? context : nil
        presented.beingPresented = true
        covered?.beginAppearanceTransition(false, animated: animated)
        presented.beginAppearanceTransition(true, animated: animated)

        let presentedView = controller.presentedView ?? presented.view!
        let final = controller.frameOfPresentedViewInContainerView
        let animator = presented.transitioningDelegate?.animationController(forPresented: presented, presenting: context, source: self)
            ?? controller.makeBuiltInAnimator(presenting: true)
        let transition = TransitionContext(
            containerView: container, animated: animated, style: controller.presentationStyle,
            from: (context, nil, initial: context.view.frame, final: context.view.frame),
            to: (presented, presentedView, initial: .zero, final: final)) { [weak presented] completed in
                guard let presented else { return }
                presented.activeTransition = nil
                controller.isTransitioning = false
                controller.presentationTransitionDidEnd(completed)
                guard completed else {
                    presented.tearDownPresentation(restoring: covered, animated: animated)
                    return
                }
                if removesPresenter, let coveredView = context.viewIfLoaded {
                    presented.coveredViewPlacement = CoveredViewPlacement(view: coveredView)
                    coveredView.removeFromSuperview()
                }
                covered?.endAppearanceTransition()
                presented.endAppearanceTransition()
                presented.beingPresented = false
                animator.animationEnded(true)
                container.setNeedsLayout()
                completion?()
            }
        presented.activeTransition = transition
        controller.presentationTransitionWillBegin()
        transition.run(animated ? animator : nil) {
            presentedView.frame = final
            if presentedView.superview !== container { container.addSubview(presentedView) }
        }
    }

    private func presentationController(for presented: UIViewController, style: UIModalPresentationStyle,
                                        presenting context: UIViewController) -> UIPresentationController? {
        if style == .custom {
            let made = presented.transitioningDelegate?.presentationController(forPresented: presented, presenting: context, source: self)
            if let made { made.rebind(presenting: context) }
            return made
        }
        var controller = presented.makePresentationControllerIfNeeded()
        controller?.rebind(presenting: context)
        // Adapt to the screen: a popover or form sheet on a compact width.
        if let current = controller {
            let traits = context.traitCollection
            let adapted = current.delegate?.adaptivePresentationStyle(for: current, traitCollection: traits)
                ?? current.adaptivePresentationStyle(for: traits)
            if adapted != .none, adapted != current.presentationStyle,
               let replacement = Self.adapted(current, to: resolvedStyle(adapted), presenting: context) {
                replacement.delegate = current.delegate
                controller = replacement
            }
        }
        return controller
    }

    /// The controller whose view a presentation in `style` covers: the nearest ancestor
    /// that defines a presentation context for the "current context" styles, else the root.
    private func presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        if style == .currentContext || style == .overCurrentContext {
            var candidate: UIViewController? = self
            while let controller = candidate {
                if controller.definesPresentationContext { return controller }
                candidate = controller.parent
            }
        }
        return containmentRoot
    }

    private func contextFrame(of context: UIViewController, in window: UIWindow,
                              style controller: UIPresentationController) -> CGRect {
        guard !controller.shouldPresentInFullscreen, controller.presentationStyle == .currentContext
                || controller.presentationStyle == .overCurrentContext, let view = context.viewIfLoaded else {
            return window.bounds
        }
        return view.convert(view.bounds, to: window)
    }

    func performDismissal(animated: Bool, completion: (() -> Void)?) {
        // A child asks for its container's presentation, as UIKit forwards it up.
        let target: UIViewController
        if let presented = presentedViewController ?? containmentRoot.presentedViewController {
            target = presented
        } else if containmentRoot.presentingViewController != nil {
            target = containmentRoot
        } else {
            return
        }
        guard let controller = target.activePresentationController, let context = target.presentingViewController,
              target.activeTransition == nil else {
            presentationLogger.warning("dismiss of \(type(of: target)) ignored: its presentation is still in transition")
            return
        }
        // Controllers presented above the target go at once; only the target animates.
        var above: [UIViewController] = []
        var next = target.presentedViewController
        while let controller = next {
            above.append(controller)
            next = controller.presentedViewController
        }
        for controller in above.reversed() { controller.tearDownPresentation(restoring: nil, animated: false) }

        guard let container = controller.containerView else { return }
        let uncovered = target.coveredViewPlacement != nil ? context : nil
        target.beingDismissed = true
        controller.isTransitioning = true
        target.beginAppearanceTransition(false, animated: animated)
        // Began before the view returns to the window, so that the move does not end it.
        uncovered?.beginAppearanceTransition(true, animated: animated)
        target.coveredViewPlacement?.restore()
        target.coveredViewPlacement = nil
        let presentedView = controller.presentedView ?? target.view!
        let animator = target.transitioningDelegate?.animationController(forDismissed: target)
            ?? controller.makeBuiltInAnimator(presenting: false)
        let transition = TransitionContext(
            containerView: container, animated: animated, style: controller.presentationStyle,
            from: (target, presentedView, initial: presentedView.frame, final: .zero),
            to: (context, nil, initial: context.view.frame, final: context.view.frame)) { [weak target] completed in
                guard let target else { return }
                target.activeTransition = nil
                controller.isTransitioning = false
                controller.dismissalTransitionDidEnd(completed)
                guard completed else {
                    target.beingDismissed = false
                    if let coveredView = uncovered?.viewIfLoaded {
                        target.coveredViewPlacement = CoveredViewPlacement(view: coveredView)
                        coveredView.removeFromSuperview()
                    }
                    uncovered?.beginAppearanceTransition(false, animated: animated)
                    uncovered?.endAppearanceTransition()
                    target.beginAppearanceTransition(true, animated: animated)
                    target.endAppearanceTransition()
                    return
                }
                // isBeingDismissed holds through viewDidDisappear, as on iOS.
                target.finishDismissal(animated: animated)
                target.beingDismissed = false
                uncovered?.endAppearanceTransition()
                animator.animationEnded(true)
                completion?()
            }
        target.activeTransition = transition
        controller.dismissalTransitionWillBegin()
        transition.run(animated ? animator : nil) {}
    }

    /// Ends a presentation at once (a cancelled presentation, or one above a dismissed
    /// controller): its views go, its presenter is shown again if it was covered.
    func tearDownPresentation(restoring covered: UIViewController?, animated: Bool) {
        beginAppearanceTransition(false, animated: animated)
        covered?.beginAppearanceTransition(true, animated: animated)
        coveredViewPlacement?.restore()
        coveredViewPlacement = nil
        finishDismissal(animated: animated)
        covered?.endAppearanceTransition()
        beingPresented = false
    }

    /// Removes the presented view and its container and unlinks the controllers.
    private func finishDismissal(animated: Bool) {
        let controller = activePresentationController
        viewIfLoaded?.removeFromSuperview()
        controller?.containerView?.removeFromSuperview()
        controller?.containerView = nil
        endAppearanceTransition()
        presentingViewController?.presentedViewController = nil
        presentingViewController = nil
        activePresentationController = nil
    }
}

/// Where a covered presenter's view was, to put it back when the presentation ends.
@MainActor
struct CoveredViewPlacement {
    let view: UIView
    let superview: UIView?
    let index: Int

    init(view: UIView) {
        self.view = view
        superview = view.superview
        index = view.superview?.subviews.firstIndex { $0 === view } ?? 0
    }

    func restore() {
        superview?.insertSubview(view, at: index)
    }
}
