import Foundation

/// The built-in presentation animations: cover vertical (slides up, and down when
/// dismissed), cross dissolve, flip horizontal.
@MainActor
final class ModalTransitionAnimator: UIViewControllerAnimatedTransitioning {
    private let style: UIModalTransitionStyle
    private let isPresenting: Bool

    init(style: UIModalTransitionStyle, isPresenting: Bool) {
        self.style = style == .partialCurl ? .coverVertical : style
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        switch style {
        case .crossDissolve: 0.3
        case .flipHorizontal: 0.75
        default: isPresenting ? 0.5 : 0.4
        }
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let duration = transitionDuration(using: context)
        let container = context.containerView
        switch style {
        case .flipHorizontal:
            flip(in: context, duration: duration)
        case .crossDissolve:
            guard let view = context.view(forKey: isPresenting ? .to : .from) else { return context.completeTransition(true) }
            if isPresenting {
                view.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
                view.alpha = 0
                container.addSubview(view)
            }
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
                view.alpha = self.isPresenting ? 1 : 0
            }, completion: { _ in
                context.completeTransition(!context.transitionWasCancelled)
            })
        default:
            guard let view = context.view(forKey: isPresenting ? .to : .from) else { return context.completeTransition(true) }
            if isPresenting {
                let final = context.finalFrame(for: context.viewController(forKey: .to)!)
                view.frame = final.offsetBy(dx: 0, dy: container.bounds.maxY - final.minY)
                container.addSubview(view)
                UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                               options: [], animations: { view.frame = final },
                               completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
            } else {
                let start = view.frame
                UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseIn], animations: {
                    view.frame = start.offsetBy(dx: 0, dy: container.bounds.maxY - start.minY)
                }, completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
            }
        }
    }

    /// Turns the container over: the leaving side's view goes away on the front, the
    /// arriving one is on the back.
    private func flip(in context: UIViewControllerContextTransitioning, duration: TimeInterval) {
        let container = context.containerView
        let toController = context.viewController(forKey: .to)!
        let fromController = context.viewController(forKey: .from)!
        let toView = context.view(forKey: .to) ?? toController.view!
        let fromView = context.view(forKey: .from) ?? fromController.view!
        toView.frame = context.finalFrame(for: toController)
        let options: UIView.AnimationOptions = isPresenting ? .transitionFlipFromRight : .transitionFlipFromLeft
        if isPresenting {
            // The presenting view stays where it is; a snapshot of it turns away.
            let front = fromView.snapshotView(afterScreenUpdates: false) ?? UIView(frame: fromView.frame)
            front.frame = fromView.convert(fromView.bounds, to: container)
            container.addSubview(front)
            UIView.transition(from: front, to: toView, duration: duration, options: options) { _ in
                front.removeFromSuperview()
                context.completeTransition(!context.transitionWasCancelled)
            }
        } else {
            let back = toView.snapshotView(afterScreenUpdates: true) ?? UIView(frame: toView.frame)
            back.frame = toView.convert(toView.bounds, to: container)
            UIView.transition(from: fromView, to: back, duration: duration, options: options) { _ in
                back.removeFromSuperview()
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }
}
