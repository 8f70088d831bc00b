import Foundation

/// One transition between controllers (a presentation, a dismissal, a push, a pop, a size
/// change): the context an animator works in and the coordinator that runs the app's
/// animations alongside. Whoever starts the transition gets `finish(_:)` once, when the
/// animator calls `completeTransition(_:)`.
@MainActor
final class TransitionContext: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    let containerView: UIView
    let isAnimated: Bool
    var isInteractive = false
    private(set) var transitionWasCancelled = false
    let presentationStyle: UIModalPresentationStyle
    var transitionDuration: TimeInterval = 0
    /// How far an interactive transition has come, 0 to 1.
    private(set) var percentComplete: CGFloat = 0

    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    private let views: [UITransitionContextViewKey: UIView]
    private let initialFrames: [ObjectIdentifier: CGRect]
    private let finalFrames: [ObjectIdentifier: CGRect]
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var hasStarted = false
    private var isComplete = false
    private let finish: (Bool) -> Void

    init(containerView: UIView, animated: Bool, style: UIModalPresentationStyle,
         from: (UIViewController, UIView?, initial: CGRect, final: CGRect),
         to: (UIViewController, UIView?, initial: CGRect, final: CGRect),
         finish: @escaping (Bool) -> Void) {
        self.containerView = containerView
        isAnimated = animated
        presentationStyle = style
        controllers = [.from: from.0, .to: to.0]
        var views: [UITransitionContextViewKey: UIView] = [:]
        views[.from] = from.1
        views[.to] = to.1
        self.views = views
        // A size change has one controller on both sides: its arriving frames win.
        var initialFrames = [ObjectIdentifier(from.0): from.initial]
        initialFrames[ObjectIdentifier(to.0)] = to.initial
        self.initialFrames = initialFrames
        var finalFrames = [ObjectIdentifier(from.0): from.final]
        finalFrames[ObjectIdentifier(to.0)] = to.final
        self.finalFrames = finalFrames
        self.finish = finish
    }

    var isCancelled: Bool { transitionWasCancelled }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }
    func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
    }
    func finishInteractiveTransition() { transitionWasCancelled = false }
    func cancelInteractiveTransition() { transitionWasCancelled = true }

    /// Runs `animator` in this context, with the alongside animations registered so far
    /// in an animation of the same duration; without animation it completes at once.
    func run(_ animator: UIViewControllerAnimatedTransitioning?, placeWithoutAnimation: () -> Void) {
        transitionDuration = animator?.transitionDuration(using: self) ?? 0
        hasStarted = true
        guard isAnimated, let animator else {
            placeWithoutAnimation()
            runAlongside(animated: false)
            completeTransition(true)
            return
        }
        runAlongside(animated: true)
        animator.animateTransition(using: self)
    }

    private func runAlongside(animated: Bool) {
        let animations = alongside
        alongside.removeAll()
        guard !animations.isEmpty else { return }
        if animated {
            UIView.animate(withDuration: transitionDuration, delay: 0, options: [.curveEaseInOut]) {
                for animation in animations { animation(self) }
            }
        } else {
            UIView.performWithoutAnimation { for animation in animations { animation(self) } }
        }
    }

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !isComplete else { return false }
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        if hasStarted { runAlongside(animated: isAnimated) }
        return true
    }

    func completeTransition(_ didComplete: Bool) {
        guard !isComplete else { return }
        isComplete = true
        transitionWasCancelled = !didComplete
        let completions = self.completions
        self.completions.removeAll()
        for completion in completions { completion(self) }
        finish(didComplete)
    }
}
