import Foundation

/// iOS's push and pop: the arriving view slides in from the trailing edge while the
/// leaving one moves a third of the way the other way under a darkening shade (the
/// parallax); pop is the reverse. The bar's contents cross-fade alongside.
@MainActor
final class NavigationTransitionAnimator: UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.35
    /// How far the view underneath moves, as a fraction of the width.
    static let parallax: CGFloat = 0.3
    /// How dark the shade over the view underneath gets.
    static let shadeAlpha: CGFloat = 0.1

    let operation: UINavigationController.Operation
    private let shade = UIView()

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        shade.backgroundColor = .black
        shade.isUserInteractionEnabled = false
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    /// Places both views for `progress` (0: start, 1: end) of the transition.
    func place(_ context: UIViewControllerContextTransitioning, progress: CGFloat) {
        guard let toView = context.view(forKey: .to), let fromView = context.view(forKey: .from) else { return }
        let width = context.containerView.bounds.width
        let base = context.finalFrame(for: context.viewController(forKey: .to)!)
        if operation == .push {
            toView.frame = base.offsetBy(dx: width * (1 - progress), dy: 0)
            fromView.frame = base.offsetBy(dx: -width * Self.parallax * progress, dy: 0)
            shade.frame = fromView.frame
            shade.alpha = Self.shadeAlpha * progress
        } else {
            fromView.frame = base.offsetBy(dx: width * progress, dy: 0)
            toView.frame = base.offsetBy(dx: -width * Self.parallax * (1 - progress), dy: 0)
            shade.frame = toView.frame
            shade.alpha = Self.shadeAlpha * (1 - progress)
        }
    }

    /// Puts the views in the container, in their order for the operation.
    func prepare(_ context: UIViewControllerContextTransitioning, progress: CGFloat) {
        guard let toView = context.view(forKey: .to), let fromView = context.view(forKey: .from) else { return }
        let container = context.containerView
        if operation == .push {
            container.addSubview(shade)
            container.addSubview(toView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            container.insertSubview(shade, belowSubview: fromView)
        }
        place(context, progress: progress)
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        prepare(context, progress: 0)
        finish(context, from: 0, completing: true)
    }

    /// Animates from `progress` to the end (or back to the start when not completing).
    func finish(_ context: UIViewControllerContextTransitioning, from progress: CGFloat, completing: Bool,
                velocity: CGFloat = 0) {
        let remaining = completing ? 1 - progress : progress
        UIView.animate(withDuration: max(0.12, Self.duration * Double(remaining)), delay: 0,
                       options: [.curveEaseOut], animations: {
            self.place(context, progress: completing ? 1 : 0)
        }, completion: { _ in
            self.shade.removeFromSuperview()
            context.completeTransition(completing)
        })
    }
}
