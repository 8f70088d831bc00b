import Foundation

/// Runs animations alongside a focus change's (the focus effect appearing and leaving).
/// Environments add theirs in `didUpdateFocus(in:with:)`; they run together once every
/// environment has been told.
@preconcurrency @MainActor
open class UIFocusAnimationCoordinator: NSObject {
    /// How long the focus animations of a keyboard move take.
    static let duration: TimeInterval = 0.15

    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    override init() { super.init() }

    /// Runs `animations` with the focus animations and `completion` after them.
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        if let animations { self.animations.append(animations) }
        if let completion { completions.append(completion) }
    }

    /// Runs `animations` with the animations of the item gaining focus (iOS 11).
    open func addCoordinatedFocusingAnimations(_ animations: ((any UIFocusAnimationContext) -> Void)?,
                                               completion: (() -> Void)? = nil) {
        addCoordinatedAnimations(animations.map { body in { body(FocusAnimationContext()) } }, completion: completion)
    }

    /// Runs `animations` with the animations of the item losing focus (iOS 11).
    open func addCoordinatedUnfocusingAnimations(_ animations: ((any UIFocusAnimationContext) -> Void)?,
                                                 completion: (() -> Void)? = nil) {
        addCoordinatedAnimations(animations.map { body in { body(FocusAnimationContext()) } }, completion: completion)
    }

    /// Runs what was added, animated.
    func run() {
        guard !animations.isEmpty || !completions.isEmpty else { return }
        let (animations, completions) = (animations, completions)
        UIView.animate(withDuration: Self.duration, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState]) {
            for animation in animations { animation() }
        } completion: { _ in
            for completion in completions { completion() }
        }
    }
}

/// What a focusing or unfocusing animation is told: its duration.
@preconcurrency @MainActor
public protocol UIFocusAnimationContext {
    var duration: TimeInterval { get }
}

private struct FocusAnimationContext: UIFocusAnimationContext {
    var duration: TimeInterval { UIFocusAnimationCoordinator.duration }
}
