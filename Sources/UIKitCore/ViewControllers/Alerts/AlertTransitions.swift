import Foundation

/// How an alert controller is presented: its presentation controller, and iOS's
/// animations (an alert grows in from 1.2 times its size while fading in and fades out;
/// an action sheet slides up and down; a popover fades).
@MainActor
final class AlertTransitions: UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        guard let alert = presented as? UIAlertController else { return nil }
        return AlertPresentationController(alert: alert, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        AlertAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        AlertAnimator(presenting: false)
    }
}

@MainActor
final class AlertAnimator: UIViewControllerAnimatedTransitioning {
    private let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        presenting ? 0.4 : 0.25
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let alert = context.viewController(forKey: key) as? UIAlertController,
              let controller = alert.presentationController as? AlertPresentationController,
              let view = controller.presentedView else { return context.completeTransition(true) }
        let duration = transitionDuration(using: context)
        let slides = controller.isBottomSheet
        let container = context.containerView
        if presenting {
            view.frame = controller.frameOfPresentedViewInContainerView
            container.addSubview(view)
            if slides {
                view.frame.origin.y = container.bounds.maxY
            } else {
                view.alpha = 0
                if alert.preferredStyle == .alert { view.transform = CGAffineTransform(scaleX: 1.2, y: 1.2) }
            }
        }
        let final = controller.frameOfPresentedViewInContainerView
        UIView.animate(withDuration: duration, delay: 0, options: [presenting ? .curveEaseOut : .curveEaseIn], animations: {
            if slides {
                view.frame.origin.y = self.presenting ? final.minY : container.bounds.maxY
            } else {
                view.alpha = self.presenting ? 1 : 0
                view.transform = .identity
            }
        }, completion: { _ in
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}
