/// A push or pop under way: its context, the built-in animator (nil for a custom one)
/// and the bar's cross-fade.
@MainActor
struct NavigationTransition {
    let context: TransitionContext
    let animator: NavigationTransitionAnimator?
    let barChange: NavigationBarCrossFade
    let operation: UINavigationController.Operation
}
